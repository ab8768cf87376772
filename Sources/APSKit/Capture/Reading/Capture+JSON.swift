extension Capture {
  /// The capture with its tree printed once into `json` when it has no JSON text (a description the
  /// printers read): every reader after the printers (the wrappers, the vendor, the scanner, inspect,
  /// convert) then reads that one tape, and `JSONText(printing:)` is the one way a tree gets there.
  func sealed() -> Capture {
    guard case .tree(let value) = content else { return self }
    var sealed = self
    sealed.content = .printed(JSONText(printing: value))
    return sealed
  }

  /// The compact JSON of the value: the text `sealed` printed, else the value printed now.
  public var compactJSON: [UInt8]? {
    switch content {
    case .printed(let json): return json.bytes
    case .tree(let value): return JSONPrinter.compact(value)
    case .source(let json): return JSONPrinter.compact(json.value)
    case nil: return nil
    }
  }

  /// The value pretty-printed (two spaces, no trailing newline): laid out from the tape `sealed`
  /// printed, the compact text `JSONPrinter.prettyString` prints a tree into before laying it out,
  /// else (a JSON text, whose tape is the input's spelling) the value printed.
  public var prettyJSON: String? {
    guard case .printed(let json) = content else { return value.map(JSONPrinter.prettyString) }
    var out: [UInt8] = []
    json.withRoot { JSONPrinter(options: .pretty).write($0, into: &out) }
    return String(decoding: out, as: UTF8.self)
  }

  /// Reads the capture's JSON through one view: the tape of the JSON text it was read from or its
  /// tree was printed into (`sealed`); a capture made elsewhere (a test's) is sealed for the call.
  /// Nil when the capture holds no JSON value.
  public func withRoot<R>(_ body: (JSONView) throws -> R) rethrows -> R? {
    switch content {
    case .source(let json), .printed(let json): return try json.withRoot(body)
    case .tree(let value): return try JSONText(printing: value).withRoot(body)
    case nil: return nil
    }
  }
}
