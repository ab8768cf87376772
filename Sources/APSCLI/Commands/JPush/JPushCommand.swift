import APSKit

/// `aps jpush parse`: a JPush (极光) custom message in any shape, normalized.
enum JPushCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "jpush",
      abstract: "Read JPush (极光) custom messages and notifications.",
      subcommands: [parseSpec],
      defaultSubcommand: "parse")
  }

  static var parseSpec: CommandSpec {
    CommandSpec(
      name: "parse",
      abstract: "Show a JPush message's title, content, content type, extras and id.",
      discussion: """
        Takes any shape: the server's v3 push body (message.msg_content required, title, \
        content_type, extras object), the message object alone, the app-side \
        kJPFNetworkDidReceiveMessageNotification userInfo (content, title, content_type, \
        extras, _j_msgid) and a JPush notification delivered through APNs (aps, _j_msgid, \
        _j_uid, _j_business, _j_data_ holding JSON text, extras lifted to the top level); as \
        JSON, an NSLog capture or Swift print output.

        Problems exit 1: missing content (JPush error 1002), extras not an object, unknown \
        notification.ios keys such as content_available (1009), message over 4000 bytes or \
        "ios":{…} over 2000 bytes (1005), a bad badge or interruption-level, apns_collapse_id \
        over 64 bytes, time_to_live over 864000.

        Sources: JPush "Push API v3" \
        (https://github.com/jpush/jpush-docs/blob/master/zh/jpush/server/push/rest_api_v3_push.md) \
        and "HTTP 返回码" \
        (https://github.com/jpush/jpush-docs/blob/master/zh/jpush/server/push/http_status_code.md).
        """,
      examples: [
        "aps jpush parse push.json",
        "pbpaste | aps jpush parse --get extras.newsid",
        "aps jpush parse --format json --unwrap message.log",
      ],
      options: JPushOptions.self,
      run: parse)
  }

  static func parse(_ options: JPushOptions, io: CommandIO) throws -> ExitCode {
    if options.get != nil && options.reading.format == "json" {
      throw CLIError.usage("--get prints one field raw; drop --format json, or read the field from the JSON record")
    }
    let records = options.reading.records(io)
    return try CaptureSupport.forEachCapture(options.reading, io: io, stream: true) { capture, file, _ in
      guard capture.hasValue else { throw CaptureSupport.needsJSON(capture, file: file, what: "jpush parse") }
      let message: JPushMessage
      do {
        message = try JPushParser.parse(capture, unwrap: options.unwrap)
      } catch let error as JPushError {
        // Only unwrapping reads the content as JSON: say which option asked for it.
        var option = ""
        if case .notJSONContent = error { option = "--unwrap: " }
        throw InputFailure(file: file, message: option + error.message)
      }
      let findings = DiagnosticRecord.diagnostics(message.findings, rule: "jpush", source: capture.jsonSource)
      if let name = options.get {
        guard let field = message.field(name) else {
          // The field name is echoed as every option value is: cut at 60 characters, with its length.
          throw InputFailure(file: file, message: "this \(message.shape.rawValue) message has no \(BuildInput.echoed(name))")
        }
        if case .string(let text) = field {
          io.stdout.write(text + "\n")
        } else {
          io.stdout.write(CaptureSupport.json(field, compact: true))
        }
      } else if let records {
        records.write(JSONRecord.input(
          file: file, line: nil, ok: !message.hasErrors, json(message, findings: findings).objectMembers))
      } else {
        io.stdout.show(view(message))
      }
      if !options.reading.quiet { CaptureSupport.printFindings(findings, file: file, io: io) }
      return message.hasErrors ? .failure : .ok
    }
  }

  /// The record of a message: its own view with the message id as a string (an identifier:
  /// JPush ids pass 2^53, where jq 1.6 and JavaScript round a number).
  static func json(_ message: JPushMessage, findings: [Diagnostic]) -> JSONValue {
    // `diagnostics`, in the shape every command gives a finding.
    message.json.replacingMember("msgId", with: JSONRecord.identifier(message.msgId))
      .replacingMember("problems", with: DiagnosticRecord.list(findings), key: "diagnostics")
  }

  static func view(_ message: JPushMessage) -> String {
    func show(_ value: JSONValue?) -> String {
      guard let value else { return "(none)" }
      if case .string(let text) = value { return text }
      return JSONPrinter.compactString(value)
    }
    var out = "shape:        \(message.shape.rawValue) (\(message.shape.title))\n"
    out += "msg id:       \(show(message.msgId))\n"
    out += "title:        \(show(message.title.map(JSONValue.string)))\n"
    out += "content:      \(show(message.content))\n"
    out += "content type: \(show(message.contentType.map(JSONValue.string)))\n"
    out += "extras:       \(show(message.extras))\n"
    if !message.fields.isEmpty {
      out += "JPush keys:\n" + CaptureSupport.fieldLines(message.fields)
    }
    return out
  }
}

/// What `aps jpush` takes.
struct JPushOptions: CommandOptions {
  var get: String?
  var unwrap = false
  var reading = CaptureReading()

  static let fields: [OptionField<Self>] = [
    .group(\.reading, CaptureSupport.recordFields),
    [
      .value(\.get, .option("get", value: "FIELD", help: "Print one field raw: content, title, content_type, msg_id, extras or extras.KEY.")),
      .flag(\.unwrap, .flag("unwrap", help: "Parse a content that is itself JSON text.")),
    ],
    .group(\.reading, [CaptureSupport.fromField] + CaptureSupport.readingFlags() + [CaptureSupport.filesField]),
  ].flatMap { $0 }
}
