/// Text after a capture on its line that is known not to be part of it: a stray closing bracket
/// left by a hand edit or a paste (`}` after the payload's own), or what PushKit logs after a
/// payload (`}, type = PKPushTypeVoIP`, `forType: PKPushTypeVoIP`). The capture is read, with a
/// note; any other text after a capture still refuses it (two captures glued, part of something larger).
enum CaptureTrailer {
  /// What the text from `start` to its line's end is, when recognised.
  static func note(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> String? {
    var start = offset
    while start < bytes.count, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    var last = end
    while last > start, CaptureText.isSpace(bytes[last - 1]) { last -= 1 }
    guard last > start else { return nil }
    let text = String(decoding: bytes[start..<last], as: UTF8.self)
    if text.contains("PKPushType") {
      return "read the payload before PushKit's push type (\(CaptureText.abbreviated(text, limit: 60))) on its line"
    }
    // `)` is left to the scanner's own rule (a capture wrapped in `(…)`).
    let closers: Set<UInt8> = [UInt8(ascii: "}"), UInt8(ascii: "]")]
    let punctuation: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: " ")]
    let body = bytes[start..<last]
    guard closers.contains(bytes[start]) || bytes[start] == UInt8(ascii: ","), body.contains(where: closers.contains), body.allSatisfy({ closers.contains($0) || punctuation.contains($0) }) else { return nil }
    return "ignored \(CaptureText.abbreviated(text).debugDescription) after the capture on its line (a closing bracket no capture opened)"
  }
}

/// Whether the text around a capture says it was logged by PushKit (a VoIP or PushKit payload has
/// no `aps` dictionary: its top-level keys are the sender's own, `alert` and `badge` among them).
enum PushKitEvidence {
  static let marks = ["PushKit", "PKPush", "IncomingPush", "VoIP", "voip"]

  /// Whether a mark stands within `range` of `bytes` (clamped).
  static func found(_ bytes: UnsafeBufferPointer<UInt8>, in range: Range<Int>) -> Bool {
    let lower = max(0, range.lowerBound)
    let upper = min(bytes.count, range.upperBound)
    guard lower < upper else { return false }
    let reader = DataDescriptionReader(bytes: bytes)
    for offset in lower..<upper where bytes[offset] == UInt8(ascii: "P") || bytes[offset] == UInt8(ascii: "I")
      || bytes[offset] == UInt8(ascii: "V") || bytes[offset] == UInt8(ascii: "v")
    {
      if marks.contains(where: { reader.matches($0, at: offset) }) { return true }
    }
    return false
  }
}
