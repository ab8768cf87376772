import APSKit

/// `aps send`: one payload to one or many device tokens, through the system curl (HTTP/2).
enum SendCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "send",
      abstract: "Send a payload to device tokens through curl (HTTP/2); one result per token.",
      discussion: """
        The payload is FILE (or standard input), or built as 'aps build' builds it: --template \
        with --var/--vars, then the payload flags (--alert, --title, --body, --badge, --sound, \
        …; see 'aps build --help'), so 'aps send --alert Hi --device-token …' is one line. \
        Checks the payload and headers as 'aps request' does (nothing is sent when they fail; \
        with token authentication --topic is required, as APNs answers 400 MissingTopic \
        without it), then sends one request per token with one curl process (--http2, \
        --parallel, at most --parallel N streams at once). curl is started with -q, so no \
        ~/.curlrc applies, with --proto limited to https and a cap on the answer's size. \
        Authentication: --key-file/--key-id/--team-id (or $APNS_KEY_FILE, $APNS_KEY_ID, \
        $APNS_TEAM_ID) sign a token as 'aps token' does; else $APNS_JWT; or --cert FILE for \
        certificate authentication, with --cert-pass-env VAR naming the variable that holds \
        its password. Key and certificate files are read once (a FIFO, /dev/stdin or <(…) \
        work) and handed on through a private temporary file. \
        The token never appears on a command line: curl reads the requests from a pipe. The \
        key options sign a new token on every run; when you run aps send again and again, \
        export APNS_JWT=$(aps token …) once and reuse it for 20 to 60 minutes (Apple: "Refresh \
        your token no more than once every 20 minutes and no less than once every 60 minutes.", \
        Establishing a token-based connection to APNs, \
        https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).

        Prints one line per token as soon as curl finishes it: accepted (200) or rejected \
        (the status, and Apple's reason with its meaning and what to do; Apple: Handling \
        notification responses from APNs, \
        https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns); \
        'not sent' when the request never left (name lookup, connection, TLS): safe to send \
        again; 'unknown, may have been delivered' when it was written but no complete answer \
        came (connection closed, stream reset, timeout): sending again may show it twice. \
        --format json prints one JSON object per token (JSON Lines) with "delivery": \
        accepted, rejected, not-sent or unknown. Exit 0 when every token was accepted; 1 when \
        some were rejected; 75 when some were not sent; 76 when some are unknown; 69 when curl \
        is missing, older than 7.75 or without HTTP/2 (nothing is sent); 130, 143 or \
        129 after SIGINT, SIGTERM or SIGHUP, which stop curl and still print every token's \
        result. -o FILE is checked before anything is sent.

        Duplicates: when the server ends a connection (GOAWAY, or closing it) while requests \
        are in flight, curl may send them again on a new connection ("retrying a fresh \
        connect"), also ones the server had already processed, and nothing in its output says \
        so: a device can get the notification twice. Fewer requests in flight (a lower \
        --parallel) leave fewer for a GOAWAY to catch; give each notification an \
        apns-collapse-id (--collapse-id) when duplicates matter: the device shows the latest \
        one only. --timeout SECONDS bounds the whole run (default: no limit beyond each request's \
        10 s to connect and 30 s to answer); tokens without an answer then are reported as \
        above. $APS_APNS_URL replaces https://HOST (for a local mock server; http:// speaks \
        HTTP/2 without TLS).
        """,
      examples: [
        "aps send payload.json --device-token $TOKEN --topic com.example.app --key-file AuthKey.p8 --key-id ABC123DEFG --team-id DEF123GHIJ",
        "aps send --alert 'Hello' --badge 1 --device-token $TOKEN --topic com.example.app",
        "APNS_JWT=$(aps token …) aps send payload.json --device-tokens tokens.txt --topic com.example.app --production --format json",
      ],
      options: SendOptions.self,
      run: run)
  }

  static func run(_ options: SendOptions, io: CommandIO) throws -> ExitCode {
    if let simulated = try SimulatorSend.runIfAsked(options, io: io) { return simulated }
    let (environment, baseURL) = try RequestOptions.server(options.server, io: io)
    let parallel = try ParsedArguments.int(options.parallel, option: "parallel")
    guard (1...100).contains(parallel) else {
      throw CLIError.usage("--parallel takes a number from 1 to 100")
    }
    var limits = CurlBatch.Limits()
    if let seconds = try options.timeout.map({ try ParsedArguments.int($0, option: "timeout") }) {
      guard seconds > 0 else { throw CLIError.usage("--timeout takes a number of seconds above 0") }
      limits.overallSeconds = seconds
    }
    let output = try SendTarget.checked(options.output, io: io)
    try RequestOptions.refuseBadValues(
      options.headers, deviceTokens: options.tokens.tokens.map { DeviceToken.normalised($0) ?? $0 }, now: try BuildInput.now(io))
    let headerFile = try RequestOptions.headerFile(options.headers.headersFile, io: io)
    let (tokens, tokensFailed) = try DeviceTokenInput.read(options.tokens, io: io)
    let made = try FlagPayload.make(options.payload, file: options.file, io: io)
    let (bytes, label, payload) = try made.map { ($0.bytes, $0.label, $0.value) } ?? RequestOptions.payload(options.file, io: io)
    let now = try BuildInput.now(io)
    let contexts = tokens.map {
      RequestOptions.context(
        options.headers, file: headerFile, payload: payload, deviceToken: $0, now: now, asRequest: true, templatePushType: made?.pushType)
    }
    if RequestOptions.failsHeaderValues(contexts, label: label, io: io) || tokensFailed { return .failure }
    let certificate = try SendCredentials.certificate(options.credentials, io: io)
    if certificate == nil, contexts.contains(where: { ($0.topic ?? "").isEmpty }) {
      io.stderr.write(DiagnosticText(
        file: label, rule: "topic-missing", message: "apns-topic is missing; with token authentication APNs answers 400 MissingTopic",
        hint: "add --topic BUNDLE_ID (plus the push type's suffix, e.g. .voip)").rendered)
      return .failure
    }
    let requests = contexts.map { context in
      var request = APNsRequest(context: context, environment: environment, body: JSONPrinter.compact(payload))
      request.baseURL = baseURL
      if let certificate { request.authentication = .certificate(path: certificate.file.path, passwordVariable: certificate.passwordVariable) }
      return request
    }
    if !options.noValidate && BuildValidation.fails(request: requests[0], payload: bytes, label: label, io: io) {
      return .failure
    }
    var secrets: [String: String] = [:]
    if let variable = certificate?.passwordVariable { secrets[variable] = io.environment(variable) }
    if certificate == nil { secrets[APNsRequest.tokenVariable] = try SendCredentials.providerToken(options.key, io: io) }
    guard let curl = Subprocess.find("curl", environment: io.environment) else {
      throw CLIError.unavailable("aps send drives the 'curl' command, which is not on $PATH; install curl (with HTTP/2) and try again ('aps doctor' checks it)")
    }
    let version = try CurlVersion.usable(curl: curl, io: io)
    var batch = CurlBatch(requests: requests, secrets: secrets, parallel: parallel, limits: limits, certificate: certificate?.file.bytes)
    batch.headersInResult = version.hasHeaderJSON
    let records = options.records.records(output.io)
    let (results, stop) = try batch.run(curl: curl, io: io) { index, result in
      if let records {
        records.write(SendOutput.json(token: tokens[index], result))
      } else {
        output.io.stdout.write(SendOutput.text(token: tokens[index], result))
      }
      output.io.stdout.flush()
      return output.io.stdout.failure == nil && !output.io.stdout.isClosed
    }
    try output.finish(io: io)
    if stop == .output, output.io.stdout.failure != nil {
      // The results could not be written (reported once, as exit 74, when the run ends): say on
      // standard error what happened to the tokens.
      let counts = [SendResult.Delivery.accepted, .rejected, .notSent, .unknown].map { delivery in
        "\(results.filter { $0.delivery == delivery }.count) \(delivery.rawValue)"
      }
      io.stderr.write(DiagnosticText(
        file: nil, level: .note, rule: "send-stopped",
        message: "the results cannot be written, so curl was stopped: \(counts.joined(separator: ", "))").rendered)
      return .ioError
    }
    if case .signal(let number)? = stop { return ExitCode(128 + number) }
    return SendResult.exitCode(results)
  }
}

/// What `aps send` takes, in the order help lists it.
struct SendOptions: CommandOptions {
  var tokens = DeviceTokenInput.Given()
  var headers = RequestOptions.Given()
  var server = RequestOptions.Server()
  var key = TokenCommand.SigningKey()
  var credentials = SendCredentials.Given()
  /// Read as a number after `--simulator` has refused it (see `SimulatorSend.apnsOnly`).
  var parallel = "10"
  var parallelGiven = false
  var timeout: String?
  var noValidate = false
  var records = RecordOptions()
  var output: String?
  var simulator: [String] = []
  var payload = FlagPayload.Given()
  var file: String?

  private static let parallelOption = OptionSpec.option("parallel", value: "N", help: "At most N requests in flight (1–100).", default: "10")
  private static let own: [OptionField<Self>] = [
    .value(\.parallel, parallelOption), .presence(\.parallelGiven, of: parallelOption),
    .value(\.timeout, .option("timeout", value: "SECONDS", help: "Stop after SECONDS in all (default: no overall limit).")),
    .flag(\.noValidate, .flag("no-validate", help: "Skip checking the payload (header values are always checked).")),
  ]
  private static let payloadFile: [OptionField<Self>] = [
    .argument(
      \.file,
      ArgumentSpec(
        "FILE", help: "The payload; '-' or none reads standard input (unless --template or a payload flag builds it).", optional: true,
        completion: .file(extensions: ["json"])))
  ]

  static let fields: [OptionField<Self>] = [
    .group(\.tokens, DeviceTokenInput.Given.self), .group(\.headers, RequestOptions.Given.self),
    .group(\.server, RequestOptions.Server.withHost), .group(\.key, TokenCommand.SigningKey.self),
    .group(\.credentials, SendCredentials.Given.self), own, .group(\.records, RecordOptions.self),
    [.value(\.output, .outputFile), .values(\.simulator, SimulatorSend.devicesOption)], .group(\.payload, FlagPayload.Given.self), payloadFile,
  ].flatMap { $0 }
}
