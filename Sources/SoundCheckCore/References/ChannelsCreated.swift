/// The channels the scanned code creates, with their sounds, and the default channel the app's
/// manifests declare: what decides the sound a message plays on Android 8 and later.
struct ChannelsCreated {
    let ids: Set<String>
    let sortedIDs: [String]
    /// Each channel's literal sounds, as resource names.
    let sounds: [String: Set<String>]
    let defaults: [ReferenceReport.DefaultChannel]
    let manifestsRead: Int

    init(
        _ channels: [ReferenceFileReport.AndroidChannel], defaults: [ReferenceReport.DefaultChannel], manifestsRead: Int
    ) {
        ids = Set(channels.map(\.id))
        sortedIDs = ids.sorted { $0.precedesInBytes($1) }
        var sounds: [String: Set<String>] = [:]
        for channel in channels {
            guard let sound = channel.sound else { continue }
            sounds[channel.id, default: []].insert(sound)
        }
        self.sounds = sounds
        self.defaults = defaults
        self.manifestsRead = manifestsRead
    }

    /// Why a message's Android sound is not what Android 8 and later play, or nil.
    func problem(with use: PayloadFileReport.AndroidSoundUse) -> String? {
        if let channel = use.channel {
            return mismatch(use.name, channel: channel, described: "the channel \"\(channel)\"")
        }
        guard let declared = defaults.first else {
            let why =
                manifestsRead == 0
                ? "refs read no AndroidManifest.xml that could declare a default channel"
                : """
                the AndroidManifest.xml refs read declares no default channel \
                (\(AndroidManifestFile.defaultChannelKey))
                """
            return "the message names no Android channel and \(why): on Android 8 and later it goes to a channel the "
                + "app did not create (FCM's \"Miscellaneous\"), whose sound is the default, not \"\(use.name)\"; "
                + "name a channel the app creates with this sound"
        }
        guard let id = declared.id else { return nil }
        let described = "the app's default channel \"\(id)\" (\(declared.path):\(declared.line):\(declared.column))"
        guard ids.contains(id) else {
            return "the message names no Android channel, so FCM posts it to \(described), which no code refs read "
                + "creates: FCM creates it with the default sound, not \"\(use.name)\"; create that channel with this "
                + "sound, or name a channel the app creates"
        }
        return mismatch(use.name, channel: id, described: described).map {
            "the message names no Android channel: " + $0
        }
    }

    /// A channel created (as a literal, in the code read) with sounds none of which is `name`.
    private func mismatch(_ name: String, channel: String, described: String) -> String? {
        guard let created = sounds[channel], !created.contains(name) else { return nil }
        let sounds = created.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return "Android 8 and later play the sound \(described) was created with (\(sounds)), not the message's "
            + "\"\(name)\", which plays only below Android 8; send it to a channel created with \"\(name)\""
    }
}
