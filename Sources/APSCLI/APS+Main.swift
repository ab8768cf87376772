extension APS {
  /// Runs the process's command line with its real streams; `main.swift` calls this.
  public static func main(_ argv: [String], environment: [String: String]) -> ExitCode {
    Platform.ignoreBrokenPipeSignal()
    return run(Array(argv.dropFirst()), io: .process(environment: environment))
  }
}
