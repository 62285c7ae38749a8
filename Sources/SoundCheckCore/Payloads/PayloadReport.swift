/// The verdict on a run of `soundcheck payloads`.
public struct PayloadReport: Sendable, Hashable {
    public var files: [PayloadFileReport]
    public var problems: [SoundDiscovery.Problem] = []

    public init(files: [PayloadFileReport], problems: [SoundDiscovery.Problem] = []) {
        self.files = files
        self.problems = problems
    }
}
