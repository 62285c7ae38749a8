/// Whether an app may play critical alerts: its signed entitlements grant
/// `com.apple.developer.usernotifications.critical-alerts` (true). Without it iOS plays a
/// critical sound as an ordinary one, which the ring switch and Focus silence.
///
/// Readers of Xcode projects and built products give one per application they read; the
/// manifest keeps the app's, so that payload and reference checks know it too.
public struct CriticalAlertsEntitlement: Sendable, Hashable {
    /// The entitlement's key, as Apple names it.
    public static let key = "com.apple.developer.usernotifications.critical-alerts"

    public enum Status: String, Sendable, Hashable {
        case granted
        case notGranted = "not-granted"
        /// Not known: an unsigned product, a build setting soundcheck cannot expand, a file it
        /// cannot read. No finding is ever made of it.
        case unknown
    }

    /// The application: an Xcode target (`MyApp`) or a bundle (`MyApp.app`).
    public var app: String
    public var status: Status
    /// The file it was read from: the `.entitlements` file to change, the project (when no
    /// configuration names one), or the signed executable (`MyApp.ipa/Payload/MyApp.app/MyApp`).
    public var source: String
    /// What else to know, in words: which configurations lack it, or why it is not known.
    public var detail: String?

    public init(app: String, status: Status, source: String, detail: String? = nil) {
        self.app = app
        self.status = status
        self.source = source
        self.detail = detail
    }

    /// `source`, with `detail` after it in parentheses.
    public var sourceText: String {
        detail.map { "\(source) (\($0))" } ?? source
    }
}
