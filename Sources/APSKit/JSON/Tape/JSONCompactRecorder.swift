/// Watches the compact printer write a tree (`JSONPrinter.writeCompact`), told where each value starts and
/// ends in the output as it is written: how `JSONTape.printing` makes a printed tree's tape without scanning
/// the text. Offsets are into the printer's `out`; `end` is `out.count` when a call is made.
protocol JSONCompactRecorder {
  /// A number, `true`, `false` or `null` written at `start..<out.count`.
  mutating func scalar(_ kind: JSONTape.Kind, from start: Int, end: Int)
  /// A string value written at `start..<end` from the UTF-8 `text` with `escapes`.
  mutating func string(_ text: UnsafeBufferPointer<UInt8>, escapes: JSONStringEscaper.Escapes, from start: Int, end: Int)
  /// The key of `members[member]` written at `start..<out.count` from the UTF-8 `text` with `escapes` (the
  /// earlier keys are there to find a repeated one).
  mutating func key(
    _ text: UnsafeBufferPointer<UInt8>, escapes: JSONStringEscaper.Escapes, from start: Int,
    member: Int, of members: [JSONMember], in out: inout [UInt8])
  /// `[]` or `{}` written at `start`.
  mutating func empty(object: Bool, from start: Int)
  /// The `[` or `{` of a container with members written at `start`.
  mutating func open(object: Bool, from start: Int)
  /// The closing bracket of the innermost open container written just before `end`.
  mutating func close(end: Int)
}

/// Plain printing: records nothing, and each call specialises away.
struct JSONNoRecorder: JSONCompactRecorder {
  @inline(__always) mutating func scalar(_ kind: JSONTape.Kind, from start: Int, end: Int) {}
  @inline(__always) mutating func string(
    _ text: UnsafeBufferPointer<UInt8>, escapes: JSONStringEscaper.Escapes, from start: Int, end: Int
  ) {}
  @inline(__always) mutating func key(
    _ text: UnsafeBufferPointer<UInt8>, escapes: JSONStringEscaper.Escapes, from start: Int,
    member: Int, of members: [JSONMember], in out: inout [UInt8]
  ) {}
  @inline(__always) mutating func empty(object: Bool, from start: Int) {}
  @inline(__always) mutating func open(object: Bool, from start: Int) {}
  @inline(__always) mutating func close(end: Int) {}
}
