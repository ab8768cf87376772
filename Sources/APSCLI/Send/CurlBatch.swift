#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import APSKit

/// Sends one request per device token through one `curl` process: HTTP/2, `--parallel` with
/// `--parallel-max N` (curl multiplexes the streams over one connection per host), the requests
/// given as a config on standard input (`-K -`) so the token never appears in `ps`. Each
/// transfer's status line and headers go to `--dump-header` and its body to `--output` in a
/// private temporary folder; `--write-out` reports which transfer ended how.
struct CurlBatch {
  /// How one transfer ended.
  struct Outcome {
    var response: APNsResponse?
    /// curl's error when the request got no HTTP answer (connection refused, TLS, timeout).
    var error: String?
  }

  var requests: [APNsRequest]
  /// The JWT for `authorization: bearer`, or nil with certificate authentication.
  var bearer: String?
  var parallel: Int
  var timeoutSeconds: Int = 30

  /// The curl config for all requests, one group per request separated by `next`.
  func config(folder: String) -> String {
    var lines: [String] = []
    for (index, request) in requests.enumerated() {
      if index > 0 { lines.append("next") }
      lines.append(String(request.curlHTTP2Option.dropFirst(2)))
      lines.append("url = \(Self.quoted(request.url))")
      lines.append("request = \"POST\"")
      lines.append("connect-timeout = 10")
      lines.append("max-time = \(timeoutSeconds)")
      if case .certificate(let certificate) = request.authentication {
        lines.append("cert = \(Self.quoted(certificate))")
        if APNsRequest.isPKCS12(certificate) { lines.append("cert-type = \"P12\"") }
      }
      for header in request.headers {
        let value = header.name == "authorization" ? "bearer \(bearer ?? "")" : header.value
        lines.append("header = \(Self.quoted("\(header.name): \(value)"))")
      }
      lines.append("data-binary = \(Self.quoted(String(decoding: request.body, as: UTF8.self)))")
      lines.append("output = \(Self.quoted("\(folder)/\(index).body"))")
      lines.append("dump-header = \(Self.quoted("\(folder)/\(index).head"))")
      lines.append("write-out = \(Self.quoted("aps-result \(index) %{exitcode} %{errormsg}\n"))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A curl config string: double quotes, with `\` and `"` escaped and newlines as `\n`.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      switch character {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out.append(character)
      }
    }
    return out + "\""
  }

  /// Runs curl and returns one outcome per request, in order.
  func run(curl: String, io: CommandIO) throws -> [Outcome] {
    let base = io.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array("\(base)/aps-send-XXXXXX".utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else {
      throw CLIError.cannotWrite(path: base, reason: Platform.errnoMessage())
    }
    let folder = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { Self.remove(folder: folder, count: requests.count) }
    let arguments = ["--parallel", "--parallel-max", String(parallel), "-sS", "-K", "-"]
    guard let result = Subprocess.run(curl, arguments, input: Array(config(folder: folder).utf8), environment: io.environment) else {
      throw CLIError.failed("cannot run \(curl)")
    }
    var outcomes = [Outcome](repeating: Outcome(response: nil, error: "curl did not report this transfer (\(result.errorLine))"), count: requests.count)
    for line in String(decoding: result.stdout, as: UTF8.self).split(separator: "\n") where line.hasPrefix("aps-result ") {
      let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count >= 3, let index = Int(parts[1]), outcomes.indices.contains(index) else { continue }
      let head = Self.read("\(folder)/\(index).head")
      if parts[2] == "0" || !head.isEmpty {
        outcomes[index] = Outcome(response: APNsResponse(headerBlock: head, body: Self.read("\(folder)/\(index).body")), error: nil)
      } else {
        let message = parts.count > 3 ? String(parts[3]) : ""
        outcomes[index] = Outcome(response: nil, error: "curl: (\(parts[2])) \(TerminalText.visible(message))")
      }
    }
    return outcomes
  }

  private static func read(_ path: String) -> [UInt8] {
    (try? ByteSource.open(path: path).readAll()) ?? []
  }

  private static func remove(folder: String, count: Int) {
    for index in 0..<count {
      unlink("\(folder)/\(index).head")
      unlink("\(folder)/\(index).body")
    }
    rmdir(folder)
  }
}
