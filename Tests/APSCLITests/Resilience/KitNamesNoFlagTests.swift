import Foundation
import Testing

/// APSKit reports facts (which option is missing, which version applies) and the CLI names the
/// flags: a message that needs one carries a `HintTerm`, spelled by `HintTerm.spelled`. A string
/// literal in Sources/APSKit that names a `--flag` is the library speaking the CLI's language.
@Suite struct KitNamesNoFlagTests {
  /// Files whose literals may name `--words` that are not aps flags, and why.
  static let allowed: [String: String] = [
    "Request/CurlRequest.swift": "curl's own command-line options (--http2, --header, …), not aps flags",
  ]

  @Test func kitLiteralsNameNoFlag() throws {
    let kit = packageRoot.appendingPathComponent("Sources/APSKit")
    let files = try #require(FileManager.default.enumerator(atPath: kit.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".swift") && Self.allowed[$0] == nil }
    #expect(files.count > 50)
    for file in files {
      let text = try String(contentsOf: kit.appendingPathComponent(file), encoding: .utf8)
      let hits = Self.flagsInLiterals(text)
      #expect(hits.isEmpty, "Sources/APSKit/\(file) names \(hits) in a string literal; give the message a HintTerm and spell it in APSCLI")
    }
  }

  @Test func theScanSeesFlagsInLiterals() {
    #expect(Self.flagsInLiterals(#"  reason: "use --ios 13 or later", x: "--kind""#) == ["--ios", "--kind"])
    #expect(Self.flagsInLiterals(##"  throw e(#"say "hi" and drop --from"#)"##) == ["--from"])
    #expect(Self.flagsInLiterals("  let s = \"\"\"\n  a --state b\n  \"\"\"") == ["--state"])
    #expect(Self.flagsInLiterals("  // a comment naming --ios\n  x -= --y").isEmpty)
    #expect(Self.flagsInLiterals(#"  "a \(term: .ios) 13 -- b", "2--3""#).isEmpty)
  }

  /// The `--word`s inside string literals of `source` (comment lines skipped).
  static func flagsInLiterals(_ source: String) -> [String] {
    var found: [String] = []
    var inMultiline = false
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !inMultiline && trimmed.hasPrefix("//") { continue }
      var literal = ""
      var inString = inMultiline
      var raw = false
      var rest = Substring(line)
      while let first = rest.first {
        // A raw string (`#"…"#`) holds quotes and backslashes as text.
        if !inString && rest.hasPrefix("#\"") && !rest.hasPrefix("#\"\"\"") {
          inString = true
          raw = true
          literal += " "
          rest = rest.dropFirst(2)
          continue
        }
        if raw {
          if rest.hasPrefix("\"#") {
            inString = false
            raw = false
            literal += " "
            rest = rest.dropFirst(2)
          } else {
            literal.append(first)
            rest = rest.dropFirst()
          }
          continue
        }
        if rest.hasPrefix("\"\"\"") {
          inMultiline.toggle()
          inString = inMultiline
          rest = rest.dropFirst(3)
          continue
        }
        if first == "\\" && inString {
          rest = rest.dropFirst(2)
          literal += " "
          continue
        }
        if first == "\"" && !inMultiline {
          inString.toggle()
          literal += " "
        } else if inString {
          literal.append(first)
        }
        rest = rest.dropFirst()
      }
      found += flags(in: literal)
    }
    return found
  }

  /// `--word` at a word start: two dashes, then a lowercase letter.
  private static func flags(in text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var found: [String] = []
    var index = 0
    while index + 2 < scalars.count {
      let startsWord = index == 0 || !(CharacterSet.alphanumerics.contains(scalars[index - 1]) || scalars[index - 1] == "-")
      if startsWord && scalars[index] == "-" && scalars[index + 1] == "-" && ("a"..."z").contains(scalars[index + 2]) {
        var end = index + 2
        while end < scalars.count && (("a"..."z").contains(scalars[end]) || scalars[end] == "-") { end += 1 }
        found.append(String(String.UnicodeScalarView(scalars[index..<end])))
        index = end
      } else {
        index += 1
      }
    }
    return found
  }
}
