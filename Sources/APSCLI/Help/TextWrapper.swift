/// Wraps prose to a column width, counting East Asian wide characters (个推, 极光) as two columns.
struct TextWrapper: Sendable {
  let width: Int

  /// Wraps one paragraph: the first line starts with `firstIndent` spaces, the others with
  /// `indent` (a hanging indent). Words longer than a line are split rather than overflowing,
  /// except links.
  func wrap(_ text: String, firstIndent: Int, indent: Int) -> [String] {
    var lines: [String] = []
    var line = String(repeating: " ", count: firstIndent)
    var column = firstIndent
    var lineHasWord = false
    for rawWord in text.split(separator: " ", omittingEmptySubsequences: true) {
      var word = Substring(rawWord)
      var wordWidth = Self.displayWidth(word)
      if lineHasWord && column + 1 + wordWidth > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        column = indent
        lineHasWord = false
      }
      // A word wider than the whole line is cut at the line's end; a link is never cut (a cut
      // link cannot be clicked or pasted), it overflows instead.
      while !lineHasWord && column + wordWidth > width && wordWidth > 1 && !word.contains("://") {
        let (head, rest) = Self.split(word, columns: max(1, width - column))
        lines.append(line + head)
        line = String(repeating: " ", count: indent)
        column = indent
        word = rest
        wordWidth = Self.displayWidth(word)
      }
      if lineHasWord {
        line += " "
        column += 1
      }
      line += word
      column += wordWidth
      lineHasWord = true
    }
    lines.append(line)
    return lines
  }

  /// Wraps text made of lines: each line is its own paragraph, an empty line stays empty, and a
  /// line that starts with spaces or a list marker (`- `, `* `) keeps that indent for the lines it
  /// wraps onto.
  func wrapBlock(_ text: String, indent: Int) -> [String] {
    var out: [String] = []
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(rawLine)
      let body = line.drop { $0 == " " }
      if body.isEmpty {
        out.append("")
        continue
      }
      let lead = line.count - body.count
      var hanging = lead
      if body.hasPrefix("- ") || body.hasPrefix("* ") { hanging += 2 }
      out += wrap(String(body), firstIndent: indent + lead, indent: indent + hanging)
    }
    return out
  }

  /// Columns the text takes in a terminal.
  static func displayWidth<S: StringProtocol>(_ text: S) -> Int {
    text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
  }

  /// 0 for combining marks, 2 for wide and full-width characters, else 1.
  static func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }

  /// Splits `word` after at most `columns` columns (at least one character).
  private static func split(_ word: Substring, columns: Int) -> (Substring, Substring) {
    var used = 0
    var index = word.startIndex
    while index < word.endIndex {
      let next = displayWidth(word[index...index])
      if used + next > columns && index > word.startIndex { break }
      used += next
      index = word.index(after: index)
    }
    return (word[..<index], word[index...])
  }
}
