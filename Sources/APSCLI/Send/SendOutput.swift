import APSKit

/// One line per device token: text for people, or a JSON Lines record (camelCase keys).
enum SendOutput {
  static func text(token: String, _ outcome: CurlBatch.Outcome) -> String {
    guard let response = outcome.response, let status = response.status else {
      return "\(token): not sent: \(outcome.error ?? "no HTTP answer")\n"
    }
    var line = "\(token): \(status)"
    if status == 200 { line += " accepted" }
    if let id = response.apnsID { line += " apns-id=\(TerminalText.visible(id))" }
    if let id = response.apnsUniqueID { line += " apns-unique-id=\(TerminalText.visible(id))" }
    if let reason = response.reason {
      line += " \(TerminalText.visible(reason))"
      if let date = response.timestampDate {
        line += " (since \(date))"
      } else if let timestamp = response.timestamp {
        line += " (timestamp \(TerminalText.visible(timestamp)))"
      }
      if let documented = response.documented {
        line += "\n  meaning: \(documented.meaning)\n  fix: \(documented.fix)"
      } else {
        line += "\n  meaning: not a reason Apple documents (see \(APNsReason.page))"
      }
    } else if status != 200 {
      line += " (no reason in the answer)"
    }
    return line + "\n"
  }

  /// The record of one token (see `aps help json`); a request that got no answer has an
  /// `error` like any failed input's.
  static func json(token: String, _ outcome: CurlBatch.Outcome) -> JSONValue {
    var members = [JSONMember("deviceToken", .string(token))]
    let response = outcome.response
    members.append(JSONMember("ok", .bool(response?.status == 200)))
    members.append(JSONMember("status", response?.status.map { .number(String($0)) } ?? .null))
    for (key, value) in [("apnsId", response?.apnsID), ("apnsUniqueId", response?.apnsUniqueID), ("reason", response?.reason), ("timestamp", response?.timestamp)] {
      if let value { members.append(JSONMember(key, .string(value))) }
    }
    if let date = response?.timestampDate { members.append(JSONMember("timestampDate", .string(date))) }
    if let documented = response?.documented {
      members.append(JSONMember("meaning", .string(documented.meaning)))
      members.append(JSONMember("fix", .string(documented.fix)))
    }
    if let error = outcome.error, response == nil {
      members.append(JSONMember("error", DiagnosticText(file: nil, message: error).errorJSON(exit: .failure)))
    }
    return .object(members)
  }
}
