/// Something a reader noticed but that does not stop it: a type guessed from a description, a
/// skipped byte order mark, ignored text around the capture.
public struct CaptureNote: Sendable, Equatable, CustomStringConvertible {
  public var message: String
  /// The value the note is about, when there is one.
  public var pointer: JSONPointer?
  public var location: SourceLocation?

  public init(_ message: String, pointer: JSONPointer? = nil, location: SourceLocation? = nil) {
    self.message = message
    self.pointer = pointer
    self.location = location
  }

  /// `line:column: /pointer: message` with the parts that are known.
  public var description: String {
    var text = ""
    if let location { text += "\(location): " }
    if let pointer { text += "\(pointer.description.isEmpty ? "(root)" : pointer.description): " }
    return text + message
  }
}

/// The type chosen for each unquoted scalar of a capture: one note per guess naming the path and
/// the choice, up to `limit`; past it one note counts the rest (a 10 000-key capture must not
/// print 10 000 lines).
struct ScalarGuesses: Sendable {
  static let limit = 50
  private var listed: [CaptureNote] = []
  private var more = 0

  mutating func add(_ message: String, pointer: JSONPointer, location: SourceLocation?) {
    if listed.count < Self.limit {
      listed.append(CaptureNote(message, pointer: pointer, location: location))
    } else {
      more += 1
    }
  }

  func notes() -> [CaptureNote] {
    more == 0 ? listed : listed + [CaptureNote("and \(more) more unquoted scalars typed the same way (not listed)")]
  }
}
