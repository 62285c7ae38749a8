import Foundation
import NotificationSounds
import Testing

@Suite("NotificationSounds")
struct NotificationSoundsTests {
    @Test("one generated case per shipped sound, named by its file")
    func casesMatchFiles() throws {
        #expect(NotificationSound.allCases.map(\.fileName) == ["chime.aifc", "doorbell.caf"])
        #expect(NotificationSound.doorbell.fileName == "doorbell.caf")
        for sound in NotificationSound.allCases {
            let url = try #require(sound.url, "\(sound) is not in the bundle")
            #expect(FileManager.default.fileExists(atPath: url.path))
        }
    }

    @Test("a payload names the sound by file name")
    func payload() throws {
        let json = try NotificationPayload(alert: "Someone is at the door", sound: .doorbell).json()
        #expect(json == #"{"aps":{"alert":"Someone is at the door","sound":"doorbell.caf"}}"#)
    }
}
