/// What reading at one start of a text gave the scanner.
extension CaptureScanner {
  enum Outcome {
    /// Positions moved from a piece of the text that starts `bytes` into it, `lines` lines down.
    func shifted(lines: Int, bytes: Int) -> Outcome {
      switch self {
      case .capture(let capture, let end): return .capture(capture.shifted(lines: lines, bytes: bytes), end: end + bytes)
      case .failure(let error, let resume): return .failure(error.shifted(lines: lines, bytes: bytes), resume: resume + bytes)
      case .needMore, .noise: return self
      }
    }

    case capture(Capture, end: Int)
    case failure(CaptureError, resume: Int)
    /// A printer reached the end of the text inside a structure: with more input it may read.
    case needMore
    case noise
  }
}
