import APSKit

/// The one writer of `--format json` output (see `aps help json`): exactly one compact JSON
/// object per record and line (JSON Lines), or indented objects with `--pretty`. Keys are
/// camelCase; identifiers (message and task ids) are strings; display text never stands in for
/// data (an unknown value is `null`). A record about an input starts with `file` (and `line` for a
/// JSON Lines record) and `ok`; an input that failed gets `{"file","ok":false,"error":{…}}`.
struct JSONRecordWriter {
  let io: CommandIO
  let pretty: Bool

  init(io: CommandIO, pretty: Bool) {
    self.io = io
    self.pretty = pretty
  }

  private var sink: OutputSink { io.stdout }

  func write(_ record: JSONValue) {
    sink.write(io.stdoutJSON(pretty ? JSONPrinter(options: .pretty).bytes(record) : JSONPrinter.compact(record)))
    sink.write(byte: UInt8(ascii: "\n"))
  }

  /// A record for one input: `file`, `line` (JSON Lines), `ok`, then the command's members.
  func write(file: String, line: Int? = nil, ok: Bool, _ members: [JSONMember]) {
    write(JSONRecord.input(file: file, line: line, ok: ok, members))
  }

  /// The record of an input that could not be read or checked.
  func writeFailure(file: String, line: Int? = nil, _ error: ReportableError) {
    write(JSONRecord.failure(file: file, line: line, error))
  }
}

/// The shapes every command's records share.
enum JSONRecord {
  static func number(_ value: Int) -> JSONValue { .number(String(value)) }

  /// A string, or null.
  static func string(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

  /// An identifier as a string: a JSON number's digits are kept as written (jq 1.6 and
  /// JavaScript read numbers as doubles and lose digits past 2^53).
  static func identifier(_ value: JSONValue?) -> JSONValue {
    guard let value else { return .null }
    if case .number(let lexeme) = value { return .string(lexeme) }
    return value
  }

  static func input(file: String, line: Int?, ok: Bool, _ members: [JSONMember]) -> JSONValue {
    var head = [JSONMember("file", .string(file))]
    if let line { head.append(JSONMember("line", number(line))) }
    head.append(JSONMember("ok", .bool(ok)))
    return .object(head + members)
  }

  /// `{"file":…,"ok":false,"error":{"message":…,"line":…,"column":…,"exit":N}}`.
  static func failure(file: String, line: Int?, _ error: ReportableError) -> JSONValue {
    let diagnostic = error.diagnostic(file: file)
    return input(file: file, line: line, ok: false, [JSONMember("error", diagnostic.errorJSON(exit: error.exitCode))])
  }
}

extension OptionSpec {
  /// `--pretty`, beside `--format json`: indented objects for people.
  static let prettyJSON = OptionSpec.flag("pretty", help: "Indent the JSON printed: with --format json, each record (for people; not JSON Lines).")
}

extension JSONValue {
  /// The members of an object (none for any other value).
  var objectMembers: [JSONMember] {
    if case .object(let members) = self { return members }
    return []
  }

  /// This object with the member called `key` replaced (and renamed to `newKey` when given).
  func replacingMember(_ key: String, with value: JSONValue, key newKey: String? = nil) -> JSONValue {
    guard case .object(let members) = self else { return self }
    return .object(members.map { $0.key == key ? JSONMember(newKey ?? key, value) : $0 })
  }
}
