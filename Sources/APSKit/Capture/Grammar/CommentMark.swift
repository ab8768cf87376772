/// What a comment inside a capture says about the value around it. A comment is no part of a
/// payload, so a reader drops it; two kinds say the text is not one notification printed whole:
/// documentation that elides entries (`// ... other fields`, `/* … */`) and a schema that says
/// which keys go with which push (`// start only`, `// or "update" / "end"`). Reading either
/// as a payload would drop entries or merge several pushes into one, with exit 0.
enum CommentMark: Equatable {
  /// The comment stands for entries left out.
  case elision
  /// The comment says the key belongs to some pushes only, or lists other values it may take.
  case alternatives

  /// The mark of the comment whose text (after `//`, `#` or inside `/* */`) is `range`, or nil.
  static func of(_ bytes: UnsafeBufferPointer<UInt8>, text range: Range<Int>) -> CommentMark? {
    let text = CaptureText.trimmed(bytes, range)
    guard !text.isEmpty else { return nil }
    let words = String(decoding: bytes[text], as: UTF8.self).lowercased()
    let etc = words == "etc" || words.hasPrefix("etc.") || words.hasPrefix("etc ")
    if words.hasPrefix("...") || words.hasPrefix("\u{2026}") || etc { return .elision }
    if words.hasPrefix("or ") || words.hasSuffix(" only") { return .alternatives }
    return nil
  }

  /// Whether the comment starting at `start` is all its `{…}` or `[…]` holds (`"data": { //data
  /// entered here }`): a template's author put it where the entries go, so the container as printed
  /// is not the one sent. A comment saying the container is empty (`{ /* none */ }`) is not marked.
  static func fillsContainer(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, text: Range<Int>) -> Bool {
    var before = start - 1
    while before >= 0, CaptureText.isSpace(bytes[before]) { before -= 1 }
    guard before >= 0, bytes[before] == UInt8(ascii: "{") || bytes[before] == UInt8(ascii: "[") else { return false }
    let close = bytes[before] == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: "]")
    let blockComment = start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "*")
    var after = blockComment ? text.upperBound + 2 : text.upperBound
    while after < bytes.count, CaptureText.isSpace(bytes[after]) { after += 1 }
    guard after < bytes.count, bytes[after] == close else { return false }
    let words = String(decoding: bytes[CaptureText.trimmed(bytes, text)], as: UTF8.self).lowercased()
    return !words.isEmpty && !["empty", "none", "nothing", "no data", "no entries"].contains(where: words.hasPrefix)
  }

  /// Whether only spaces stand between the start of its line and the comment starting at `start`.
  static func standsAlone(_ bytes: UnsafeBufferPointer<UInt8>, start: Int) -> Bool {
    var before = start - 1
    while before >= 0, bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t") { before -= 1 }
    return before < 0 || bytes[before] == UInt8(ascii: "\n") || bytes[before] == UInt8(ascii: "\r")
  }

  /// Whether `error` is a comment mark's refusal: a printer read the value whole, and only the comment
  /// refused it, which says more than another printer's failure further on.
  static func refused(_ error: CaptureError) -> Bool {
    guard case .unexpected(let character, _, _) = error else { return false }
    return character == elisionMet || character == alternativesMet
  }

  private static let elisionMet = "a comment standing for entries left out"
  private static let alternativesMet = "a comment saying which pushes carry this key or which values it may take"

  /// The refusal at the comment starting at `at`.
  func error(at: SourceLocation) -> CaptureError {
    switch self {
    case .elision:
      return .unexpected(
        character: Self.elisionMet,
        expected: "a payload printed in full (the text elides part of the notification; paste the whole payload as sent)",
        at: at)
    case .alternatives:
      return .unexpected(
        character: Self.alternativesMet,
        expected: "one payload as sent (this text is a schema of several pushes; paste one push)",
        at: at)
    }
  }
}

extension DescriptionParser {
  /// Keeps the first marked comment between `start` (its first byte) and `end` (one past its text).
  mutating func noteComment(start: Int, text: Range<Int>) {
    guard commentMark == nil else { return }
    if let mark = CommentMark.of(bytes, text: text) {
      // `//or {"title": …}` on a line of its own under `"alert": "…"` (Countly's documented payload,
      // public capture 818) is a commented-out spelling of the value above: not sent, so dropped. An
      // `or` trailing a value on its line (`"event": "start", // or "update"`) lists other pushes.
      if mark == .alternatives, CommentMark.standsAlone(bytes, start: start) { return }
      commentMark = (mark, start)
    } else if CommentMark.fillsContainer(bytes, start: start, text: text) {
      commentMark = (.elision, start)
    }
  }
}
