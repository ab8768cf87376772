import APSKit

/// Sends one request per device token through one `curl` process and reports each result as
/// soon as curl finishes its transfer.
///
/// curl runs as `curl -q --parallel --parallel-max N -sS -K -`: `-q` first, so no `~/.curlrc`
/// reaches a request; the requests come as a config on standard input, so the token never
/// appears in `ps`; curl multiplexes the streams over one connection per host. Each transfer's
/// body (curl makes the file only when there is one: a rejection) goes to a file in a private
/// folder (mode 0700) that is read and removed the moment curl prints the transfer's
/// `--write-out` lines (`%{header_json}`, then `%{json}`: "a JSON object with all available
/// variables", curl's `--write-out` manual, https://curl.se/docs/manpage.html#-w), so only the
/// transfers in flight hold space there. A curl older than 7.83 writes the headers to a file too.
///
/// curl leads a process group of its own: SIGINT, SIGTERM or SIGHUP to `aps`, the overall
/// `--timeout`, or an output that can no longer be written stops that group, and every token
/// still gets a result.
struct CurlBatch {
  struct Limits {
    var connectSeconds = 10
    var transferSeconds = 30
    /// The whole run's limit (`--timeout`), or nil.
    var overallSeconds: Int?

    /// Each request's limits never exceed the overall one; the connect limit ends a second
    /// before it, so that a server that never completes the handshake is reported as "not sent"
    /// (curl knows) rather than "unknown" (stopped by aps).
    var requestConnectSeconds: Int { min(connectSeconds, max(1, (overallSeconds ?? Int.max) - 1)) }
    var requestTransferSeconds: Int { min(transferSeconds, overallSeconds ?? Int.max) }
  }

  /// Why the run ended before curl finished.
  enum Stop: Equatable {
    case signal(Int32)
    case deadline
    case output
  }

  var requests: [APNsRequest]
  /// Values of the secret variables the requests name (`APNS_JWT`, a certificate password).
  var secrets: [String: String]
  var parallel: Int
  var limits = Limits()
  /// The client certificate's bytes, handed to curl as a `ChildSecret` (curl reads it again for
  /// every connection, so a FIFO or `/dev/stdin` could not be given by name).
  var certificate: [UInt8]?
  /// The answer's headers come in the result (`%{header_json}`, curl 7.83) instead of a file.
  var headersInResult = false

  /// Runs curl. `report` gets each result as it is known (index, result) and answers false
  /// when its output failed, which stops the run. Returns every result, in order, and why the
  /// run stopped early (nil when curl finished).
  func run(curl: String, io: CommandIO, report: (Int, SendResult) -> Bool) throws -> ([SendResult], Stop?) {
    // Signals are watched before anything exists on disk and until everything is removed (this
    // defer runs last): a SIGTERM in between stops curl, and aps removes its files and then ends.
    let signals = try StoppableChild.watchSignals()
    defer { signals.restore() }
    let base = io.temporaryFolder
    guard let (folder, slot) = TemporaryFile.makeFolder(in: base) else {
      return (notSent(because: "cannot make a temporary folder in \(base): \(Platform.errnoMessage()) (set $TMPDIR to a folder with room)", report: report), nil)
    }
    defer { slot.map(TemporaryFile.unregister) }
    var requests = self.requests
    var secret: ChildSecret?
    if let certificate {
      guard let made = ChildSecret.make(certificate, name: certificateIsPKCS12 ? "certificate.p12" : "certificate.pem", base: base, readOnce: false) else {
        let reason = Platform.errnoMessage()
        Platform.removeFolder(folder)
        return (notSent(because: "cannot hand the certificate to curl (\(base)): \(reason) (set $TMPDIR to a folder with room)", report: report), nil)
      }
      secret = made
      for index in requests.indices {
        if case .certificate(_, let variable) = requests[index].authentication {
          requests[index].authentication = .certificate(path: made.path, passwordVariable: variable)
        }
      }
    }
    var run = CurlRun(batch: self, requests: requests, folder: folder, certificate: secret)
    defer {
      run.removeFiles()
      secret?.discard()
    }
    return try run.execute(curl: curl, io: io, signals: signals, report: report)
  }

  /// The certificate is PKCS #12 (by the name given to --cert): curl needs `cert-type = "P12"`,
  /// which the name curl opens (`/dev/fd/3`) no longer tells.
  var certificateIsPKCS12: Bool {
    guard case .certificate(let original, _)? = requests.first?.authentication else { return false }
    return APNsRequest.isPKCS12(original)
  }

  /// Nothing can be sent (the temporaries curl needs cannot be made): every token is "not sent",
  /// with why, reported in order.
  private func notSent(because reason: String, report: (Int, SendResult) -> Bool) -> [SendResult] {
    let result = SendResult(delivery: .notSent, error: TerminalText.visible(reason))
    for index in requests.indices where !report(index, result) { break }
    return Array(repeating: result, count: requests.count)
  }

  /// The config lines for request `index`: the request itself, then where its answer goes.
  func config(_ request: APNsRequest, index: Int, folder: String) -> String {
    let extra: [CurlOption] = (certificate != nil && certificateIsPKCS12 ? [.text("cert-type", "P12")] : []) + [
      .text("connect-timeout", String(limits.requestConnectSeconds)),
      .text("max-time", String(limits.requestTransferSeconds)),
      .text("output", "\(folder)/\(index).b"),
    ] + (headersInResult
      ? [.text("write-out", "aps-headers \(index) %{header_json}\naps-result \(index) %{json}\n")]
      : [.text("dump-header", "\(folder)/\(index).h"), .text("write-out", "aps-result \(index) %{json}\n")])
    return (index > 0 ? "next\n" : "") + request.curlConfig(secrets: secrets, extra: extra)
  }
}
