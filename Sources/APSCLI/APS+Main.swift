extension APS {
  /// Runs the process's own command line, its words taken as bytes (`ArgumentBytes`) rather than
  /// through `CommandLine.arguments`, which turns bytes that are not UTF-8 into U+FFFD.
  public static func main() -> ExitCode {
    Platform.reserveStandardDescriptors()
    return main(Platform.rawArguments())
  }

  /// Runs the process's command line with its real streams; `main.swift` calls this.
  public static func main(_ argv: [String], environment: [String: String]) -> ExitCode {
    Platform.reserveStandardDescriptors()
    TemporaryFile.prepare()
    Platform.ignoreBrokenPipeSignal()
    Platform.ignoreFileSizeSignal()
    return run(Array(argv.dropFirst()), io: .process(environment: environment))
  }
}

extension APS {
  /// Runs the process's command line with its real streams and environment.
  public static func main(_ argv: [String]) -> ExitCode {
    Platform.reserveStandardDescriptors()
    TemporaryFile.prepare()
    Platform.ignoreBrokenPipeSignal()
    Platform.ignoreFileSizeSignal()
    return run(Array(argv.dropFirst()), io: .process())
  }

  /// Ends the process with `code` (buffers are already flushed by `run`).
  public static func exit(_ code: ExitCode) -> Never {
    Platform.exit(Int32(code.rawValue))
  }
}
