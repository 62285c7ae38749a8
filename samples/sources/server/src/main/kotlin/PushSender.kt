import com.google.firebase.messaging.*

fun alarmMessage(token: String): Message = Message.builder()
    .setToken(token)
    .setAndroidConfig(AndroidConfig.builder()
        .setNotification(AndroidNotification.builder().setSound("chime_ima4").build())
        .build())
    .setApnsConfig(ApnsConfig.builder()
        .setAps(Aps.builder()
            .setSound(CriticalSound.builder().setName("tone-alaw.caf").setVolume(1.0).build())
            .build())
        .build())
    .build()

val legacyPayload = """{"aps": {"sound": "ring-ulaw.wav"}}"""
