/// A whole notification logged as one entry of a larger dictionary whose braces are not in the text:
/// `UIApplicationLaunchOptionsRemoteNotificationKey = {…};` (an NSLog of the launch options, kept in a
/// comment) or `userinfo = {…};`. Its `;` ends the entry, so the outer dictionary's start is missing, but
/// the value holds `aps`: it is the notification whole, and the entries it lost belong to the wrapper.
/// `aps = {…};` alone is still refused: that value is a part of a notification, not one.
extension CaptureScanner {
  /// Whether the description from `start` to `end` (the line's text from offset 0) is `key = {…};`,
  /// only spaces or a `//` before the key and after the `;`, the key not `aps`, and the value holding `aps`.
  static func isWholeNotificationEntry(_ capture: Capture, _ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Bool {
    var after = end
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
    guard after < bytes.count, bytes[after] == UInt8(ascii: ";") else { return false }
    after += 1
    while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") || bytes[after] == UInt8(ascii: "\r") {
      after += 1
    }
    guard after == bytes.count || bytes[after] == UInt8(ascii: "\n") else { return false }
    var cursor = start
    while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") || bytes[cursor - 1] == UInt8(ascii: "\t") { cursor -= 1 }
    guard cursor > 0, bytes[cursor - 1] == UInt8(ascii: "=") else { return false }
    cursor -= 1
    while cursor > 0, bytes[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
    let keyEnd = cursor
    while cursor > 0, DescriptionParser.isWordByte(bytes[cursor - 1]) || bytes[cursor - 1] == UInt8(ascii: "\"") { cursor -= 1 }
    let key = String(decoding: bytes[cursor..<keyEnd].filter { $0 != UInt8(ascii: "\"") }, as: UTF8.self)
    guard !key.isEmpty, key != "aps" else { return false }
    // Before the key: indentation, or a comment's `//` (with its own indentation).
    var before = cursor
    while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
    if before >= 2, bytes[before - 1] == UInt8(ascii: "/"), bytes[before - 2] == UInt8(ascii: "/") { before -= 2 }
    while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
    guard before == 0 || bytes[before - 1] == UInt8(ascii: "\n") else { return false }
    return capture.withRoot { $0["aps"]?.members != nil } ?? false
  }
}
