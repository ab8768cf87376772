/// Every top-level command, in the order `aps --help` lists them. One line per command.
enum CommandRegistry {
  /// Each command's name and its spec, built only when asked: a command line that names a command builds that
  /// one alone (building every command's options was most of a small run's start).
  static let entries: [(name: String, spec: @Sendable () -> CommandSpec)] = [
    ("fmt", { FmtCommand.spec }),
    ("build", { BuildCommand.spec }),
    ("templates", { TemplatesCommand.spec }),
    ("request", { RequestCommand.spec }),
    ("send", { SendCommand.spec }),
    ("token", { TokenCommand.spec }),
    ("doctor", { DoctorCommand.spec }),
    ("validate", { ValidateCommand.spec }),
    ("size", { SizeCommand.spec }),
    ("inspect", { InspectCommand.spec }),
    ("convert", { ConvertCommand.spec }),
    ("getui", { GeTuiCommand.spec }),
    ("jpush", { JPushCommand.spec }),
    ("predict", { PredictCommand.spec }),
    ("completions", { CompletionsCommand.spec }),
  ]

  static var commands: [CommandSpec] { entries.map { $0.spec().withOutputFile() } }

  /// The command called `name`, or nil when no command has that name.
  static func command(named name: String) -> CommandSpec? {
    entries.first { $0.name == name }.map { $0.spec().withOutputFile() }
  }
}
