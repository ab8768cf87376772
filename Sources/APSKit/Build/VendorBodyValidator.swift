/// Validates an input that may be a GeTui or JPush push request body (as `aps build` makes them):
/// a body is judged as the APNs payload the vendor will send from it, anything else as it is.
public enum VendorBodyValidator {
  /// A GeTui/JPush request body recognised in the input: its format (`getui-v2`, `jpush-v3`) and the
  /// APNs payload the vendor sends from it (nil when the body carries no iOS notification: the input
  /// is then checked as it is).
  public struct VendorBody: Sendable {
    public let format: String
    /// The compact text of that payload, as the vendor sends it; nil without an iOS notification.
    public let sent: [UInt8]?
    /// The badge text the vendor's server works the number out from (`VendorPayload.serverBadge`).
    var serverBadge: String?
    /// Notes on values of `apns` the vendor's server works out (`VendorPayload.serverComputed`): written when
    /// asked for (a report shows them), not for every record `validate -q` checks.
    public var serverComputed: [String] { VendorPayload.serverComputed(format: format, badge: serverBadge) }

    /// The payload the vendor sends, as a tree.
    public var apns: JSONValue? { sent.flatMap { JSONTape.withRoot(of: $0[...]) { $0.value } } }

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
  /// is a vendor body is read off the input's own scan (a top-level `"audience"`, which every vendor
  /// request has), not by searching every record's bytes again; the rules then run once, over what is sent.
  public static func validate(_ bytes: ArraySlice<UInt8>, context: ValidationContext, tape: inout JSONTape) -> Checked {
    let failure: ValidationReport? = bytes.withUnsafeBufferPointer { buffer in
      do throws(JSONParseError) {
        try tape.scan(buffer)
        return nil
      } catch {
        return PayloadValidator.validate(failed: error, bytes, buffer, context: context)
      }
    }
    if let failure { return Checked(report: failure, bytes: bytes, vendor: nil, locate: true) }
    let vendor = tape.withRoot { $0.hasMember("audience") } ? vendorBody(tape) : nil
    if let vendor, let sent = vendor.sent {
      return Checked(
        report: PayloadValidator.validate(sent[...], context: context, reusing: &tape), bytes: sent[...], vendor: vendor,
        locate: false)
    }
    // The tape holds the scan of `bytes`, whose storage lives as long as they do.
    let report = PayloadValidator.validate(scanned: tape, bytes, context: context)
    return Checked(report: report, bytes: bytes, vendor: vendor, locate: true)
  }

  /// The vendor body the scanned input is, if any, with the text of the payload the vendor sends written
  /// straight from the body's tape (no tree).
  private static func vendorBody(_ tape: JSONTape) -> VendorBody? {
    tape.withRoot { body in
      guard let format = VendorPayload.detectFormat(body) else { return nil }
      var sent: [UInt8] = []
      guard VendorPayload.writeAPNsPayload(format: format, body: body, into: &sent) else {
        return VendorBody(format: format, sent: nil)
      }
      return VendorBody(format: format, sent: sent, serverBadge: VendorPayload.serverBadge(format: format, body: body))
    }
  }
}
