/// Validates an input that may be a GeTui or JPush push request body (as `aps build` makes them):
/// a body is judged as the APNs payload the vendor will send from it, anything else as it is.
public enum VendorBodyValidator {
  /// A GeTui/JPush request body recognised in the input: its format (`getui-v2`, `jpush-v3`) and the
  /// APNs payload the vendor sends from it (nil when the body carries no iOS notification: the input
  /// is then checked as it is).
  public struct VendorBody: Sendable {
    public let format: String
    public let apns: JSONValue?
    /// Values of `apns` the vendor's server works out (`VendorPayload.serverComputed`).
    public var serverComputed: [String] = []

    /// `JPush v3 push request`, `GeTui REST v2 push request`.
    public var title: String { VendorPayload.title(format: format) }
  }

  /// One input checked: the report, the bytes it is about (the APNs payload the vendor sends, for a
  /// vendor body), the vendor body, and whether findings can be located in the input.
  public struct Checked: Sendable {
    public var report: ValidationReport
    public var bytes: ArraySlice<UInt8>
    public var vendor: VendorBody?
    public var locate: Bool
  }

  /// Validates one input, or the APNs payload the vendor sends from a GeTui/JPush request body. On
  /// return `tape` holds the scan of `Checked.bytes` (empty when they are not JSON). Whether the input
  /// is a vendor body is read off the validation's own scan (a top-level `"audience"`, which every
  /// vendor request has), not by searching every record's bytes again.
  public static func validate(_ bytes: ArraySlice<UInt8>, context: ValidationContext, tape: inout JSONTape) -> Checked {
    // Each path builds its result once: returning a `var` copied the whole report per record.
    let report = PayloadValidator.validate(bytes, context: context, reusing: &tape)
    guard tape.rootHasMember("audience") else {
      return Checked(report: report, bytes: bytes, vendor: nil, locate: true)
    }
    // The body is read where the validation scanned it; only the payload the vendor sends is built.
    let vendor: (VendorBody, [UInt8])? = bytes.withUnsafeBufferPointer { _ in
      tape.withRoot { body in
        guard let format = VendorPayload.detectFormat(body) else { return nil }
        guard let apns = VendorPayload.apnsPayload(format: format, body: body) else {
          return (VendorBody(format: format, apns: nil), [])
        }
        return (
          VendorBody(format: format, apns: apns, serverComputed: VendorPayload.serverComputed(format: format, body: body)),
          JSONPrinter.compact(apns)
        )
      }
    }
    guard let (body, sent) = vendor else { return Checked(report: report, bytes: bytes, vendor: nil, locate: true) }
    guard body.apns != nil else { return Checked(report: report, bytes: bytes, vendor: body, locate: true) }
    return Checked(
      report: PayloadValidator.validate(sent[...], context: context, reusing: &tape), bytes: sent[...], vendor: body,
      locate: false)
  }
}
