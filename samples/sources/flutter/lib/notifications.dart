import 'package:flutter_local_notifications/flutter_local_notifications.dart';

const details = NotificationDetails(
  android: AndroidNotificationDetails('alarms', 'Alarms',
      sound: RawResourceAndroidNotificationSound('chime')),
  iOS: DarwinNotificationDetails(sound: 'swoosh-sowt.aifc'),
);

DarwinNotificationDetails forName(String name) =>
    DarwinNotificationDetails(sound: '$name.caf');

// A Flutter asset path: iOS plays only a file copied into the Runner bundle, by its name.
const fromAssets = DarwinNotificationDetails(sound: 'assets/sounds/swoosh-sowt.aifc');
