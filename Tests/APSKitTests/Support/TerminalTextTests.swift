import APSKit
import Testing

/// Control characters from payloads must never reach a terminal raw.
@Suite struct TerminalTextTests {
  @Test(arguments: [
    ("plain 你好 👍", "plain 你好 👍"),
    ("\u{1B}[2J", "\u{241B}[2J"),  // ESC[2J clears the screen
    ("\u{1B}]52;c;aGk=\u{07}", "\u{241B}]52;c;aGk=\u{2407}"),  // OSC 52 clipboard write, BEL
    ("a\rb", "a\u{240D}b"),  // CR overwrites the line
    ("a\nb", "a\u{240A}b"),
    ("tab\tstays", "tab\tstays"),
    ("\u{7F}", "\u{2421}"),
    ("\u{9B}31m", "<U+009B>31m"),  // C1 CSI
    ("abc\u{202E}fed", "abc<U+202E>fed"),  // RIGHT-TO-LEFT OVERRIDE
    ("\u{2066}x\u{2069}", "<U+2066>x<U+2069>"),
  ])
  func shownVisibly(input: String, expected: String) {
    #expect(TerminalText.visible(input) == expected)
  }

  @Test func newlinesKeptWhenStructural() {
    #expect(TerminalText.visible("a\nb\u{1B}", keepNewlines: true) == "a\nb\u{241B}")
  }

  @Test func excerptEscapesAndKeepsCaretAligned() {
    let source = Array("{\"a\":\"\u{9B}\u{1B}\" x}".utf8)
    let text = SourceExcerpt.render(
      message: "m", fileName: "f", location: SourceLocation(offset: 11, line: 1, column: 11),
      source: source)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[1] == "{\"a\":\"<U+009B>\u{241B}\" x}")
    #expect(lines[2] == String(repeating: " ", count: 17) + "^")
  }
}
