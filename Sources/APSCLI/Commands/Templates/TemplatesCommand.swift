import APSKit

/// `aps templates`: list the templates, show one, or describe its variables.
enum TemplatesCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "templates",
      abstract: "List, show and describe payload templates.",
      discussion: TemplateLanguageHelp.text,
      examples: [
        "aps templates",
        "aps templates show chat-message",
        "aps templates vars live-activity-start --format json",
        "APS_TEMPLATE_PATH=./push-templates aps templates list",
      ],
      subcommands: [list, show, vars],
      defaultSubcommand: "list")
  }

  static var list: CommandSpec {
    CommandSpec(
      name: "list",
      abstract: "List every template: name, push type, description and where it comes from.",
      options: TemplateListOptions.self, run: runList)
  }

  static var show: CommandSpec {
    CommandSpec(
      name: "show", abstract: "Print a template's JSON as written.", options: TemplateShowOptions.self, run: runShow)
  }

  static var vars: CommandSpec {
    CommandSpec(
      name: "vars", abstract: "Describe a template's variables: type, required or default, description, example.",
      options: TemplateOptions.self, run: runVars)
  }

  static let templateArgument = ArgumentSpec(
    "TEMPLATE", help: "A template name or a path to a .json file.", completion: .dynamicOrFile(["templates", "list", "--names"], extensions: ["json"]))

  static func runList(_ options: TemplateListOptions, io: CommandIO) throws -> ExitCode {
    let located = TemplateLocator.all(environment: io.environment) { warning in
      io.stderr.write(DiagnosticText(file: nil, level: .warning, message: warning).rendered)
    }
    if options.names {
      for template in located { io.stdout.show(template.name + "\n") }
      return .ok
    }
    // A broken template of the user's is listed and reported, not allowed to hide the others.
    let records = options.records.records(io)
    var code = ExitCode.ok
    var rows: [[String]] = []
    for item in located {
      do {
        let metadata = try TemplateLoader.compile(item).metadata
        rows.append([item.name, metadata.format ?? metadata.pushType ?? "-", item.source.label, metadata.description ?? ""])
        records?.write(.object([
          JSONMember("name", .string(item.name)), JSONMember("ok", .bool(true)),
          JSONMember("pushType", JSONRecord.string(metadata.pushType)), JSONMember("format", JSONRecord.string(metadata.format)),
          JSONMember("source", .string(item.source.label)), JSONMember("description", JSONRecord.string(metadata.description)),
        ]))
      } catch {
        code = ErrorReporter.report(error, path: [], io: io)
        rows.append([item.name, "-", item.source.label, "(broken: see the error above)"])
        let reportable = error as? ReportableError ?? CLIError.failed(String(describing: error))
        records?.write(.object([
          JSONMember("name", .string(item.name)), JSONMember("ok", .bool(false)),
          JSONMember("source", .string(item.source.label)),
          JSONMember("error", reportable.diagnostic(file: nil).errorJSON(exit: reportable.exitCode)),
        ]))
      }
    }
    if records != nil { return code }
    io.stdout.show(TextTable.render(header: ["NAME", "PUSH TYPE", "SOURCE", "DESCRIPTION"], rows: rows))
    return code
  }

  static func runShow(_ options: TemplateShowOptions, io: CommandIO) throws -> ExitCode {
    let located = try TemplateLoader.locate(options.template ?? "", io: io)
    _ = try TemplateLoader.compile(located)
    io.stdout.write(located.bytes)
    if located.bytes.last != UInt8(ascii: "\n") { io.stdout.write("\n") }
    return .ok
  }

  static func runVars(_ options: TemplateOptions, io: CommandIO) throws -> ExitCode {
    let (_, template) = try TemplateLoader.load(options.template ?? "", io: io)
    if let records = options.records.records(io) {
      let variables = template.variables.map { variable -> JSONValue in
        .object([
          JSONMember("name", .string(variable.name)), JSONMember("type", .string(variable.type.rawValue)),
          JSONMember("required", .bool(variable.isRequired)), JSONMember("default", variable.defaultValue ?? .null),
          JSONMember("description", JSONRecord.string(variable.description)),
          JSONMember("example", variable.example ?? .null),
        ])
      }
      records.write(.object([
        JSONMember("template", .string(template.name)), JSONMember("ok", .bool(true)),
        JSONMember("variables", .array(variables)),
      ]))
      return .ok
    }
    if template.variables.isEmpty {
      io.stdout.write("\(template.name) has no variables.\n")
      return .ok
    }
    let rows = template.variables.map { variable in
      [
        variable.name, variable.type.rawValue,
        variable.defaultValue.map { "default " + JSONPrinter.compactString($0) } ?? (variable.isRequired ? "required" : "optional"),
        (variable.description ?? "") + (variable.example.map { " (example: \(JSONPrinter.compactString($0)))" } ?? ""),
      ]
    }
    io.stdout.show(TextTable.render(header: ["NAME", "TYPE", "STATUS", "DESCRIPTION"], rows: rows))
    return .ok
  }
}

/// Left-aligned columns separated by two spaces; the last column is not padded.
enum TextTable {
  static func render(header: [String], rows: [[String]]) -> String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padded(to: widths[column])
      }.joined(separator: "  ")
    }.joined(separator: "\n") + "\n"
  }
}

/// `--format text|json` and `--pretty` of a command that has no `-q`.
struct RecordOptions: CommandOptions {
  var format = "text"
  var pretty = false

  static let fields: [OptionField<Self>] = [.value(\.format, .textOrJSON), .flag(\.pretty, .prettyJSON)]

  func records(_ io: CommandIO) -> JSONRecordWriter? {
    format == "json" ? JSONRecordWriter(io: io, pretty: pretty) : nil
  }
}

/// What `aps templates list` takes.
struct TemplateListOptions: CommandOptions {
  var names = false
  var records = RecordOptions()

  static let fields: [OptionField<Self>] =
    [.flag(\.names, .flag("names", help: "Print only the names, one per line (for shell completion)."))]
    + .group(\.records, RecordOptions.self)
}

/// What `aps templates show` takes.
struct TemplateShowOptions: CommandOptions {
  var template: String?

  static let fields: [OptionField<Self>] = [.argument(\.template, TemplatesCommand.templateArgument)]
}

/// What `aps templates vars` takes.
struct TemplateOptions: CommandOptions {
  var template: String?
  var records = RecordOptions()

  static let fields: [OptionField<Self>] = .group(\.records, RecordOptions.self) + [.argument(\.template, TemplatesCommand.templateArgument)]
}
