import APSKit

/// A payload made on the command line as `aps build` makes it, for `aps send`: `--template`
/// with its variables, then the payload flags (`PayloadFlag`, the one table `build` declares),
/// so `aps send --alert Hi --device-token …` needs no `aps build … |` before it.
enum FlagPayload {
  /// The payload flags, declared once in `PayloadFlag.all`.
  static var options: [OptionSpec] { PayloadFlag.all.map(\.option) }

  struct Made {
    var bytes: [UInt8]
    var label: String
    var value: JSONValue
    /// The template's push type, when it names one.
    var pushType: String?
  }

  /// The payload from `--template` and the payload flags; nil when none was given (the payload
  /// is then FILE or standard input).
  static func make(_ parsed: ParsedArguments, io: CommandIO) throws -> Made? {
    let flags = PayloadFlag.all.filter { parsed.flag($0.option.long) }
    let vars = try BuildInput.readVars(parsed, io: io)
    let reference = try BuildInput.templateReference(parsed, vars: vars)
    guard reference != nil || !flags.isEmpty else {
      if let option = ["var", "var-json", "vars"].first(where: parsed.flag) {
        throw CLIError.usage("--\(option) fills a template's variables; add --template NAME (see 'aps templates')")
      }
      return nil
    }
    let given = reference != nil ? "--template" : "--\(flags[0].option.long)"
    if let file = parsed.argument("FILE") {
      throw CLIError.usage("give the payload as FILE or build it with \(given), not both (got '\(TerminalText.visible(file))' and \(given))")
    }
    var made = Made(bytes: [], label: "<\(given)>", value: .object([]))
    if let reference {
      let (_, compiled) = try TemplateLoader.load(reference, io: io)
      if let format = compiled.metadata.format {
        throw CLIError.usage("template '\(compiled.name)' makes a \(format) request body; aps send takes an APNs payload (a vendor's server takes the body)")
      }
      made.value = try BuildInput.render(compiled, parsed, vars: vars, io: io)
      made.label = "<template \(compiled.name)>"
      made.pushType = compiled.metadata.pushType
    }
    let now = try BuildInput.now(io)
    for flag in flags { try flag.apply(parsed, to: &made.value, now: now) }
    made.bytes = JSONPrinter.compact(made.value)
    return made
  }
}
