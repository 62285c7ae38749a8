import CAllocationCounter
import Foundation
import SoundCheckCore

// What a push server pays to validate a payload right before sending it, beside what Foundation
// pays only to parse the same bytes. One process, one core, the same payloads for every reader,
// rounds interleaved so that a busy machine slows all of them alike.
//
//   payload-throughput MANIFEST [ROUNDS] [ITERATIONS]

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: payload-throughput MANIFEST [ROUNDS] [ITERATIONS]\n".utf8))
    exit(2)
}
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 7 : 7
let iterations = arguments.count > 3 ? Int(arguments[3]) ?? 100_000 : 100_000

let manifest: SoundManifest
do {
    manifest = try SoundManifest(contentsOf: arguments[1])
} catch {
    FileHandle.standardError.write(Data("payload-throughput: \(error)\n".utf8))
    exit(2)
}
let validator = PayloadValidator(manifest: manifest)

struct Sample {
    var label: String
    var bytes: [UInt8]
    var data: Data

    init(_ label: String, _ json: String) {
        self.label = label
        bytes = Array(json.utf8)
        data = Data(json.utf8)
    }
}

// Three typical payloads a server sends, compact as servers serialise them, each with a sound the
// samples' manifest lists.
let samples = [
    Sample(
        "alert, sound, custom data",
        #"""
        {"aps":{"alert":{"title":"Front door","body":"Someone is at the front door"},"sound":"chime-ima4.caf","badge":3,"thread-id":"door-events"},"doorId":"front","eventId":"2f9c1a7e-8d4b-4c1e-9a3f-5b6d7e8f9a0b"}
        """#),
    Sample(
        "critical-alert sound dictionary",
        #"""
        {"aps":{"alert":{"title":"Smoke alarm","body":"Smoke detected in the kitchen"},"sound":{"critical":1,"name":"alert-ulaw.aifc","volume":0.8},"interruption-level":"critical"},"sensor":"kitchen-1"}
        """#),
    Sample(
        "mutable-content message",
        #"""
        {"aps":{"alert":{"title":"New message","subtitle":"From Ana","body":"Are we still on for lunch?"},"sound":"doorbell.wav","mutable-content":1,"category":"MESSAGE"},"messageId":"m-48213","attachment":"https://example.com/a/48213.jpg"}
        """#),
]

// Messages to other services, as cross-platform servers send them: the validator finds the APNs
// payload (and the Android sound) inside, through its parsed tree. Timed beside the three above,
// not counted in them.
let serviceSamples = [
    Sample(
        "FCM v1 message, APNs and Android sounds",
        #"""
        {"message":{"token":"bk3RNwTe3H0:CI2k_HHwgIpoDKCIZvvDMExUdFQ3P1","notification":{"title":"Order ready","body":"Table 4 can pick up."},"android":{"notification":{"sound":"chime_ima4","channel_id":"orders"}},"apns":{"headers":{"apns-push-type":"alert","apns-priority":"10"},"payload":{"aps":{"sound":"chime-ima4.caf","badge":1}}}}}
        """#),
    Sample(
        "Expo push message",
        #"""
        {"to":"ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]","title":"Build finished","body":"Nightly report is ready","sound":"ping-pcm16.wav"}
        """#),
]

/// The typed model a Swift server would decode an APNs payload into.
struct TypedPayload: Decodable {
    struct APS: Decodable {
        struct Alert: Decodable {
            var title: String?
            var subtitle: String?
            var body: String?
        }
        struct CriticalSound: Decodable {
            var critical: Int?
            var name: String
            var volume: Double?
        }
        enum Sound: Decodable {
            case named(String)
            case critical(CriticalSound)

            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let name = try? container.decode(String.self) {
                    self = .named(name)
                } else {
                    self = .critical(try container.decode(CriticalSound.self))
                }
            }
        }
        var alert: Alert?
        var sound: Sound?
        var badge: Int?
        var category: String?
        var threadID: String?
        var mutableContent: Int?
        var interruptionLevel: String?

        enum CodingKeys: String, CodingKey {
            case alert, sound, badge, category
            case threadID = "thread-id"
            case mutableContent = "mutable-content"
            case interruptionLevel = "interruption-level"
        }
    }
    var aps: APS
}

/// Each reader returns a number that depends on what it read, so that no work can be skipped.
let readers: [(name: String, read: (Sample) -> Int)] = [
    ("soundcheck PayloadValidator.validate", { validator.validate($0.bytes).findings.count + 1 }),
    (
        "Foundation JSONSerialization (parse only)",
        { sample in
            ((try? JSONSerialization.jsonObject(with: sample.data)) as? [String: Any])?.count ?? 0
        }
    ),
    (
        "Foundation JSONDecoder (typed struct)",
        { sample in
            (try? JSONDecoder().decode(TypedPayload.self, from: sample.data))?.aps.badge ?? 1
        }
    ),
]

// Every sample is a valid payload: a finding here means the bench measures an error path.
for sample in samples + serviceSamples {
    let report = validator.validate(sample.bytes)
    guard report.valid, report.findings.isEmpty, report.sounds.count == 1 else {
        print("payload-throughput: '\(sample.label)' is not a clean payload: \(report.findings.map(\.message))")
        exit(2)
    }
}

func secondsPerPayload(_ read: (Sample) -> Int, iterations: Int, of samples: [Sample] = samples)
    -> (seconds: Double, sink: Int)
{
    var sink = 0
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<iterations {
        sink &+= read(samples[index % samples.count])
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return (seconds / Double(iterations), sink)
}

func allocationsPerPayload(_ read: (Sample) -> Int, of samples: [Sample] = samples) -> Double? {
    let before = allocation_count()
    guard before >= 0 else { return nil }
    let count = 3_000
    var sink = 0
    for index in 0..<count { sink &+= read(samples[index % samples.count]) }
    precondition(sink != 0)
    return Double(allocation_count() - before) / Double(count)
}

// PAYLOAD_THROUGHPUT_PROFILE=1: only the validator, for `perf record`; =services: on the other
// services' messages.
if let profile = ProcessInfo.processInfo.environment["PAYLOAD_THROUGHPUT_PROFILE"],
    profile == "1" || profile == "services"
{
    let result = secondsPerPayload(
        readers[0].read, iterations: iterations, of: profile == "services" ? serviceSamples : samples)
    print(String(format: "%.2f µs/payload (%d)", result.seconds * 1e6, result.sink))
    exit(0)
}

// Warm up (lazy initialisation, caches), then interleaved rounds; the best round counts.
for reader in readers { _ = secondsPerPayload(reader.read, iterations: iterations / 10) }
var best = [Double](repeating: .infinity, count: readers.count)
var bestServices = [Double](repeating: .infinity, count: 2)  // the validator, JSONSerialization
var sink = 0
for _ in 0..<rounds {
    for (index, reader) in readers.enumerated() {
        let result = secondsPerPayload(reader.read, iterations: iterations)
        best[index] = min(best[index], result.seconds)
        sink &+= result.sink
    }
    for index in bestServices.indices {
        let result = secondsPerPayload(readers[index].read, iterations: iterations, of: serviceSamples)
        bestServices[index] = min(bestServices[index], result.seconds)
        sink &+= result.sink
    }
}

let sizes = samples.map(\.bytes.count)
print(
    "payload-throughput: \(samples.count) payloads of \(sizes.map(String.init).joined(separator: ", ")) bytes, "
        + "\(iterations) validations per round, best of \(rounds) rounds, one thread")
for sample in samples { print("  \(sample.label): \(sample.bytes.count) bytes") }
print("")
func column(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
func rightAligned(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
print(
    column("reader", 44) + rightAligned("µs/payload", 11) + rightAligned("payloads/s", 12) + rightAligned("allocs", 8)
        + rightAligned("÷ JSONSerialization", 21))
for (index, reader) in readers.enumerated() {
    let microseconds = best[index] * 1e6
    let allocations = allocationsPerPayload(reader.read).map { String(format: "%.1f", $0) } ?? "n/a"
    print(
        column(reader.name, 44) + rightAligned(String(format: "%.2f", microseconds), 11)
            + rightAligned(String(format: "%.0f", 1 / best[index]), 12) + rightAligned(allocations, 8)
            + rightAligned(String(format: "%.2f", best[index] / best[1]), 21))
}
print("")
print(
    "other services' messages (\(serviceSamples.map { "\($0.label), \($0.bytes.count) bytes" }.joined(separator: "; ")))"
)
for index in bestServices.indices {
    let allocations =
        allocationsPerPayload(readers[index].read, of: serviceSamples).map { String(format: "%.1f", $0) } ?? "n/a"
    print(
        column(readers[index].name, 44) + rightAligned(String(format: "%.2f", bestServices[index] * 1e6), 11)
            + rightAligned(String(format: "%.0f", 1 / bestServices[index]), 12) + rightAligned(allocations, 8)
            + rightAligned(String(format: "%.2f", bestServices[index] / bestServices[1]), 21))
}
if sink == 42 { print("") }  // keeps `sink` alive
