import APSKit

/// `aps request`: the HTTP/2 request (or a curl command) that would send a payload. No network.
enum RequestCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "request",
      abstract: "Print the HTTP/2 request APNs expects for a payload, or a curl command. Sends nothing.",
      discussion: """
        Reads one payload (FILE or standard input), checks it together with the headers \
        (push type against topic suffix and priority, collapse-id length, apns-id form, …) and \
        prints POST /3/device/TOKEN with every header, in the layout of Apple's documentation. \
        Header values with CR, LF, NUL or anything outside their grammar are errors (exit 1, \
        nothing printed), even with --no-validate. The push type defaults to --headers FILE \
        (see 'aps build --headers-out'), else the one the payload implies; the priority to 5 \
        for background pushes and 10 otherwise.

        --curl prints a curl command instead. It starts with -q (no ~/.curlrc applies: an \
        'insecure' or 'trace-ascii' line there would send the token to an untrusted server \
        or write it to a file), allows only https (--proto =https) and caps the answer's size \
        (--max-filesize). It prints one line per request: Apple's answer body (empty for \
        200), the status and the URL; --fail-with-body makes a rejection (400 \
        BadDeviceToken, …) fail (exit 22) with Apple's reason shown. The token is read from \
        $APNS_JWT (make one with 'aps token'; the shell stops if it is unset) and handed to \
        curl through a config on its standard input (the shell's printf builtin), so no secret \
        is printed and none appears in a process's arguments. --cert FILE uses certificate \
        authentication instead, with --cert-pass-env VAR naming the variable that holds its \
        password (a password with " or \\ in it must be written with a backslash before each). \
        In a pipe, use 'set -o pipefail' so that a failing 'aps request' fails the pipeline, \
        or use 'aps send'. --format json prints the request as data (method, url, path, host, \
        headers, body, authentication). $APS_APNS_URL replaces https://HOST (for a local mock \
        server).
        """,
      examples: [
        "aps build --template alert --var title=Hi --var body=There | aps request --device-token $TOKEN --topic com.example.app",
        "set -o pipefail; aps request payload.json --device-token $TOKEN --topic com.example.app.voip --push-type voip --curl | sh",
      ],
      options: RequestCommandOptions.self,
      run: run)
  }

  static func run(_ options: RequestCommandOptions, io: CommandIO) throws -> ExitCode {
    guard var token = options.deviceToken, !token.isEmpty else {
      throw CLIError.usage("--device-token is required: it is the request path /3/device/TOKEN")
    }
    if let plain = DeviceToken.normalised(token) {
      io.stderr.write(DiagnosticText(
        file: nil, level: .note, rule: "device-token-normalised",
        message: "device token '\(TerminalText.visible(token))' is read as \(plain) (brackets and spaces removed)").rendered)
      token = plain
    }
    let (environment, baseURL) = try RequestOptions.server(options.server, io: io)
    let json = options.records.format == "json"
    if options.cert != nil && !options.curl && !json {
      throw CLIError.usage("--cert goes with --curl or --format json (the printed request shows no authentication)")
    }
    if options.curl && json {
      throw CLIError.usage("--curl and --format json are two forms of the request; give one")
    }
    if options.certPassEnv != nil && options.cert == nil { throw CLIError.usage("--cert-pass-env goes with --cert") }
    let certificate = try options.cert.map { path in
      if path.contains(":") && !Platform.fileExists(path), let colon = path.lastIndex(of: ":"), Platform.fileExists(String(path[..<colon])) {
        throw CLIError.usage("--cert takes only the file; give its password in an environment variable: --cert-pass-env VAR (a password in a printed command is visible to anyone who sees it)")
      }
      return APNsRequest.Authentication.certificate(path: path, passwordVariable: try variableName(options.certPassEnv))
    }
    let now = try BuildInput.now(io)
    try RequestOptions.refuseBadValues(options.headers, deviceTokens: [token], now: now)
    let headerFile = try RequestOptions.headerFile(options.headers.headersFile, io: io)
    let (bytes, label, payload) = try RequestOptions.payload(options.file, io: io)
    let context = RequestOptions.context(
      options.headers, file: headerFile, payload: payload, deviceToken: token, now: now, asRequest: true)
    if RequestOptions.failsHeaderValues([context], label: label, io: io) { return .failure }
    var request = APNsRequest(context: context, environment: environment, body: JSONPrinter.compact(payload))
    request.baseURL = baseURL
    if let certificate { request.authentication = certificate }
    if !options.noValidate && BuildValidation.fails(request: request, payload: bytes, label: label, quiet: options.quiet, io: io) {
      return .failure
    }
    // The curl command is run, not read: its payload stays exact (header values are checked).
    if options.curl {
      io.stdout.write(request.curlCommand)
    } else if let records = options.records.records(io) {
      records.write(request.json)
    } else {
      io.stdout.show(request.http2Text)
    }
    return .ok
  }

  /// `--cert-pass-env VAR`: a variable name (it is written into the printed command).
  private static func variableName(_ name: String?) throws -> String? {
    guard let name else { return nil }
    guard let first = name.utf8.first, !(0x30...0x39).contains(first),
      name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
    else {
      throw CLIError.usage("--cert-pass-env takes the name of an environment variable (letters, digits, _), got '\(TerminalText.visible(name))'")
    }
    return name
  }
}

/// What `aps request` takes.
struct RequestCommandOptions: CommandOptions {
  var deviceToken: String?
  var headers = RequestOptions.Given()
  var server = RequestOptions.Server()
  var curl = false
  var cert: String?
  var certPassEnv: String?
  var records = RecordOptions()
  var noValidate = false
  var quiet = false
  var file: String?

  private static let own: [OptionField<Self>] = [
    .flag(\.curl, .flag("curl", help: "Print a curl command that reads the token from $APNS_JWT.")),
    .value(\.cert, .option("cert", value: "FILE", help: "With --curl: certificate authentication (PEM, or .p12) instead of $APNS_JWT.", completion: .file(extensions: ["pem", "p12"]))),
    .value(\.certPassEnv, .option("cert-pass-env", value: "VAR", help: "With --cert: the environment variable holding its password.")),
  ]
  private static let checks: [OptionField<Self>] = [
    .flag(\.noValidate, .flag("no-validate", help: "Skip checking the payload (header values are always checked).")),
    .flag(\.quiet, .flag("quiet", short: "q", help: "Print no findings on standard error; the exit code tells.")),
    .argument(\.file, ArgumentSpec("FILE", help: "The payload; '-' or none reads standard input.", optional: true, completion: .file(extensions: ["json"]))),
  ]

  static let fields: [OptionField<Self>] = [
    [.value(\.deviceToken, .option("device-token", value: "HEX", help: "The device token (the request path)."))],
    .group(\.headers, RequestOptions.Given.self), .group(\.server, RequestOptions.Server.self), own,
    .group(\.records, RecordOptions.self), checks,
  ].flatMap { $0 }
}
