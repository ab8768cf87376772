import APSKit

/// `aps send`: one payload to one or many device tokens, through the system curl (HTTP/2).
enum SendCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "send",
      abstract: "Send a payload to device tokens through curl (HTTP/2); one result per token.",
      discussion: """
        Checks the payload and headers as 'aps request' does (nothing is sent when they fail), \
        then sends one request per token with one curl process (--http2, --parallel, at most \
        --parallel N streams at once). Authentication: --key-file/--key-id/--team-id (or \
        $APNS_KEY_FILE, $APNS_KEY_ID, $APNS_TEAM_ID) sign a token as 'aps token' does; else \
        $APNS_JWT; or --cert FILE[:PASSWORD] for certificate authentication. \
        The token never appears on a command line: curl reads the requests from a pipe. The \
        key options sign a new token on every run; when you run aps send again and again, \
        export APNS_JWT=$(aps token …) once and reuse it for 20 to 60 minutes (Apple: "Refresh \
        your token no more than once every 20 minutes and no less than once every 60 minutes.", \
        Establishing a token-based connection to APNs, \
        https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).

        Prints one line per token: the status, apns-id and apns-unique-id (sandbox only), and \
        for a rejection Apple's reason, its meaning and what to do (Apple: Handling \
        notification responses from APNs, \
        https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns). \
        --format json prints one JSON object per token (JSON Lines). Exit 0 only when every \
        token was accepted (200); 1 otherwise. $APS_APNS_URL replaces https://HOST (for a local \
        mock server; http:// speaks HTTP/2 without TLS).
        """,
      examples: [
        "aps send payload.json --device-token $TOKEN --topic com.example.app --key-file AuthKey.p8 --key-id ABC123DEFG --team-id DEF123GHIJ",
        "APNS_JWT=$(aps token …) aps send payload.json --device-tokens tokens.txt --topic com.example.app --production --format json",
      ],
      options: [
        .option("device-token", value: "HEX", help: "A device token (repeat for several).", repeatable: true),
        .option("device-tokens", value: "FILE", help: "Device tokens, one per line ('#' comments and blank lines skipped).", completion: .file(extensions: [])),
      ] + RequestOptions.options + [
        .flag("sandbox", help: "Development server api.sandbox.push.apple.com (the default)."),
        .flag("production", help: "Production server api.push.apple.com."),
        .option("host", value: "HOST[:PORT]", help: "Another APNs host (e.g. api.sandbox.push.apple.com:2197)."),
      ] + TokenCommand.keyOptions + [
        .option("cert", value: "FILE[:PASS]", help: "Certificate authentication (PEM, or .p12) instead of a token.", completion: .file(extensions: ["pem", "p12"])),
        .option("parallel", value: "N", help: "At most N requests in flight (1–100).", default: "10"),
        .flag("no-validate", help: "Skip checking the payload (header values are always checked)."),
        .textOrJSON,
        .prettyJSON,
      ] + SimulatorSend.options,
      arguments: [ArgumentSpec("FILE", help: "The payload; '-' or none reads standard input.", optional: true, completion: .file(extensions: ["json"]))],
      run: run)
  }

  static func run(_ parsed: ParsedArguments, io: CommandIO) throws -> ExitCode {
    if let simulated = try SimulatorSend.runIfAsked(parsed, io: io) { return simulated }
    let (environment, baseURL) = try RequestOptions.server(parsed, io: io)
    guard let parallel = try parsed.int("parallel"), (1...100).contains(parallel) else {
      throw CLIError.usage("--parallel takes a number from 1 to 100")
    }
    let headerFile = try RequestOptions.headerFile(parsed, io: io)
    let (tokens, tokensFailed) = try deviceTokens(parsed, io: io)
    let (bytes, label, payload) = try RequestOptions.payload(parsed, io: io)
    let now = BuildInput.now(io)
    let contexts = tokens.map {
      RequestOptions.context(parsed, file: headerFile, payload: payload, deviceToken: $0, now: now, asRequest: true)
    }
    if RequestOptions.failsHeaderValues(contexts, label: label, io: io) || tokensFailed { return .failure }
    let requests = contexts.map { context in
      var request = APNsRequest(context: context, environment: environment, body: JSONPrinter.compact(payload))
      request.baseURL = baseURL
      if let certificate = parsed.value("cert") { request.authentication = .certificate(certificate) }
      return request
    }
    if !parsed.flag("no-validate") && BuildValidation.fails(request: requests[0], payload: bytes, label: label, io: io) {
      return .failure
    }
    if let certificate = parsed.value("cert") {
      // An input that cannot be opened is exit 66 before anything is sent, not one curl error
      // per token. curl's --cert is FILE[:PASSWORD]: the file is the whole value when it exists.
      let path = Platform.fileExists(certificate) ? certificate : String(certificate.prefix { $0 != ":" })
      _ = try ByteSource.open(path: path)
    }
    let bearer = parsed.flag("cert") ? nil : try providerToken(parsed, io: io)
    guard let curl = Subprocess.find("curl", environment: io.environment) else {
      throw CLIError.failed("aps send drives the 'curl' command, which is not on $PATH; install curl (with HTTP/2) and try again")
    }
    if let problem = CurlVersion.problem(curl: curl, io: io) { throw CLIError.failed(problem) }
    let outcomes = try CurlBatch(requests: requests, bearer: bearer, parallel: parallel).run(curl: curl, io: io)
    let records = JSONRecordWriter(parsed, io: io)
    var allAccepted = true
    for (token, outcome) in zip(tokens, outcomes) {
      allAccepted = allAccepted && outcome.response?.status == 200
      if let records {
        records.write(SendOutput.json(token: token, outcome))
      } else {
        io.stdout.write(SendOutput.text(token: token, outcome))
      }
    }
    return allAccepted ? .ok : .failure
  }

  /// `--device-token` values, then the lines of `--device-tokens FILE` (blank lines, `#`
  /// comments, spaces and CRLF endings skipped); a bad line there is reported at FILE:LINE:1 (the
  /// returned flag), the others still checked. A token given twice (hex compared without case) is
  /// sent once, with a note: two requests would show the notification twice.
  private static func deviceTokens(_ parsed: ParsedArguments, io: CommandIO) throws -> ([String], Bool) {
    var tokens: [String] = []
    var seen: Set<String> = []
    func add(_ token: String, at place: (file: String?, line: Int?)) {
      guard seen.insert(token.lowercased()).inserted else {
        io.stderr.write(DiagnosticText(
          file: place.file, line: place.line, column: place.line == nil ? nil : 1, level: .note, rule: "device-token-duplicate",
          message: "device token \(token) was already given; it is sent once").rendered)
        return
      }
      tokens.append(token)
    }
    for token in parsed.values("device-token") { add(token, at: (nil, nil)) }
    var failed = false
    if let path = parsed.value("device-tokens") {
      let shownPath = TerminalText.visible(io.displayName(path))
      let text = String(decoding: try io.open(path).readAll(), as: UTF8.self)
      var fileTokens = 0
      for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
        let line = String(rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine).filter { $0 != " " && $0 != "\t" }
        if line.isEmpty || line.hasPrefix("#") { continue }
        fileTokens += 1
        if let problem = HeaderValueCheck.problem(header: "device token", value: line) {
          io.stderr.write(DiagnosticText(
            file: io.displayName(path), line: index + 1, column: 1, rule: "header-value", message: problem.message,
            hint: problem.hint).rendered)
          failed = true
        } else {
          add(line, at: (io.displayName(path), index + 1))
        }
      }
      if fileTokens == 0 {
        // A data error in a file given as an option: exit 1, not a usage error.
        throw CLIError.failed("\(shownPath) holds no device tokens (one hex token per line; blank lines and '#' comments are skipped)")
      }
    }
    guard !tokens.isEmpty || failed else {
      throw CLIError.usage("give a device token: --device-token HEX (repeatable) or --device-tokens FILE")
    }
    return (tokens, failed)
  }

  /// The JWT: signed here from the key options (or $APNS_KEY_*), else $APNS_JWT.
  private static func providerToken(_ parsed: ParsedArguments, io: CommandIO) throws -> String {
    let keyGiven = ["key-file", "key-id", "team-id"].contains(where: parsed.flag)
    if keyGiven || (io.environment("APNS_JWT") ?? "").isEmpty && io.environment("APNS_KEY_FILE") != nil {
      return try TokenCommand.makeToken(parsed, io: io)
    }
    guard let jwt = io.environment("APNS_JWT"), !jwt.isEmpty else {
      throw CLIError.usage("no authentication: give --key-file, --key-id and --team-id, set $APNS_JWT (aps token), or use --cert FILE")
    }
    guard jwt.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
      throw CLIError.failed("$APNS_JWT holds spaces or control characters; a token is base64url text (make one with 'aps token')")
    }
    // A warning, not an error: the local clock may be the one that is wrong; APNs decides.
    if let issuedAt = ProviderToken.issuedAt(ofJWT: jwt) {
      if let problem = ProviderToken.staleness(issuedAt: issuedAt, now: BuildInput.now(io)) {
        io.stderr.write(DiagnosticText(
          file: nil, level: .warning, rule: "provider-token-age", message: "$APNS_JWT: \(problem)",
          hint: "make a new one: export APNS_JWT=$(aps token …)").rendered)
      }
    } else {
      io.stderr.write(DiagnosticText(
        file: nil, level: .warning, rule: "provider-token-form",
        message: "$APNS_JWT is not a JWT with an iat claim (header.claims.signature in base64url)",
        hint: "make one with 'aps token'").rendered)
    }
    return jwt
  }
}
