// `@testable`: the scan's byte-at-a-time path is internal (run.sh compiles APSKit with -enable-testing).
@testable import APSKit

/// libFuzzer entry: the tape scan on its vector and byte-at-a-time paths (the same slots, findings or error),
/// the tree built from it, then the printers (from the tree and straight from the tape) and the validator on
/// what it accepts. A value that does not survive print → parse unchanged, a tape print that differs from the
/// tree's, or a compact size that is not the printed length is a bug, so it traps on purpose.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = UnsafeBufferPointer(start: data, count: size)
  let options = JSONParser.Options(maxDepth: 64)
  comparePaths(input)
  // The scan reads the text in 64-byte blocks: after 1…63 spaces (a byte order mark aside) the same text must
  // scan alike from another offset in its blocks.
  let shifted = Array(repeating: UInt8(ascii: " "), count: size % 63 + 1) + Array(input)
  let shiftedSize: Int? = shifted.withUnsafeBufferPointer { buffer in
    var tape = JSONTape(options: .init(maxDepth: 64))
    return (try? tape.scan(buffer)) == nil ? nil : tape.compactSize
  }
  guard let document = try? JSONText(scanning: input, options: options) else {
    if shiftedSize != nil, input.first != 0xEF { fatalError("shifted by spaces, a rejected text is accepted") }
    _ = PayloadValidator.validate(Array(input))  // the error path: message, line, column
    return 0
  }
  let compact = JSONPrinter.compact(document.value)
  if shiftedSize != compact.count, input.first != 0xEF { fatalError("shifted by spaces, the text scans otherwise") }
  let pretty = JSONPrinter(options: .init(indent: .spaces(2), sortKeys: false, asciiOnly: true)).bytes(document.value)
  for printed in [compact, pretty] {
    guard let again = try? JSONText(scanning: printed, options: .init(maxDepth: 64)) else {
      fatalError("printed JSON does not parse: \(String(decoding: printed, as: UTF8.self))")
    }
    if again.value != document.value { fatalError("print/parse changed the value") }
  }
  var tape = JSONTape(options: .init(maxDepth: 64))
  guard (try? tape.scan(input)) != nil else { fatalError("the tape rejects what the parser accepts") }
  if tape.compactSize != compact.count { fatalError("compact size \(tape.compactSize) != \(compact.count)") }
  if tape.duplicateKeys != document.duplicateKeys { fatalError("duplicate keys differ") }
  let layouts: [JSONPrinter.Options] = [
    .compact, .init(indent: .tab, asciiOnly: true), .init(indent: .spaces(2), sortKeys: size % 3 == 0, colors: .standard),
  ]
  for options in layouts {
    var fromTape: [UInt8] = []
    tape.withRoot { JSONPrinter(options: options).write($0, into: &fromTape) }
    if fromTape != JSONPrinter(options: options).bytes(document.value) { fatalError("tape and tree print differently") }
  }
  var report = PayloadValidator.validate(Array(input))
  report.locate(in: Array(input)[...])
  return 0
}

/// What a scan on one path leaves: the slots' bytes and the scan's findings, or the error.
private struct PathOutcome: Equatable {
  var slots: [UInt8] = []
  var departures = 0
  var unicodeEscape = false
  var error: JSONParseError?
}

private func scan(_ input: UnsafeBufferPointer<UInt8>, path: JSONBlock.Path) -> PathOutcome {
  var tape = JSONTape(options: .init(maxDepth: 64))
  tape.blockPath = path
  do throws(JSONParseError) {
    try tape.scan(input)
  } catch {
    return PathOutcome(error: error)
  }
  let slots = tape.entries.slots.withMemoryRebound(to: UInt8.self) { Array($0) }
  return PathOutcome(slots: slots, departures: tape.departures, unicodeEscape: tape.hadUnicodeEscape)
}

/// The vector and byte-at-a-time paths scan alike (slots byte for byte) and count the same slots.
private func comparePaths(_ input: UnsafeBufferPointer<UInt8>) {
  if scan(input, path: .vector) != scan(input, path: .scalar) { fatalError("the vector and byte paths scan differently") }
  if JSONStructuralIndex.countSlots(input, path: .vector) != JSONStructuralIndex.countSlots(input, path: .scalar) {
    fatalError("the vector and byte paths count different slots")
  }
}
