/// A key that repeats within one object.
public struct JSONDuplicateKey: Sendable, Hashable {
  /// The object holding the key.
  public var objectPointer: JSONPointer
  /// The repeated key.
  public var key: String
  /// Where the repeat (not the first occurrence) starts: its opening quote.
  public var location: SourceLocation
  /// Where the first occurrence of the key in the same object starts: its opening quote.
  public var firstLocation: SourceLocation

  /// The pointer to the member (`objectPointer` plus `key`).
  public var pointer: JSONPointer { objectPointer.appending(key) }

  /// `duplicate key "k" at /a/k (first at line 1, column 2)`: the words every input that must not
  /// repeat a key uses (a template, a --vars file, JSON given to an option); the key and pointer
  /// are shortened to 60 characters and made safe for a terminal.
  public var message: String { message(lineOffset: 0) }

  /// `message` for a document that starts `lineOffset` lines into its file (a JSON Lines record).
  public func message(lineOffset: Int) -> String {
    let shownKey = CaptureText.abbreviated(key)
    let shownPointer = CaptureText.abbreviated(pointer.description)
    return "duplicate key \(Describe.quoted(shownKey)) at \(shownPointer) (first at line \(firstLocation.line + lineOffset), column \(firstLocation.column))"
  }
}
