/// Ways to read a whole document through a tape in one call: as a tree, or as a view of a value
/// scanned on the spot (bytes, a tree built in memory, or `null`).
extension JSONTape {
  /// The last document as a tree, with what the scan noticed (repeated keys, a byte order mark, and where
  /// each value starts when `recordingLocations`).
  public func document(recordingLocations: Bool = false) -> JSONDocument {
    withRoot { root in
      JSONDocument(
        value: root.value, duplicateKeys: duplicateKeys, hadByteOrderMark: hadByteOrderMark,
        locations: recordingLocations ? root.locations() : [:])
    }
  }
}

extension JSONTape {
  /// Scans `bytes` with a new tape and calls `body` with the root; nil when they are not JSON.
  public static func withRoot<R>(of bytes: ArraySlice<UInt8>, _ body: (JSONView) -> R) -> R? {
    bytes.withUnsafeBufferPointer { buffer in
      var tape = JSONTape()
      guard (try? tape.scan(buffer)) != nil else { return nil }
      return tape.withRoot(body)
    }
  }

  /// Calls `body` with a view of `value` (its compact form, scanned): how trees built in memory are read by
  /// the same code that reads input.
  public static func withRoot<R>(of value: JSONValue, _ body: (JSONView) -> R) -> R {
    var printed: [UInt8] = []
    JSONPrinter().write(value, into: &printed)
    // The printer writes valid JSON; only a tree nested past the depth limit reads as `null`.
    return withRoot(of: printed[...], body) ?? withNull(body)
  }

  /// Calls `body` with a view of `null` (the payload of an input that is not JSON).
  public static func withNull<R>(_ body: (JSONView) throws -> R) rethrows -> R {
    var tape = JSONTape()
    tape.pos = 4
    tape.append(.null, from: 0)
    return try tape.withRoot(body)
  }
}
