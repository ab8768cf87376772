/// The exit code of a run over several inputs: the most serious one met (74 > 66 > 64 > 1 > 0).
enum ExitStatus {
  static func worse(_ lhs: ExitCode, _ rhs: ExitCode) -> ExitCode {
    rank(rhs) > rank(lhs) ? rhs : lhs
  }

  private static func rank(_ code: ExitCode) -> Int {
    switch code {
    case .ok: return 0
    case .failure: return 1
    case .usage: return 2
    case .noInput: return 3
    case .ioError: return 4
    default: return 1
    }
  }
}
