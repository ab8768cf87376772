/// The measurements of one payload: the compact size APNs counts against the push type's limit.
public struct SizeReport: Sendable {
  /// The push type given, else the one the payload looks like.
  public var pushType: PushType
  /// UTF-8 bytes of the compact form: what APNs counts.
  public var bytes: Int
  /// The input as written, without its trailing newline.
  public var asWritten: Int
  public var limit: Int
  /// The bytes each member takes, worked out only when asked for.
  public var breakdown: SizeBreakdown?
  /// Keys the payload repeats: APNs receives (and counts) every copy, and receivers disagree on
  /// which one wins, so the measure stands but a note says so.
  public var duplicateKeys: [JSONDuplicateKey] = []

  public var fits: Bool { bytes <= limit }
}

/// Measures payloads as APNs counts them, one after another, reusing one tape (JSON Lines).
/// A value the caller keeps and mutates, so no payload copies the settings.
public struct PayloadMeasurer {
  /// The push type whose limit applies; nil: inferred from each payload.
  public var pushType: PushType?
  /// A limit instead of the push type's.
  public var limit: Int?
  /// Work out `SizeReport.breakdown`.
  public var breakdown: Bool
  /// Also cut the payload to its limit (`PayloadFitter`): the field (nil: the longest alert text)
  /// and the ellipsis.
  public var fit: (field: JSONPointer?, ellipsis: String)?
  private var tape = JSONTape()

  public init(pushType: PushType? = nil, limit: Int? = nil, breakdown: Bool = false, fit: (field: JSONPointer?, ellipsis: String)? = nil) {
    self.pushType = pushType
    self.limit = limit
    self.breakdown = breakdown
    self.fit = fit
  }

  /// Measures one payload, and fits it when asked; throws where it is not JSON.
  public mutating func measure(_ bytes: ArraySlice<UInt8>) throws(JSONParseError) -> (report: SizeReport, fitted: Result<FitResult, FitError>?) {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try tape.scan(buffer) }
    // The compact size falls out of the scan; fitting reads the same tape.
    // Plain locals for the closure: one capturing `self` while `tape` is read copies the tape.
    let (givenType, givenLimit, wantsBreakdown, fit) = (pushType, limit, breakdown, fit)
    let (type, sizes, fitted): (PushType, SizeBreakdown?, Result<FitResult, FitError>?) = bytes.withUnsafeBufferPointer { _ in
      tape.withRoot { root in
        let type = givenType ?? PushType.infer(payload: root)
        let fitted = fit.map { fit in
          Result { () throws(FitError) in
            try PayloadFitter.fit(root, limit: givenLimit ?? type.sizeLimit, field: fit.field, ellipsis: fit.ellipsis)
          }
        }
        return (type, wantsBreakdown ? PayloadSize.breakdown(of: root) : nil, fitted)
      }
    }
    let report = SizeReport(
      pushType: type, bytes: tape.compactSize, asWritten: PayloadSize.writtenSize(of: bytes),
      limit: limit ?? type.sizeLimit, breakdown: sizes, duplicateKeys: tape.duplicateKeys)
    return (report, fitted)
  }
}
