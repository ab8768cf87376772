/// Chinese and other Asian chat and push SDKs whose iOS messages arrive through APNs. Each row: the
/// keys the vendor documents, their types, and their meanings (evidence in
/// Tests/Captures/public/VENDORS.md).
extension PushVendor {
  static let asian: [PushVendor] = [tencentIM]

  /// Tencent Cloud Chat (腾讯云 IM): the server API's `OfflinePushInfo`, which becomes the APNs alert
  /// and the `ext` text beside it. On the phone the push holds `ext` (JSON text with `entity`) alone,
  /// which no key can tell from another sender's `ext`.
  static let tencentIM = PushVendor(
    id: "tencent-im", name: "Tencent Cloud Chat (腾讯云 IM) offline push",
    page: "https://trtc.io/document/77715?product=chat",
    marks: [["OfflinePushInfo"]],
    types: [
      (["OfflinePushInfo", "PushFlag"], .number), (["OfflinePushInfo", "Ext"], .string),
      (["OfflinePushInfo", "ApnsInfo", "BadgeMode"], .number), (["OfflinePushInfo", "ApnsInfo", "MutableContent"], .number),
      (["OfflinePushInfo", "AndroidInfo", "MeiZuNoticeMsgType"], .number),
    ],
    meanings: [
      (["OfflinePushInfo"], "Tencent Cloud Chat offline push settings"),
      (["OfflinePushInfo", "PushFlag"], "Tencent Cloud Chat push switch (0: push)"),
      (["OfflinePushInfo", "Title"], "Tencent Cloud Chat push title"), (["OfflinePushInfo", "Desc"], "Tencent Cloud Chat push text"),
      (["OfflinePushInfo", "Ext"], "Tencent Cloud Chat pass-through data (JSON text with entity), the phone's ext"),
      (["OfflinePushInfo", "ApnsInfo"], "Tencent Cloud Chat APNs options (sound, badge mode, title, subtitle, image)"),
      (["OfflinePushInfo", "ApnsInfo", "BadgeMode"], "Tencent Cloud Chat badge counting mode"),
      (["OfflinePushInfo", "AndroidInfo"], "Tencent Cloud Chat Android maker channel options"),
    ])
}
