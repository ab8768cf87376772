import APSKit

/// libFuzzer entry: the JSON parser, then the printers and the validator on what it accepts.
/// A value that does not survive print → parse unchanged is a bug, so it traps on purpose.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = UnsafeBufferPointer(start: data, count: size)
  let options = JSONParser.Options(maxDepth: 64, recordLocations: size % 2 == 0)
  guard let document = try? JSONParser.parse(input, options: options) else {
    _ = PayloadValidator.validate(Array(input))  // the error path: message, line, column
    return 0
  }
  let compact = JSONPrinter.compact(document.value)
  let pretty = JSONPrinter(options: .init(indent: .spaces(2), sortKeys: false, asciiOnly: true)).bytes(document.value)
  for printed in [compact, pretty] {
    guard let again = try? JSONParser.parse(printed, options: .init(maxDepth: 64)) else {
      fatalError("printed JSON does not parse: \(String(decoding: printed, as: UTF8.self))")
    }
    if again.value != document.value { fatalError("print/parse changed the value") }
  }
  var report = PayloadValidator.validate(Array(input))
  report.locate(in: Array(input)[...])
  return 0
}
