extension ValidationReport {
  /// Fills in the line and column of each finding that names a value of the payload, by scanning
  /// `bytes` again (call it only when there are findings: it costs a second parse).
  /// A finding about a missing key points at the nearest enclosing value; whole-payload and
  /// header findings (path `""`) get no position.
  public mutating func locate(in bytes: ArraySlice<UInt8>) {
    Diagnostic.locate(&diagnostics, in: bytes)
  }
}

extension Diagnostic {
  /// Fills in the line and column of each diagnostic that names a value of the JSON in `bytes`
  /// (validator findings, and a vendor body's findings turned into diagnostics).
  public static func locate(_ diagnostics: inout [Diagnostic], in bytes: ArraySlice<UInt8>) {
    guard diagnostics.contains(where: { $0.line == nil && !$0.path.isEmpty }) else { return }
    let offsets = JSONTape.withRoot(of: bytes) { root in
      diagnostics.map { diagnostic -> Int? in
        guard diagnostic.line == nil, !diagnostic.path.isEmpty, var pointer = try? JSONPointer(diagnostic.path)
        else { return nil }
        while root[pointer: pointer] == nil, !pointer.tokens.isEmpty { pointer = pointer.parent }
        return root[pointer: pointer]?.offset
      }
    }
    guard let offsets else { return }
    // Counted in one forward pass, in order of offset: from the document's start for each
    // finding, many findings (one per escape of a long string) cost their count times its length.
    let order = offsets.indices.filter { offsets[$0] != nil }.sorted { offsets[$0]! < offsets[$1]! }
    bytes.withUnsafeBufferPointer { buffer in
      var locations = LocationTracker(bytes: buffer)
      for index in order {
        let location = locations.location(of: offsets[index]!)  // non-nil: filtered above
        diagnostics[index].line = location.line
        diagnostics[index].column = location.column
      }
    }
  }
}
