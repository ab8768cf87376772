import APSKit

/// The device tokens of `aps send`.
enum DeviceTokenInput {
  /// `--device-token HEX` (repeated) and `--device-tokens FILE`.
  struct Given: CommandOptions {
    var tokens: [String] = []
    var file: String?

    static let fields: [OptionField<Self>] = [
      .values(\.tokens, .option("device-token", value: "HEX", help: "A device token (repeat for several).", repeatable: true)),
      .value(
        \.file,
        .option("device-tokens", value: "FILE", help: "Device tokens, one per line ('#' comments and blank lines skipped).", completion: .file(extensions: []))),
    ]
  }

  /// `--device-token` values, then the lines of `--device-tokens FILE` (blank lines, `#`
  /// comments, spaces, CRLF endings and a byte-order mark skipped); tokens written as an NSData
  /// description (`<00fc13ad ff785122 …>`) or spaced hex are read as plain hex, with a note;
  /// a bad line there is reported at FILE:LINE:1 (the
  /// returned flag), the others still checked. A token given twice (hex compared without case) is
  /// sent once, with a note: two requests would show the notification twice.
  static func read(_ given: Given, io: CommandIO) throws -> ([String], Bool) {
    var tokens: [String] = []
    var seen: Set<String> = []
    func add(_ token: String, at place: (file: String?, line: Int?)) {
      guard seen.insert(token.lowercased()).inserted else {
        io.stderr.write(DiagnosticText(
          file: place.file, line: place.line, column: place.line == nil ? nil : 1, level: .note, rule: "device-token-duplicate",
          message: "device token \(token) was already given; it is sent once").rendered)
        return
      }
      tokens.append(token)
    }
    for written in given.tokens {
      var token = written
      if let plain = DeviceToken.normalised(written) {
        io.stderr.write(DiagnosticText(
          file: nil, level: .note, rule: "device-token-normalised",
          message: "device token '\(TerminalText.visible(written))' is read as \(plain) (brackets and spaces removed)").rendered)
        token = plain
      }
      add(token, at: (nil, nil))
    }
    var failed = false
    if let path = given.file {
      let shownPath = TerminalText.visible(io.displayName(path))
      let source = try io.open(path)
      source.expectation = "a device token file holds one token (64 hex digits) per line"
      var text = Substring(String(decoding: try source.readAll(), as: UTF8.self))
      if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }  // a BOM from an editor would make line 1 "not hexadecimal"
      var fileTokens = 0
      var normalisedLine: Int?
      for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
        let raw = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine)
        var line = raw.filter { $0 != " " && $0 != "\t" }
        if line.isEmpty || line.hasPrefix("#") { continue }
        if line.hasPrefix("<"), let plain = DeviceToken.normalised(raw) {
          line = plain
          normalisedLine = normalisedLine ?? index + 1
        }
        fileTokens += 1
        if let problem = HeaderValueCheck.problem(header: "device token", value: line) {
          io.stderr.write(DiagnosticText(
            file: io.displayName(path), line: index + 1, column: 1, rule: "header-value", message: problem.message,
            hint: problem.hint).rendered)
          failed = true
        } else {
          add(line, at: (io.displayName(path), index + 1))
        }
      }
      if let line = normalisedLine {
        io.stderr.write(DiagnosticText(
          file: io.displayName(path), line: line, column: 1, level: .note, rule: "device-token-normalised",
          message: "tokens written as NSData descriptions (<00fc13ad ff785122 …>) are read as plain hex").rendered)
      }
      if fileTokens == 0 {
        // A data error in a file given as an option: exit 1, not a usage error.
        throw CLIError.failed("\(shownPath) holds no device tokens (one hex token per line; blank lines and '#' comments are skipped)")
      }
    }
    guard !tokens.isEmpty || failed else {
      throw CLIError.usage("give a device token: --device-token HEX (repeatable) or --device-tokens FILE")
    }
    return (tokens, failed)
  }
}
