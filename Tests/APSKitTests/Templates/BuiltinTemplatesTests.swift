import Foundation
import Testing

@testable import APSKit

@Suite struct BuiltinTemplatesTests {
  static let required = [
    "alert", "alert-localized", "badge", "silent", "rich-media", "time-sensitive", "critical", "voip",
    "live-activity-start", "live-activity-update", "live-activity-end", "widgets", "chat-message", "deeplink",
    "getui-apns", "getui-push", "jpush-push",
  ]

  static var packageFolder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  @Test func everyRequiredTemplateIsBuiltIn() {
    #expect(Set(Self.required).isSubset(of: Set(BuiltinTemplates.names)))
  }

  /// The folder, the list in Package.swift and the accessor must name the same files.
  @Test func folderPackageAndAccessorAgree() throws {
    let folder = Self.packageFolder.appendingPathComponent("Templates")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
    let fromFolder = Set(files.map { String($0.dropLast(5)) })
    #expect(fromFolder == Set(BuiltinTemplates.names))
    let manifest = try String(contentsOf: Self.packageFolder.appendingPathComponent("Package.swift"), encoding: .utf8)
    for file in files {
      #expect(manifest.contains("\"\(file)\""), "Package.swift does not list \(file)")
    }
  }

  @Test(arguments: required)
  func compilesWithMetadata(_ name: String) throws {
    let template = try Self.load(name)
    #expect(template.metadata.description?.isEmpty == false)
    #expect((template.metadata.pushType == nil) != (template.metadata.format == nil), "push-type xor format")
    for variable in template.variables {
      #expect(variable.description?.isEmpty == false, "\(name): \(variable.name) has no description")
      #expect(variable.example != nil, "\(name): \(variable.name) has no example")
    }
  }

  @Test(arguments: required)
  func buildsWithItsExamples(_ name: String) throws {
    let template = try Self.load(name)
    var values: [String: TemplateValue] = [:]
    for variable in template.variables {
      if let example = variable.example { values[variable.name] = .json(example) }
    }
    let rendering = try TemplateRenderer(template: template).render(values, strict: true)
    let text = JSONPrinter.compactString(rendering.payload)
    #expect(!text.contains("{{"), "\(name): \(text)")
    #expect(rendering.payload[TemplateMetadata.key] == nil)

    // Validates clean: APNs templates as their push type, vendor bodies through the APNs payload they make.
    let payload: JSONValue
    var pushType = template.metadata.pushType
    if let format = template.metadata.format {
      payload = try #require(
        JSONTape.withRoot(of: JSONPrinter.compact(rendering.payload)[...]) { VendorPayload.apnsPayload(format: format, body: $0) } ?? nil)
      pushType = nil
    } else {
      payload = rendering.payload
    }
    let report = PayloadValidator.validate(value: payload, context: ValidationContext(pushType: pushType))
    #expect(report.pushType.rawValue == pushType ?? "alert")
    let allowed = Self.inherentWarnings[name] ?? []
    #expect(report.diagnostics.filter { !allowed.contains($0.rule) } == [], "\(name): \(text)")
  }

  /// Warnings that belong to what a template is for (a critical alert needs the entitlement).
  static let inherentWarnings: [String: Set<String>] = ["critical": ["critical-entitlement"]]

  static func load(_ name: String) throws -> Template {
    let bytes = try #require(BuiltinTemplates.bytes(named: name))
    return try Template(name: name, json: try JSONText(scanning: bytes).value)
  }
}
