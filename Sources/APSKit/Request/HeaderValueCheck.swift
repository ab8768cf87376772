/// The one check of request header values, run by `validate`, `request` and `send` before any
/// request or curl line exists. A value is pasted into an HTTP/2 header (or a curl `--header`
/// argument, or a URL path for the device token): a CR/LF smuggles a second header
/// (`--topic $'com.x\r\nx-injected: 1'`), a `/` or `?` in a device token changes the path. So every
/// value must fit its header's grammar, and anything else is an error, never a warning.
///
/// Grammars: Apple's *Sending notification requests to APNs*
/// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns)
/// for the apns-* headers; bundle IDs "contain only alphanumeric characters (A–Z, a–z, and 0–9),
/// hyphens (-), and periods (.)" (CFBundleIdentifier,
/// https://developer.apple.com/documentation/bundleresources/information-property-list/cfbundleidentifier);
/// device tokens are hex, and Apple warns not to hard-code their size ("APNs device tokens are of
/// variable length. Do not hard-code their size.", the `deviceToken` parameter of UIKit's
/// *application(_:didRegisterForRemoteNotificationsWithDeviceToken:)*,
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)),
/// so only an even number of hex digits is required.
public enum HeaderValueCheck {
  /// One header value that cannot be sent.
  public struct Problem: Sendable, Hashable {
    /// The header (or `device token`).
    public var header: String
    public var message: String
    public var hint: String
    /// True when the value holds a control character (CR, LF, NUL, …): an injection, whatever the header.
    public var isControl: Bool
  }

  /// The headers whose whole grammar this check owns; for the others (push type, priority,
  /// expiration, apns-id) the validator's own rules say what is wrong in more detail, so inside
  /// `validate` only their control characters are reported here.
  static let grammarOwned: Set<String> = ["apns-topic", "apns-collapse-id", "device token", "apns-channel-id"]

  /// Every problem with the header values in `context`, in header order.
  public static func problems(in context: ValidationContext) -> [Problem] {
    let values: [(String, String?)] = [
      ("device token", context.deviceToken), ("apns-push-type", context.pushType), ("apns-topic", context.topic),
      ("apns-priority", context.priority), ("apns-expiration", context.expiration),
      ("apns-collapse-id", context.collapseID), ("apns-id", context.apnsID), ("apns-channel-id", context.channelID),
    ]
    var result: [Problem] = []
    for case (let header, let value?) in values {
      if let problem = problem(header: header, value: value) { result.append(problem) }
    }
    return result
  }

  /// The problem with one value, or nil when it can be sent.
  public static func problem(header: String, value: String) -> Problem? {
    if value.unicodeScalars.contains(where: isControl) {
      return Problem(
        header: header, message: "\(header) contains a control character (CR, LF, NUL, …); it would break the request or inject a header",
        hint: "remove the control characters (a stray newline from a file or a variable?)", isControl: true)
    }
    let fail = { (message: String, hint: String) in Problem(header: header, message: message, hint: hint, isControl: false) }
    let quoted = "'" + TerminalText.visible(value) + "'"
    switch header {
    case "device token":
      guard HeaderFormat.isHex(value) else {
        return fail("device token \(quoted) is not hexadecimal", "give the token as hex digits, without spaces, <> or a GeTui/JPush ID")
      }
      guard value.utf8.count % 2 == 0 else {
        return fail("device token has an odd number of hex digits (\(value.utf8.count)); a token is whole bytes", "check that the token was copied whole")
      }
    case "apns-push-type":
      guard PushType(rawValue: value) != nil else {
        return fail("apns-push-type \(quoted) is not a push type", "use one of \(PushType.allCases.map(\.rawValue).joined(separator: ", "))")
      }
    case "apns-topic":
      guard !value.isEmpty, value.utf8.allSatisfy(isBundleIDByte) else {
        return fail("apns-topic \(quoted) is not a bundle ID (letters, digits, '-' and '.' only)", "use e.g. com.example.app, plus the push type's suffix")
      }
    case "apns-priority":
      guard ["10", "5", "1"].contains(value) else { return fail("apns-priority must be 10, 5 or 1, got \(quoted)", "use 10 to deliver now, 5 to save power") }
    case "apns-expiration":
      guard HeaderFormat.isDigits(value) else {
        return fail("apns-expiration must be a whole number of UNIX seconds, got \(quoted)", "use 0 to try once, or a date such as now+1h")
      }
    case "apns-id":
      guard HeaderFormat.isUUID(value) else { return fail("apns-id \(quoted) is not a UUID in the form 8-4-4-4-12", "use e.g. 123e4567-e89b-12d3-a456-4266554400a0") }
    case "apns-channel-id":
      guard !value.isEmpty, value.utf8.allSatisfy(isBase64Byte) else {
        return fail("apns-channel-id \(quoted) is not a base64 channel ID", "copy the channel ID as the channel management API returned it")
      }
    default:
      guard !value.isEmpty else { return fail("\(header) is empty", "give a value or leave the option out") }
    }
    return nil
  }

  /// C0 controls (tab too: no apns value has one), DEL, C1 controls and the line/paragraph separators.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  private static func isBundleIDByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x2D || byte == 0x2E
  }

  private static func isBase64Byte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || byte == 0x2B || byte == 0x2F || byte == 0x3D || byte == 0x2D || byte == 0x5F
  }
}
