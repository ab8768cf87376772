import APSKit

/// The header options `request`, `send` and `validate` share, and the one way they become a
/// `ValidationContext`: a `--headers FILE` (written by `aps build --headers-out`) first, then
/// the options given, which win; dates in `--expiration` become UNIX seconds.
enum RequestOptions {
  /// The header values given as options (each command declares its own subset and help).
  struct Given: CommandOptions {
    var topic: String?
    var pushType: String?
    var priority: String?
    var expiration: String?
    var collapseID: String?
    var apnsID: String?
    var channelID: String?
    var headersFile: String?

    /// `request` and `send`: every header of a request.
    static let fields: [OptionField<Self>] = [
      .value(\.topic, .option("topic", value: "TOPIC", help: "apns-topic: the bundle ID, plus the push type's suffix.")),
      .value(
        \.pushType,
        .option("push-type", value: "TYPE", help: "apns-push-type (default: --headers, else what the payload implies).", allowed: BuildValidation.pushTypes)),
      .value(\.priority, .option("priority", value: "N", help: "apns-priority (default: 5 for background, else 10).", allowed: ["10", "5", "1"])),
      .value(\.expiration, RequestOptions.expiration),
      .value(\.collapseID, .option("collapse-id", value: "ID", help: "apns-collapse-id (at most 64 bytes).")),
      .value(\.apnsID, .option("apns-id", value: "UUID", help: "apns-id: a lowercase 8-4-4-4-12 UUID.")),
      .value(\.headersFile, RequestOptions.headers),
    ]
  }

  static let headers = OptionSpec.option(
    "headers", value: "FILE", help: "apns-* headers from a file ('name: value' lines; aps build --headers-out writes one).",
    completion: .file(extensions: ["headers"]))

  static let expiration = OptionSpec.option(
    "expiration", value: "DATE", help: "apns-expiration: UNIX seconds, ISO 8601, now+1h, …; 0 = deliver once or drop.")

  /// The payload of a request (FILE, or standard input when nil): its bytes, display name and
  /// value; JSON that does not parse is a data error at FILE:LINE:COLUMN.
  static func payload(_ file: String?, io: CommandIO) throws -> (bytes: [UInt8], label: String, value: JSONValue) {
    let path = file ?? "-"
    let bytes = try io.open(path).readAll()
    let label = io.displayName(path)
    do {
      return (bytes, label, try JSONText(scanning: bytes).value)
    } catch {
      let diagnostic = DiagnosticText(file: label, line: error.location.line, column: error.location.column, message: error.message)
      throw InputFailure(bytes.withUnsafeBufferPointer { diagnostic.withExcerpt(at: error.location, in: $0) })
    }
  }

  /// Reads `--headers FILE` when given; a bad line is a data error (exit 1) at FILE:LINE:COLUMN.
  static func headerFile(_ path: String?, io: CommandIO) throws -> HeaderFile? {
    guard let path else { return nil }
    let bytes = try io.open(path).readAll()
    do {
      return try HeaderFile.parse(bytes)
    } catch {
      throw InputFailure(file: io.displayName(path), line: error.line, column: error.column, message: error.message)
    }
  }

  /// The request context for a payload: each header from its option, else the headers file;
  /// the push type then from the template (`templatePushType`), else inferred; the priority
  /// defaults to 5 for background and 10 otherwise when `asRequest`.
  static func context(
    _ given: Given, file: HeaderFile?, payload: JSONValue?, deviceToken: String?, now: Int, asRequest: Bool,
    templatePushType: String? = nil
  ) -> ValidationContext {
    func value(_ option: String?, _ header: String) -> String? { option ?? file?["apns-" + header] }
    let topic = value(given.topic, "topic")
    var pushType = value(given.pushType, "push-type") ?? templatePushType
    if pushType == nil, asRequest, let payload { pushType = BuildValidation.inferPushType(payload, topic: topic) }
    var priority = value(given.priority, "priority")
    if priority == nil, asRequest { priority = pushType == "background" ? "5" : "10" }
    let expiration = value(given.expiration, "expiration").map { DateText.seconds($0, now: now).map(String.init) ?? $0 }
    return ValidationContext(
      pushType: pushType, topic: topic, priority: priority, expiration: expiration,
      collapseID: value(given.collapseID, "collapse-id"), apnsID: value(given.apnsID, "apns-id"),
      deviceToken: deviceToken, channelID: value(given.channelID, "channel-id"), now: now)
  }

  /// A header value given as an option that cannot be sent is a usage error naming the option
  /// (exit 64), not a data error blamed on the payload file; values from a `--headers FILE`
  /// stay data errors at their line (`failsHeaderValues`). `deviceTokens`: the `--device-token`
  /// values, already normalised.
  static func refuseBadValues(_ given: Given, deviceTokens: [String], now: Int) throws {
    let expiration = given.expiration.map { DateText.seconds($0, now: now).map(String.init) ?? $0 }
    let options: [(String, String, String?)] = deviceTokens.map { ("device-token", "device token", $0) } + [
      ("topic", "apns-topic", given.topic), ("expiration", "apns-expiration", expiration),
      ("collapse-id", "apns-collapse-id", given.collapseID), ("apns-id", "apns-id", given.apnsID),
      ("channel-id", "apns-channel-id", given.channelID),
    ]
    for case (let option, let header, let value?) in options {
      if let problem = HeaderValueCheck.problem(header: header, value: value) {
        throw CLIError.usage("--\(option): \(problem.message); \(problem.hint)")
      }
    }
  }

  /// Prints each header value that cannot be sent (CR/LF/NUL, outside its grammar) as an error
  /// diagnostic; true when there was one. Runs even with --no-validate: nothing is produced
  /// from a value that would inject a header or change the path.
  static func failsHeaderValues(_ contexts: [ValidationContext], label: String, io: CommandIO) -> Bool {
    var seen: [HeaderValueCheck.Problem] = []
    for context in contexts {
      for problem in HeaderValueCheck.problems(in: context) where !seen.contains(problem) {
        seen.append(problem)
        io.stderr.write(DiagnosticText(file: label, rule: "header-value", message: problem.message, hint: problem.hint).rendered)
      }
    }
    return !seen.isEmpty
  }

  /// `--sandbox`, `--production`, and `--host` where the command takes it.
  struct Server: CommandOptions {
    var sandbox = false
    var production = false
    var host: String?

    static let fields: [OptionField<Self>] = [
      .flag(\.sandbox, .flag("sandbox", help: "Development server api.sandbox.push.apple.com (the default).")),
      .flag(\.production, .flag("production", help: "Production server api.push.apple.com.")),
    ]

    /// `send` also takes another host (`request` prints the request for Apple's).
    static let withHost: [OptionField<Self>] = fields + [
      .value(\.host, .option("host", value: "HOST[:PORT]", help: "Another APNs host (e.g. api.sandbox.push.apple.com:2197)."))
    ]
  }

  /// `--sandbox`/`--production`/`--host`, and `$APS_APNS_URL` (a test mock) over all of them.
  static func server(_ server: Server, io: CommandIO) throws -> (APNsRequest.Environment, String?) {
    if server.sandbox && server.production {
      throw CLIError.usage("--sandbox and --production name different servers; give one")
    }
    let environment: APNsRequest.Environment = server.production ? .production : .sandbox
    if let url = io.environment("APS_APNS_URL"), !url.isEmpty {
      guard url.hasPrefix("http://") || url.hasPrefix("https://") else {
        throw CLIError.usage("$APS_APNS_URL must start with http:// or https://, got '\(TerminalText.visible(url))'")
      }
      return (environment, String(url.reversed().drop { $0 == "/" }.reversed()))
    }
    if let host = server.host {
      guard !host.isEmpty, host.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "/") }) else {
        throw CLIError.usage("--host takes HOST or HOST:PORT, got '\(TerminalText.visible(host))'")
      }
      return (environment, "https://" + host)
    }
    return (environment, nil)
  }
}
