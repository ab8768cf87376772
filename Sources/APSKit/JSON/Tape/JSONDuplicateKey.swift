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
}
