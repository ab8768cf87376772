import APSKit

/// Reads the parts of an `aps build` command line that are not single `aps` keys: template
/// variables, custom keys and pointer edits. Every problem is a usage error naming the option.
enum BuildInput {
  /// `--template` and its variables, shared by `build` and `send --simulator`.
  struct TemplateChoice: CommandOptions {
    var template: String?
    var vars: [String] = []
    var varsJSON: [String] = []
    var varsFile: String?

    static let fields: [OptionField<Self>] = [
      .value(\.template, .option("template", short: "t", value: "NAME|FILE", help: "Start from a template: a built-in or APS_TEMPLATE_PATH name, or a .json path.", completion: .dynamicOrFile(["templates", "list", "--names"], extensions: ["json"]))),
      .values(\.vars, .option("var", value: "NAME=VALUE", help: "A template variable (text; parsed as the variable's type).", repeatable: true)),
      .values(\.varsJSON, .option("var-json", value: "NAME=JSON", help: "A template variable given as JSON.", repeatable: true)),
      .value(\.varsFile, .option("vars", value: "FILE", help: "Template variables from a JSON object file ('-' for stdin); a string is text, typed as --var's.", completion: .file(extensions: ["json"]))),
    ]

    /// The first variable option given, for "add --template" errors.
    var variableOptionGiven: String? {
      !vars.isEmpty ? "var" : !varsJSON.isEmpty ? "var-json" : varsFile != nil ? "vars" : nil
    }
  }

  /// The template rendered with `--vars`, `--var` and `--var-json` (`--strict`: unused ones fail);
  /// unused variables are warned about unless `--quiet`.
  static func render(_ compiled: Template, _ choice: TemplateChoice, vars: VarsFile?, strict: Bool, quiet: Bool, io: CommandIO) throws -> JSONValue {
    let (variables, varsFile) = try variables(choice, vars: vars)
    let rendering: TemplateRenderer.Rendering
    do {
      rendering = try TemplateRenderer(template: compiled).render(variables, strict: strict)
    } catch {
      // A bad value inside a --vars file is a data error in that file (exit 1, located), not a usage error.
      if case .invalidValue(let name, _, _, _) = error, let varsFile, varsFile.names.contains(name) {
        let position = varsFile.document.location(of: JSONPointer(tokens: [name]))
        throw InputFailure(file: varsFile.name, line: position?.line ?? 1, column: position?.column ?? 1, message: error.message)
      }
      throw error
    }
    for unused in rendering.unusedVariables where !quiet {
      io.stderr.write(DiagnosticText(file: nil, level: .warning, message: "\(unused.warningText) (--strict makes this an error)").rendered)
    }
    return rendering.payload
  }

  /// Parses JSON text given to an option; `object` requires a JSON object.
  static func parseJSON(_ text: String, for spelled: String, object: Bool = false) throws -> JSONValue {
    let document: JSONText
    do {
      document = try JSONText(scanning: text)
    } catch {
      throw CLIError.usage("\(spelled) takes JSON; \(echoed(text)) is not valid JSON: \(error.message) at character \(error.location.column)")
    }
    // Which copy of a repeated key wins is undefined (RFC 8259, section 4); printing both is worse.
    if let duplicate = document.duplicateKeys.first {
      throw CLIError.usage("\(spelled): \(duplicate.message); keep one")
    }
    let value = document.value
    if object && value.members == nil {
      throw CLIError.usage("\(spelled) takes a JSON object such as '{\"key\":1}', got \(value.typeName)")
    }
    return value
  }

  /// An option's value quoted in a message: at most 60 characters, with an ellipsis and the
  /// whole length when longer (a 120 KB value is not echoed back).
  static func echoed(_ text: String) -> String {
    let shown = CaptureText.abbreviated(text)
    return "'\(shown)'" + (shown.count < text.count ? " (\(text.utf8.count) bytes)" : "")
  }

  /// Splits `NAME=VALUE` at the first `=`.
  static func split(_ text: String, for spelled: String, what: String) throws -> (String, String) {
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
      throw CLIError.usage("\(spelled) takes \(what)=VALUE, got '\(text)'")
    }
    return (String(text[..<equals]), String(text[text.index(after: equals)...]))
  }

  /// The `--vars` file a variable's value came from, to point at it when the value is wrong.
  struct VarsFile {
    var name: String
    var document: JSONText
    /// Variables the command line did not override.
    var names: Set<String>

    /// `FILE:LINE:COLUMN` of the variable's value (its member in the object).
    func location(of variable: String) -> String {
      let position = document.location(of: JSONPointer(tokens: [variable]))
      return "\(TerminalText.visible(name)):\(position?.line ?? 1):\(position?.column ?? 1)"
    }
  }

  /// `"$template"` in a --vars file names the template the values fill, as JSON Schema's
  /// `$schema` names a document's schema: `aps build --vars order.json` needs no --template
  /// (which wins when given). Its value is what --template takes: a name or a path.
  static let templateKey = "$template"

  /// The `--vars FILE|-` object, read once (standard input cannot be read twice); nil without --vars.
  static func readVars(_ path: String?, io: CommandIO) throws -> VarsFile? {
    guard let path else { return nil }
    let (_, name, document) = try io.readLocatedJSON(path) { error, _, name in
      InputFailure(
        file: name, line: error.location.line, column: error.location.column, message: error.message,
        hint: "--vars takes a JSON object of variable name → value")
    }
    guard let members = document.value.members else {
      throw CLIError.failed("--vars \(TerminalText.visible(name)) must hold a JSON object of variable name → value, found \(document.value.typeName)")
    }
    // A repeated variable would silently let the last one win.
    if let duplicate = document.duplicateKeys.first {
      throw InputFailure(
        file: name, line: duplicate.location.line, column: duplicate.location.column, message: duplicate.message,
        hint: "keep one value for each variable")
    }
    return VarsFile(name: name, document: document, names: Set(members.map(\.key)).subtracting([templateKey]))
  }

  /// The template to start from: --template, else the vars file's `"$template"`.
  static func templateReference(_ given: String?, vars: VarsFile?) throws -> String? {
    if let given { return given }
    guard let vars, let named = vars.document.value[templateKey] else { return nil }
    guard case .string(let reference) = named, !reference.isEmpty else {
      let position = vars.document.location(of: JSONPointer(tokens: [templateKey]))
      throw InputFailure(
        file: vars.name, line: position?.line ?? 1, column: position?.column ?? 1,
        message: "\"\(templateKey)\" names the template these values fill: a name such as \"alert\" or a path, found \(named.typeName)")
    }
    return reference
  }

  /// Template variables from the `--vars` object, then `--var`, then `--var-json` (later ones
  /// win), with the vars file for locating a bad value in it.
  static func variables(_ choice: TemplateChoice, vars: VarsFile?) throws -> ([String: TemplateValue], VarsFile?) {
    var values: [String: TemplateValue] = [:]
    var varsFile = vars
    for member in vars?.document.value.members ?? [] where member.key != templateKey {
      values[member.key] = .json(member.value)
    }
    // The command line overrides the file; on the command line itself a name given twice is a
    // clash to resolve, as a JSON object's repeated key is, not "the last one wins".
    var given: [String: String] = [:]
    for item in choice.vars {
      let (name, text) = try split(item, for: "--var", what: "NAME")
      try refuseRepeated(name, item, in: &given, spelled: "--var")
      values[name] = .text(text)
      varsFile?.names.remove(name)
    }
    for item in choice.varsJSON {
      let (name, text) = try split(item, for: "--var-json", what: "NAME")
      try refuseRepeated(name, item, in: &given, spelled: "--var-json")
      values[name] = .json(try parseJSON(text, for: "--var-json \(name)"))
      varsFile?.names.remove(name)
    }
    return (values, varsFile)
  }

  private static func refuseRepeated(_ name: String, _ item: String, in given: inout [String: String], spelled: String) throws {
    if let first = given[name] {
      throw CLIError.usage(
        "variable '\(ArgumentParser.shown(name))' given twice (\(ArgumentParser.shown(first)), then \(spelled) \(ArgumentParser.shown(item))); give it once")
    }
    given[name] = "\(spelled) \(item)"
  }

  /// `--custom KEY=TEXT`, `--custom-json KEY=JSON`, `--set /PTR=TEXT`, `--set-json /PTR=JSON`.
  struct Edits: Sendable {
    var custom: [String] = []
    var customJSON: [String] = []
    var set: [String] = []
    var setJSON: [String] = []
  }

  /// Applies `--custom KEY=TEXT`, `--custom-json KEY=JSON`, then `--set /PTR=TEXT`, `--set-json /PTR=JSON`.
  static func applyCustomAndSets(_ edits: Edits, to payload: inout JSONValue) throws {
    for (option, isJSON, items) in [("custom", false, edits.custom), ("custom-json", true, edits.customJSON)] {
      for item in items {
        let (key, text) = try split(item, for: "--\(option)", what: "KEY")
        guard key != "aps" else {
          throw CLIError.usage("--\(option) sets a custom key beside aps, not aps itself; use the aps flags or --set /aps/KEY=VALUE")
        }
        let value: JSONValue = isJSON ? try parseJSON(text, for: "--\(option) \(key)") : .string(text)
        try set(value, at: JSONPointer(tokens: [key]), in: &payload, spelled: "--\(option) \(key)")
      }
    }
    for (option, isJSON, items) in [("set", false, edits.set), ("set-json", true, edits.setJSON)] {
      for item in items {
        let (text, valueText) = try split(item, for: "--\(option)", what: "/POINTER")
        let pointer: JSONPointer
        do {
          pointer = try JSONPointer(text)
        } catch {
          throw CLIError.usage("--\(option): \(error)")
        }
        let value: JSONValue = isJSON ? try parseJSON(valueText, for: "--\(option) \(text)") : .string(valueText)
        try set(value, at: pointer, in: &payload, spelled: "--\(option) \(text)")
      }
    }
  }

  private static func set(_ value: JSONValue, at pointer: JSONPointer, in payload: inout JSONValue, spelled: String) throws {
    do {
      try payload.setCreatingParents(value, at: pointer)
    } catch {
      throw CLIError.usage("\(spelled): \(error)")
    }
  }
}

extension BuildInput {
  /// The time `now` means, for every command: `$SOURCE_DATE_EPOCH` when set (reproducible builds and
  /// tests), which must then be whole seconds since 1970 (the reproducible-builds definition), else the
  /// clock. A value that is not is a usage error: replacing it by the clock would stamp (or sign) a time
  /// nobody asked for.
  static func now(_ io: CommandIO) throws -> Int {
    guard let text = io.environment("SOURCE_DATE_EPOCH") else { return Platform.unixTime() }
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let seconds = Int(text) else {
      throw CLIError.usage("$SOURCE_DATE_EPOCH must be whole seconds since 1970 (e.g. 1796119200), got '\(TerminalText.visible(text))'; unset it to use the clock")
    }
    return seconds
  }
}
