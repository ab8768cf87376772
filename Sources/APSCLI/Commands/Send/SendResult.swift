import APSKit

/// What is known about one token's request: APNs accepted or rejected it (it answered), it was
/// never sent (the request did not leave: DNS, connect, TLS, stopped before it started), or its
/// fate is unknown — it was written, at least in part, and no complete answer came, so it may
/// have been delivered. Retrying `notSent` is safe; retrying `unknown` may show it twice.
struct SendResult {
  enum Delivery: String {
    case accepted, rejected
    case notSent = "not-sent"
    case unknown
  }

  var delivery: Delivery
  var response: APNsResponse?
  /// Why there is no (usable) answer, or what is odd about it.
  var error: String?
  /// The answer's headers or body were there but could not be read (`error` says why): whether
  /// APNs gave a reason is not known.
  var answerUnread = false

  /// The run's exit code for these results: 0 all accepted; 1 some rejected; 75 some not sent
  /// (safe to retry); 76 some unknown (a retry may duplicate). Unknown wins: it is the one that
  /// must not be retried blindly.
  static func exitCode(_ results: [SendResult]) -> ExitCode {
    if results.contains(where: { $0.delivery == .unknown }) { return .deliveryUnknown }
    if results.contains(where: { $0.delivery == .notSent }) { return .notSent }
    if results.contains(where: { $0.delivery != .accepted || $0.error != nil }) { return .failure }
    return .ok
  }

  /// curl exit codes for failures before a request leaves (curl's "Exit status" list: 1
  /// unsupported protocol, 2 init, 3 bad URL, 5 proxy, 6 host, 7 connect, 35 TLS handshake, 58
  /// local certificate, 59 cipher, 60 peer certificate, 77 CA bundle, 83 issuer, 90/91 pinning
  /// and certificate status).
  static let beforeSending: Set<Int> = [1, 2, 3, 4, 5, 6, 7, 35, 58, 59, 60, 77, 80, 83, 90, 91]

  /// The result of one transfer from curl's `--write-out '%{json}'` object and the saved status
  /// line, headers and body.
  init(writeOut: JSONView, head: [UInt8], body: [UInt8], limits: CurlBatch.Limits) {
    let exit = writeOut["exitcode"]?.intValue ?? -1
    let status = writeOut["http_code"]?.intValue ?? writeOut["response_code"]?.intValue ?? 0
    let sentBytes = (writeOut["size_request"]?.intValue ?? 0) + (writeOut["size_upload"]?.intValue ?? 0)
    if status > 0 {
      var response = APNsResponse(headerBlock: head, body: body)
      response.status = status
      self.response = response
      delivery = status == 200 ? .accepted : .rejected
      let version = writeOut["http_version"]?.stringValue ?? "2"
      if version != "2" && version != "0" {
        error = "the server answered over HTTP/\(version); APNs speaks only HTTP/2, so this is not APNs (check --host or $APS_APNS_URL)"
      } else if exit == 63 {
        error = "the answer's body was over \(APNsRequest.maximumResponseBytes) bytes and was not read (APNs answers with a few bytes)"
      } else if exit != 0 {
        // The status came, but not all of the answer: a full $TMPDIR (curl 23) loses the reason.
        error = Self.message(exit: exit, curlMessage: writeOut["errormsg"]?.stringValue ?? "", writeOut: writeOut, limits: limits)
      }
      return
    }
    let message = Self.message(exit: exit, curlMessage: writeOut["errormsg"]?.stringValue ?? "", writeOut: writeOut, limits: limits)
    if Self.beforeSending.contains(exit) || (sentBytes == 0 && exit != 28) || (exit == 28 && Self.connectTime(writeOut) == 0) {
      delivery = .notSent
    } else {
      delivery = .unknown
    }
    error = message
  }

  init(delivery: Delivery, error: String) {
    self.delivery = delivery
    self.error = error
  }

  /// The moment the connection (TLS included) was up, or 0 when it never was.
  private static func connectTime(_ writeOut: JSONView) -> Double {
    let connect = writeOut["time_connect"]?.doubleValue ?? 0
    let tls = writeOut["time_appconnect"]?.doubleValue ?? 0
    let scheme = (writeOut["scheme"]?.stringValue ?? writeOut["url"]?.stringValue ?? "https").lowercased()
    return scheme.hasPrefix("http") && !scheme.hasPrefix("https") ? connect : tls
  }

  /// A message that names the real cause. curl's own text is kept except for timeouts, where
  /// curl 7.88 with --parallel can report another transfer's message ("Failed to resolve host").
  private static func message(exit: Int, curlMessage: String, writeOut: JSONView, limits: CurlBatch.Limits) -> String {
    let shown = TerminalText.visible(curlMessage)
    switch exit {
    case 28:
      if connectTime(writeOut) == 0 {
        return "no connection within \(limits.requestConnectSeconds) s (curl 28: connect timeout)"
      }
      return "no complete answer within \(limits.requestTransferSeconds) s (curl 28: transfer timeout)"
    case 18, 52, 55, 56:
      return "the connection broke before APNs answered completely (curl \(exit): \(shown))"
    case 16, 92:
      return "the HTTP/2 stream was reset or failed before an answer (curl \(exit): \(shown))"
    case 8:
      return "the server's answer was malformed (curl 8: \(shown))"
    case 23:
      return "the answer could not be saved in the temporary folder (curl 23: \(shown)); is $TMPDIR full, or the file size limit (ulimit -f) too small?"
    default:
      return "curl \(exit): \(shown.isEmpty ? "no message" : shown)"
    }
  }
}
