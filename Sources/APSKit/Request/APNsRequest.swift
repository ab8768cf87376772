/// The HTTP/2 request APNs expects for one device push (Apple's *Sending notification requests
/// to APNs*, https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
/// `POST /3/device/TOKEN` on the sandbox or production host, with the `apns-*` headers. Nothing
/// here sends anything.
public struct APNsRequest: Sendable, Hashable {
  /// Which APNs server: development (sandbox) or production. The hosts are the ones Apple's
  /// *Establishing a connection to Apple Push Notification service (APNs)*
  /// (https://developer.apple.com/documentation/usernotifications/establishing-a-connection-to-apns)
  /// lists for device pushes, over "HTTP/2 and TLS 1.2 or later", on port 443; Apple's pages
  /// also allow port 2197 (for networks that block 443), which `--host HOST:2197` reaches. We
  /// could not quote that page's endpoint table itself (the copies we found drop the host
  /// names), so these names come from widely used clients (sideshow/apns2, pushy).
  public enum Environment: String, Sendable {
    case sandbox, production

    public var host: String {
      self == .sandbox ? "api.sandbox.push.apple.com" : "api.push.apple.com"
    }
  }

  /// The shell variable that holds the provider token (JWT): never a literal secret.
  public static let tokenVariable = "APNS_JWT"

  /// How the provider authenticates: a JWT in `authorization` (token-based), or a TLS client
  /// certificate file and no `authorization`. The certificate's password, if any, is named by
  /// the environment variable that holds it (never the password itself: it would be printed).
  public enum Authentication: Sendable, Hashable {
    case token
    case certificate(path: String, passwordVariable: String?)
  }

  /// The header values (push type, topic, priority, expiration, collapse and apns IDs) and the
  /// device token, as the validator reads them.
  public var context: ValidationContext
  public var environment: Environment
  /// The exact body bytes (compact JSON).
  public var body: [UInt8]

  public var authentication: Authentication = .token
  /// Replaces `https://HOST` (tests point it at a local mock: `http://127.0.0.1:PORT` is spoken
  /// as HTTP/2 without TLS, curl's `--http2-prior-knowledge`).
  public var baseURL: String?

  public init(context: ValidationContext, environment: Environment, body: [UInt8]) {
    self.context = context
    self.environment = environment
    self.body = body
  }

  /// `https://api.sandbox.push.apple.com/3/device/TOKEN`, or the same path under `baseURL`.
  public var url: String { (baseURL ?? "https://\(environment.host)") + path }

  /// `/3/device/TOKEN`.
  public var path: String { "/3/device/" + (context.deviceToken ?? "") }

  /// The request headers in the order Apple's examples list them (only those given).
  public var headers: [(name: String, value: String)] {
    var result: [(name: String, value: String)] = []
    if authentication == .token { result.append(("authorization", "bearer $\(Self.tokenVariable)")) }
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

  /// A `.p12`/`.pfx` file (curl needs `--cert-type P12`).
  public static func isPKCS12(_ path: String) -> Bool {
    let file = path.lowercased()
    return file.hasSuffix(".p12") || file.hasSuffix(".pfx")
  }
}

