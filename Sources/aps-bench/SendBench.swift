import APSPlatform

/// `aps send` throughput to the local mock APNs of the tests (Python h2 over TLS on 127.0.0.1):
/// tokens per second and aps's peak RSS for `tokens` device tokens. Skipped, with the reason,
/// without python3 + h2, openssl or curl, or without the mock script (run from the package root,
/// or give --mock PATH).
struct SendBench {
  let aps: String
  let tokens: Int
  let mockScript: String

  func rows() -> ([BenchRow], String?) {
    let environment = Platform.processEnvironment
    let find = { (name: String) in Subprocess.find(name, environment: environment) }
    guard let python = ["/usr/bin/python3", find("python3")].compactMap({ $0 }).first(where: { Subprocess.measure([$0, "-c", "import h2"]).status == 0 }),
      let openssl = find("openssl"), find("curl") != nil
    else { return ([], "send: skipped (needs python3 with h2, openssl and curl)") }
    guard Platform.contents(ofFile: mockScript) != nil else { return ([], "send: skipped (no mock at \(mockScript); run from the package root or give --mock PATH)") }
    guard let folder = Platform.makePrivateFolder(in: "/tmp") else { return ([], "send: skipped (no temporary folder)") }
    defer { _ = Subprocess.measure(["/bin/rm", "-rf", folder]) }
    let made = Subprocess.measure([
      openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=127.0.0.1",
      "-addext", "subjectAltName=IP:127.0.0.1", "-days", "1", "-keyout", folder + "/key.pem", "-out", folder + "/cert.pem",
    ])
    guard made.status == 0 else { return ([], "send: skipped (openssl could not make the mock's certificate)") }
    let start = "MOCK_LIFETIME=900 '\(python)' '\(mockScript)' '\(folder)/log.jsonl' '\(folder)/cert.pem' '\(folder)/key.pem' > '\(folder)/port' 2>/dev/null & echo $! > '\(folder)/pid'"
    _ = Subprocess.measure(["/bin/sh", "-c", start])
    var port: Int?
    for _ in 0..<100 where port == nil {
      Platform.sleep(milliseconds: 50)
      port = read(folder + "/port").flatMap { Int($0.filter(\.isNumber)) }
    }
    let mockPID = read(folder + "/pid").flatMap { Int32($0.filter(\.isNumber)) }
    defer { if let mockPID { _ = Subprocess.measure(["/bin/kill", "-KILL", String(mockPID)]) } }
    guard let port else { return ([], "send: skipped (the mock did not start)") }
    let list = (0..<tokens).map { String(repeating: "0", count: 56) + hex8($0) }.joined(separator: "\n") + "\n"
    BenchWorkspace.save(Array(list.utf8), to: folder + "/tokens.txt")
    BenchWorkspace.save(Array(#"{"aps":{"alert":"Hello"}}"#.utf8), to: folder + "/payload.json")
    // env(1) execs aps in its own process, so the measured peak RSS is aps's; the JWT is a dummy
    // the mock does not check.
    let result = Subprocess.measure([
      "/usr/bin/env", "APS_APNS_URL=https://127.0.0.1:\(port)", "CURL_CA_BUNDLE=\(folder)/cert.pem", "APNS_JWT=bench.jwt.value",
      aps, "send", folder + "/payload.json", "--device-tokens", folder + "/tokens.txt", "--topic", "com.example.app",
      "--format", "json", "--no-validate",
    ])
    if result.status != 0 { printError("aps-bench: aps send exited \(result.status)") }
    let rate = result.seconds > 0 ? Double(tokens) / result.seconds : 0
    var time = BenchRow(name: "`send` \(tokens) tokens to the local mock: \(format(rate, 0)) tokens/s", bytes: nil, target: nil)
    time.aps = result.seconds
    var memory = BenchRow(name: "peak RSS, `send` \(tokens) tokens (aps, curl not counted)", bytes: nil, target: nil)
    memory.aps = result.seconds
    memory.peakRSS = result.peakRSSBytes
    return ([time, memory], nil)
  }

  private func hex8(_ value: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 8 - digits.count)) + digits
  }

  private func read(_ path: String) -> String? {
    Platform.contents(ofFile: path).map { String(decoding: $0.prefix(64), as: UTF8.self) }
  }
}
