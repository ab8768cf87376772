import Foundation
import Testing
@testable import APSCLITests

/// The local HTTP/2 mock APNs (`Fixtures/send/mock_apns.py`, Python `h2`) on 127.0.0.1 over TLS
/// with a throw-away self-signed certificate. Tests that use it are `.enabled(if: Tools.canRunMockAPNs, Tools.mockAPNsMissing)`
/// (python3 with h2, openssl and curl), so they show as skipped without them. Loopback only: no
/// test reaches the network; the mock ends itself after two minutes whatever happens.
/// `mode` picks a hostile server: "h1" (HTTP/1.1 only) or "no-tls" (never does the handshake).
final class MockAPNs: @unchecked Sendable {
  let process: Process
  let folder: URL
  let port: Int
  var log: URL { folder.appendingPathComponent("requests.jsonl") }
  var certificate: URL { folder.appendingPathComponent("cert.pem") }

  /// The environment that points `aps` (and curl) at the mock.
  var environment: [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["APS_APNS_URL"] = "https://127.0.0.1:\(port)"
    environment["CURL_CA_BUNDLE"] = certificate.path
    environment["APNS_JWT"] = "test.jwt.value"
    return environment
  }

  /// Each request the mock received: its headers (`:path`, `authorization`, …) and body.
  var requests: [(headers: [String: String], body: String)] {
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap { line in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
      return (object["headers"] as? [String: String] ?? [:], object["body"] as? String ?? "")
    }
  }

  static let python: String? = {
    for candidate in ["/usr/bin/python3", which("python3")].compactMap({ $0 }) {
      if let result = try? runProcess(candidate, ["-c", "import h2"]), result.status == 0 { return candidate }
    }
    return nil
  }()

  static func start(mode: String = "") throws -> MockAPNs? {
    guard let python, let openssl = which("openssl"), which("curl") != nil else {
      print("note: skipping: the mock APNs needs python3 with h2 (Debian python3-h2), openssl and curl")
      return nil
    }
    let folder = try makeTemporaryFolder()
    let made = try runProcess(openssl, [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=127.0.0.1",
      "-addext", "subjectAltName=IP:127.0.0.1", "-days", "1",
      "-keyout", folder.appendingPathComponent("key.pem").path, "-out", folder.appendingPathComponent("cert.pem").path,
    ])
    guard made.status == 0 else {
      // An openssl without `req -addext` (old LibreSSL) cannot make the certificate: skip, visibly.
      print("note: skipping: openssl could not make the mock's certificate: \(made.stderr)")
      return nil
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    let script = packageRoot.appendingPathComponent("Tests/APSCLITests/Fixtures/send/mock_apns.py").path
    process.arguments = [script, folder.appendingPathComponent("requests.jsonl").path,
      folder.appendingPathComponent("cert.pem").path, folder.appendingPathComponent("key.pem").path, mode]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var line = Data()
    while !line.contains(0x0A) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      line.append(chunk)
    }
    guard let port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
      process.terminate()
      Issue.record("the mock APNs did not print its port")
      return nil
    }
    return MockAPNs(process: process, folder: folder, port: port)
  }

  private init(process: Process, folder: URL, port: Int) {
    self.process = process
    self.folder = folder
    self.port = port
  }

  /// SIGKILL: a child started from a libdispatch worker thread inherits its blocked signals, so
  /// SIGTERM could stay pending forever.
  func stop() {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }
}

/// The hex of `text`'s bytes: a well-formed device token that makes the mock answer with the
/// reason `text`.
func hexToken(_ text: String) -> String {
  text.utf8.map { String(format: "%02x", $0) }.joined()
}
