import APSKit
import Foundation
import Testing

@testable import APSCLI
@testable import APSCLITests

/// `aps send` against the local HTTP/2 mock APNs: every documented reason, the 200 path, what
/// reaches the server, and that nothing is sent when a check fails.
/// Reasons: https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns
@Suite(.serialized) struct SendCommandTests {
  static let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"
  static let payload = #"{"aps":{"alert":"Hello"}}"#

  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func acceptedTokenReportsIDsAndSendsTheHeaders() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let result = runAPS(
      ["send", "--device-token", Self.token, "--topic", "com.example.app", "--apns-id", "eabeae54-14a8-11e5-b60b-1697f925ec7b", "--expiration", "0"],
      stdin: Self.payload, environment: mock.environment)
    #expect(result.exitCode == .ok, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.hasPrefix("\(Self.token): 200 accepted apns-id=eabeae54-14a8-11e5-b60b-1697f925ec7b apns-unique-id="))
    let request = try #require(mock.requests.first)
    #expect(request.headers[":path"] == "/3/device/\(Self.token)")
    #expect(request.headers[":method"] == "POST")
    #expect(request.headers["authorization"] == "bearer test.jwt.value")
    #expect(request.headers["apns-push-type"] == "alert")
    #expect(request.headers["apns-topic"] == "com.example.app")
    #expect(request.headers["apns-expiration"] == "0")
    #expect(request.body == Self.payload)
  }

  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func everyDocumentedReasonIsReportedWithMeaningAndFix() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let tokens = APNsReason.all.map { hexToken($0.reason) }
    let result = runAPS(
      ["send", "--topic", "com.example.app", "--parallel", "4", "--format", "json"] + tokens.flatMap { ["--device-token", $0] } + ["--device-token", Self.token],
      stdin: Self.payload, environment: mock.environment)
    #expect(result.exitCode == .failure, "one rejection makes the run fail")
    let records = result.stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    #expect(records.count == APNsReason.all.count + 1)
    #expect(mock.requests.count == APNsReason.all.count + 1)
    for (reason, record) in zip(APNsReason.all, records) {
      #expect(record["deviceToken"] as? String == hexToken(reason.reason))
      #expect(record["ok"] as? Bool == false)
      #expect(record["status"] as? Int == reason.status, "\(reason.reason): the mock answers Apple's status")
      #expect(record["reason"] as? String == reason.reason)
      #expect(record["meaning"] as? String == reason.meaning)
      #expect((record["fix"] as? String)?.isEmpty == false)
      #expect(record["apnsId"] is String)
    }
    #expect(records.last?["ok"] as? Bool == true)
    #expect(records.last?["apnsUniqueId"] is String)
    let unregistered = try #require(records.first { $0["reason"] as? String == "Unregistered" })
    #expect(unregistered["timestamp"] as? Int == 1_700_000_000_000, "a number, as Apple sends it")
    #expect(unregistered["delivery"] as? String == "rejected")
    #expect(records.last?["delivery"] as? String == "accepted")
    #expect(records.last?["reason"] is NSNull, "every key present, null when unknown")
    #expect(unregistered["timestampDate"] as? String == "2023-11-14T22:13:20Z", "Apple: milliseconds since Epoch")
  }

  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func badDeviceTokenTextSaysSandboxOrProduction() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let result = runAPS(["send", "--device-token", hexToken("BadDeviceToken"), "--topic", "com.example.app", "--production"], stdin: Self.payload, environment: mock.environment)
    #expect(result.exitCode == .failure)
    #expect(result.stdout.contains(": 400 rejected apns-id="))
    #expect(result.stdout.contains("BadDeviceToken\n  meaning: The specified device token is invalid. Verify that the request contains a valid token and that the token matches the environment.\n  fix: sandbox token sent to production"))
  }

  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func nothingIsSentWhenAChecksFails() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    // A bad header value given as an option is a usage error (64); a bad payload is data (1).
    let cases: [([String], String, Int32)] = [
      (["--device-token", Self.token, "--topic", "com.x\r\nx-injected: 1"], Self.payload, 64),
      (["--device-token", "../../evil?x="], Self.payload, 64),
      (["--device-token", "abc"], Self.payload, 64),
      (["--device-token", Self.token, "--topic", "com.example.app"], #"{"aps":{"badge":"1"}}"#, 1),
      (["--device-token", Self.token, "--topic", "com.example.app"], #"{"aps":"#, 1),
      (["--device-token", Self.token, "--topic", "com.example.app", "--no-validate", "--apns-id", "x\ny"], Self.payload, 64),
      ([], Self.payload, 64),
    ]
    for (arguments, stdin, exit) in cases {
      let result = runAPS(["send"] + arguments, stdin: stdin, environment: mock.environment)
      #expect(result.exitCode.rawValue == exit, "\(arguments): \(result.stderr)")
    }
    #expect(mock.requests.isEmpty, "no request reached the server")
  }

  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func noAuthenticationIsAUsageError() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    var environment = mock.environment
    environment["APNS_JWT"] = nil
    environment["APNS_KEY_FILE"] = nil
    let result = runAPS(["send", "--device-token", Self.token, "--topic", "com.example.app"], stdin: Self.payload, environment: environment)
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("no authentication"))
    #expect(mock.requests.isEmpty)
  }

  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func tokensFileBadLineIsLocated() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let file = mock.folder.appendingPathComponent("tokens.txt")
    try "# devices\n\(Self.token)\n\nnot-a-token\n".write(to: file, atomically: true, encoding: .utf8)
    let result = runAPS(["send", "--device-tokens", file.path, "--topic", "com.example.app"], stdin: Self.payload, environment: mock.environment)
    #expect(result.exitCode == .failure)
    #expect(result.stderr.contains("tokens.txt:4:1: error[header-value]: device token 'not-a-token' is not hexadecimal"))
    #expect(mock.requests.isEmpty)
  }

  /// `aps send --alert Hi …` answered "Did you mean '--cert'?"; it builds the payload as
  /// `aps build` does (houston: `apn push TOKEN -m Hi`), templates included.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func buildFlagsMakeThePayload() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let result = runAPS(
      ["send", "--alert", "Hi", "--badge", "2", "--device-token", Self.token, "--topic", "com.example.app"], environment: mock.environment)
    #expect(result.exitCode == .ok, "\(result.stdout)\(result.stderr)")
    #expect(mock.requests.first?.body == #"{"aps":{"alert":"Hi","badge":2}}"#)
    let voip = runAPS(
      ["send", "--template", "voip", "--var", "call-id=6f9619ff-8b86-d011-b42d-00cf4fc964ff", "--var", "caller-name=Ann", "--var", "handle=+15551234567", "--device-token", Self.token, "--topic", "com.example.app.voip"],
      environment: mock.environment)
    #expect(voip.exitCode == .ok, "\(voip.stdout)\(voip.stderr)")
    #expect(mock.requests.last?.headers["apns-push-type"] == "voip", "the template's push type")
  }

  @Test(.enabled(if: which("curl") != nil, "needs curl"))
  func unreachableServerIsReportedPerToken() throws {
    var environment = ProcessInfo.processInfo.environment
    environment["APS_APNS_URL"] = "https://127.0.0.1:9"  // discard port: nothing listens
    environment["APNS_JWT"] = "x.y.z"
    let result = runAPS(["send", "--device-token", Self.token, "--topic", "com.example.app", "--format", "json"], stdin: Self.payload, environment: environment)
    #expect(result.exitCode.rawValue == 75, "not sent: safe to send again")
    #expect(result.stdout.contains(#""ok":false,"delivery":"not-sent","status":null,"#))
    #expect(result.stdout.contains(#""error":{"message":"curl 7: "#))
    // The record's exit is the process's: 75, not 1.
    let record = try JSONText(scanning: result.stdout).value
    #expect(record["error"]?["exit"] == 75)
  }

  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func keyOptionsSignATokenInline() throws {
    let mock = try #require(try MockAPNs.start())
    let openssl = try #require(which("openssl"))
    defer { mock.stop() }
    let key = mock.folder.appendingPathComponent("AuthKey.p8")
    let made = try runProcess(openssl, ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-out", key.path])
    try #require(made.status == 0)
    var environment = mock.environment
    environment["APNS_JWT"] = nil
    environment["SOURCE_DATE_EPOCH"] = "1796119200"
    let result = runAPS(
      ["send", "--device-token", Self.token, "--topic", "com.example.app", "--key-file", key.path, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"],
      stdin: Self.payload, environment: environment)
    #expect(result.exitCode == .ok, "\(result.stdout)\(result.stderr)")
    let authorization = try #require(mock.requests.first?.headers["authorization"])
    let header = Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABC123DEFG"}"#.utf8))
    let claims = Base64URL.encode(Array(#"{"iss":"DEF123GHIJ","iat":1796119200}"#.utf8))
    #expect(authorization.hasPrefix("bearer \(header).\(claims)."), "\(authorization)")
  }
}
