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
    bytes.withUnsafeBufferPointer { buffer in
      for (index, offset) in offsets.enumerated() {
        guard let offset else { continue }
        let location = SourceLocation.of(offset: offset, in: buffer)
        diagnostics[index].line = location.line
        diagnostics[index].column = location.column
      }
    }
  }
}
