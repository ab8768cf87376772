private typealias V = RowVocabulary

/// Alibaba Cloud Mobile Push messages (`PushType: MESSAGE`): its own channel, open only while the
/// app is in the foreground. Its notifications go through APNs and follow the system rows.
extension DeliveryRow {
  static let aliyunRows: [DeliveryRow] = [
    DeliveryRow(
      id: "AL1", layer: .sdk, match: Condition(states: [.foreground, .inactive], kinds: [.aliyunMessage], sdks: [.aliyun]),
      steps: [Step(id: "C53", why: "the channel is open while the app is in the foreground: CloudPushSDK posts the message")],
      presentation: .nothing, confidence: .documented, summary: "nothing: a message has no system UI",
      sources: ["ALIYUN-IOS-FAQ"]),
    DeliveryRow(
      id: "AL2", layer: .sdk, match: Condition(states: V.notOnScreen, kinds: [.aliyunMessage], sdks: [.aliyun]),
      presentation: .nothing, confidence: .documented,
      summary: "nothing now: the channel is closed outside the foreground; the message comes when it reconnects only if the server stores it offline (StoreOffline, within ExpireTime, 72 hours by default)",
      sources: ["ALIYUN-IOS-FAQ", "ALIYUN-OFFLINE"]),
  ]
}
