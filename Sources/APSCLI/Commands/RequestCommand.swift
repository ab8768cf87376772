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

        --curl prints a curl command instead: --fail-with-body -sS make a rejection (400 \
        BadDeviceToken, …) fail with Apple's reason shown, and the token is read from \
        $APNS_JWT (make one with 'aps token'; the shell stops if it is unset), so no secret is \
        printed. --cert FILE[:PASSWORD] uses certificate authentication instead. In a pipe, \
        use 'set -o pipefail' so that a failing 'aps request' fails the pipeline, or use \
        'aps send'. $APS_APNS_URL replaces https://HOST (for a local mock server).
        """,
      examples: [
        "aps build --template alert --var title=Hi --var body=There | aps request --device-token $TOKEN --topic com.example.app",
        "set -o pipefail; aps request payload.json --device-token $TOKEN --topic com.example.app.voip --push-type voip --curl | sh",
      ],
      options: [.option("device-token", value: "HEX", help: "The device token (the request path).")]
        + RequestOptions.options + [
          .flag("sandbox", help: "Development server api.sandbox.push.apple.com (the default)."),
          .flag("production", help: "Production server api.push.apple.com."),
          .flag("curl", help: "Print a curl command that reads the token from $APNS_JWT."),
          .option("cert", value: "FILE[:PASS]", help: "With --curl: certificate authentication (PEM, or .p12) instead of $APNS_JWT.", completion: .file(extensions: ["pem", "p12"])),
          .flag("no-validate", help: "Skip checking the payload (header values are always checked)."),
          .flag("quiet", short: "q", help: "Print no findings on standard error; the exit code tells."),
        ],
      arguments: [ArgumentSpec("FILE", help: "The payload; '-' or none reads standard input.", optional: true, completion: .file(extensions: ["json"]))],
      run: run)
  }

  static func run(_ parsed: ParsedArguments, io: CommandIO) throws -> ExitCode {
    guard let token = parsed.value("device-token"), !token.isEmpty else {
      throw CLIError.usage("--device-token is required: it is the request path /3/device/TOKEN")
    }
    let (environment, baseURL) = try RequestOptions.server(parsed, io: io)
    if parsed.flag("cert") && !parsed.flag("curl") {
      throw CLIError.usage("--cert goes with --curl (the printed request shows no authentication)")
    }
    let headerFile = try RequestOptions.headerFile(parsed, io: io)
    let (bytes, label, payload) = try RequestOptions.payload(parsed, io: io)
    let context = RequestOptions.context(
      parsed, file: headerFile, payload: payload, deviceToken: token, now: BuildInput.now(io), asRequest: true)
    if RequestOptions.failsHeaderValues([context], label: label, io: io) { return .failure }
    var request = APNsRequest(context: context, environment: environment, body: JSONPrinter.compact(payload))
    request.baseURL = baseURL
    if let certificate = parsed.value("cert") { request.authentication = .certificate(certificate) }
    if !parsed.flag("no-validate") && BuildValidation.fails(request: request, payload: bytes, label: label, quiet: parsed.flag("quiet"), io: io) {
      return .failure
    }
    // The curl command is run, not read: its payload stays exact (header values are checked).
    if parsed.flag("curl") { io.stdout.write(request.curlCommand) } else { io.stdout.show(request.http2Text) }
    return .ok
  }
}
