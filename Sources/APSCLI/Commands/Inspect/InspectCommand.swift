import APSKit

/// `aps inspect [FILE…]`: the one-stop report on whatever was pasted.
enum InspectCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "inspect",
      abstract: "Explain a captured notification: form, JSON, provider, fields.",
      discussion: """
        Paste what Xcode's console printed (an NSLog of userInfo, lldb's po of an NSDictionary \
        or of a Swift dictionary (the '▿ 3 elements' tree), Swift's print, an NSData dump of a \
        GeTui payload, a JPush custom message, a GeTui REST v1/v2 or JPush v3 body, hex, base64 \
        or JSON) and get: the form it was in, the recovered JSON, who sent it (plain APNs, GeTui \
        or JPush, by their keys) with their fields explained, and for an APNs payload its push \
        kind, its size against the limit and the 'aps validate' findings (the same checks). \
        Unquoted values take the type Apple or the vendor gives their key; each choice is a \
        note. Exit 1 when the capture cannot be read (a truncated log or JSON, text that no \
        form reads, an elided NSData description, invalid UTF-8, a repeated key without \
        --allow-duplicates) or has errors.
        """,
      examples: [
        "pbpaste | aps inspect",
        "aps inspect --format json console.log",
        "log stream --style ndjson --predicate 'eventMessage CONTAINS \"aps\"' | aps inspect --follow",
      ],
      options: InspectOptions.self,
      run: run)
  }

  static func run(_ options: InspectOptions, io: CommandIO) throws -> ExitCode {
    let quiet = options.quiet
    var notesInReport = options.reading
    notesInReport.quiet = true  // notes are part of the report
    notesInReport.sendersFromContext = true
    if quiet { notesInReport.format = nil }  // -q: no record either, only the exit code
    let records = quiet ? nil : options.reading.records(io)
    let several = io.inputPaths(options.reading.files).count > 1
    let pushType = try options.pushType ?? RequestOptions.headerFile(options.headersFile, io: io)?["apns-push-type"]
    let now = try BuildInput.now(io)
    var first = true
    return try CaptureSupport.forEachCapture(
      notesInReport, io: io, silent: quiet, stream: true, follow: options.follow
    ) { capture, file, line in
      var report = InspectReport(capture, context: ValidationContext(pushType: pushType, now: now))
      // Text that no form reads holds no payload: an input that fails (exit 1), not a report.
      if capture.form == .text && !capture.hasValue && report.provider == .unknown {
        throw CLIError.failed(noPayloadMessage)
      }
      // The APNs findings of a JSON input name their line and column, as `aps validate` does.
      if let source = capture.jsonSource { report.validation?.locate(in: source[...]) }
      if let records {
        records.write(json(report, file: file, line: line))
      } else if !quiet {
        // Several reports are told apart by a header, as head(1) and tail(1) do.
        if several || line != nil {
          let place = line.map { ":\($0)" } ?? ""
          io.stdout.write((first ? "" : "\n") + "==> \(TerminalText.visible(file))\(place) <==\n")
        }
        io.stdout.show(text(report))
      }
      first = false
      return report.hasErrors ? .failure : .ok
    }
  }

  static let noPayloadMessage =
    "no payload found: the input is plain text that no capture form reads; paste the console lines that hold the userInfo (see 'aps inspect --help' for the forms read)"

  static func text(_ report: InspectReport) -> String {
    let capture = report.capture
    var out = "form:      \(capture.form.title)\n"
    out += "provider:  \(report.providerLine)\n"
    if let vendor = report.vendor { out += "           \(vendor.page)\n" }
    if let pretty = capture.prettyJSON {
      out += "JSON:\n" + indent(pretty) + "\n"
    } else if let text = capture.text {
      out += "text (not JSON: \(capture.jsonError ?? "")):\n" + indent(text) + "\n"
    }
    if let getui = report.getui, report.capture.value != getui.payloadJSON, let payload = getui.payloadJSON {
      out += "GeTui payload (JSON):\n" + indent(JSONPrinter.prettyString(payload)) + "\n"
    } else if let getui = report.getui, getui.payloadJSON == nil, let payload = getui.payload, payload != capture.text {
      out += "GeTui payload (text):\n" + indent(payload) + "\n"
    }
    if let validation = report.validation {
      out += "push kind: \(validation.pushType.rawValue) (\(validation.pushTypeInferred ? "inferred from the payload" : "given"))\n"
      if let bytes = validation.bytes {
        let percent = validation.limit > 0 ? bytes * 100 / validation.limit : 0
        out += "size:      \(bytes) of \(validation.limit) bytes (\(percent)%)\(bytes > validation.limit ? ", over the limit" : "")\n"
      }
    }
    if !report.fields.isEmpty {
      out += "fields:\n" + CaptureSupport.fieldLines(report.fields)
    }
    if let validation = report.validation {
      out += "APNs checks:" + (validation.diagnostics.isEmpty ? " ok\n" : "\n")
      for finding in validation.diagnostics { out += findingLines(finding) }
    }
    if !capture.notes.isEmpty {
      out += "notes:\n" + capture.notes.map { "  \($0.spelled)\n" }.joined()
    }
    let vendor = vendorFindings(report)
    out += "provider checks:" + (vendor.isEmpty ? " none\n" : "\n" + vendor.map(findingLines).joined())
    return out
  }

  /// `  error[rule]: /path: message` and its hint, as in the one diagnostic layout.
  private static func findingLines(_ finding: Diagnostic) -> String {
    let at = finding.line.map { "\($0):\(finding.column ?? 1): " } ?? ""
    let path = finding.path.isEmpty ? "" : " \(finding.path):"
    var out = "  \(at)\(finding.severity.rawValue)[\(finding.rule)]:\(path) \(finding.message)\n"
    if let hint = finding.hint { out += "    hint: \(hint)\n" }
    return out
  }

  /// The GeTui or JPush findings as diagnostics, with the vendor as their rule.
  static func vendorFindings(_ report: InspectReport) -> [Diagnostic] {
    DiagnosticRecord.diagnostics(
      report.findings, rule: report.provider.rawValue.lowercased(), source: report.capture.jsonSource)
  }

  private static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
  }

  static func json(_ report: InspectReport, file: String, line: Int? = nil) -> JSONValue {
    let capture = report.capture
    var members: [JSONMember] = [
      JSONMember("form", .string(capture.form.rawValue)),
      JSONMember("provider", .string(report.provider.rawValue)),
      JSONMember("providerReason", .string(report.providerReason)),
      JSONMember("vendor", report.vendor.map { vendor in
        .object([
          JSONMember("id", .string(vendor.id)), JSONMember("name", .string(vendor.name)), JSONMember("page", .string(vendor.page)),
          JSONMember("keys", .array(report.vendorKeys.map(JSONValue.string))),
        ])
      } ?? .null),
      JSONMember("json", capture.value ?? .null),
      JSONMember("text", !capture.hasValue ? capture.text.map(JSONValue.string) ?? .null : .null),
    ]
    if let getui = report.getui {
      members.append(JSONMember("getui", GeTuiCommand.json(
        getui, form: capture.form,
        findings: DiagnosticRecord.diagnostics(getui.findings, rule: "getui", source: capture.jsonSource))))
    }
    if let jpush = report.jpush {
      members.append(JSONMember("jpush", JPushCommand.json(
        jpush, findings: DiagnosticRecord.diagnostics(jpush.findings, rule: "jpush", source: capture.jsonSource))))
    }
    if let validation = report.validation {
      members.append(JSONMember("apns", .object([
        JSONMember("valid", .bool(validation.isValid())),
        JSONMember("pushType", .string(validation.pushType.rawValue)),
        JSONMember("bytes", validation.bytes.map(JSONRecord.number) ?? .null),
        JSONMember("limit", JSONRecord.number(validation.limit)),
        JSONMember("diagnostics", DiagnosticRecord.list(validation.diagnostics)),
      ])))
    }
    members.append(JSONMember("fields", CaptureSupport.fieldsJSON(report.fields)))
    members.append(JSONMember("notes", CaptureSupport.notesJSON(capture.notes)))
    members.append(JSONMember("diagnostics", DiagnosticRecord.list(vendorFindings(report))))
    return JSONRecord.input(file: file, line: line, ok: !report.hasErrors, members)
  }
}

/// What `aps inspect` takes.
struct InspectOptions: CommandOptions {
  var follow = false
  var pushType: String?
  var headersFile: String?
  var quiet = false
  var reading = CaptureReading()

  static let fields: [OptionField<Self>] = [
    .group(\.reading, CaptureSupport.recordFields + [CaptureSupport.fromField] + CaptureSupport.readingFlags(quiet: false)),
    [
      .flag(\.follow, CaptureSupport.followOption),
      .value(\.pushType, .pushType(help: "The apns-push-type the APNs checks apply (default: --headers, else inferred).")),
      .value(\.headersFile, RequestOptions.headers),
      .flag(\.quiet, .quietChecking),
    ],
    .group(\.reading, [CaptureSupport.filesField]),
  ].flatMap { $0 }
}
