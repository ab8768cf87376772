/// What each printer gave at each start of one text, kept across the scans detection makes of that
/// text with one form each (`dart`, `js`, the server printers that may start): every such scan runs
/// every printer at each start it reads (up to its first segment), and keeps only its own form's
/// readings and any printer's failure.
/// A later scan takes a failure, or the fact that another form read there, from here instead of
/// reading again; a reading in its own form is read again (only its form is kept, not the value).
/// Only the scanner's starts in the text as it is are kept (not in a copy with markers blanked).
final class KnownReadings {
  /// The readings at one start, a byte a printer, inline: a log holds a few starts a line and
  /// several printers a start (128,000 readings for 8,000 multi-line NSLog captures), so no start
  /// gets an allocation. A byte is `passed` (a failure the scan does not keep: it only goes on to the
  /// next printer), `failed` (kept in `failures`: committed, or a truncation, which the scan counts),
  /// or a form's position in `CaptureForm.allCases` plus one (that form read there).
  struct Row {
    static let capacity = 16
    static let passed: UInt8 = 0
    static let failed: UInt8 = 0xFF
    var low: UInt64 = 0
    var high: UInt64 = 0
    var count = 0

    func code(_ printer: Int) -> UInt8 {
      UInt8(truncatingIfNeeded: (printer < 8 ? low : high) >> UInt64(8 * (printer % 8)))
    }

    mutating func append(_ code: UInt8) {
      let shifted = UInt64(code) << UInt64(8 * (count % 8))
      if count < 8 { low |= shifted } else { high |= shifted }
      count += 1
    }
  }

  /// The text the readings are of: a scan of any other text keeps nothing here.
  let text: UnsafeBufferPointer<UInt8>
  private var rows: [Int: Row] = [:]
  private var failures: [Int: (error: CaptureError, committed: Bool)] = [:]
  private static let forms = CaptureForm.allCases

  init(_ text: UnsafeBufferPointer<UInt8>) {
    self.text = text
  }

  /// How many starts the scans read (a test keeps a log's detection to its first starts).
  var startsRead: Int { rows.count }

  /// Whether a scan of `bytes` may use these readings.
  func isOf(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.baseAddress == text.baseAddress && bytes.count == text.count
  }

  /// The reading of printer `printer` at `start` (an offset in the text) for a scan that keeps only
  /// `only`'s readings: nil when another form read there (that scan goes on to the next printer),
  /// else what `reading` gives, read only when not known.
  func reading(at start: Int, printer: Int, only: CaptureForm, _ reading: () -> PrinterReading) -> PrinterReading? {
    var row = rows[start] ?? Row()
    let failureKey = start &* Row.capacity &+ printer
    if printer < row.count {
      switch row.code(printer) {
      case Row.passed: return .failed(.empty, committed: false)
      case Row.failed: if let failure = failures[failureKey] { return .failed(failure.error, committed: failure.committed) }
      case let code: if Self.forms[Int(code) - 1] != only { return nil }
      }
    }
    let result = reading()
    guard printer == row.count, printer < Row.capacity else { return result }
    switch result {
    case .read(let capture, _):
      guard let position = Self.forms.firstIndex(of: capture.form) else { return result }
      row.append(UInt8(position + 1))
    case .failed(let error, let committed):
      if !committed, !error.isTruncation {
        row.append(Row.passed)
      } else {
        failures[failureKey] = (error, committed)
        row.append(Row.failed)
      }
    }
    rows[start] = row
    return result
  }
}

extension CaptureError {
  /// The input ends inside what was being read: the only failure a scan counts without keeping it.
  var isTruncation: Bool {
    if case .truncated = self { return true }
    return false
  }
}
