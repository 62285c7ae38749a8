import UserNotifications

/// The sample app's alarm: a critical alert, which plays through the ring switch and Focus only
/// when the app holds the critical-alerts entitlement. XcodeApp.entitlements lacks it, so
/// `soundcheck refs samples/XcodeApp --sounds samples/XcodeApp/XcodeApp.xcodeproj` reports it.
func scheduleAlarm(at date: DateComponents) {
    let content = UNMutableNotificationContent()
    content.title = "Alarm"
    content.sound = .criticalSoundNamed(UNNotificationSoundName("xa-chime.caf"), withAudioVolume: 1.0)
    let trigger = UNCalendarNotificationTrigger(dateMatching: date, repeats: false)
    let request = UNNotificationRequest(identifier: "alarm", content: content, trigger: trigger)
    UNUserNotificationCenter.current().add(request)
}
