import APSKit
import Foundation
import Testing

/// A captured notification is untrusted; its control characters (ESC[2J, OSC 52 clipboard writes,
/// OSC 8 links, BEL, CR, U+009B, bidi overrides such as U+202E) must reach people only as visible
/// symbols, in every output and error. JSON on a terminal writes DEL, C1 and bidi controls as
/// `\uXXXX` (the same value); a pipe or file gets the bytes as they are.
@Suite struct TerminalSafetyTests {
  /// A payload whose keys and values carry every kind of control: C0 via JSON escapes, C1 and
  /// bidi controls raw (JSON allows them unescaped).
  static let hostilePayload = #"""
    {"aps":{"alert":{"title":"\u001b]52;c;aGk=\u0007t\u009b2J","body":"b\u202Eode\r"},"badge":"\u001b[2J",
    "sound":{"name":"s\u001b]8;;http://x\u001b\\"}},"k\u001b[31m\u202E":"v\u0085","_j_msgid":1,
    "n_content":"\u001b[5mc","n_extras":{"e\u001b":"\u009b"}}
    """#
  static let hostileCapture = "{\n    aps =     {\n        alert = \"\\U001b[2Jhi\\U202e\";\n    };\n    \"k\\U001b\" = 1;\n}\n"

  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var terminal = false
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["validate", "PAYLOAD"]),
    // The date note names the file: a file name is untrusted too.
    Case(arguments: ["validate", "DATED"]),
    Case(arguments: ["validate", "--strict", "PAYLOAD", "--topic", "t\u{1b}[2J"]),
    Case(arguments: ["inspect", "PAYLOAD"]),
    Case(arguments: ["inspect", "CAPTURE"]),
    Case(arguments: ["size", "--breakdown", "PAYLOAD"]),
    Case(arguments: ["request", "PAYLOAD", "--topic", "com.example"]),
    Case(arguments: ["jpush", "parse", "PAYLOAD"]),
    Case(arguments: ["convert", "--to", "swift", "CAPTURE"]),
    Case(arguments: ["convert", "--to", "objc", "CAPTURE"]),
    Case(arguments: ["convert", "--to", "nslog", "PAYLOAD"]),
    Case(arguments: ["getui", "decode", "CAPTURE"]),
    Case(arguments: ["fmt", "--color", "never", "PAYLOAD"], terminal: true),
    Case(arguments: ["convert", "PAYLOAD"], terminal: true),
    Case(arguments: ["convert", "-c", "PAYLOAD"], terminal: true),
    Case(arguments: ["inspect", "--format", "json", "PAYLOAD"], terminal: true),
    Case(arguments: ["size", "--fit", "--limit", "200", "PAYLOAD"], terminal: true),
    Case(arguments: ["build", "--set", "/k=\u{9b}2J\u{202E}", "--alert", "\u{7f}x"], terminal: true),
    Case(arguments: ["templates", "list"]),
    Case(arguments: ["templates", "vars", "hostile"]),
    Case(arguments: ["validate", "missing\u{1b}]52;c;aGk=\u{07}\u{202E}.json"]),
    Case(arguments: ["build", "-t", "alert", "--var", "title=\u{1b}[2J", "--var", "body=\u{9b}", "-o", "/nonexistent\u{1b}[2J/x"]),
    Case(arguments: ["fmt", "--indent", "\u{1b}[2J"]),
    // NSData's bytes are the sender's text, not JSON: shown on a terminal, piped on as they are.
    Case(arguments: ["getui", "decode", "NSDATA"], terminal: true),
    // A scenario's labels: a push id, a collapse id, a user event's target.
    Case(arguments: ["predict", "--scenario", "SCENARIO"]),
  ]
  /// `{"a":"<ESC>[31mX"}` as NSData prints it: bytes, not a JSON escape.
  static let hostileData = "{length = 14, bytes = 0x7b2261223a221b5b33316d58227d}\n"
  static let hostileScenario = #"""
    {"ios":"17","events":[{"push":{"kind":"alert"},"id":"\u001b[31mX\u0007","headers":{"apns-collapse-id":"c\u001b]52;c;aGk=\u0007"}},
     {"user":"tap-action","on":"\u001b[2J\u202E"}]}
    """#

  @Test(arguments: cases)
  func noRawControlCharacters(_ row: Case) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let payload = folder.appendingPathComponent("p\u{1b}[2J\u{202E}.json")
    try Data(Self.hostilePayload.utf8).write(to: payload)
    let capture = folder.appendingPathComponent("capture.txt")
    try Data(Self.hostileCapture.utf8).write(to: capture)
    let templates = folder.appendingPathComponent("templates")
    try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
    try Data(#"""
      {"_aps":{"description":"d\u001b[2J\u202E","variables":{"title":{"type":"string","description":"v\u001b]52;c;aGk=\u0007"}}},
       "aps":{"alert":"{{title}}"}}
      """#.utf8).write(to: templates.appendingPathComponent("hostile.json"))
    let data = folder.appendingPathComponent("data.txt")
    try Data(Self.hostileData.utf8).write(to: data)
    let scenario = folder.appendingPathComponent("scenario.json")
    try Data(Self.hostileScenario.utf8).write(to: scenario)
    let dated = folder.appendingPathComponent("d\u{1b}]52;c;aGk=\u{07}.json")
    try Data(#"{"aps":{"timestamp":1764583200,"event":"update","content-state":{}}}"#.utf8).write(to: dated)
    let files = ["PAYLOAD": payload.path, "DATED": dated.path, "CAPTURE": capture.path, "NSDATA": data.path, "SCENARIO": scenario.path]
    let arguments = row.arguments.map { files[$0] ?? $0 }
    let result = runAPS(
      arguments, environment: ["APS_TEMPLATE_PATH": templates.path], stdoutIsTerminal: row.terminal)
    for (stream, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
      let raw = text.unicodeScalars.filter { TerminalText.needsEscape($0, keepNewlines: true) }
      #expect(raw.isEmpty, "raw \(raw.map { TerminalText.symbol(for: $0) }) on \(stream): \(text)")
    }
  }
}
