import 'package:flutter_local_notifications/flutter_local_notifications.dart';

// A louder sound for alarms, given here with the channel id notifications.dart creates with chime:
// a device that created the channel there first keeps playing chime.
const loudAlarm = NotificationDetails(
  android: AndroidNotificationDetails('alarms', 'Alarms',
      sound: RawResourceAndroidNotificationSound('alarm')),
);
