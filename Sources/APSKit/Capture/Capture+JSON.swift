extension Capture {
  /// Reads the capture's JSON through one view: the tape of the JSON text it was read from when there is
  /// one, else the tree the printers built (an NSLog or `print` description), printed once and scanned.
  /// Nil when the capture holds no JSON value.
  public func withRoot<R>(_ body: (JSONView) throws -> R) rethrows -> R? {
    if let json { return try json.withRoot(body) }
    guard let value else { return nil }
    // Read once, so nothing is kept: printed into an array and scanned with a tape on the stack.
    var printed: [UInt8] = []
    JSONPrinter().write(value, into: &printed)
    return try printed.withUnsafeBufferPointer { buffer in
      // As `JSONText(printing:)` reads a tree: the printer writes valid JSON, scanned as deep as it nests.
      var tape = JSONTape(options: JSONTape.printedTreeOptions)
      try! tape.scan(buffer)
      return try tape.withRoot(body)
    }
  }
}
