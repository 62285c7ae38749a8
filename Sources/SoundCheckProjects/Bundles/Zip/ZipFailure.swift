/// Why a zip, or one of its entries, cannot be read: the words of a `SoundDiscovery.Problem`,
/// whose path the caller knows (the archive's, or the entry's as shown).
struct ZipFailure: Error, Sendable, Hashable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
