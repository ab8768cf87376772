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
  /// Return the payload as a tree too (to cut text from it).
  public var tree: Bool
  private var tape = JSONTape()

  public init(pushType: PushType? = nil, limit: Int? = nil, breakdown: Bool = false, tree: Bool = false) {
    self.pushType = pushType
    self.limit = limit
    self.breakdown = breakdown
    self.tree = tree
  }

  /// Measures one payload; throws where it is not JSON.
  public mutating func measure(_ bytes: ArraySlice<UInt8>) throws(JSONParseError) -> (report: SizeReport, payload: JSONValue?) {
    try bytes.withUnsafeBufferPointer { buffer throws(JSONParseError) in try tape.scan(buffer) }
    // The compact size falls out of the scan; the tree is built only when asked.
    // Plain locals for the closure: one capturing `self` while `tape` is read copies the tape.
    let (givenType, wantsBreakdown, wantsTree) = (pushType, breakdown, tree)
    let (type, sizes, value): (PushType, SizeBreakdown?, JSONValue?) = bytes.withUnsafeBufferPointer { _ in
      tape.withRoot { root in
        // `.none`, not `nil`: JSONValue is ExpressibleByNilLiteral, so `nil` would be `.some(.null)`.
        (givenType ?? PushType.infer(payload: root), wantsBreakdown ? PayloadSize.breakdown(of: root) : nil,
         wantsTree ? root.value : JSONValue?.none)
      }
    }
    let report = SizeReport(
      pushType: type, bytes: tape.compactSize, asWritten: PayloadSize.writtenSize(of: bytes),
      limit: limit ?? type.sizeLimit, breakdown: sizes)
    return (report, value)
  }
}
