import APSKit

/// libFuzzer entry: the template engine. The input is a template (JSON with `{{…}}` placeholders)
/// and, after a NUL, `NAME=TEXT` lines given as `--var` values. Whatever renders must print as JSON
/// that parses back to the same value: a value never breaks the JSON around it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTemplate(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let input = UnsafeBufferPointer(start: data, count: size)
  let split = input.firstIndex(of: 0) ?? size
  guard let document = try? JSONText(scanning: UnsafeBufferPointer(rebasing: input[..<split]), options: .init(maxDepth: 64)),
    let template = try? Template(name: "fuzz", json: document.value)
  else { return 0 }
  var values: [String: TemplateValue] = [:]
  if split < size {
    for line in input[(split + 1)...].split(separator: UInt8(ascii: "\n")) {
      let text = String(decoding: line, as: UTF8.self)
      guard let equals = text.firstIndex(of: "=") else { continue }
      values[String(text[..<equals])] = .text(String(text[text.index(after: equals)...]))
    }
  }
  for strict in [false, true] {
    guard let rendering = try? TemplateRenderer(template: template).render(values, strict: strict) else { continue }
    let printed = JSONPrinter.compact(rendering.payload)
    guard let again = try? JSONText(scanning: printed, options: .init(maxDepth: 64)), again.value == rendering.payload else {
      fatalError("rendered payload does not print as the same JSON: \(String(decoding: printed, as: UTF8.self))")
    }
  }
  return 0
}
