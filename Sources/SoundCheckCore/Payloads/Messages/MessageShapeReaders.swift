enum MessageShapeReaders {
    /// Most specific first: an APNs payload (`aps`) is what is left. Computed, not stored: a
    /// stored array of metatypes is global state Swift 6 cannot prove safe to share.
    static var all: [any MessageShapeReader.Type] {
        [
            FCMMessageReader.self,
            SNSMessageReader.self,
            AzureInstallationReader.self,
            OneSignalNotificationReader.self,
            ExpoMessageReader.self,
            LegacyFCMMessageReader.self,
            APNsPayloadReader.self,
        ]
    }

    static func reader(for shape: MessageShape) -> any MessageShapeReader.Type {
        all.first { $0.shape == shape } ?? APNsPayloadReader.self
    }
}
