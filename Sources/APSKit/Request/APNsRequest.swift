/// The HTTP/2 request APNs expects for one device push (reference §7): `POST /3/device/TOKEN`
/// on the sandbox or production host, with the `apns-*` headers. Nothing here sends anything.
public struct APNsRequest: Sendable, Hashable {
  /// Which APNs server: development (sandbox) or production.
  public enum Environment: String, Sendable {
    case sandbox, production

    public var host: String {
      self == .sandbox ? "api.sandbox.push.apple.com" : "api.push.apple.com"
    }
  }

  /// The shell variable that holds the provider token (JWT): never a literal secret.
  public static let tokenVariable = "APNS_JWT"

  /// The header values (push type, topic, priority, expiration, collapse and apns IDs) and the
  /// device token, as the validator reads them.
  public var context: ValidationContext
  public var environment: Environment
  /// The exact body bytes (compact JSON).
  public var body: [UInt8]

  public init(context: ValidationContext, environment: Environment, body: [UInt8]) {
    self.context = context
    self.environment = environment
    self.body = body
  }

  /// `/3/device/TOKEN`.
  public var path: String { "/3/device/" + (context.deviceToken ?? "") }

  /// The request headers in the order Apple's examples list them (only those given).
  public var headers: [(name: String, value: String)] {
    var result: [(name: String, value: String)] = [("authorization", "bearer $\(Self.tokenVariable)")]
    let optional: [(String, String?)] = [
      ("apns-id", context.apnsID), ("apns-push-type", context.pushType), ("apns-expiration", context.expiration),
      ("apns-priority", context.priority), ("apns-topic", context.topic), ("apns-collapse-id", context.collapseID),
    ]
    for case (let name, let value?) in optional { result.append((name, value)) }
    return result
  }

  /// The request in the HEADERS/DATA frame layout of Apple's *Sending notification requests to APNs*.
  public var http2Text: String {
    var lines = ["HEADERS", "  - END_STREAM", "  + END_HEADERS"]
    lines += [":method = POST", ":scheme = https", ":path = \(path)", "host = \(environment.host)"].map { "  " + $0 }
    lines += headers.map { "  \($0.name) = \($0.value)" }
    lines += ["DATA", "  + END_STREAM", "    " + String(decoding: body, as: UTF8.self)]
    return lines.joined(separator: "\n") + "\n"
  }

  /// A `curl --http2` command that sends this request, reading the token from `$APNS_JWT`.
  public var curlCommand: String {
    var lines = ["curl --http2 --request POST \\"]
    for header in headers {
      // The authorization header is double-quoted so the shell expands $APNS_JWT; values are single-quoted.
      let quoted = header.name == "authorization"
        ? "\"authorization: bearer $\(Self.tokenVariable)\""
        : ShellQuote.single("\(header.name): \(header.value)")
      lines.append("  --header \(quoted) \\")
    }
    lines.append("  --data-binary \(ShellQuote.single(String(decoding: body, as: UTF8.self))) \\")
    lines.append("  \(ShellQuote.single("https://\(environment.host)\(path)"))")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// POSIX shell quoting.
public enum ShellQuote {
  /// `'text'`, with each `'` written as `'\''`.
  public static func single(_ text: String) -> String {
    "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}
