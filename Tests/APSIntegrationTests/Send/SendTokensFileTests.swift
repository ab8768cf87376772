import APSKit
import Foundation
import Testing

@testable import APSCLI
@testable import APSCLITests

/// `aps send` as a new user drives it: a tokens file as people keep them, and the curl on $PATH.
@Suite(.serialized) struct SendTokensFileTests {
  static let payload = #"{"aps":{"alert":"Hello"}}"#
  static let first = String(repeating: "a", count: 64)
  static let second = String(repeating: "b", count: 64)

  /// Blank lines, comments, CRLF, spaces and a token given twice (once in capitals): each
  /// device gets one request, since two would show the notification twice.
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func duplicatesAreSentOnce() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let file = mock.folder.appendingPathComponent("tokens.txt")
    let text = "# devices\r\n\r\n\(Self.first)\r\n  \(Self.second)  \r\n\(Self.first)\r\n\(Self.second.uppercased())"
    try text.write(to: file, atomically: true, encoding: .utf8)
    let result = runAPS(["send", "--device-tokens", file.path, "--topic", "com.example.app"], stdin: Self.payload, environment: mock.environment)
    #expect(result.exitCode == .ok, "\(result.stdout)\(result.stderr)")
    #expect(mock.requests.count == 2)
    #expect(result.stdout.split(separator: "\n").count == 2)
    #expect(result.stderr.contains("tokens.txt:5:1: note[device-token-duplicate]: device token \(Self.first) was already given; it is sent once"))
    #expect(result.stderr.contains("tokens.txt:6:1: note[device-token-duplicate]"))
  }

  /// A tokens file with nothing in it is a data error in a file given as an option (exit 1).
  @Test func emptyTokensFileExits1() throws {
    let folder = try makeTemporaryFolder()
    let file = folder.appendingPathComponent("tokens.txt")
    try "# none yet\n\n".write(to: file, atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["APNS_JWT"] = "x.y.z"
    let result = runAPS(["send", "--device-tokens", file.path, "--topic", "com.example.app"], stdin: Self.payload, environment: environment)
    #expect(result.exitCode == .failure)
    #expect(result.stderr.contains("tokens.txt holds no device tokens"))
  }

  /// curl's write-out manual: "errormsg … (Added in 7.75.0)", "exitcode … (Added in 7.75.0)"
  /// (https://everything.curl.dev/usingcurl/verbose/all-variables.html).
  @Test(arguments: [
    ("curl 7.58.0 (x86_64-pc-linux-gnu) libcurl/7.58.0\nFeatures: AsynchDNS IPv6 SSL HTTP2\n", "is curl 7.58.0; aps send needs curl 7.75 or later"),
    ("curl 8.5.0 (x86_64-pc-linux-gnu) libcurl/8.5.0\nFeatures: AsynchDNS IPv6 SSL\n", "is built without HTTP/2"),
    ("something else\n", "did not print a curl version"),
  ])
  func unusableCurlIsRefusedBeforeSending(version: String, message: String) throws {
    let folder = try makeTemporaryFolder()
    let curl = folder.appendingPathComponent("curl")
    let script = "#!/bin/sh\nprintf '%s' '\(version)'\necho sent >> '\(folder.path)/calls'\n"
    try script.write(to: curl, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: curl.path)
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = folder.path
    environment["APNS_JWT"] = "x.y.z"
    let result = runAPS(["send", "--device-token", Self.first, "--topic", "com.example.app"], stdin: Self.payload, environment: environment)
    #expect(result.exitCode == .unavailable, "an unusable curl is a tool aps drives that is unavailable: 69")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    let calls = (try? String(contentsOf: folder.appendingPathComponent("calls"), encoding: .utf8)) ?? ""
    #expect(calls == "sent\n", "curl was only asked for its version")
  }

  /// A --cert file that cannot be opened is exit 66 before curl runs (not one curl error per token).
  @Test(arguments: ["missing.pem", "missing.p12"])
  func missingCertificateExits66(certificate: String) throws {
    let folder = try makeTemporaryFolder()
    let result = runAPS(
      ["send", "--device-token", Self.first, "--topic", "com.example.app", "--cert", folder.appendingPathComponent(certificate).path],
      stdin: Self.payload, environment: ["PATH": folder.path])
    #expect(result.exitCode == .noInput, "\(result.stderr)")
    #expect(result.stderr.contains("cannot open") && result.stderr.contains("missing."))
  }

  /// `--cert FILE:PASSWORD` put the password in `ps`: the file is the whole value, and the old
  /// form is refused with the way to give a password unseen (the password is not echoed).
  @Test func certificatePasswordOnTheCommandLineIsRefused() throws {
    let folder = try makeTemporaryFolder()
    let file = folder.appendingPathComponent("push.p12")
    try "not really".write(to: file, atomically: true, encoding: .utf8)
    let result = runAPS(
      ["send", "--device-token", Self.first, "--topic", "com.example.app", "--cert", file.path + ":s3cr3t"],
      stdin: Self.payload, environment: ["PATH": folder.path])
    #expect(result.exitCode == .usage, "\(result.stderr)")
    #expect(result.stderr.contains("--cert-pass-env VAR"))
    #expect(!result.stderr.contains("s3cr3t"), "the password is not echoed")
    let colon = folder.appendingPathComponent("a:b.pem")
    try "not a certificate".write(to: colon, atomically: true, encoding: .utf8)
    let named = runAPS(
      ["send", "--device-token", Self.first, "--topic", "com.example.app", "--cert", colon.path],
      stdin: Self.payload, environment: ["PATH": folder.path])
    #expect(!named.stderr.contains("cannot open"), "a ':' in a file name is part of it: \(named.stderr)")
  }

  @Test func curlVersionIsRead() {
    let version = CurlVersion(versionOutput: "curl 7.88.1 (x86_64-pc-linux-gnu) libcurl/7.88.1 OpenSSL/3.0.11 nghttp2/1.52.0\nRelease-Date: 2023-02-20\nFeatures: alt-svc AsynchDNS HTTP2 HTTPS-proxy IPv6 SSL\n")
    #expect(version?.text == "7.88.1")
    #expect(version?.http2 == true)
    #expect(version?.isRecentEnough == true)
    #expect(CurlVersion(versionOutput: "curl 7.74.0 (x)\nFeatures: HTTP2\n")?.isRecentEnough == false)
    #expect(CurlVersion(versionOutput: "curl 7.75.0 (x)\nFeatures: HTTP2\n")?.isRecentEnough == true)
    #expect(CurlVersion(versionOutput: "curl 8.10.0-DEV (x)\nFeatures: HTTP2\n")?.text == "8.10.0")
  }
}

/// An old `$APNS_JWT` is warned about before sending (APNs: "If the value in the `iat` field is
/// more than one hour old, APNs rejects any notifications containing the token", Establishing a
/// token-based connection to APNs); it is still sent, since the local clock may be wrong.
@Suite(.serialized) struct SendProviderTokenAgeTests {
  @Test(.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing))
  func staleTokenIsWarnedAbout() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    var environment = mock.environment
    environment["APNS_JWT"] = ProviderTokenAgeTestsJWT.make(iat: 1_796_000_000)
    environment["SOURCE_DATE_EPOCH"] = String(1_796_000_000 + 7200)
    let token = String(repeating: "c", count: 64)
    let result = runAPS(["send", "--device-token", token, "--topic", "com.example.app"], stdin: #"{"aps":{"alert":"Hi"}}"#, environment: environment)
    #expect(result.stderr.contains("warning[provider-token-age]: $APNS_JWT: it was issued 120 minutes ago"), "\(result.stderr)")
    #expect(mock.requests.count == 1)
    environment["SOURCE_DATE_EPOCH"] = String(1_796_000_000 + 600)
    let fresh = runAPS(["send", "--device-token", token, "--topic", "com.example.app"], stdin: #"{"aps":{"alert":"Hi"}}"#, environment: environment)
    #expect(!fresh.stderr.contains("provider-token"), "\(fresh.stderr)")
  }
}

enum ProviderTokenAgeTestsJWT {
  static func make(iat: Int) -> String {
    Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABC123DEFG"}"#.utf8)) + "."
      + Base64URL.encode(Array(#"{"iss":"DEF123GHIJ","iat":\#(iat)}"#.utf8)) + ".c2ln"
  }
}
