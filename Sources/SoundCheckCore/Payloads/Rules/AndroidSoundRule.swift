/// A message's Android sound names a raw resource the app ships, and one that plays. FCM's
/// `android.notification.sound` (the legacy API's `notification.sound`, which iOS reads too) and
/// OneSignal's `android_sound` are resource names: the file in
/// `res/raw` without its extension (`chime` for `chime.ogg`). A name that resolves to nothing
/// plays the default sound.
public struct AndroidSoundRule: MessageRule {
    public static let description = RuleDescription(
        identifier: "android-sound",
        name: "Android sound",
        summary:
            """
            A message's Android sound is default or the resource name of a raw resource in the manifest's Android \
            half that plays.
            """,
        rationale:
            """
            Android looks the name up among the app's raw resources (res/raw, without the extension); a name with \
            its extension, in another case, or of a file that is not there finds nothing, and the default sound \
            plays.
            """,
        severity: .error,
        triggeringExamples: [
            RuleExample(
                "payloads/services/fcm-android-unknown.json", at: "payloads/services/fcm-android-unknown.json:6:34",
                message: "Android finds no raw resource named \"alert_ulaw\" in the app"),
            RuleExample(
                "payloads/services/fcm-android-extension.json", at: "payloads/services/fcm-android-extension.json:6:34",
                message: "Android finds no raw resource named \"chime_ima4.ogg\" in the app"),
        ],
        nonTriggeringExamples: [
            "payloads/services/fcm.json", "payloads/services/fcm-android-only.json", "payloads/services/onesignal.json",
        ]
    )

    public init() {}

    public func validate(_ message: PushMessage, in context: PayloadContext) -> [Finding] {
        guard let resources = context.androidByName, let node = message.androidSound, let name = node.stringValue,
            let problem = Self.problem(name, fileName: false, among: resources)
        else { return [] }
        guard message.shape == .fcmLegacy else { return [finding(problem, at: node.position, in: message)] }
        return [
            finding(
                problem + "; the legacy API's notification.sound is one name for both platforms (iOS wants the file "
                    + "name, Android the resource name), so send Android devices a message of their own, or use the "
                    + "HTTP v1 API's android and apns blocks", at: node.position, in: message)
        ]
    }

    /// What is wrong with an Android sound named `name`, nil when it is a listed resource that
    /// plays, `default`, empty or a template placeholder. `fileName`: the API takes a file name
    /// (`alert.wav`) and plays the resource of its stem (Expo's channels).
    package static func problem(_ name: String, fileName: Bool, among resources: [String: SoundManifest.Entry])
        -> String?
    {
        guard name != "default", !name.isEmpty, !TemplateExpressions.isPlaceholder(name) else { return nil }
        let resource = fileName ? AndroidResourceName(fileName: name).name : name
        if let entry = resources[resource] {
            guard !entry.valid else { return nil }
            let why = entry.errors.first.map { ": \($0)" } ?? ""
            return "Android plays \"\(resource)\" (\(entry.path)), which will not play on Android\(why)"
        }
        return
            "Android finds no raw resource named \"\(resource)\" in the app\(hint(resource, among: resources)), so the "
            + "default sound plays"
    }

    /// What was probably meant: the name without its extension, or in another case.
    static func hint(_ name: String, among resources: [String: SoundManifest.Entry]) -> String {
        let stem = AndroidResourceName(fileName: name).name
        if stem != name, resources[stem] != nil {
            return ": Android names it without the extension, \"\(stem)\""
        }
        if let folded = resources.keys.sorted().first(where: { $0 == name.lowercased() || $0 == stem.lowercased() }) {
            return ": resource names are lowercase, \"\(folded)\""
        }
        // A name aapt2 refuses is no resource a message could name.
        let shipped = resources.keys.filter { AndroidResourceName(fileName: $0).isValid }.sorted()
        guard !shipped.isEmpty else { return " (its manifest lists no Android sound)" }
        let listed = shipped.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ")
        return " (it ships \(listed)\(shipped.count > 5 ? ", …" : ""))"
    }
}
