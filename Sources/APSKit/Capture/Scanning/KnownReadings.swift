/// What each printer gave at each start of one text, kept across the scans detection makes of that
/// text with one form each (`dart`, `js`, the server printers that may start): every such scan runs
/// every printer at every start, and keeps only its own form's readings and any printer's failure.
/// A later scan takes a failure, or the fact that another form read there, from here instead of
/// reading again; a reading in its own form is read again (only its form is kept, not the value).
/// Only the scanner's starts in the text as it is are kept (not in a copy with markers blanked).
final class KnownReadings {
  enum Known {
    case read(CaptureForm)
    case failed(CaptureError, committed: Bool)
  }

  /// The text the readings are of: a scan of any other text keeps nothing here.
  let text: UnsafeBufferPointer<UInt8>
  private var known: [Int: [Known]] = [:]

  init(_ text: UnsafeBufferPointer<UInt8>) {
    self.text = text
  }

  /// Whether a scan of `bytes` may use these readings.
  func isOf(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.baseAddress == text.baseAddress && bytes.count == text.count
  }

  /// The reading of printer `printer` at `start` (an offset in the text) for a scan that keeps only
  /// `only`'s readings: nil when another form read there (that scan goes on to the next printer),
  /// else what `reading` gives, read only when not known.
  func reading(at start: Int, printer: Int, only: CaptureForm, _ reading: () -> PrinterReading) -> PrinterReading? {
    let entries = known[start] ?? []
    if printer < entries.count {
      switch entries[printer] {
      case .read(let form): if form != only { return nil }
      case .failed(let error, let committed): return .failed(error, committed: committed)
      }
    }
    let result = reading()
    if printer == entries.count {
      switch result {
      case .read(let capture, _): known[start, default: []].append(.read(capture.form))
      case .failed(let error, let committed): known[start, default: []].append(.failed(error, committed: committed))
      }
    }
    return result
  }
}
