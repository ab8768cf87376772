#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `aps send` throughput to the local mock APNs of the tests (Python h2 over TLS on 127.0.0.1):
/// tokens per second and aps's peak RSS for `tokens` device tokens. Skipped, with the reason,
/// without python3 + h2, openssl or curl, or without the mock script (run from the package root,
/// or give --mock PATH).
struct SendBench {
  let aps: String
  let tokens: Int
  let mockScript: String

  func rows() -> ([BenchRow], String?) {
    guard let python = ["/usr/bin/python3", findProgram("python3")].compactMap({ $0 }).first(where: { Spawn.run([$0, "-c", "import h2"]).status == 0 }),
      let openssl = findProgram("openssl"), findProgram("curl") != nil
    else { return ([], "send: skipped (needs python3 with h2, openssl and curl)") }
    guard access(mockScript, R_OK) == 0 else { return ([], "send: skipped (no mock at \(mockScript); run from the package root or give --mock PATH)") }
    var template = Array("/tmp/aps-bench-send-XXXXXX".utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return ([], "send: skipped (no temporary folder)") }
    let folder = String(cString: template)
    defer { _ = Spawn.run(["/bin/rm", "-rf", folder]) }
    let made = Spawn.run([
      openssl, "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj", "/CN=127.0.0.1",
      "-addext", "subjectAltName=IP:127.0.0.1", "-days", "1", "-keyout", folder + "/key.pem", "-out", folder + "/cert.pem",
    ])
    guard made.status == 0 else { return ([], "send: skipped (openssl could not make the mock's certificate)") }
    let start = "MOCK_LIFETIME=900 '\(python)' '\(mockScript)' '\(folder)/log.jsonl' '\(folder)/cert.pem' '\(folder)/key.pem' > '\(folder)/port' 2>/dev/null & echo $! > '\(folder)/pid'"
    _ = Spawn.run(["/bin/sh", "-c", start])
    var port: Int?
    for _ in 0..<100 where port == nil {
      usleep(50_000)
      port = read(folder + "/port").flatMap { Int($0.filter(\.isNumber)) }
    }
    let mockPID = read(folder + "/pid").flatMap { Int32($0.filter(\.isNumber)) }
    defer { if let mockPID { kill(mockPID, SIGKILL) } }
    guard let port else { return ([], "send: skipped (the mock did not start)") }
    let list = (0..<tokens).map { String(repeating: "0", count: 56) + hex8($0) }.joined(separator: "\n") + "\n"
    BenchWorkspace.save(Array(list.utf8), to: folder + "/tokens.txt")
    BenchWorkspace.save(Array(#"{"aps":{"alert":"Hello"}}"#.utf8), to: folder + "/payload.json")
    setenv("APS_APNS_URL", "https://127.0.0.1:\(port)", 1)
    setenv("CURL_CA_BUNDLE", folder + "/cert.pem", 1)
    setenv("APNS_JWT", "bench.jwt.value", 1)
    defer {
      unsetenv("APS_APNS_URL")
      unsetenv("CURL_CA_BUNDLE")
      unsetenv("APNS_JWT")
    }
    let result = Spawn.run([
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
    guard let file = fopen(path, "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 64)
    guard fgets(&line, Int32(line.count), file) != nil else { return nil }
    return String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
