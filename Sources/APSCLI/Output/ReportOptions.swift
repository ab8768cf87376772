/// How a command reports: `-q`, `--format text|json`, `--pretty` (see `OutputConventions`).
struct ReportOptions: CommandOptions {
  var quiet = false
  var format = "text"
  var pretty = false

  static let fields: [OptionField<Self>] = [
    .flag(\.quiet, .quietChecking), .value(\.format, .textOrJSON), .flag(\.pretty, .prettyJSON),
  ]

  /// `--format json`: one record per input through the one JSON writer.
  func records(_ io: CommandIO) -> JSONRecordWriter? {
    format == "json" ? JSONRecordWriter(io: io, pretty: pretty) : nil
  }
}
