/// The headers file `aps build --headers-out FILE` writes beside a payload and `request`, `send`
/// and `validate` read back with `--headers FILE`, so the push type (and any other apns-* header)
/// travels with the payload instead of being guessed again from its keys.
///
/// The format is the HTTP header block people already know: one `name: value` per line, names
/// case-insensitive, blank lines and `#` comments ignored. Only the request headers `aps` sets are
/// accepted; values go through the same `HeaderValueCheck` as the command-line options.
public struct HeaderFile: Sendable, Hashable {
  /// The names a headers file may hold, in the order they are written.
  public static let names = ["apns-push-type", "apns-topic", "apns-priority", "apns-expiration", "apns-collapse-id", "apns-id", "apns-channel-id"]

  /// A line that is not a header this file may hold.
  public struct Problem: Error, Sendable, Hashable {
    public var line: Int
    public var column: Int
    public var message: String
  }

  /// Header name (lowercase) → value, in file order; a repeated name is a problem.
  public var values: [(name: String, value: String)]

  public static func == (lhs: HeaderFile, rhs: HeaderFile) -> Bool {
    lhs.values.map(\.name) == rhs.values.map(\.name) && lhs.values.map(\.value) == rhs.values.map(\.value)
  }

  public func hash(into hasher: inout Hasher) {
    for (name, value) in values { hasher.combine(name); hasher.combine(value) }
  }

  public init(values: [(name: String, value: String)]) {
    self.values = values
  }

  /// The value of `name`.
  public subscript(_ name: String) -> String? {
    values.first { $0.name == name }?.value
  }

  /// Parses the file's bytes; throws the first problem with its line and column.
  public static func parse(_ bytes: [UInt8]) throws(Problem) -> HeaderFile {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw Problem(line: 1, column: 1, message: "a headers file is UTF-8 text")
    }
    var values: [(name: String, value: String)] = []
    for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard let colon = line.firstIndex(of: ":") else {
        throw Problem(line: index + 1, column: 1, message: "expected 'name: value', such as 'apns-push-type: voip'")
      }
      let name = String(line[..<colon]).lowercased()
      guard names.contains(name) else {
        throw Problem(line: index + 1, column: 1, message: "'\(TerminalText.visible(name))' is not a header aps sends; use one of \(names.joined(separator: ", "))")
      }
      guard !values.contains(where: { $0.name == name }) else {
        throw Problem(line: index + 1, column: 1, message: "\(name) is given twice (APNs rejects repeated headers: 400 DuplicateHeaders)")
      }
      let value = String(line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
      if let problem = HeaderValueCheck.problem(header: name, value: value) {
        throw Problem(line: index + 1, column: line.distance(from: line.startIndex, to: colon) + 2, message: problem.message)
      }
      values.append((name, value))
    }
    return HeaderFile(values: values)
  }

  /// The file's text: `name: value` lines in `names` order.
  public var text: String {
    Self.names.compactMap { name in self[name].map { "\(name): \($0)\n" } }.joined()
  }
}
