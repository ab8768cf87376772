import Foundation
import Testing

@testable import APSCLITests

/// `aps` started with standard input or output closed (`<&-`, `>&-`): descriptors 0–2 are opened
/// on /dev/null at start, so the pipes to openssl and curl never take their numbers (the child's
/// own stdin or stdout was closed after `dup2`: "could not sign", "did not print a version").
/// A closed standard output is still an error when something is printed to it.
@Suite(.enabled(if: apsBinary != nil && which("sh") != nil && which("openssl") != nil && which("curl") != nil,
  "needs the aps binary, sh, openssl and curl"))
struct ClosedDescriptorTests {
  /// Runs `aps ARGS REDIRECTIONS` through sh in `folder`.
  func run(_ arguments: String, _ redirections: String, in folder: URL, environment: [String: String] = [:]) throws -> ProcessResult {
    var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
    env.merge(environment) { $1 }
    return try runProcess(
      try #require(which("sh")), ["-c", "cd \"$1\" && exec \"$0\" \(arguments) \(redirections)", try #require(apsBinary), folder.path],
      environment: env)
  }

  func withKey(_ body: (URL) throws -> Void) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = try runProcess(
      try #require(which("openssl")),
      ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-out", folder.appendingPathComponent("key.p8").path])
    try #require(made.status == 0, "\(made.stderr)")
    try #"{"aps":{"alert":"Hi"}}"#.write(to: folder.appendingPathComponent("push.json"), atomically: true, encoding: .utf8)
    try body(folder)
  }

  @Test(arguments: ["<&-", ">&-", "<&- >&-"])
  func tokenSignsWithClosedStandardStreams(_ redirections: String) throws {
    try withKey { folder in
      let result = try run("token --key-file key.p8 --key-id ABC123DEFG --team-id DEF123GHIJ -o jwt.txt", redirections, in: folder)
      #expect(result.status == 0, "\(result.stderr)")
      let jwt = try String(contentsOf: folder.appendingPathComponent("jwt.txt"), encoding: .utf8)
      #expect(jwt.split(separator: ".").count == 3)
    }
  }

  /// curl runs (its version is read, the request is tried): "not sent" because nothing listens.
  @Test(arguments: ["<&-", ">&-"])
  func sendDrivesCurlWithClosedStandardStreams(_ redirections: String) throws {
    try withKey { folder in
      let result = try run(
        "send push.json --device-token aabb --topic com.example.app -o result.txt", redirections, in: folder,
        environment: ["APNS_JWT": "a.b.c", "APS_APNS_URL": "http://127.0.0.1:1"])
      #expect(result.status == 75, "\(result.stderr)")
      #expect(!result.stderr.contains("version"), "\(result.stderr)")
      let printed = try String(contentsOf: folder.appendingPathComponent("result.txt"), encoding: .utf8)
      #expect(printed.hasPrefix("aabb: not sent: curl 7:"), "\(printed)")
    }
  }

  /// Output to a closed standard output still fails (exit 74), as it did before /dev/null stood in.
  @Test func printingToClosedStandardOutputStillFails() throws {
    try withKey { folder in
      let result = try run("fmt push.json", ">&-", in: folder)
      #expect(result.status == 74)
      #expect(result.stderr.contains("cannot write <stdout>"), "\(result.stderr)")
    }
  }
}
