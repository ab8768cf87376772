/// Every top-level command, in the order `aps --help` lists them. One line per command.
enum CommandRegistry {
  static var commands: [CommandSpec] {
    [
      ValidateCommand.spec,
      SizeCommand.spec,
      PredictCommand.spec,
      CompletionsCommand.spec,
    ]
  }
}
