/// A payload file for the iOS Simulator: dropped on a simulator or given to
/// `xcrun simctl push DEVICE [BUNDLE-ID] FILE`, which reads the app from a top-level
/// `"Simulator Target Bundle"` key (or the argument) and checks its own limits.
///
/// Which pushes simctl delivers, in Apple's words:
/// - Xcode 11.4 Release Notes (https://developer.apple.com/documentation/xcode-release-notes/xcode-11_4-release-notes):
///   "Simulator supports simulating remote push notifications, including background content
///   fetch notifications."
/// - `xcrun simctl help push` (Xcode 11.4 and later): "Only application remote push notifications
///   are supported. VoIP, Complication, File Provider, and other types are not supported." and
///   the payload must "Contain an object at the top level", "Contain an 'aps' key" and "Be 4096
///   bytes or less."
/// So an app's alert and background pushes are delivered; every other push type is not.
public enum SimulatorPayload {
  /// The top-level key simctl reads the bundle ID from.
  public static let bundleKey = "Simulator Target Bundle"
  /// simctl's own size limit, in bytes of the file.
  public static let sizeLimit = 4096
  /// The push types simctl delivers: the app's own remote notifications, alert and background.
  public static let deliveredPushTypes = ["alert", "background"]

  /// Why simctl would refuse the file.
  public enum Problem: Error, Equatable, Sendable {
    case noAPSObject
    case notDelivered(pushType: String)
    case tooLarge(size: Int)
  }

  /// The payload with the bundle key first (replacing any earlier one).
  public static func adding(bundleID: String, to payload: JSONValue) -> JSONValue {
    let rest = (payload.members ?? []).filter { $0.key != bundleKey }
    return .object([JSONMember(bundleKey, .string(bundleID))] + rest)
  }

  /// Checks simctl's limits: an `aps` object, an alert or background push, at most 4096 bytes.
  public static func problems(in payload: JSONValue, pushType: String, size: Int) -> [Problem] {
    var problems: [Problem] = []
    if payload["aps"]?.members == nil { problems.append(.noAPSObject) }
    if !deliveredPushTypes.contains(pushType) { problems.append(.notDelivered(pushType: pushType)) }
    if size > sizeLimit { problems.append(.tooLarge(size: size)) }
    return problems
  }
}
