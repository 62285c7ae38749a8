import UserNotifications

/// Schedules the app's local notifications. (A sample for soundcheck refs.)
struct Reminders {
    // UNNotificationSound(named: UNNotificationSoundName("commented-out.caf")) is not a reference.
    let help = "UNNotificationSound(named: \"in-a-string.caf\")"

    func chime() -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.sound = UNNotificationSound(named: UNNotificationSoundName("chime-ima4.caf"))
        return content
    }

    func doorbell() -> UNNotificationSound {
        UNNotificationSound(named: UNNotificationSoundName(rawValue: "doorbell"))
    }

    func alarm(volume: Float) -> UNNotificationSound {
        .criticalSoundNamed(UNNotificationSoundName("Ping-PCM16.wav"), withAudioVolume: volume)
    }

    func custom(_ name: String) -> UNNotificationSound {
        UNNotificationSound(named: UNNotificationSoundName("\(name).caf"))
    }

    func quiet() -> UNNotificationSound {
        .default
    }

    /// The folder the file has in the project is not part of its name in the bundle.
    func fromFolder() -> UNNotificationSound {
        UNNotificationSound(named: UNNotificationSoundName("Sounds/chime-ima4.caf"))
    }
}
