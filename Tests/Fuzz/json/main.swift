import APSKit

/// libFuzzer entry: the tape scan and the tree built from it, then the printers (from the tree and straight
/// from the tape) and the validator on what it accepts. A value that does not survive print → parse unchanged,
/// a tape print that differs from the tree's, or a compact size that is not the printed length is a bug, so
/// it traps on purpose.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = UnsafeBufferPointer(start: data, count: size)
  let options = JSONParser.Options(maxDepth: 64)
  guard let document = try? JSONText(scanning: input, options: options) else {
    _ = PayloadValidator.validate(Array(input))  // the error path: message, line, column
    return 0
  }
  let compact = JSONPrinter.compact(document.value)
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
