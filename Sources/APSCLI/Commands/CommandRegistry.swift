/// Every top-level command, in the order `aps --help` lists them. One line per command.
enum CommandRegistry {
  static var commands: [CommandSpec] {
    [
      FmtCommand.spec,
      PredictCommand.spec,
      CompletionsCommand.spec,
    ]
  }
}
