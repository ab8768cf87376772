/// Renders a diagnostic as `file:line:column: severity: message`, the source line and a caret under the column.
///
/// Shared by parse errors and later checks (validate) so every positioned message looks the same.
public enum SourceExcerpt {
  /// The three-line diagnostic (no trailing newline). Long lines are clipped to `maxWidth` columns around
  /// the caret; tabs in the line are repeated in the caret line so the caret stays aligned.
  public static func render(
    severity: String = "error", message: String, fileName: String, location: SourceLocation,
    source: UnsafeBufferPointer<UInt8>, maxWidth: Int = 100
  ) -> String {
    let header = "\(fileName):\(location.line):\(location.column): \(severity): \(message)"
    let (line, caret) = excerpt(offset: location.offset, column: location.column, source: source, maxWidth: maxWidth)
    return header + "\n" + line + "\n" + caret
  }

  /// `render` over an array.
  public static func render(
    severity: String = "error", message: String, fileName: String, location: SourceLocation, source: [UInt8],
    maxWidth: Int = 100
  ) -> String {
    source.withUnsafeBufferPointer {
      render(severity: severity, message: message, fileName: fileName, location: location, source: $0, maxWidth: maxWidth)
    }
  }

  /// The source line holding `location` and the caret line under its column, for a diagnostic
  /// that prints its own header line.
  public static func lines(at location: SourceLocation, in source: UnsafeBufferPointer<UInt8>, maxWidth: Int = 100) -> [String] {
    let (line, caret) = excerpt(offset: location.offset, column: location.column, source: source, maxWidth: maxWidth)
    return [line, caret]
  }

  /// The source line holding `offset` and the caret line pointing at it. Only the part of the line
  /// that can be shown is read (up to `maxWidth` scalars, at most 4 bytes each, either side): a
  /// long line with many errors (a repeated key per member) costs each error its excerpt, not the line.
  static func excerpt(offset: Int, column: Int, source: UnsafeBufferPointer<UInt8>, maxWidth: Int) -> (String, String) {
    let target = min(max(offset, 0), source.count)
    let reach = 4 * maxWidth
    var start = target
    while start > 0, target - start < reach, source[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    let cutBefore = start > 0 && source[start - 1] != UInt8(ascii: "\n")
    while cutBefore, start < target, source[start] & 0xC0 == 0x80 { start += 1 }  // a whole scalar
    if start == 0, source.count >= 3, source[0] == 0xEF, source[1] == 0xBB, source[2] == 0xBF { start = min(3, max(target, 3)) }
    var end = max(start, target)
    while end < source.count, end - target < reach, source[end] != UInt8(ascii: "\n") { end += 1 }
    let cutAfter = end < source.count && source[end] != UInt8(ascii: "\n")
    if !cutAfter, end > start, source[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    let scalars = Array(String(decoding: UnsafeBufferPointer(rebasing: source[start..<end]), as: UTF8.self).unicodeScalars)
    // Scalars before the target in the part read (the column, when the whole line was read).
    let before = String(decoding: UnsafeBufferPointer(rebasing: source[start..<max(start, target)]), as: UTF8.self).unicodeScalars.count
    let caretIndex = min(cutBefore ? before : max(column - 1, 0), scalars.count)

    var first = 0
    var last = scalars.count
    if scalars.count > maxWidth {
      first = max(0, min(caretIndex - maxWidth / 2, scalars.count - maxWidth))
      last = min(scalars.count, first + maxWidth)
    }
    var line = first > 0 || cutBefore ? "…" : ""
    var caret = first > 0 || cutBefore ? " " : ""
    for index in first..<last {
      let scalar = scalars[index]
      let escaped = TerminalText.needsEscape(scalar) ? TerminalText.symbol(for: scalar) : nil
      line += escaped ?? String(scalar)
      if index < caretIndex {
        let width = escaped.map { $0.unicodeScalars.count } ?? displayWidth(scalar)
        caret += scalar == "\t" ? "\t" : String(repeating: " ", count: width)
      }
    }
    if last < scalars.count || cutAfter { line += "…" }
    return (line, caret + "^")
  }

  /// Terminal columns: 2 for East Asian wide characters and emoji, 1 otherwise.
  static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}

extension JSONParseError {
  /// The error as `file:line:column: error: message`, then the source line and a caret.
  public func rendered(fileName: String, source: [UInt8], maxWidth: Int = 100) -> String {
    SourceExcerpt.render(message: message, fileName: fileName, location: location, source: source, maxWidth: maxWidth)
  }

  /// `rendered` over a buffer (streamed lines).
  public func rendered(fileName: String, source: UnsafeBufferPointer<UInt8>, maxWidth: Int = 100) -> String {
    SourceExcerpt.render(message: message, fileName: fileName, location: location, source: source, maxWidth: maxWidth)
  }
}
