#import <UserNotifications/UserNotifications.h>

@implementation AlarmScheduler

- (UNNotificationSound *)alarmSound {
    /* [UNNotificationSound soundNamed:@"commented-out.caf"] */
    return [UNNotificationSound criticalSoundNamed:@"too-long.caf" withAudioVolume:0.8];
}

- (NSDictionary *)payload {
    return @{@"aps": @{@"alert": @"Wake up", @"sound": @"beep-ulaw.caf"}};
}

@end
