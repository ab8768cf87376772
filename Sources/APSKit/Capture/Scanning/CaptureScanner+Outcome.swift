/// What reading at one start of a text gave the scanner.
extension CaptureScanner {
  enum Outcome {
    /// Positions moved from a piece of the text that starts `bytes` into it, `lines` lines down
    /// (consumed, so a capture's notes move in place).
    consuming func shifted(lines: Int, bytes: Int) -> Outcome {
      switch consume self {
      case .capture(var capture, let end):
        capture.shift(lines: lines, bytes: bytes)
        return .capture(capture, end: end + bytes)
      case .failure(let error, let resume): return .failure(error.shifted(lines: lines, bytes: bytes), resume: resume + bytes)
      case .needMore: return .needMore
      case .noise: return .noise
      }
    }

    case capture(Capture, end: Int)
    case failure(CaptureError, resume: Int)
    /// A printer reached the end of the text inside a structure: with more input it may read.
    case needMore
    case noise
  }
}
