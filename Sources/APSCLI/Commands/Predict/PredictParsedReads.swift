import APSKit

/// The two ways predict still reads its options by name, kept beside it alone: every other
/// command reads `--format`/`--pretty` and `--headers` as typed fields (`RecordOptions`,
/// `RequestOptions.Given`). They go when predict's options are typed.
extension JSONRecordWriter {
  /// `--format json` given, with `--pretty` when asked for.
  init?(_ parsed: ParsedArguments, io: CommandIO) {
    guard parsed.value("format") == "json" else { return nil }
    self.init(io: io, pretty: parsed.flag("pretty"))
  }
}

extension RequestOptions {
  /// Reads `--headers FILE`; a bad line is a data error (exit 1) at FILE:LINE:COLUMN.
  static func headerFile(_ parsed: ParsedArguments, io: CommandIO) throws -> HeaderFile? {
    try headerFile(parsed.value("headers"), io: io)
  }
}
