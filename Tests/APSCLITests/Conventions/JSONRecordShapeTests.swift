import APSKit
import Foundation
import Testing

@testable import APSCLI

/// The JSON contract carries data, not display text: fields with real values and JSON Pointer
/// paths, one `diagnostics` shape everywhere, size rows whose `bytes` mean what the text says.
@Suite struct JSONRecordShapeTests {
  private static let getuiUserInfo = """
    {"_ge_":1,"_gmid_":"OSS-0212_1b75:msg-1:extra","payload":"{\\"a\\":1}\\nline two that is longer than thirty-six characters, to be cut in text","aps":{"alert":"Hi"}}
    """

  /// The elements of an array in a record.
  static func array(_ value: JSONValue?) -> [JSONValue]? {
    if case .array(let elements)? = value { return elements }
    return nil
  }

  private func record(_ result: CLIResult) throws -> JSONValue {
    try JSONText(scanning: Array(result.stdout.utf8)).value
  }

  @Test func getuiFieldsHoldRealValuesAndJSONPointers() throws {
    let result = runAPS(["getui", "decode", "--format", "json", "-"], stdin: Self.getuiUserInfo)
    let fields = try #require(Self.array(try record(result)["fields"]))
    for field in fields {
      if case .string(let path) = field["path"] { #expect(path.isEmpty || path.hasPrefix("/"), "\(path)") }
    }
    let ge = try #require(fields.first { $0["name"] == .string("/_ge_") })
    #expect(ge["value"] == .number("1"))
    let task = try #require(fields.first { $0["name"] == .string("taskId") })
    #expect(task["path"] == .string("/_gmid_"))
    let payload = try #require(fields.first { $0["name"] == .string("/payload") })
    guard case .string(let text) = payload["value"] else { Issue.record("payload value not a string"); return }
    #expect(text.contains("\n") && !text.contains("…"))
  }

  @Test func everyFindingIsADiagnosticWithOneShape() throws {
    let keys = ["severity", "rule", "path", "line", "column", "message", "hint"]
    let jpush = runAPS(["jpush", "parse", "--format", "json", "-"], stdin: #"{"message":{"title":"t"}}"#)
    let jpushRecord = try record(jpush)
    #expect(jpushRecord["findings"] == nil)
    let diagnostic = try #require(Self.array(jpushRecord["diagnostics"])?.first)
    #expect(diagnostic.keys == keys)
    #expect(diagnostic["rule"] == .string("jpush"))

    let getui = runAPS(["getui", "decode", "--format", "json", "-"], stdin: #"{"payload":{"a":1},"aps":{}}"#)
    let getuiDiagnostic = try #require(Self.array(try record(getui)["diagnostics"])?.first)
    #expect(getuiDiagnostic.keys == keys)
    #expect(getuiDiagnostic["line"] == .number("1"))

    let inspect = runAPS(["inspect", "--format", "json", "-"], stdin: "{\n\"aps\": {\"badge\": \"1\"}\n}")
    let inspectRecord = try record(inspect)
    #expect(inspectRecord["findings"] == nil && inspectRecord["diagnostics"] != nil)
    let apns = try #require(Self.array(inspectRecord["apns"]?["diagnostics"])?.first)
    #expect(apns.keys == keys)
    #expect(apns["line"] == .number("2"), "a JSON input's finding has its line")
  }

  @Test func sizeBreakdownBytesAreTheSubtreeAsInText() throws {
    let payload = #"{"aps":{"alert":"Hello","badge":1},"x":1}"#
    let text = runAPS(["size", "--breakdown", "-"], stdin: payload).stdout
    let json = try record(runAPS(["size", "--breakdown", "--format", "json", "-"], stdin: payload))
    let rows = try #require(Self.array(json["breakdown"]))
    let aps = try #require(rows.first { $0["path"] == .string("/aps") })
    guard case .number(let bytes) = aps["bytes"] else { Issue.record("no bytes"); return }
    #expect(text.contains("aps") && text.split(separator: "\n").contains { $0.contains("aps ") && $0.contains(" \(bytes) ") })
    let own = rows.compactMap { row -> Int? in if case .number(let n) = row["own"] { return Int(n) } else { return nil } }
    #expect(own.reduce(0, +) == payload.utf8.count)
  }

  @Test func getuiJSONPutsNotesInTheRecordNotOnStandardError() throws {
    let log = "2019-06-10 11:02:31.118824+0800 GTDemo[1203:512345] {\n  \"_ge_\" = 1;\n  payload = \"{}\";\n  aps = {};\n}\n"
    let result = runAPS(["getui", "decode", "--format", "json", "-"], stdin: log)
    #expect(result.stderr == "")
    let notes = try #require(Self.array(try record(result)["notes"]))
    #expect(!notes.isEmpty)
  }
}

/// `aps help json` documents jq, not a `--jq` of our own: one example for each record.
@Suite struct JQOneLinerTests {
  @Test(arguments: ["aps validate", "aps size", "aps inspect", "aps getui decode", "aps jpush parse",
    "aps templates list", "aps templates vars", "aps send", "aps predict"])
  func everyRecordHasAJQOneLiner(_ command: String) {
    let text = runAPS(["help", "json"]).stdout
    let lines = text.split(separator: "\n").filter { $0.contains(command + " ") && $0.contains("| jq") }
    #expect(!lines.isEmpty, "no jq example for \(command)")
  }
}
