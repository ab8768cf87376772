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
        --curl prints a 'curl --http2' command instead; it reads the provider token from \
        $APNS_JWT, so no secret is ever printed. The push type defaults to the one the payload \
        implies; the priority to 5 for background pushes and 10 otherwise.
        """,
      examples: [
        "aps build --template alert --var title=Hi --var body=There | aps request --device-token $TOKEN --topic com.example.app",
        "aps request payload.json --device-token $TOKEN --topic com.example.app.voip --push-type voip --curl | sh",
      ],
      options: [
        .option("device-token", value: "HEX", help: "The device token (the request path)."),
        .option("topic", value: "TOPIC", help: "apns-topic: the bundle ID, plus the push type's suffix."),
        .option("push-type", value: "TYPE", help: "apns-push-type (default: what the payload implies).", allowed: BuildValidation.pushTypes),
        .option("priority", value: "N", help: "apns-priority (default: 5 for background, else 10).", allowed: ["10", "5", "1"]),
        .option("expiration", value: "SECONDS", help: "apns-expiration: UNIX seconds; 0 = deliver once or drop."),
        .option("collapse-id", value: "ID", help: "apns-collapse-id (at most 64 bytes)."),
        .option("apns-id", value: "UUID", help: "apns-id: a lowercase 8-4-4-4-12 UUID."),
        .flag("sandbox", help: "Development server api.sandbox.push.apple.com (the default)."),
        .flag("production", help: "Production server api.push.apple.com."),
        .flag("curl", help: "Print a curl --http2 command that reads the token from $APNS_JWT."),
        .flag("no-validate", help: "Skip checking the payload and headers."),
        .flag("quiet", short: "q", help: "Print no findings on standard error; the exit code tells."),
      ],
      arguments: [ArgumentSpec("FILE", help: "The payload; '-' or none reads standard input.", optional: true, completion: .file(extensions: ["json"]))],
      run: run)
  }

  static func run(_ parsed: ParsedArguments, io: CommandIO) throws -> ExitCode {
    guard let token = parsed.value("device-token"), !token.isEmpty else {
      throw CLIError.usage("--device-token is required: it is the request path /3/device/TOKEN")
    }
    if parsed.flag("sandbox") && parsed.flag("production") {
      throw CLIError.usage("--sandbox and --production name different servers; give one")
    }
    let path = parsed.argument("FILE") ?? "-"
    let bytes = try io.open(path).readAll()
    let payload: JSONValue
    do {
      payload = try JSONParser.parse(bytes).value
    } catch {
      let diagnostic = DiagnosticText(
        file: io.displayName(path), line: error.location.line, column: error.location.column, message: error.message)
      throw InputFailure(bytes.withUnsafeBufferPointer { diagnostic.withExcerpt(at: error.location, in: $0) })
    }
    let pushType = parsed.value("push-type") ?? BuildValidation.inferPushType(payload, topic: parsed.value("topic"))
    let context = ValidationContext(
      pushType: pushType, topic: parsed.value("topic"),
      priority: parsed.value("priority") ?? (pushType == "background" ? "5" : "10"),
      expiration: parsed.value("expiration"), collapseID: parsed.value("collapse-id"),
      apnsID: parsed.value("apns-id"), deviceToken: token)
    let request = APNsRequest(
      context: context, environment: parsed.flag("production") ? .production : .sandbox,
      body: JSONPrinter.compact(payload))
    if !parsed.flag("no-validate") && BuildValidation.fails(request: request, payload: bytes, label: io.displayName(path), quiet: parsed.flag("quiet"), io: io) {
      return .failure
    }
    io.stdout.write(parsed.flag("curl") ? request.curlCommand : request.http2Text)
    return .ok
  }
}
