/// Ways to read a whole document through a tape in one call: a view of a value scanned on the spot
/// (bytes, or `null`). A tree built in memory is read through `JSONText(printing:)`.
extension JSONTape {
  /// Scans `bytes` with a new tape and calls `body` with the root; nil when they are not JSON.
  public static func withRoot<R>(of bytes: ArraySlice<UInt8>, _ body: (JSONView) -> R) -> R? {
    bytes.withUnsafeBufferPointer { buffer in
      var tape = JSONTape()
      guard (try? tape.scan(buffer)) != nil else { return nil }
      return tape.withRoot(body)
    }
  }

  /// Calls `body` with a view of `null` (the payload of an input that is not JSON).
  public static func withNull<R>(_ body: (JSONView) throws -> R) rethrows -> R {
    var tape = JSONTape()
    tape.pos = 4
    try! tape.append(.null, from: 0)  // a new tape has room for 64 entries: this one never grows it
    return try tape.withRoot(body)
  }
}
