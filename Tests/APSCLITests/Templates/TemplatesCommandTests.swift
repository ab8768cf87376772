import Foundation
import Testing

@testable import APSCLI
@testable import APSKit

@Suite struct TemplatesCommandTests {
  @Test func listIsGolden() {
    let result = runAPS(["templates"])
    #expect(result.exitCode == .ok)
    assertGolden(result.stdout, named: "templates/list.txt")
    #expect(runAPS(["templates", "list"]).stdout == result.stdout)
  }

  @Test func listAsJSON() throws {
    // JSON Lines: one record per template.
    let result = runAPS(["templates", "list", "--format", "json"])
    let rows = try result.stdout.split(separator: "\n").map { try JSONText(scanning: Array($0.utf8)).value }
    #expect(rows.count == BuiltinTemplates.names.count)
    #expect(rows.first == ["name": "alert", "ok": true, "pushType": "alert", "format": nil, "source": "built-in", "description": "A visible alert: title, optional subtitle, body, sound and badge."])
    #expect(rows.contains { $0["format"] == "getui-v2" && $0["pushType"] == JSONValue.null })
  }

  @Test func namesOnePerLine() {
    let result = runAPS(["templates", "list", "--names"])
    #expect(result.stdout == BuiltinTemplates.names.joined(separator: "\n") + "\n")
  }

  @Test func showPrintsTheFileAsWritten() throws {
    let result = runAPS(["templates", "show", "chat-message"])
    #expect(result.stdoutBytes == (try #require(BuiltinTemplates.bytes(named: "chat-message"))))
  }

  @Test func varsIsGolden() {
    assertGolden(runAPS(["templates", "vars", "live-activity-start"]).stdout, named: "templates/vars-live-activity-start.txt")
    #expect(runAPS(["templates", "vars", "widgets"]).stdout == "widgets has no variables.\n")
  }

  /// The STATUS column says required/optional; a description that says it again printed
  /// "optional" twice on a row.
  @Test(arguments: BuiltinTemplates.names)
  func varsSayOptionalOnce(name: String) {
    for row in runAPS(["templates", "vars", name]).stdout.split(separator: "\n") {
      #expect(row.components(separatedBy: "optional").count <= 2, "\(name): \(row)")
      #expect(row.components(separatedBy: "required").count <= 2, "\(name): \(row)")
    }
  }

  @Test func varsAsJSON() throws {
    let output = runAPS(["templates", "vars", "alert", "--format", "json"]).stdout
    #expect(output.split(separator: "\n").count == 1)
    let record = try JSONText(scanning: output).value
    #expect(record["template"] == "alert" && record["ok"] == true)
    guard case .array(let variables)? = record["variables"] else { Issue.record("no variables array"); return }
    #expect(variables.last == [
      "name": "badge", "type": "int", "required": false, "default": nil,
      "description": "Number on the app icon; 0 clears it", "example": 1,
    ])
    #expect(variables[3]["default"] == "default")
  }

  @Test func unknownNameSuggests() {
    let result = runAPS(["templates", "show", "chat"])
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("unknown template 'chat'"))
  }

  @Test func searchPathTemplatesComeFirstAndShadowBuiltIns() throws {
    let folder = try TemporaryFolder()
    try folder.write("alert.json", #"{"$template":{"description":"Mine","push-type":"alert"},"aps":{"alert":"{{text}}"}}"#)
    try folder.write("team.json", #"{"aps":{"badge":"{{n:int}}"}}"#)
    let env = ["APS_TEMPLATE_PATH": "/nonexistent:" + folder.path]
    let names = runAPS(["templates", "list", "--names"], environment: env).stdout.split(separator: "\n")
    #expect(names.prefix(2) == ["alert", "team"])
    #expect(names.filter { $0 == "alert" }.count == 1)
    let list = runAPS(["templates"], environment: env).stdout
    #expect(list.contains("alert                 alert         \(folder.path)/alert.json  Mine"))
    let built = runAPS(["build", "--no-validate", "-t", "team", "--var", "n=4"], environment: env)
    #expect(built.stdout == #"{"aps":{"badge":4}}"# + "\n")
    let byPath = runAPS(["build", "--no-validate", "-t", folder.path + "/alert.json", "--var", "text=x"])
    #expect(byPath.stdout == #"{"aps":{"alert":"x"}}"# + "\n")
  }

  @Test func brokenTemplatesSayFileLineColumnAndPointer() throws {
    let folder = try TemporaryFolder()
    try folder.write("bad.json", "{\n  \"aps\": {\n    \"alert\": \"hi {{na me}}\"\n  }\n}\n")
    try folder.write("invalid.json", "{\"aps\": }")
    let bad = runAPS(["build", "-t", folder.path + "/bad.json"])
    #expect(bad.exitCode == .failure)
    #expect(bad.stderr == "\(folder.path)/bad.json:3:14: error: malformed placeholder in the string at '/aps/alert', character 9: unexpected 'm' in placeholder 'na'; expected '?', ':TYPE', '=DEFAULT' or '}}'\n")
    let list = runAPS(["templates"], environment: ["APS_TEMPLATE_PATH": folder.path])
    #expect(list.exitCode == .failure)
    #expect(list.stdout.contains("(broken: see the error above)") && list.stdout.contains("widgets"))
    #expect(list.stderr.contains("bad.json:3:14") && list.stderr.contains("invalid.json:1:9"))
    let invalid = runAPS(["templates", "vars", folder.path + "/invalid.json"])
    #expect(invalid.exitCode == .failure)
    #expect(invalid.stderr.hasPrefix("\(folder.path)/invalid.json:1:9: error: "))
    let records = runAPS(["templates", "list", "--format", "json"], environment: ["APS_TEMPLATE_PATH": folder.path])
    let broken = try #require(records.stdout.split(separator: "\n").first { $0.contains(#""name":"bad""#) })
    #expect(broken.hasPrefix(#"{"name":"bad","ok":false,"source":"\#(folder.path)/bad.json","error":{"message":"malformed placeholder"#))
    #expect(broken.hasSuffix(#""line":3,"column":14,"exit":1}}"#))
  }
}

/// A fresh folder under the system temporary directory, removed when the test ends.
final class TemporaryFolder {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("aps-test-" + UUID().uuidString).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ text: String) throws {
    try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }
}
