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
      ".I command",
      "[\\fIoptions\\fR] [\\fIarguments\\fR]",
      ".br",
      ".B \(Self.escape(root.name)) help",
      "[\\fIcommand\\fR ...]",
      ".SH DESCRIPTION",
    ]
    out += Self.block(root.discussion)
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
      ".TP", ".B 69", "A tool aps drives is unavailable: \\fBsend \\-\\-simulator\\fR without \\fBxcrun\\fR (macOS with Xcode).",
      ".TP", ".B 74", "An output cannot be written.",
    ]
    out.append(".SH \"JSON OUTPUT\"")
    out += Self.block(JSONContract.text)
    out += [
      ".SH ENVIRONMENT",
      ".TP", ".B APS_TEMPLATE_PATH", "Colon-separated folders searched for NAME.json templates before the built-ins.",
      ".TP", ".B NO_COLOR", "When set, \\fBfmt \\-\\-color auto\\fR prints no colour.",
      ".TP", ".B SOURCE_DATE_EPOCH", "The clock \\(lqnow\\(rq means in \\fBbuild\\fR, for reproducible output.",
      ".SH \"SEE ALSO\"",
      "\\fBjq\\fR(1)",
    ]
    return out.joined(separator: "\n") + "\n"
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
    for option in command.options where !option.isHidden {
      var label = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
      label += "\\fB\\-\\-\(Self.escape(option.long))\\fR"
      if let value = option.valueName {
        label += option.bareValue == nil ? " \\fI\(Self.escape(value))\\fR" : " [\\fI\(Self.escape(value))\\fR]"
      }
      var text = option.help
      if !option.allowedValues.isEmpty { text += " Values: " + option.allowedValues.joined(separator: ", ") + "." }
      if let value = option.defaultValue { text += " Default: \(value)." }
      out += [".TP", label, Self.escape(text)]
    }
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
