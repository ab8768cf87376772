/// A payload file for the iOS Simulator: dropped on a simulator or given to
/// `xcrun simctl push booted FILE`, which reads the app from a top-level
/// `"Simulator Target Bundle"` key and accepts only alert pushes of at most 4096 bytes.
public enum SimulatorPayload {
  /// The top-level key simctl reads the bundle ID from.
  public static let bundleKey = "Simulator Target Bundle"
  /// simctl's own size limit, in bytes of the file.
  public static let sizeLimit = 4096

  /// Why simctl would refuse the file.
  public enum Problem: Error, Equatable, Sendable {
    case noAPSObject
    case notAlert(pushType: String)
    case tooLarge(size: Int)
  }

  /// The payload with the bundle key first (replacing any earlier one).
  public static func adding(bundleID: String, to payload: JSONValue) -> JSONValue {
    let rest = (payload.members ?? []).filter { $0.key != bundleKey }
    return .object([JSONMember(bundleKey, .string(bundleID))] + rest)
  }

  /// Checks simctl's limits: an `aps` object, an alert push, at most 4096 bytes.
  public static func problems(in payload: JSONValue, pushType: String, size: Int) -> [Problem] {
    var problems: [Problem] = []
    if payload["aps"]?.members == nil { problems.append(.noAPSObject) }
    if pushType != "alert" { problems.append(.notAlert(pushType: pushType)) }
    if size > sizeLimit { problems.append(.tooLarge(size: size)) }
    return problems
  }
}
