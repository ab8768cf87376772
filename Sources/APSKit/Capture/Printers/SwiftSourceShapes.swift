/// How Swift source code spells a dictionary, told apart from a printed one: a literal opening
/// (`[AnyHashable(…`, `["key": `), a dictionary type (`[AnyHashable: Any]`) and a literal assigned after
/// its type. Swift's `print` and source code share brackets; these shapes decide which is which.
extension CaptureReader {
  /// `[` then (after spaces) `AnyHashable(`, `"…": `, `:]`, or a bare key and `: `.
  static func startsSwiftDictionary(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    var cursor = start + 1
    while cursor < bytes.count, CaptureText.isSpace(bytes[cursor]) { cursor += 1 }
    let reader = DataDescriptionReader(bytes: bytes)
    if reader.matches("AnyHashable(", at: cursor) || reader.matches(":]", at: cursor) { return true }
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") {
      cursor += 1
      while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\""), bytes[cursor] != UInt8(ascii: "\n") {
        if bytes[cursor] == UInt8(ascii: "\\") { cursor += 1 }
        cursor += 1
      }
      return cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: ":")
    }
    while cursor < bytes.count, !DescriptionParser.endsBareKey(bytes[cursor]) { cursor += 1 }
    return cursor + 1 < bytes.count && bytes[cursor] == UInt8(ascii: ":") && CaptureText.isSpace(bytes[cursor + 1])
  }

  /// `[Key: Value]` followed by `=` or `(` on its line: a Swift dictionary type in source code
  /// (`let userInfo: [AnyHashable: Any] = [`, `[String: Any]()`), never a printed value.
  static func isSwiftType(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    var depth = 0
    var cursor = start
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") {
      if bytes[cursor] == UInt8(ascii: "[") { depth += 1 }
      if bytes[cursor] == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { break }
      }
      cursor += 1
    }
    guard depth == 0, cursor < bytes.count else { return false }
    if namesTypes(bytes, start + 1..<cursor) { return true }
    cursor += 1
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    guard cursor < bytes.count else { return false }
    if bytes[cursor] == UInt8(ascii: "(") { return true }
    return bytes[cursor] == UInt8(ascii: "=") && (cursor + 1 >= bytes.count || bytes[cursor + 1] != UInt8(ascii: "="))
  }

  /// Whether `range` (inside `[…]`) is a dictionary type's `Key: Value`: a key type Swift dictionaries of
  /// notifications use (`AnyHashable`, `String`, `NSObject`) and a capitalized type name (`Any`, `AnyObject`,
  /// optionals and generics allowed). A parameter's type (`didReceiveRemoteNotification userInfo:
  /// [AnyHashable: Any],`, "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
  /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:))
  /// is a type whatever follows it; no printer writes these type names as bare keys and values.
  static func namesTypes(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let text = CaptureText.trimmed(bytes, range)
    guard let colon = bytes[text].firstIndex(of: UInt8(ascii: ":")) else { return false }
    let key = String(decoding: bytes[CaptureText.trimmed(bytes, text.lowerBound..<colon)], as: UTF8.self)
    guard ["AnyHashable", "String", "NSObject", "NSString"].contains(key) else { return false }
    let value = CaptureText.trimmed(bytes, colon + 1..<text.upperBound)
    guard let first = value.first, bytes[first] >= UInt8(ascii: "A") && bytes[first] <= UInt8(ascii: "Z") else { return false }
    return bytes[value].allSatisfy { typeNameBytes[Int($0)] }
  }

  /// The bytes a Swift type name is spelled with (generic arguments, optionals, nested collections).
  private static let typeNameBytes: [Bool] = (0...255).map { byte in
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_?!<>[]:, ".utf8.contains(UInt8(byte))
  }

  /// `: [Key: Value] = [` (a line break allowed before the last `[`): the collection is a literal
  /// in Swift source code. A log label (`userInfo = [`) has no type before its `=`.
  static func followsAssignment(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
    var cursor = start - 1
    while cursor >= 0, CaptureText.isSpace(bytes[cursor]) { cursor -= 1 }
    guard cursor >= 0, bytes[cursor] == UInt8(ascii: "=") else { return false }
    cursor -= 1
    while cursor >= 0, bytes[cursor] == UInt8(ascii: " ") { cursor -= 1 }
    return cursor >= 0 && bytes[cursor] == UInt8(ascii: "]")
  }
}
