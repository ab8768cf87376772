import APSKit
import Foundation
import Testing

@testable import APSCLI
@testable import APSCLITests

/// Nothing from the user's curl config reaches a request, output targets are checked
/// before the first request, and each fault of a hostile server gets the result it deserves.
@Suite(.serialized) struct SendHardeningTests {
  static let token = String(repeating: "a", count: 64)
  static let payload = #"{"aps":{"alert":"Hello"}}"#

  static func run(_ mock: MockAPNs, _ arguments: [String], environment: [String: String]? = nil) -> CLIResult {
    runAPS(["send", "--topic", "com.example.app"] + arguments, stdin: payload, environment: environment ?? mock.environment)
  }

  static func records(_ text: String) -> [[String: Any]] {
    text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
  }

  /// A HOME whose ~/.curlrc says `insecure` and `trace-ascii TRACE`: what a user's own curl
  /// config could do to a request if it were read.
  static func hostileHome(_ mock: MockAPNs) throws -> (home: URL, trace: URL) {
    let home = mock.folder.appendingPathComponent("home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let trace = mock.folder.appendingPathComponent("trace.txt")
    try "insecure\ntrace-ascii \(trace.path)\n".write(to: home.appendingPathComponent(".curlrc"), atomically: true, encoding: .utf8)
    return (home, trace)
  }

  /// A hostile ~/.curlrc: `insecure` would trust any server with the token, `trace-ascii` would
  /// write the authorization line to a file. With `-q` first neither applies: the mock's
  /// self-signed certificate is refused (not sent) and no trace appears.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func userCurlConfigIsIgnored() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let (home, trace) = try Self.hostileHome(mock)
    var environment = mock.environment
    environment["HOME"] = home.path
    environment["CURL_CA_BUNDLE"] = nil
    let result = Self.run(mock, ["--device-token", Self.token, "--format", "json"], environment: environment)
    #expect(result.exitCode.rawValue == 75, "\(result.stdout)\(result.stderr)")
    #expect(Self.records(result.stdout).first?["delivery"] as? String == "not-sent")
    #expect(mock.requests.isEmpty, "the untrusted server got nothing")
    #expect(!FileManager.default.fileExists(atPath: trace.path), "no trace of the token")
  }

  /// The printed `request --curl` line, run by sh under the same ~/.curlrc.
  @Test(.enabled(if: Tools.canRunMockAPNs && which("sh") != nil, "needs sh, python3 with h2, openssl and curl"))
  func printedCurlLineIgnoresUserCurlConfig() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let (home, trace) = try Self.hostileHome(mock)
    let line = runAPS(["request", "--device-token", Self.token, "--topic", "com.example.app", "--curl"], stdin: Self.payload, environment: mock.environment)
    let script = mock.folder.appendingPathComponent("send.sh")
    try line.stdout.write(to: script, atomically: true, encoding: .utf8)
    var environment = mock.environment
    environment["HOME"] = home.path
    environment["CURL_CA_BUNDLE"] = nil
    let refused = try runProcess(try #require(which("sh")), [script.path], environment: environment)
    #expect(refused.status == 60, "the certificate is not trusted: \(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: trace.path))
    #expect(mock.requests.isEmpty)
    environment["CURL_CA_BUNDLE"] = mock.certificate.path
    let accepted = try runProcess(try #require(which("sh")), [script.path], environment: environment)
    #expect(accepted.status == 0, "\(accepted.stderr)")
    #expect(mock.requests.first?.headers["authorization"] == "bearer test.jwt.value")
  }

  /// `-o` that cannot be written stops the run before the first request (exit 74).
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func outputIsCheckedBeforeSending() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let missing = Self.run(mock, ["--device-token", Self.token, "-o", "/nonexistent-aps-dir/r.jsonl"])
    #expect(missing.exitCode == .ioError, "\(missing.stderr)")
    let readOnly = mock.folder.appendingPathComponent("ro.jsonl")
    try "old\n".write(to: readOnly, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
    if getuid() != 0 {  // root may write anything
      let refused = Self.run(mock, ["--device-token", Self.token, "-o", readOnly.path])
      #expect(refused.exitCode == .ioError, "\(refused.stderr)")
    }
    let folder = Self.run(mock, ["--device-token", Self.token, "-o", mock.folder.path])
    #expect(folder.exitCode == .ioError)
    #expect(mock.requests.isEmpty, "nothing was sent")
    let file = mock.folder.appendingPathComponent("r.jsonl")
    let written = Self.run(mock, ["--device-token", Self.token, "-o", file.path, "--format", "json"])
    #expect(written.exitCode == .ok, "\(written.stderr)")
    #expect(written.stdout.isEmpty)
    #expect(Self.records(try String(contentsOf: file, encoding: .utf8)).first?["delivery"] as? String == "accepted")
  }

  /// Each fault of a hostile HTTP/2 server: a request the server received and did not answer is
  /// "unknown", never "not sent"; an answer with a status is accepted/rejected whatever follows.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func faultsAreClassified() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let cases: [(String, String, Int?)] = [
      ("CloseMidStream", "unknown", nil), ("ResetStream", "unknown", nil), ("Malformed", "unknown", nil),
      ("GoAway", "unknown", nil), ("HugeBody", "rejected", 400), ("TooManyRequests", "rejected", 429),
      ("InternalServerError", "rejected", 500), ("ServiceUnavailable", "rejected", 503),
    ]
    for (fault, delivery, status) in cases {
      let result = Self.run(mock, ["--device-token", hexToken(fault), "--format", "json", "--no-validate"])
      let record = try #require(Self.records(result.stdout).first, "\(fault): \(result.stderr)")
      #expect(record["delivery"] as? String == delivery, "\(fault): \(record)")
      #expect(record["status"] as? Int == status, "\(fault)")
      if delivery == "unknown" {
        #expect(result.exitCode.rawValue == 76, "\(fault): unknown is exit 76")
        #expect((record["error"] as? [String: Any])?["message"] is String)
      }
    }
    let huge = Self.run(mock, ["--device-token", hexToken("HugeBody"), "--no-validate"])
    #expect(huge.stdout.contains("body was over 65536 bytes"), "\(huge.stdout)")
  }

  /// A server that never answers: `--timeout` ends the run with every token reported.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func timeoutBoundsTheRun() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let result = Self.run(mock, ["--device-token", hexToken("Silent"), "--device-token", Self.token, "--timeout", "2", "--parallel", "1", "--format", "json", "--no-validate"])
    let records = Self.records(result.stdout)
    #expect(records.count == 2)
    #expect(records.first?["delivery"] as? String == "unknown")
    #expect(((records.first?["error"] as? [String: Any])?["message"] as? String)?.contains("2 s") == true, "\(records)")
    #expect(result.exitCode.rawValue == 76)
  }

  /// A TLS server that never completes the handshake: not sent, with the connect limit named.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func noHandshakeIsNotSent() throws {
    let mock = try #require(try MockAPNs.start(mode: "no-tls"))
    defer { mock.stop() }
    let result = Self.run(mock, ["--device-token", Self.token, "--timeout", "3"])
    #expect(result.exitCode.rawValue == 75, "\(result.stdout)")
    #expect(result.stdout.contains("not sent: no connection within 2 s"), "\(result.stdout)")
  }

  /// A server that speaks only HTTP/1.1 is not APNs: its 200 is not "ok".
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func http1ServerIsNotTakenForAPNs() throws {
    let mock = try #require(try MockAPNs.start(mode: "h1"))
    defer { mock.stop() }
    let result = Self.run(mock, ["--device-token", Self.token, "--format", "json"])
    #expect(result.exitCode == .failure)
    let record = try #require(Self.records(result.stdout).first)
    #expect(record["ok"] as? Bool == false)
    #expect(((record["error"] as? [String: Any])?["message"] as? String)?.contains("HTTP/1.1") == true)
  }

  /// Zero-width and direction marks in a server's apns-id are shown, not hidden.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func invisibleCharactersInIDsAreShown() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let result = Self.run(mock, ["--device-token", hexToken("ZeroWidth"), "--no-validate"])
    // curl 7.88's %{header_json} writes bytes above 0x7F as "\uffffffe2"; older curls write the
    // header file: either way nothing invisible reaches the terminal.
    #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x200B || $0.value == 0x200E }, "\(result.stdout)")
    #expect(result.stdout.contains("apns-id=abc"))
    #expect(TerminalText.identifier("abc\u{200B}def\u{200E}") == "abc<U+200B>def<U+200E>")
  }

  /// With token authentication a missing topic is refused before connecting.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func missingTopicIsRefused() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let result = runAPS(["send", "--device-token", Self.token], stdin: Self.payload, environment: mock.environment)
    #expect(result.exitCode == .failure)
    #expect(result.stderr.contains("error[topic-missing]"))
    #expect(mock.requests.isEmpty)
  }

  /// Tokens as captured (NSData description, spaced hex, a BOM) are normalised.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func capturedTokensAreNormalised() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let file = mock.folder.appendingPathComponent("tokens.txt")
    try "\u{FEFF}<aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa aaaaaaaa>\n".write(to: file, atomically: true, encoding: .utf8)
    let fromFile = Self.run(mock, ["--device-tokens", file.path])
    #expect(fromFile.exitCode == .ok, "\(fromFile.stderr)")
    #expect(fromFile.stderr.contains("note[device-token-normalised]"))
    let spaced = Self.run(mock, ["--device-token", "bbbbbbbb bbbbbbbb bbbbbbbb bbbbbbbb bbbbbbbb bbbbbbbb bbbbbbbb bbbbbbbb"])
    #expect(spaced.exitCode == .ok, "\(spaced.stderr)")
    #expect(mock.requests.map { $0.headers[":path"] } == ["/3/device/\(Self.token)", "/3/device/" + String(repeating: "b", count: 64)])
  }

  /// A curl before 7.83 has no `%{header_json}`: the headers come from a file per transfer.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func headersFromFilesForOlderCurl() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    var requests: [APNsRequest] = []
    for token in [Self.token, hexToken("BadDeviceToken")] {
      var request = APNsRequest(
        context: ValidationContext(pushType: "alert", topic: "com.example.app", priority: "10", deviceToken: token),
        environment: .sandbox, body: Array(Self.payload.utf8))
      request.baseURL = "https://127.0.0.1:\(mock.port)"
      requests.append(request)
    }
    for headersInResult in [false, true] {
      var batch = CurlBatch(requests: requests, secrets: ["APNS_JWT": "a.b.c"], parallel: 2)
      batch.headersInResult = headersInResult
      let io = CommandIO.memory(environment: mock.environment)
      var reported: [Int] = []
      let (results, stop) = try batch.run(curl: try #require(which("curl")), io: io) { index, _ in
        reported.append(index)
        return true
      }
      #expect(stop == nil)
      #expect(reported.sorted() == [0, 1])
      #expect(results[0].delivery == .accepted && results[0].response?.apnsUniqueID != nil, "\(headersInResult)")
      #expect(results[1].response?.reason == "BadDeviceToken" && results[1].response?.apnsID != nil, "\(headersInResult)")
    }
  }

  /// A client certificate from a FIFO (a secret manager, `<(…)`): read once by aps, handed to
  /// curl as a private file (curl reads it again for every connection).
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func certificateFromAFIFO() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let pem = try Data(contentsOf: mock.certificate) + Data(contentsOf: mock.folder.appendingPathComponent("key.pem"))
    let fifo = mock.folder.appendingPathComponent("cert.fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo.path) {
        handle.write(pem)
        try? handle.close()
      }
    }
    writer.start()
    var environment = mock.environment
    environment["APNS_JWT"] = nil
    let temporary = mock.folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    environment["TMPDIR"] = temporary.path
    let result = Self.run(mock, ["--device-token", Self.token, "--cert", fifo.path], environment: environment)
    #expect(result.exitCode == .ok, "\(result.stdout)\(result.stderr)")
    #expect(mock.requests.first?.headers["authorization"] == nil, "certificate authentication sends no token")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "the private copy is removed")
  }

  /// Every send record has the same keys in the same order, null when unknown
  /// (`aps help json`), whatever happened to the token.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func everyRecordHasEveryKey() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let result = Self.run(mock, [
      "--device-token", Self.token, "--device-token", hexToken("Unregistered"), "--device-token", hexToken("ResetStream"),
      "--format", "json", "--no-validate",
    ])
    let keys = ["deviceToken", "ok", "delivery", "status", "apnsId", "apnsUniqueId", "reason", "timestamp", "timestampDate", "meaning", "fix", "error"]
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    for line in lines {
      guard case .object(let members) = try JSONText(scanning: Array(line.utf8)).value else {
        Issue.record("not an object: \(line)")
        continue
      }
      #expect(members.map(\.key) == keys, "\(line)")
    }
  }
}
