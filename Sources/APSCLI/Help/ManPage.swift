/// `aps help --man`: the manual page in roff (man(7) macros), generated from the same command
/// model as help, parsing and completions, with the exit codes and the JSON output contract.
struct ManPage {
  let root: CommandSpec

  var roff: String {
    var out = [
      ".TH \(root.name.uppercased()) 1 \"\" \"\(root.name) \(APS.version)\" \"User Commands\"",
      // Ragged right and no hyphenation: links and option names stay whole and need no stretching.
      ".ad l",
      ".nh",
      ".SH NAME",
      "\(Self.escape(root.name)) \\- \(Self.escape(root.abstract))",
      ".SH SYNOPSIS",
      ".B \(Self.escape(root.name))",
      "[\\fB\\-\\-color\\fR \\fIWHEN\\fR]",
      ".I command",
      "[\\fIoptions\\fR] [\\fIarguments\\fR]",
      ".br",
      ".B \(Self.escape(root.name)) help",
      "[\\fIcommand\\fR ...]",
      ".SH DESCRIPTION",
    ]
    out += Self.block(Self.description + "\n\n" + OutputConventions.text)
    // The tool's own options: --version, and --color before any command.
    out.append(".SH OPTIONS")
    for option in root.options where !option.isHidden { out += Self.optionLines(option) }
    out.append(".SH COMMANDS")
    for command in root.subcommands {
      out += section(command, parents: [root])
    }
    out += [
      ".SH \"EXIT STATUS\"",
      ".TP", ".B 0", "Everything worked.",
      ".TP", ".B 1", "The input was checked and fails: an invalid payload, over the size limit, \\fB\\-\\-check\\fR found differences, undecodable data, a data error in a file given as an option.",
      ".TP", ".B 64", "Usage error: an unknown option or command, a bad value.",
      ".TP", ".B 66", "An input cannot be opened.",
      ".TP", ".B 69", "A tool aps drives is unavailable: \\fBcurl\\fR for \\fBsend\\fR (or one without HTTP/2 or older than 7.75), \\fBopenssl\\fR for \\fBtoken\\fR off macOS, \\fBxcrun\\fR for \\fBsend \\-\\-simulator\\fR (macOS with Xcode); \\fBaps doctor\\fR checks them.",
      ".TP", ".B 71", "The system refused what the run needs (\\fBsend\\fR: no pipe to watch for signals).",
      ".TP", ".B 74", "An output cannot be written (\\fBsend\\fR: its temporary files are reported per token as not sent, 75).",
      ".TP", ".B 75", "\\fBsend\\fR: some requests were not sent (they never left; sending again is safe).",
      ".TP", ".B 76", "\\fBsend\\fR: the result of some requests is unknown (written, no complete answer; they may have been delivered).",
      ".TP", ".B \"129, 130, 143\"", "\\fBsend\\fR stopped by SIGHUP, SIGINT or SIGTERM; every token's result is still printed.",
    ]
    out.append(".SH \"JSON OUTPUT\"")
    out += Self.block(JSONContract.text)
    out += [
      ".SH ENVIRONMENT",
    ]
    for (name, text) in Self.environment { out += [".TP", ".B " + name, Self.escape(text)] }
    out.append(".SH \"SEE ALSO\"")
    out.append("\\fBcurl\\fR(1), \\fBopenssl\\fR(1), \\fBjq\\fR(1), \\fBxcrun\\fR(1) (\\fBxcrun simctl push\\fR)")
    out.append(".PP")
    out += Self.block(Self.seeAlso)
    return out.joined(separator: "\n") + "\n"
  }

  /// What the tool is for, as the page's DESCRIPTION (the options' conventions follow it).
  static let description = """
    aps builds Apple push notification payloads from templates and flags, checks them against \
    Apple's rules, measures them byte-exactly against the push type's limit, prints the HTTP/2 \
    request APNs expects (or a curl command) and sends it through curl, one result per device \
    token. It reads back what a phone logged (NSLog, po, Swift print, NSData, hex, base64) as \
    JSON, decodes GeTui and JPush messages, and predicts which iOS callbacks a push runs. Every \
    command reads files or standard input, reports problems as FILE:LINE:COLUMN: \
    severity[rule]: message with a hint, and prints JSON Lines with --format json.
    """

  /// The variables aps reads, and what for.
  static let environment: [(String, String)] = [
    ("APNS_JWT", "The provider token send uses, and the curl line of request --curl reads (make one with aps token)."),
    ("APNS_KEY_FILE", "The .p8 signing key token and send read when --key-file is not given."),
    ("APNS_KEY_ID", "The key id (kid) when --key-id is not given."),
    ("APNS_TEAM_ID", "The team id (iss) when --team-id is not given."),
    ("APS_APNS_URL", "Replaces Apple's host (for example https://127.0.0.1:8443, a local mock server) for send and request."),
    ("CURL_CA_BUNDLE", "Read by curl: the certificates it trusts, such as a mock server's."),
    ("APS_TEMPLATE_PATH", "Colon-separated folders searched for NAME.json templates before the built-ins."),
    ("NO_COLOR", "When set to a non-empty value, --color auto (the default) prints no colour: no coloured errors and warnings, no coloured fmt output."),
    ("SOURCE_DATE_EPOCH", "What the clock 'now' means in build, for reproducible output."),
  ]

  /// Apple's pages the rules and requests follow.
  static let seeAlso = """
    Apple, "Generating a remote notification": \
    https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification

    Apple, "Sending notification requests to APNs": \
    https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns

    Apple, "Establishing a token-based connection to APNs": \
    https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns

    'aps help json' prints the JSON output contract alone.
    """

  /// `.TP`, the option's label and its help with its values and default.
  static func optionLines(_ option: OptionSpec) -> [String] {
    var label = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
    label += "\\fB\\-\\-\(escape(option.long))\\fR"
    if let value = option.valueName {
      label += option.bareValue == nil ? " \\fI\(escape(value))\\fR" : " [\\fI\(escape(value))\\fR]"
    }
    var text = option.help
    if !option.allowedValues.isEmpty { text += " Values: " + option.allowedValues.joined(separator: ", ") + "." }
    if let value = option.defaultValue { text += " Default: \(value)." }
    return [".TP", label, escape(text)]
  }

  /// One command: its usage, abstract, discussion, arguments, options and examples, then its
  /// subcommands.
  private func section(_ command: CommandSpec, parents: [CommandSpec]) -> [String] {
    let path = parents + [command]
    var out = [".SS \"\(Self.escape(path.map(\.name).joined(separator: " ")))\""]
    let usage = HelpRenderer(width: 78).usageLines(for: path, prefix: "").split(separator: "\n").map { Self.escape(String($0)) }
    out += [Self.escape(command.abstract), ".PP", ".nf"] + usage + [".fi"]
    if !command.discussion.isEmpty {
      out.append(".PP")
      out += Self.block(command.discussion)
    }
    for argument in command.arguments {
      out += [".TP", "\\fI\(Self.escape(UsageRenderer.valuePlaceholder(argument.name)))\\fR", Self.escape(argument.help)]
    }
    for option in command.options where !option.isHidden { out += Self.optionLines(option) }
    if !command.examples.isEmpty {
      out += [".PP", "Examples:", ".RS 4", ".nf"] + command.examples.map(Self.escape) + [".fi", ".RE"]
    }
    for sub in command.subcommands {
      out += section(sub, parents: path)
    }
    return out
  }

  /// Help text made of lines: paragraphs, `- ` list items and indented (verbatim) lines.
  static func block(_ text: String) -> [String] {
    var out: [String] = []
    var verbatim = false
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = String(raw)
      let indented = line.hasPrefix(" ")
      if verbatim && !indented {
        out += [".fi", ".RE"]
        verbatim = false
      }
      if line.isEmpty {
        out.append(".PP")
      } else if indented {
        if !verbatim { out += [".RS 4", ".nf"] }
        verbatim = true
        out.append(escape(String(line.drop { $0 == " " })))
      } else if line.hasPrefix("- ") {
        out += [".IP \\(bu 2", escape(String(line.dropFirst(2)))]
      } else {
        if out.last?.hasPrefix(".IP") == false, out.count >= 2, out[out.count - 2].hasPrefix(".IP") { out.append(".PP") }
        out.append(escape(line))
      }
    }
    if verbatim { out += [".fi", ".RE"] }
    return out
  }

  /// Text safe on a roff line: backslashes, hyphen-minus and non-ASCII escaped, a leading `.` or
  /// `'` guarded.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\e"
      case "-": out += "\\-"
      // Non-ASCII as a named glyph, so groff and mandoc need no input encoding.
      case _ where scalar.value > 0x7E:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      default: out.unicodeScalars.append(scalar)
      }
    }
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    // A long link may break after a slash (`\:` is a break point that prints nothing), else
    // troff cannot fit the line and warns.
    if out.contains("://") { out = out.replacingSlashesWithBreakPoints() }
    return out
  }
}

extension String {
  /// `a/b` → `a/\:b`: a break point after each slash of a link that is followed by more of it.
  fileprivate func replacingSlashesWithBreakPoints() -> String {
    var out = ""
    var previous: Character?
    var breakPending = false
    for character in self {
      if breakPending, character.isLetter || character.isNumber { out += "\\:" }
      breakPending = character == "/" && previous != ":" && previous != "/"
      out.append(character)
      previous = character
    }
    return out
  }
}
