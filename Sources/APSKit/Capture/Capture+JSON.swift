extension Capture {
  /// Reads the capture's JSON through one view: the tape of the JSON text it was read from when there is
  /// one, else the tree the printers built (an NSLog or `print` description), printed once and scanned.
  /// Nil when the capture holds no JSON value.
  public func withRoot<R>(_ body: (JSONView) throws -> R) rethrows -> R? {
    if let json { return try json.withRoot(body) }
    guard let value else { return nil }
    return try JSONText(printing: value).withRoot(body)
  }
}
