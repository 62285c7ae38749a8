/// Where code names an Android notification sound, a raw resource: `RawResourceAndroidNotificationSound('x')`
/// (flutter_local_notifications), a `sound:` or `soundName:` in an Android-only call or key
/// (notifee's `android: {sound}`, `createChannel`, Expo's `setNotificationChannelAsync`,
/// react-native-push-notification's channels), `setSound("x")` in an Android-only builder (the
/// Firebase Admin SDKs' `AndroidNotification`), `R.raw.x`, and `android.resource://…/raw/x`.
/// Only literals are read: an Android name built at run time is not guessed.
enum AndroidSlots {
    /// Calls whose first argument is a raw resource's name.
    static let resourceCalls: Set<String> = ["RawResourceAndroidNotificationSound"]
    /// Keys naming the sound in Android-only contexts.
    static let soundKeys: Set<String> = ["sound", "soundName"]

    /// Whether the value of `key` in `frame` is a file name (`alert.wav`) whose resource is its
    /// stem: Expo's channels and react-native-push-notification's `soundName` take one.
    static func takesFileName(key: String, frame: MatchFrame) -> Bool {
        key == "soundName" || frame.callName == "setNotificationChannelAsync"
            || frame.enclosingCall == "setNotificationChannelAsync"
    }

    /// The object a channel-creating call takes (`createChannel({ id, sound })`): Android's, even
    /// where the call's name does not say so.
    static func isChannelObject(_ frame: MatchFrame) -> Bool {
        frame.opener == UInt8(ascii: "{") && frame.enclosingCall.map(channelObjectCalls.contains) == true
    }

    /// The Android names of one element of an Android-only bracket.
    static func judge(_ frame: MatchFrame, keys: [SlotJudge.Key], into found: inout FoundSounds) {
        let items = frame.items
        for (key, value) in SlotJudge.values(of: keys, in: items) where soundKeys.contains(key.name) {
            add(value, site: "\(key.name):", fileName: takesFileName(key: key.name, frame: frame), into: &found)
        }
        guard keys.first?.index != 0, frame.elementIndex == 0, let call = frame.callName else { return }
        if resourceCalls.contains(call) || call == "setSound" {
            add(items, site: "\(call)(…)", fileName: false, into: &found)
        }
    }

    private static func add(_ value: [MatchFrame.Item], site: String, fileName: Bool, into found: inout FoundSounds) {
        guard value.count == 1, let token = value[0].token, token.kind == .string, !token.interpolated else { return }
        found.androidNames.append(
            FoundSounds.AndroidName(
                name: token.text, site: site, fileName: fileName,
                line: token.line, column: token.column))
    }

    /// Calls whose first argument is the id of the channel they create: flutter_local_notifications'
    /// `AndroidNotificationChannel` and `AndroidNotificationDetails` (the plugin creates the channel
    /// it names), Android's `NotificationChannel` and `NotificationChannelCompat.Builder`, Expo's
    /// `setNotificationChannelAsync`.
    static let channelCalls: Set<String> = [
        "AndroidNotificationChannel", "AndroidNotificationDetails", "NotificationChannel",
        "setNotificationChannelAsync",
    ]
    /// Calls taking an object whose `id` or `channelId` is the channel they create: notifee's,
    /// Capacitor's and react-native-push-notification's `createChannel`.
    static let channelObjectCalls: Set<String> = ["createChannel"]

    /// The channel an element creates, when it is a channel's id given as a literal.
    static func channels(_ frame: MatchFrame, keys: [SlotJudge.Key], into found: inout FoundSounds) {
        let items = frame.items
        if frame.opener == UInt8(ascii: "{"), let call = frame.enclosingCall, channelObjectCalls.contains(call) {
            for (key, value) in SlotJudge.values(of: keys, in: items) where key.name == "id" || key.name == "channelId"
            {
                addChannel(value, site: "\(call)({\(key.name):})", into: &found)
            }
        }
        guard frame.elementIndex == 0, keys.first?.index != 0, let call = frame.callName else { return }
        if channelCalls.contains(call) || (call == "Builder" && frame.receiverRoot == "NotificationChannelCompat") {
            addChannel(items, site: "\(call)(…)", into: &found)
        }
    }

    private static func addChannel(_ value: [MatchFrame.Item], site: String, into found: inout FoundSounds) {
        guard value.count == 1, let token = value[0].token, token.kind == .string, !token.interpolated else { return }
        found.channels.append(.init(id: token.text, site: site, line: token.line, column: token.column))
    }

    /// `android.resource://PACKAGE/raw/NAME` in a string literal, or its tail `/raw/NAME` when
    /// the address is built (`"android.resource://" + packageName + "/raw/siren"`).
    static func resourceAddresses(in token: SourceToken) -> [FoundSounds.AndroidName] {
        guard token.text.contains("android.resource://") || token.text.hasPrefix("/raw/") else { return [] }
        return RawResourceReferences.names(after: Array("/raw/".utf8), in: Array(token.text.utf8)).map { name in
            FoundSounds.AndroidName(
                name: name, site: "android.resource://…/raw/", fileName: false,
                line: token.line, column: token.column)
        }
    }
}
