import * as Notifications from 'expo-notifications';
import notifee from '@notifee/react-native';

export async function remind(): Promise<void> {
  await Notifications.scheduleNotificationAsync({
    content: { title: 'Reminder', sound: 'knock-pcm16.aiff' },
    trigger: null,
  });
  await notifee.displayNotification({
    title: 'Alarm',
    android: { channelId: 'alarms', sound: 'alarm_loud' },
    ios: { sound: 'missing.caf' },
  });
  // A path into the project's assets: iOS looks the name up as a file at the bundle root.
  await notifee.displayNotification({
    title: 'Alarm',
    ios: { sound: './assets/sounds/alarm.caf' },
  });
}
