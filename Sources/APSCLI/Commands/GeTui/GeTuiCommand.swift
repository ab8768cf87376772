import APSKit

/// `aps getui decode|encode`: GeTui transmission (透传) payloads.
enum GeTuiCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "getui",
      abstract: "Decode or encode GeTui (个推) transmission payloads.",
      subcommands: [decodeSpec, encodeSpec],
      // `aps getui FILE` decodes, as `aps jpush FILE` parses.
      defaultSubcommand: "decode")
  }

  static var decodeSpec: CommandSpec {
    CommandSpec(
      name: "decode",
      abstract: "Recover the transmission text from a GeTui capture.",
      discussion: """
        Reads what GeTuiSdkDidReceivePayloadData: handed the app, in any captured form: the \
        NSData description (<7b22…> or {length = N, bytes = 0x…}), hex, base64, raw text, the \
        demo's log line 'taskId=…,messageId:…,payloadMsg:…' (with its <离线消息> offline marker), \
        or a whole APNs userInfo (JSON, NSLog or Swift print) whose 'payload' string it \
        extracts. The bytes must be UTF-8: the app's [[NSString alloc] initWithBytes:…] returns \
        nil otherwise, and so does this (exit 1, with the byte offset).

        Prints the text; JSON text is pretty-printed (-c compact), and a JSON string holding \
        JSON is decoded one level. GeTui's keys (_ge_, _gmid_ → task id, _gurl_, …), the task \
        and message ids and the offline flag are explained on standard error with --verbose, \
        and in --format json (which puts everything on standard output). --require-json fails \
        (exit 1) when the payload text is not JSON.

        Sources: GeTui "推送流程说明" (https://docs.getui.com/getui/scene/push/) and the SDK \
        header GeTuiSdk.h (https://github.com/GetuiLaboratory/getui-sdk-ios-cocoapods).
        """,
      examples: [
        "echo '{length = 9, bytes = 0x7b226b6579223a317d}' | aps getui decode",
        "pbpaste | aps getui decode --require-json -c",
        "aps getui decode --format json userinfo.log",
      ],
      options: GeTuiDecodeOptions.self,
      run: decode)
  }

  static var encodeSpec: CommandSpec {
    CommandSpec(
      name: "encode",
      abstract: "Print text as the NSData description, hex or base64 a test fixture needs.",
      discussion: """
        FILE is read for the bytes, as every command reads a positional argument; '-' or \
        nothing reads standard input, and --text TEXT gives the text itself. nsdata writes the \
        iOS 13+ layout with every byte (Apple's own description elides the middle of data over \
        24 bytes); nsdata-legacy the <…> layout of apps built before the iOS 13 SDK.
        """,
      examples: [
        #"aps getui encode --text '{"type":"order","id":123}'"#,
        "aps getui encode --to base64 payload.json",
      ],
      options: GeTuiEncodeOptions.self,
      run: encode)
  }

  static func decode(_ options: GeTuiDecodeOptions, io: CommandIO) throws -> ExitCode {
    let records = options.reading.records(io)
    var reading = options.reading
    // --format json puts everything on standard output: the notes are the record's `notes`.
    if records != nil { reading.quiet = true }
    return try CaptureSupport.forEachCapture(reading, io: io, stream: true) { capture, file, _ in
      let decoded = GeTuiDecoder.decode(capture)
      let compact = options.compact
      guard decoded.payload != nil || decoded.payloadJSON != nil else {
        throw InputFailure(
          file: file, message: "no GeTui payload here: \(decoded.noPayloadReason) (keys: \(CaptureSupport.keyList(capture.withRoot(\.keys) ?? [])))")
      }
      if options.requireJSON && decoded.payloadJSON == nil {
        throw InputFailure(file: file, message: "the payload text is not JSON: \(decoded.payloadJSONError ?? "not JSON")")
      }
      let failed = decoded.findings.contains { $0.severity == .error }
      let findings = DiagnosticRecord.diagnostics(decoded.findings, rule: "getui", source: capture.jsonSource)
      if let records {
        records.write(JSONRecord.input(file: file, line: nil, ok: !failed, json(decoded, form: capture.form, findings: findings).objectMembers
          + [JSONMember("notes", CaptureSupport.notesJSON(capture.notes))]))
      } else {
        if options.reading.verbose {
          for field in decoded.fields {
            io.stderr.write(DiagnosticText(file: file, level: .note, message: "\(field.path) = \(field.value): \(field.meaning)").rendered)
          }
        }
        if let value = decoded.payloadJSON {
          io.stdout.write(CaptureSupport.json(value, compact: compact))
        } else if let text = decoded.payload {
          // The text is the sender's data: piped on as it is, shown on a terminal (as fmt shows a string).
          let shown = io.stdoutIsTerminal ? TerminalText.visible(text, keepNewlines: true) : text
          io.stdout.write(shown.hasSuffix("\n") ? shown : shown + "\n")
        }
      }
      if !options.reading.quiet { CaptureSupport.printFindings(findings, file: file, io: io) }
      return failed ? .failure : .ok
    }
  }

  static func json(_ decoded: GeTuiDecoded, form: CaptureForm, findings: [Diagnostic]) -> JSONValue {
    func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    return .object([
      JSONMember("form", .string(form.rawValue)),
      JSONMember("source", .string(decoded.source.rawValue)),
      JSONMember("taskId", JSONRecord.identifier(decoded.taskId.map(JSONValue.string))),
      JSONMember("messageId", JSONRecord.identifier(decoded.messageId.map(JSONValue.string))),
      JSONMember("offline", decoded.offline.map(JSONValue.bool) ?? .null),
      JSONMember("payload", optional(decoded.payload)),
      JSONMember("payloadJSON", decoded.payloadJSON ?? .null),
      JSONMember("fields", CaptureSupport.fieldsJSON(decoded.fields)),
      JSONMember("diagnostics", DiagnosticRecord.list(findings)),
    ])
  }

  static func encode(_ options: GeTuiEncodeOptions, io: CommandIO) throws -> ExitCode {
    let form = DataWriter.Form(rawValue: options.to) ?? .nsdata
    let bytes: [UInt8]
    if let text = options.text {
      if options.file != nil {
        throw CLIError.usage("--text gives the text to encode; drop FILE, or drop --text to read FILE")
      }
      bytes = Array(text.utf8)
    } else {
      bytes = try io.open(options.file ?? "-").readAll()
    }
    io.stdout.write(DataWriter.write(bytes, as: form))
    return .ok
  }
}

/// What `aps getui decode` takes.
struct GeTuiDecodeOptions: CommandOptions {
  var compact = false
  var requireJSON = false
  var reading = CaptureReading()

  static let fields: [OptionField<Self>] = [
    [
      .flag(\.compact, .flag("compact", short: "c", help: "Print JSON text compact, on one line.")),
      .flag(\.requireJSON, .flag("require-json", help: "Fail (exit 1) when the payload text is not JSON.")),
      .declared(OutputConventions.renamed("json", to: "--require-json (fail unless the payload is JSON) or --format json (JSON records)")),
    ],
    .group(\.reading, CaptureSupport.recordFields + [CaptureSupport.fromField] + CaptureSupport.readingFlags() + [CaptureSupport.filesField]),
  ].flatMap { $0 }
}

/// What `aps getui encode` takes.
struct GeTuiEncodeOptions: CommandOptions {
  var to = "nsdata"
  var text: String?
  var file: String?

  static let fields: [OptionField<Self>] = [
    .value(\.to, .option("to", value: "FORM", help: "The form to print the bytes in.", allowed: DataWriter.Form.allCases.map(\.rawValue), default: "nsdata")),
    .value(\.text, .option("text", value: "TEXT", help: "Encode TEXT itself instead of reading a file.")),
    .declared(OutputConventions.renamed("as", value: true, to: "--to FORM")),
    .argument(\.file, ArgumentSpec("FILE", help: "The file to encode; '-' or none reads standard input.", optional: true, completion: .file(extensions: []))),
  ]
}
