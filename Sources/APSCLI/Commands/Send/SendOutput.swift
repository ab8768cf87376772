import APSKit

/// One line per device token: text for people, or a JSON Lines record (camelCase keys).
enum SendOutput {
  static func text(token: String, _ result: SendResult) -> String {
    guard let response = result.response, let status = response.status else {
      let what = result.delivery == .unknown ? "unknown, may have been delivered" : "not sent"
      return "\(token): \(what): \(result.error ?? "no HTTP answer")\n"
    }
    var line = "\(token): \(status) \(result.delivery == .accepted ? "accepted" : "rejected")"
    if let id = response.apnsID { line += " apns-id=\(TerminalText.identifier(id))" }
    if let id = response.apnsUniqueID { line += " apns-unique-id=\(TerminalText.identifier(id))" }
    if let reason = response.reason {
      line += " \(TerminalText.visible(reason))"
      if let date = response.timestampDate {
        line += " (since \(date))"
      } else if let timestamp = response.timestamp {
        line += " (timestamp \(TerminalText.visible(timestamp)))"
      }
      // Apple's reasons explain a rejection; on an accepted push one means nothing of Apple's.
      if status == 200 {
        line += "\n  note: a 200 answer carries no reason from APNs (a reason comes only with an error status); is the server APNs?"
      } else if let documented = response.documented {
        line += "\n  meaning: \(documented.meaning)\n  fix: \(documented.fix)"
      } else {
        line += "\n  meaning: not a reason Apple documents (see \(APNsReason.page))"
      }
    } else if status != 200 && !result.answerUnread {
      line += " (no reason in the answer)"
    }
    if let error = result.error { line += "\n  note: \(error)" }
    return line + "\n"
  }

  /// The record of one token (see `aps help json`): every key is always present, null when
  /// unknown. `ok` is true only for an answer of 200 over HTTP/2.
  static func json(token: String, _ result: SendResult) -> JSONValue {
    let response = result.response
    // A reason explains a rejection: none is explained on a 200 (see `text`).
    let documented = response?.status == 200 ? nil : response?.documented
    var members = [
      JSONMember("deviceToken", .string(token)),
      JSONMember("ok", .bool(result.delivery == .accepted && result.error == nil)),
      JSONMember("delivery", .string(result.delivery.rawValue)),
      JSONMember("status", response?.status.map { .number(String($0)) } ?? .null),
    ]
    members.append(JSONMember("apnsId", JSONRecord.string(response?.apnsID)))
    members.append(JSONMember("apnsUniqueId", JSONRecord.string(response?.apnsUniqueID)))
    members.append(JSONMember("reason", JSONRecord.string(response?.reason)))
    members.append(JSONMember("timestamp", response?.timestampMilliseconds.map { .number(String($0)) } ?? .null))
    members.append(JSONMember("timestampDate", JSONRecord.string(response?.timestampDate)))
    members.append(JSONMember("meaning", JSONRecord.string(documented?.meaning)))
    members.append(JSONMember("fix", JSONRecord.string(documented?.fix)))
    // The exit this token alone would give (75 not sent, 76 unknown, 1 rejected), as the process's.
    let error = result.error.map { DiagnosticText(file: nil, message: $0).errorJSON(exit: SendResult.exitCode([result])) }
    members.append(JSONMember("error", error ?? .null))
    return .object(members)
  }
}
