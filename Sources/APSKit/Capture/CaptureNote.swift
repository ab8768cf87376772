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
