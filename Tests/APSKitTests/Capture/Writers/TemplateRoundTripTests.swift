import Testing

@testable import APSKit

/// JSON → nslog → JSON (booleans as 1/0, as Darwin prints them) and JSON → nsdata (and every other byte form) → JSON are lossless on
/// every built-in template: as written (placeholders and metadata included) and rendered with
/// the example values of its variables.
@Suite struct TemplateRoundTripTests {
  static func payloads(_ name: String) throws -> [JSONValue] {
    let bytes = try #require(BuiltinTemplates.bytes(named: name))
    let written = try JSONText(scanning: bytes).value
    let template = try Template(name: name, json: written)
    var values: [String: TemplateValue] = [:]
    for variable in template.variables {
      if let example = variable.example { values[variable.name] = .json(example) }
    }
    let rendered = try TemplateRenderer(template: template).render(values).payload
    return [written, rendered]
  }

  @Test func everyTemplateIsCovered() {
    #expect(BuiltinTemplates.names.count >= 17)
  }

  @Test(arguments: BuiltinTemplates.names)
  func roundTrips(_ name: String) throws {
    for value in try Self.payloads(name) {
      let description = DescriptionWriter.write(value)
      #expect(try CaptureReader().read(Array(description.utf8)).value.map(DescriptionWriter.write) == description, "nslog:\n\(description)")
      let bytes = JSONPrinter.compact(value)
      for form in DataWriter.Form.allCases {
        let back = try CaptureReader().read(Array(DataWriter.write(bytes, as: form).utf8))
        #expect(back.bytes == bytes, "\(form)")
        #expect(back.value == value, "\(form)")
      }
    }
  }
}
