import APSKit

/// A payload made on the command line as `aps build` makes it, for `aps send`: `--template`
/// with its variables, then the payload flags (`PayloadFlag`, the one table `build` declares),
/// so `aps send --alert Hi --device-token …` needs no `aps build … |` before it.
enum FlagPayload {
  /// The template and payload flags given.
  struct Given: CommandOptions {
    var template = BuildInput.TemplateChoice()
    var payloadFlags: [String: [String]] = [:]

    static let fields: [OptionField<Self>] = .group(\.template, BuildInput.TemplateChoice.self) + PayloadFlag.fields(\.payloadFlags)
  }

  struct Made {
    var bytes: [UInt8]
    var label: String
    var value: JSONValue
    /// The template's push type, when it names one.
    var pushType: String?
  }

  /// The payload from `--template` and the payload flags; nil when none was given (the payload
  /// is then `file`, or standard input). Send takes no `--strict` or `--quiet`: a template's
  /// unused variables are warned about and do not fail.
  static func make(_ given: Given, file: String?, io: CommandIO) throws -> Made? {
    let flags = PayloadFlag.all.filter { given.payloadFlags[$0.option.long] != nil }
    let vars = try BuildInput.readVars(given.template.varsFile, io: io)
    let reference = try BuildInput.templateReference(given.template.template, vars: vars)
    guard reference != nil || !flags.isEmpty else {
      if let option = given.template.variableOptionGiven {
        throw CLIError.usage("--\(option) fills a template's variables; add --template NAME (see 'aps templates')")
      }
      return nil
    }
    let source = reference != nil ? "--template" : "--\(flags[0].option.long)"
    if let file {
      throw CLIError.usage("give the payload as FILE or build it with \(source), not both (got '\(TerminalText.visible(file))' and \(source))")
    }
    var made = Made(bytes: [], label: "<\(source)>", value: .object([]))
    if let reference {
      let (_, compiled) = try TemplateLoader.load(reference, io: io)
      if let format = compiled.metadata.format {
        throw CLIError.usage("template '\(compiled.name)' makes a \(format) request body; aps send takes an APNs payload (a vendor's server takes the body)")
      }
      made.value = try BuildInput.render(
        compiled, given.template, vars: vars, strict: false, quiet: false, io: io)
      made.label = "<template \(compiled.name)>"
      made.pushType = compiled.metadata.pushType
    }
    let now = try BuildInput.now(io)
    for flag in flags { try flag.apply(given.payloadFlags, to: &made.value, now: now) }
    made.bytes = JSONPrinter.compact(made.value)
    return made
  }
}
