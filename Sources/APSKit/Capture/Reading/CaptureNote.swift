/// Something a reader noticed but that does not stop it: a type guessed from a description, a
/// skipped byte order mark, ignored text around the capture.
public struct CaptureNote: Sendable, Equatable, CustomStringConvertible {
  /// A note made for every capture of a log (its skipped prefix) keeps its parts; the sentence is
  /// written only when someone reads it (`convert` of a 100 MB log reads none).
  private enum Text: Sendable {
    case message(Hint)
    case skippedPrefix(String)
    case guess(ScalarGuess)
  }

  private var text: Text
  /// The value the note is about, when there is one.
  public var pointer: JSONPointer?
  public var location: SourceLocation?

  public init(_ message: Hint, pointer: JSONPointer? = nil, location: SourceLocation? = nil) {
    self.text = .message(message)
    self.pointer = pointer
    self.location = location
  }

  /// A type guess, its sentence written when read.
  init(_ guess: ScalarGuess, pointer: JSONPointer?, location: SourceLocation?) {
    self.text = .guess(guess)
    self.pointer = pointer
    self.location = location
  }

  /// "skipped the prefix "…"": the log text before a capture on its line.
  static func skippedPrefix(_ prefix: String) -> CaptureNote {
    var note = CaptureNote("")
    note.text = .skippedPrefix(prefix)
    // A long prefix (pages of text before the first capture) is not kept: its sentence is short.
    if prefix.utf8.count > 1024 { note.message = note.message }
    return note
  }

  /// What was noticed; the options it names are terms the CLI spells.
  public var message: Hint {
    get {
      switch text {
      case .message(let message): return message
      case .skippedPrefix(let prefix): return Hint("skipped the prefix \(CaptureText.abbreviated(prefix).debugDescription)")
      case .guess(let guess): return guess.message
      }
    }
    set { text = .message(newValue) }
  }

  /// Whether the note says text around the capture was left out (without writing the sentence).
  var readsPart: Bool {
    switch text {
    case .message(let message): return Self.starts(message, with: "ignored text") || Self.starts(message, with: "skipped the prefix")
    case .skippedPrefix: return true
    case .guess: return false
    }
  }

  /// Whether the note says text around the capture was ignored (without writing a guess's sentence).
  var ignoresText: Bool {
    if case .message(let message) = text { return Self.starts(message, with: "ignored text") }
    return false
  }

  private static func starts(_ message: Hint, with prefix: String) -> Bool {
    if case .text(let text)? = message.parts.first { return text.hasPrefix(prefix) }
    return false
  }

  public static func == (left: CaptureNote, right: CaptureNote) -> Bool {
    left.message == right.message && left.pointer == right.pointer && left.location == right.location
  }

  /// `line:column: /pointer: message` with the parts that are known, each term written by `spelling`.
  public func text(spelling: (HintTerm) -> String) -> String {
    var text = ""
    if let location { text += "\(location): " }
    if let pointer { text += "\(pointer.description.isEmpty ? "(root)" : pointer.description): " }
    return text + message.text(spelling: spelling)
  }

  /// The text with each term named as the fact it is (what the library says; the CLI spells flags).
  public var description: String { text(spelling: \.fact) }
}

/// The type chosen for each unquoted scalar of a capture: one note per guess naming the path and
/// the choice, up to `limit`; past it one note counts the rest (a 10 000-key capture must not
/// print 10 000 lines).
struct ScalarGuesses: Sendable {
  static let limit = 50
  private var listed: [CaptureNote] = []
  private var more = 0

  // Each note is made in the list's storage (every unquoted scalar of every capture adds one).
  mutating func add(_ message: Hint, pointer: JSONPointer, location: SourceLocation?) {
    guard listed.count < Self.limit else {
      more += 1
      return
    }
    listed.append(CaptureNote(message, pointer: pointer, location: location))
  }

  mutating func add(_ guess: ScalarGuess, pointer: JSONPointer, location: SourceLocation?) {
    guard listed.count < Self.limit else {
      more += 1
      return
    }
    listed.append(CaptureNote(guess, pointer: pointer, location: location))
  }

  func notes() -> [CaptureNote] {
    more == 0 ? listed : listed + [CaptureNote("and \(more) more unquoted scalars typed the same way (not listed)")]
  }
}

/// Why an unquoted scalar got the type it got, kept as its parts: every scalar of every capture of a
/// log gets one, and the sentence is written only when a note is shown.
struct ScalarGuess: Sendable {
  enum Choice: Sendable {
    /// `0042`, `+5`: looks numeric, is no JSON number.
    case notJSONNumber
    /// The schema of `owner` types the key, which it defines at `definedAt` (from its payload's root).
    case schema(ScalarSchema.Kind, owner: String, definedAt: [String])
    /// `true`/`false` in a Darwin description (Darwin prints NSNumber booleans as 1/0).
    case booleanText
    case boolean
    /// A numeral under a key no schema types.
    case number
  }

  var token: String
  var choice: Choice

  var message: Hint {
    let shown = CaptureText.abbreviated(token)
    switch choice {
    case .notJSONNumber:
      return "unquoted \(shown) read as a string: not a JSON number (an NSNumber never prints so)"
    case .schema(let kind, let owner, let definedAt):
      return "unquoted \(shown) read as a \(kind.rawValue): \(owner) defines /\(definedAt.joined(separator: "/")) as a \(kind.rawValue)"
    case .booleanText:
      return "bare \(token) read as a string: Darwin prints an NSNumber boolean as 1/0, so \(token) here is text (\(term: .stringScalars) keeps every scalar text)"
    case .boolean:
      return "bare \(token) read as a boolean (Darwin prints booleans as 1/0, so a phone capture may mean the string \"\(token)\"; use \(term: .stringScalars) to keep it text)"
    case .number:
      let bit = token == "1" || token == "0" ? "; Darwin prints booleans as 1/0 too" : ""
      return "unquoted \(shown) read as a number (no schema types this key; \(term: .stringScalars) keeps it text)\(bit)"
    }
  }
}
