extension ValidationReport {
  /// Fills in the line and column of each finding that names a value of the payload, by parsing
  /// `bytes` again with locations (call it only when there are findings: it costs a second parse).
  /// A finding about a missing key points at the nearest enclosing value; whole-payload and
  /// header findings (path `""`) get no position.
  public mutating func locate(in bytes: ArraySlice<UInt8>) {
    guard diagnostics.contains(where: { $0.line == nil && !$0.path.isEmpty }),
      let document = try? JSONParser.parse(bytes, options: .init(recordLocations: true))
    else { return }
    for index in diagnostics.indices where diagnostics[index].line == nil && !diagnostics[index].path.isEmpty {
      guard var pointer = try? JSONPointer(diagnostics[index].path) else { continue }
      while document.location(of: pointer) == nil, !pointer.tokens.isEmpty { pointer = pointer.parent }
      guard let location = document.location(of: pointer) else { continue }
      diagnostics[index].line = location.line
      diagnostics[index].column = location.column
    }
  }
}
