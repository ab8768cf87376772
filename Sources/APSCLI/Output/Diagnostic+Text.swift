import APSKit

/// The one diagnostic layout of every command, in the GCC form editors' problem matchers read:
///
///     FILE:LINE:COLUMN: severity[rule-id]: message
///     <source line>          (optional excerpt)
///          ^
///       hint: how to fix it
///
/// No space before the line number; `<stdin>` names standard input; a message with no place in
/// a file is `aps: severity: message`. Everything shown goes through `TerminalText.visible`,
/// because file names, messages and excerpts quote untrusted payload text.
public struct DiagnosticText: Sendable, Equatable {
  public enum Level: String, Sendable { case error, warning, note }

  /// The input's display name; nil for a message that belongs to no file.
  public var file: String?
  public var line: Int?
  public var column: Int?
  public var level: Level
  /// A stable rule id (`badge-type`), shown as `error[badge-type]`.
  public var rule: String?
  public var message: String
  public var hint: String?
  /// The source line and the caret line under the column, when the source is at hand.
  public var excerpt: [String]

  public init(
    file: String?, line: Int? = nil, column: Int? = nil, level: Level = .error, rule: String? = nil,
    message: String, hint: String? = nil, excerpt: [String] = []
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.level = level
    self.rule = rule
    self.message = message
    self.hint = hint
    self.excerpt = excerpt
  }

  /// `file:line:column`, `file:line`, `file` or `aps`.
  public var place: String {
    guard let file else { return "aps" }
    var text = TerminalText.visible(file)
    if let line {
      text += ":\(line)"
      if let column { text += ":\(column)" }
    }
    return text
  }

  /// The lines to print, each ending with a newline.
  public var rendered: String {
    var out = place + ": " + DiagnosticColors.level(level.rawValue) + (rule.map { "[\($0)]" } ?? "") + ": "
    out += TerminalText.visible(message, keepNewlines: true) + "\n"
    for line in excerpt { out += line + "\n" }
    if let hint { out += "  hint: " + TerminalText.visible(hint, keepNewlines: true) + "\n" }
    return out
  }

  /// Adds the source line and a caret under `location` (the excerpt `fmt` always printed).
  public func withExcerpt(at location: SourceLocation, in source: UnsafeBufferPointer<UInt8>) -> DiagnosticText {
    var copy = self
    copy.excerpt = SourceExcerpt.lines(at: location, in: source)
    return copy
  }

  /// The JSON object of a failed input's `error` member: message, line, column, hint, exit.
  func errorJSON(exit: ExitCode) -> JSONValue {
    var members = [
      JSONMember("message", .string(message)),
      JSONMember("line", line.map(JSONRecord.number) ?? .null),
      JSONMember("column", column.map(JSONRecord.number) ?? .null),
    ]
    if let rule { members.append(JSONMember("rule", .string(rule))) }
    if let hint { members.append(JSONMember("hint", .string(hint))) }
    members.append(JSONMember("exit", JSONRecord.number(Int(exit.rawValue))))
    return .object(members)
  }
}

/// An error that belongs to one input and knows its place in it: printed as a `DiagnosticText`
/// (no `aps: error:` prefix) and, with `--format json`, as the input's failure record.
public protocol LocatedError: ReportableError {
  var diagnostic: DiagnosticText { get }
}

/// A failure of one input, positioned: what most commands throw for bad input data.
public struct InputFailure: LocatedError {
  public var diagnostic: DiagnosticText
  public var exitCode: ExitCode

  public init(_ diagnostic: DiagnosticText, exitCode: ExitCode = .failure) {
    self.diagnostic = diagnostic
    self.exitCode = exitCode
  }

  /// `file[:line[:column]]: error: message`.
  public init(
    file: String, line: Int? = nil, column: Int? = nil, message: String, hint: String? = nil,
    exitCode: ExitCode = .failure
  ) {
    self.init(DiagnosticText(file: file, line: line, column: column, message: message, hint: hint), exitCode: exitCode)
  }

  public var message: String { diagnostic.rendered }
}

extension ReportableError {
  /// The diagnostic of any error for the input `file`: a located error's own, else the message
  /// without a place (`cannot open x.json: …` already names the file).
  func diagnostic(file: String?) -> DiagnosticText {
    if let located = self as? LocatedError { return located.diagnostic }
    return DiagnosticText(file: nil, message: message)
  }
}
