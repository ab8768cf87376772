import APSKit
import Foundation
import Testing

@testable import APSCLI

/// `aps doctor`: nothing checked the tools send and token drive. Each check says what to do; exit
/// 0 when every check that applies passes, 1 otherwise; one JSON record per check.
@Suite struct DoctorCommandTests {
  /// A folder with a fake `curl` that prints `versionText` for `--version`.
  static func fakeCurl(_ versionText: String) throws -> URL {
    let folder = try makeTemporaryFolder()
    let script = folder.appendingPathComponent("curl")
    try "#!/bin/sh\nprintf '%s\\n' '\(versionText)'\n".write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    return folder
  }

  @Test func missingToolsAndAnUnwritableFolderFailWithWhatToDo() {
    let result = runAPS(["doctor"], environment: ["PATH": "/nonexistent", "TMPDIR": "/nonexistent/tmp"])
    #expect(result.exitCode == .failure)
    #expect(result.stdout.contains("fails   curl: not on $PATH"))
    #expect(result.stdout.contains("        fix: install curl"))
    #expect(result.stdout.contains("fails   temporary folder: cannot write in /nonexistent/tmp"))
    #if !canImport(CryptoKit)
      #expect(result.stdout.contains("fails   token signing: no openssl on $PATH"))
    #endif
  }

  @Test func curlWithoutHTTP2Fails() throws {
    let folder = try Self.fakeCurl("curl 8.5.0 (x86_64-pc-linux-gnu)\nFeatures: IPv6 SSL")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runAPS(["doctor", "--format", "json"], environment: ["PATH": folder.path])
    let records = try result.stdout.split(separator: "\n").map { try JSONText(scanning: Array($0.utf8)).value }
    #expect(records.map { $0["check"] } == ["curl", "token signing", "simulator", "temporary folder"])
    let curl = try #require(records.first)
    #expect(curl["ok"] == false && curl["status"] == "fails")
    #expect(curl["detail"]?.stringValue?.contains("without HTTP/2") == true)
    #expect(curl["fix"]?.stringValue?.contains("HTTP/2") == true)
    #expect(result.exitCode == .failure)
  }

  @Test func aUsableCurlPasses() throws {
    let folder = try Self.fakeCurl("curl 8.5.0 (x86_64-pc-linux-gnu)\nFeatures: HTTP2 SSL")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runAPS(["doctor"], environment: ["PATH": folder.path])
    #expect(result.stdout.hasPrefix("ok      curl: curl 8.5.0 with HTTP/2 at \(folder.path)/curl\n"), "\(result.stdout)")
    #if os(Linux)
      #expect(result.stdout.contains("skipped simulator: "))
    #endif
  }
}
