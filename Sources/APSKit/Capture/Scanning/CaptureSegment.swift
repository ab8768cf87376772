/// One capture found in a text, with the line it starts on, or why the text there cannot be read.
public struct CaptureSegment: Sendable, Equatable {
  /// The 1-based line of the input where the capture starts.
  public var line: Int
  public var result: Result<Capture, CaptureError>
  /// Where the capture is in the input (nil for one read out of a log event).
  var range: Range<Int>?

  public init(line: Int, result: Result<Capture, CaptureError>) {
    self.line = line
    self.result = result
  }

  init(line: Int, result: Result<Capture, CaptureError>, range: Range<Int>?) {
    self.line = line
    self.result = result
    self.range = range
  }
}
