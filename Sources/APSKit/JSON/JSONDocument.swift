/// A parsed JSON text: the value plus what the parser noticed on the way (repeated keys, a byte order mark).
public struct JSONDocument: Sendable, Equatable {
  /// The top-level value.
  public var value: JSONValue
  /// Keys that appear more than once in one object, in source order (the value keeps every member).
  public var duplicateKeys: [JSONDuplicateKey]
  /// Whether the input started with a UTF-8 byte order mark (skipped).
  public var hadByteOrderMark: Bool
  /// Where each value starts; filled only when parsed with `recordLocations`.
  var locations: [JSONPointer: SourceLocation]

  public init(
    value: JSONValue, duplicateKeys: [JSONDuplicateKey] = [], hadByteOrderMark: Bool = false,
    locations: [JSONPointer: SourceLocation] = [:]
  ) {
    self.value = value
    self.duplicateKeys = duplicateKeys
    self.hadByteOrderMark = hadByteOrderMark
    self.locations = locations
  }

  /// Where the value at `pointer` starts (the first of repeated keys), when locations were recorded.
  public func location(of pointer: JSONPointer) -> SourceLocation? {
    locations[pointer]
  }

  /// Whether locations were recorded (`JSONParser.Options.recordLocations`).
  public var hasLocations: Bool { !locations.isEmpty }
}

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
  public var message: String {
    let shownKey = CaptureText.abbreviated(key)
    let shownPointer = CaptureText.abbreviated(pointer.description)
    return "duplicate key \(Describe.quoted(shownKey)) at \(shownPointer) (first at line \(firstLocation.line), column \(firstLocation.column))"
  }
}
