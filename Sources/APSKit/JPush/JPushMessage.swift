/// A JPush (极光) custom message or notification, whatever shape it was captured in, reduced to
/// the fields an app reads (seed 001: `title`, `content`, `extras`).
public struct JPushMessage: Sendable, Equatable {
  public enum Shape: String, Sendable {
    /// The server's v3 push body (`platform`, `audience`, `message`, `notification`, `options`).
    case pushAPI = "push-api"
    /// Only the v3 `message` object (`msg_content`, `title`, `content_type`, `extras`).
    case message
    /// The app-side `kJPFNetworkDidReceiveMessageNotification` userInfo (`content`, `extras`, `_j_msgid`).
    case customMessage = "custom-message"
    /// A JPush notification delivered through APNs (`aps`, `_j_msgid`, extras at the top level).
    case apns

    public var title: String {
      switch self {
      case .pushAPI: return "JPush v3 push body (POST /v3/push)"
      case .message: return "JPush v3 message object"
      case .customMessage: return "custom message userInfo (kJPFNetworkDidReceiveMessageNotification)"
      case .apns: return "JPush notification through APNs (userInfo)"
      }
    }
  }

  public var shape: Shape
  public var title: String?
  /// The message text (`msg_content` / `content` / the alert body); a JSON value after `--unwrap`.
  public var content: JSONValue?
  public var contentType: String?
  public var extras: JSONValue?
  /// `_j_msgid` as captured (string or number).
  public var msgId: JSONValue?
  /// JPush's internal keys (`_j_uid`, `_j_business`, `_j_data_`, …), explained.
  public var fields: [ExplainedField]
  public var findings: [CaptureFinding]

  /// Whether an error was found.
  public var hasErrors: Bool { findings.contains { $0.severity == .error } }

  /// One field for `--get`: `content`, `title`, `content_type`, `msg_id`, `extras`, `extras.KEY`.
  public func field(_ name: String) -> JSONValue? {
    switch name {
    case "content": return content
    case "title": return title.map(JSONValue.string)
    case "content_type", "contentType": return contentType.map(JSONValue.string)
    case "msg_id", "msgId", "_j_msgid": return msgId
    case "extras": return extras
    default:
      // `extras` is the value shown (built from the tape): its first member with the key.
      guard name.hasPrefix("extras."), case .object(let members)? = extras else { return nil }
      let key = name.dropFirst(7)
      return members.first { $0.key == key }?.value
    }
  }

  /// The `--format json` view: `{"shape","title","content","contentType","extras","msgId"}`.
  public var json: JSONValue {
    .object([
      JSONMember("shape", .string(shape.rawValue)),
      JSONMember("title", title.map(JSONValue.string) ?? .null),
      JSONMember("content", content ?? .null),
      JSONMember("contentType", contentType.map(JSONValue.string) ?? .null),
      JSONMember("extras", extras ?? .null),
      JSONMember("msgId", msgId ?? .null),
      JSONMember("problems", .array(findings.map { finding in
        .object([
          JSONMember("severity", .string(finding.severity.rawValue)),
          JSONMember("path", .string(finding.pointer)),
          JSONMember("message", .string(finding.message)),
        ])
      })),
    ])
  }
}

/// Why a value is not a JPush message at all.
public enum JPushError: Error, Equatable, Sendable {
  case notAnObject(String)
  case unknownShape(keys: [String])
  /// Asked to unwrap, the content string does not hold JSON.
  case notJSONContent(String)

  public var message: String {
    switch self {
    case .notAnObject(let type):
      return "a JPush message is a JSON object, got \(type)"
    case .unknownShape(let keys):
      let shown = keys.prefix(8).map { CaptureText.abbreviated($0, limit: 40) }.joined(separator: ", ")
      let more = keys.count > 8 ? " and \(keys.count - 8) more" : ""
      return "not a JPush message (keys: \(shown)\(more)); expected a v3 push body "
        + "(message.msg_content), a message object (msg_content), a custom-message userInfo (content, extras) "
        + "or an APNs userInfo (aps, _j_msgid)"
    case .notJSONContent(let reason):
      return "the content is not JSON: \(reason)"
    }
  }
}
