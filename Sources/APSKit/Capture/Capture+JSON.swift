extension Capture {
  /// The capture with its tree printed once into `json` when it has no JSON text (a description the
  /// printers read): every reader after the printers (the wrappers, the vendor, the scanner,
  /// inspect, convert) then reads that one tape.
  func sealed() -> Capture {
    guard json == nil, let value else { return self }
    var sealed = self
    sealed.json = JSONText(printing: value)
    sealed.jsonIsPrinted = true
    return sealed
  }

  /// The compact JSON of the value: the printed text kept by `sealed`, else the value printed.
  public var compactJSON: [UInt8]? {
    if jsonIsPrinted, let json { return json.bytes }
    return value.map(JSONPrinter.compact)
  }

  /// Reads the capture's JSON through one view: the tape of the JSON text it was read from or its
  /// tree was printed into (`sealed`); a capture made elsewhere has its tree printed and scanned here.
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
