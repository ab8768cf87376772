import Foundation
import Testing

@testable import APSKit

/// JSON → nslog → JSON and JSON → nsdata → JSON are lossless on every built-in template
/// (`Templates/*.json` at the package root, placeholders and metadata included).
@Suite struct TemplateRoundTripTests {
  static let templates: [String] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
  }()

  @Test(.enabled(if: !templates.isEmpty, "no Templates/ folder yet"), arguments: templates)
  func roundTrips(_ path: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let value = try JSONParser.parse(bytes).value
    let description = DescriptionWriter.write(value)
    #expect(try CaptureReader().read(Array(description.utf8)).value == value, "nslog:\n\(description)")
    for form in DataWriter.Form.allCases {
      let written = DataWriter.write(bytes, as: form)
      let back = try CaptureReader().read(Array(written.utf8))
      #expect(back.bytes == bytes, "\(form)")
      #expect(back.value == value, "\(form)")
    }
  }
}
