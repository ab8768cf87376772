/// Every top-level command, in the order `aps --help` lists them. One line per command.
enum CommandRegistry {
  static var commands: [CommandSpec] {
    [
      FmtCommand.spec,
      BuildCommand.spec,
      TemplatesCommand.spec,
      RequestCommand.spec,
      SendCommand.spec,
      TokenCommand.spec,
      DoctorCommand.spec,
      ValidateCommand.spec,
      SizeCommand.spec,
      InspectCommand.spec,
      ConvertCommand.spec,
      GeTuiCommand.spec,
      JPushCommand.spec,
      PredictCommand.spec,
      CompletionsCommand.spec,
    ].map { $0.withOutputFile() }
  }
}
