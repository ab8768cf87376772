/// One field of a recovered payload with what it means: `_gmid_` → "GeTui message id; task id
/// OSS-1128_…". Used by `getui decode`, `jpush parse` and `inspect`.
public struct ExplainedField: Sendable, Equatable {
  /// The label shown: the JSON Pointer of the field (`/aps/badge`), or a name for a value worked
  /// out from another (`taskId`, from `/_gmid_`).
  public var path: String
  /// The value, shortened for display.
  public var value: String
  public var meaning: String
  /// The JSON Pointer of the value this field is, or is worked out from; nil when it comes
  /// from no JSON value (a log line's text).
  public var pointer: String?
  /// The value itself, uncut and with its JSON type, for `--format json`.
  public var json: JSONValue

  /// A field shown as text; its JSON value is that text.
  public init(_ path: String, _ value: String, _ meaning: String) {
    self.init(path, value, meaning, pointer: path.hasPrefix("/") ? path : nil, json: .string(value))
  }

  /// A JSON value at `path` (a JSON Pointer), shown shortened.
  public init(_ path: String, value json: JSONValue, _ meaning: String) {
    self.init(path, json.shortDisplay(), meaning, pointer: path, json: json)
  }

  public init(_ path: String, _ value: String, _ meaning: String, pointer: String?, json: JSONValue) {
    self.path = path
    self.value = value
    self.meaning = meaning
    self.pointer = pointer
    self.json = json
  }
}

/// A problem found in a recovered payload; errors make the command exit 1.
public struct CaptureFinding: Sendable, Equatable, CustomStringConvertible {
  public enum Severity: String, Sendable { case error, warning }
  public var severity: Severity
  /// The value concerned (`/message/msg_content`), empty for the whole payload.
  public var pointer: String
  public var message: String

  public init(_ severity: Severity, _ pointer: String, _ message: String) {
    self.severity = severity
    self.pointer = pointer
    self.message = message
  }

  /// `error: /message: message`.
  public var description: String {
    "\(severity.rawValue): " + (pointer.isEmpty ? "" : "\(pointer): ") + message
  }
}

extension JSONValue {
  /// A one-line display of a value: strings raw, others in a compact JSON-like form, cut at `limit`.
  func shortDisplay(limit: Int = 80) -> String {
    let full: String
    switch self {
    case .string(let text): full = text
    case .number(let lexeme): full = lexeme
    case .bool(let flag): full = flag ? "true" : "false"
    case .null: full = "null"
    case .array(let elements): full = "[" + elements.map { $0.quotedDisplay() }.joined(separator: ",") + "]"
    case .object(let members):
      full = "{" + members.map { "\"\($0.key)\":" + $0.value.quotedDisplay() }.joined(separator: ",") + "}"
    }
    let flat = full.replacingNewlines()
    return flat.count > limit ? String(flat.prefix(limit - 1)) + "…" : flat
  }

  private func quotedDisplay() -> String {
    if case .string(let text) = self { return "\"\(text)\"" }
    return shortDisplay(limit: Int.max)
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    // Most values hold no newline, return or tab: they are their own display (rebuilding them a
    // scalar at a time cost `inspect` of a log more than reading it).
    guard utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else { return self }
    var out = ""
    for scalar in unicodeScalars {
      if let escaped = BackslashEscape.written(scalar, quoting: false) {
        out += escaped
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
