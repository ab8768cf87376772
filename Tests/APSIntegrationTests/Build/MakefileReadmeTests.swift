import Foundation
import Testing
@testable import APSCLITests

/// The Makefile recipe of docs/makefile-example.md, run exactly as printed with the real `aps` binary and `make`:
/// payloads are built into a folder that does not exist yet, kept after `send-%`, a bad value in
/// a vars file makes `make` fail, and `send-%` (against the local mock APNs) fails on a rejection.
@Suite(.serialized, .enabled(if: which("make") != nil && apsBinary != nil, "needs make and the built aps binary"))
struct MakefileReadmeTests {
  /// The first ```make block of docs/makefile-example.md, and the order template's ```json block
  /// (docs/templates.md).
  static func readmeParts() throws -> (makefile: String, template: String) {
    let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/makefile-example.md"), encoding: .utf8)
    let makeStart = try #require(page.range(of: "```make\n"))
    let makeEnd = try #require(page.range(of: "```\n", range: makeStart.upperBound..<page.endIndex))
    let templates = try String(contentsOf: packageRoot.appendingPathComponent("docs/templates.md"), encoding: .utf8)
    let templateMarker = try #require(templates.range(of: "\"description\": \"Order status for the shop app.\""))
    let templateStart = try #require(templates.range(of: "```json\n", options: .backwards, range: templates.startIndex..<templateMarker.lowerBound))
    let templateEnd = try #require(templates.range(of: "```\n", range: templateMarker.upperBound..<templates.endIndex))
    return (String(page[makeStart.upperBound..<makeEnd.lowerBound]), String(templates[templateStart.upperBound..<templateEnd.lowerBound]))
  }

  static func project() throws -> (folder: URL, make: String, environment: [String: String]) {
    let make = try #require(which("make"))
    let aps = try #require(apsBinary)
    let (makefile, template) = try readmeParts()
    #expect(makefile.contains("\t@mkdir -p $(@D)\n"), "the recipe creates the payloads folder")
    #expect(makefile.contains(".SECONDARY:"), "make keeps the payloads")
    let folder = try makeTemporaryFolder()
    let files = FileManager.default
    try files.createDirectory(at: folder.appendingPathComponent("push-templates"), withIntermediateDirectories: true)
    try files.createDirectory(at: folder.appendingPathComponent("vars"), withIntermediateDirectories: true)
    try makefile.write(to: folder.appendingPathComponent("Makefile"), atomically: true, encoding: .utf8)
    try template.write(to: folder.appendingPathComponent("push-templates/order.json"), atomically: true, encoding: .utf8)
    try #"{"order": "1234"}"#.write(to: folder.appendingPathComponent("vars/welcome.json"), atomically: true, encoding: .utf8)
    try "{\n  \"order\": \"1234\",\n  \"badge\": \"many\"\n}\n".write(to: folder.appendingPathComponent("vars/broken.json"), atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = URL(fileURLWithPath: aps).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["MAKEFLAGS"] = nil
    return (folder, make, environment)
  }

  @Test func payloadsAreBuiltKeptAndABadVarsFileFailsMake() throws {
    let (folder, make, environment) = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let built = try runProcess(make, ["payloads/welcome.json"], environment: environment, directory: folder)
    #expect(built.status == 0, "\(built.stdout)\(built.stderr)")
    let payload = try String(contentsOf: folder.appendingPathComponent("payloads/welcome.json"), encoding: .utf8)
    #expect(payload == #"{"aps":{"alert":{"title":"Order 1234","body":"Shipped"}},"order":"1234"}"#)
    let headers = try String(contentsOf: folder.appendingPathComponent("payloads/welcome.headers"), encoding: .utf8)
    #expect(headers == "apns-push-type: alert\n")

    let broken = try runProcess(make, ["payloads/broken.json"], environment: environment, directory: folder)
    #expect(broken.status != 0, "a bad value in a vars file must fail make")
    #expect(broken.stderr.contains("vars/broken.json:3:"), "located in the vars file: \(broken.stderr)")
    #expect(!broken.stderr.contains("Usage:"), "a data error, not a usage error")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("payloads/broken.json").path))
  }

  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func sendFailsMakeOnARejectionAndKeepsThePayload() throws {
    let (folder, make, baseEnvironment) = try Self.project()
    defer { try? FileManager.default.removeItem(at: folder) }
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    var environment = mock.environment
    environment["PATH"] = baseEnvironment["PATH"]
    let sent = try runProcess(make, ["send-welcome"], environment: environment, directory: folder)
    #expect(sent.status == 0, "\(sent.stdout)\(sent.stderr)")
    #expect(sent.stdout.contains(": 200 accepted"))
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("payloads/welcome.json").path), "make kept the payload")
    #expect(mock.requests.first?.headers["apns-push-type"] == "alert")

    let rejected = try runProcess(make, ["send-welcome", "TOKEN=\(hexToken("BadDeviceToken"))"], environment: environment, directory: folder)
    #expect(rejected.status != 0, "a rejected token must fail make")
    #expect(rejected.stdout.contains("BadDeviceToken"))

    let count = mock.requests.count
    let broken = try runProcess(make, ["send-broken"], environment: environment, directory: folder)
    #expect(broken.status != 0)
    #expect(mock.requests.count == count, "nothing is sent for a payload that failed to build")
  }
}
