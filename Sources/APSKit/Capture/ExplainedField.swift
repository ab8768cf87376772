/// One field of a recovered payload with what it means: `_gmid_` → "GeTui message id; task id
/// OSS-1128_…". Used by `getui decode`, `jpush parse` and `inspect`.
public struct ExplainedField: Sendable, Equatable {
  /// Where the field is (`/aps/badge`, `/_gmid_`), or a name for derived values (`taskId`).
  public var path: String
  /// The value, shortened for display.
  public var value: String
  public var meaning: String

  public init(_ path: String, _ value: String, _ meaning: String) {
    self.path = path
    self.value = value
    self.meaning = meaning
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
    var out = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
