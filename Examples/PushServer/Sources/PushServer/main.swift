#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SoundCheckCore

// What a push server does before sending: check each payload against the sounds the app ships
// (the manifest its build committed) and refuse the ones that would play the default sound
// (a sound it does not ship, a name in the wrong case or without its extension, a sound that
// will not play) or that APNs would reject.
//
//   push-server MANIFEST [PAYLOAD_JSON | @PAYLOAD_FILE]...
//
// Checks the server's own notifications, then each payload given (JSON text, as a queue or an
// HTTP request hands it over, or a file after @). Exit status: 0 every push can be sent, 1 a push
// was refused, 2 usage or an unreadable manifest.

func fail(_ message: String, status: Int32) -> Never {
    let line = "push-server: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let manifestPath = arguments.first, !manifestPath.hasPrefix("-") else {
    fail("usage: push-server MANIFEST [PAYLOAD_JSON | @PAYLOAD_FILE]...", status: 2)
}

// Loaded once at start-up; the validator is Sendable, so request handlers can share it.
let manifest: SoundManifest
do {
    manifest = try SoundManifest(contentsOf: manifestPath)
} catch {
    fail("cannot load the sound manifest: \(error.description)", status: 2)
}
let validator = PayloadValidator(manifest: manifest)
print("push-server: \(manifestPath): \(manifest.sounds.count) sounds, \(manifest.validSounds.count) will play")

var pushes = [
    Notifications.doorbell(door: "front"),
    Notifications.smokeAlarm(room: "kitchen"),
    Notifications.newMessage(),
]
for (number, argument) in arguments.dropFirst().enumerated() {
    pushes.append(OutgoingPush(label: "request-\(number + 1)", payload: Array(argument.utf8)))
}

var verdicts: [PayloadFileReport] = []
for push in pushes {
    if push.payload.first == UInt8(ascii: "@") {
        verdicts.append(validator.validate(file: String(decoding: push.payload.dropFirst(), as: UTF8.self)))
    } else {
        verdicts.append(validator.validate(push.payload, path: push.label))
    }
}

let report = PushBatchReport(files: verdicts)
print(HumanReporter(verbose: true).render(report), terminator: "")

for verdict in verdicts where !verdict.valid {
    let unknown = verdict.sounds.filter { $0.reference.status != .valid && $0.reference.status != .default }
    let names = unknown.map { "\"\($0.reference.name)\" (\($0.reference.status.rawValue))" }
    print("push-server: not sending \(verdict.path)" + (names.isEmpty ? "" : ": names " + names.joined(separator: ", ")))
}
exit(verdicts.allSatisfy(\.valid) ? 0 : 1)
