/// Whose rules judge a sound: a file an Apple app ships is judged by Apple's rules, a raw
/// resource of an Android app by Android's, and never one by the other's.
public enum SoundPlatform: String, Sendable, Hashable, CaseIterable {
    case apple
    case android

    /// As reports name it.
    public var displayName: String {
        switch self {
        case .apple: "iOS"
        case .android: "Android"
        }
    }
}
