extension ValidationRule {
  /// The request headers (Apple: "Sending notification requests to APNs", https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns).
  /// Each runs only when its header is given.
  static let headerRules: [ValidationRule] = [
    ValidationRule("push-type-value", .error, "`apns-push-type` must be one of the 11 push types (400 InvalidPushType).", source: "[SEND]; [RESP]", when: .signals(.headers)) { facts in
      guard let given = facts.context.fields.pushType, PushType(rawValue: given) == nil else { return [] }
      let names = PushType.allCases.map(\.rawValue)
      let hint = Suggestions.didYouMean(given.lowercased(), among: names) ?? "use one of \(names.joined(separator: ", "))"
      return [Finding("", "apns-push-type \(Describe.quoted(given)) is not a push type; checked as \(facts.pushType.rawValue)", hint: hint)]
    },
    ValidationRule(
      "push-type-missing", .warning, "Send an `apns-push-type` with every request (required on watchOS 6+); checked when other headers are given.",
      source: "[SEND]", when: .signals(.headers)
    ) { facts in
      guard facts.context.fields.pushType == nil, facts.context.describesRequest, !facts.context.fields.sendsInferredPushType
      else { return [] }
      return [Finding("", "no apns-push-type given; the payload looks like \(facts.pushType.rawValue)", hint: "add \(term: .pushType) \(facts.pushType.rawValue)")]
    },
    ValidationRule(
      "topic-suffix", .error, "`apns-topic` must carry the push type's suffix (.voip, .push-type.liveactivity, …; none for alert/background).",
      source: "[SEND]", when: .signals(.headers)
    ) { facts in
      guard let topic = facts.context.fields.topic, facts.context.fields.channelID == nil, !facts.isSafari,
        let expected = facts.pushType.topicSuffix
      else { return [] }
      let carried = PushType.fromTopicSuffix(topic)?.topicSuffix ?? ""
      guard carried != expected else { return [] }
      let bundle = String(topic.dropLast(carried.count))
      return [Finding("", "apns-topic \(Describe.quoted(topic)) does not fit push type \(facts.pushType.rawValue)", hint: "use \(term: .topic) \(bundle)\(expected)")]
    },
    ValidationRule(
      "topic-missing", .warning, "Give `apns-topic` (required with token auth; certificates default to their bundle ID); checked when other headers are given.",
      source: "[SEND]; [RESP]", when: .signals(.headers)
    ) { facts in
      guard facts.context.fields.topic == nil, facts.context.describesRequest else { return [] }
      let suffix = facts.pushType.topicSuffix ?? ""
      return [Finding("", "no apns-topic given; token-based requests need one (400 MissingTopic)", hint: "add \(term: .topic) com.example.app\(suffix)")]
    },
    ValidationRule("priority-value", .error, "`apns-priority` must be 10, 5 or 1 (400 BadPriority).", source: "[SEND]; pushy mock", when: .signals(.headers)) { facts in
      guard let priority = facts.context.fields.priority, !["10", "5", "1"].contains(priority) else { return [] }
      return [Finding("", "apns-priority must be 10, 5 or 1, got \(Describe.quoted(priority))", hint: "use 10 to deliver now, 5 to save power")]
    },
    ValidationRule(
      "priority-push-type", .warning, "Use the priority the push type calls for (liveactivity/location 5 or 10, pushtotalk 10, alert not 1).",
      source: "[SEND]; [LA]; pushy PushType.java", when: .signals(.headers)
    ) { facts in
      guard let priority = facts.context.fields.priority, ["10", "5", "1"].contains(priority) else { return [] }
      let wanted: [String]
      switch facts.pushType {
      case .liveactivity, .location: wanted = ["10", "5"]
      case .pushtotalk: wanted = ["10"]
      case .alert: wanted = ["10", "5"]
      default: return []
      }
      guard !wanted.contains(priority) else { return [] }
      return [Finding("", "apns-priority \(priority) for push type \(facts.pushType.rawValue); use \(wanted.joined(separator: " or "))", hint: "use \(term: .priority) \(wanted[0])")]
    },
    // Apple, Sending notification requests to APNs
    // (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
    // apns-expiration is "a UNIX epoch expressed in seconds (UTC)"; "If the value is nonzero, APNs
    // stores the notification and tries to deliver it at least once, repeating the attempt as
    // needed until the specified date. If the value is 0, APNs attempts to deliver the notification
    // only once and doesn't store it." (as quoted in sideshow/apns2 issue 169,
    // https://github.com/sideshow/apns2/issues/169); "it may store the notification for 30 days or
    // less, depending on the date you specify in the apns-expiration header" (the page's overview).
    ValidationRule("expiration-value", .error, "`apns-expiration` must be UNIX seconds, a non-negative integer (400 BadExpirationDate).", source: "[SEND]", when: .signals(.headers)) { facts in
      guard let expiration = facts.context.fields.expiration, !HeaderFormat.isDigits(expiration) else { return [] }
      return [Finding("", "apns-expiration must be a whole number of UNIX seconds, got \(Describe.quoted(expiration))", hint: "use 0 to try once, or e.g. \(facts.context.nowText(plus: 3600)) for an hour")]
    },
    ValidationRule("expiration-range", .warning, "`apns-expiration` should be seconds (not milliseconds) and at most 30 days ahead.", source: "[SEND]", when: .signals(.headers)) { facts in
      guard let text = facts.context.fields.expiration, HeaderFormat.isDigits(text), let seconds = Double(text) else { return [] }
      // Milliseconds of a date before the year 5000 have 13 or 14 digits; more is no time at all.
      if seconds >= 1e14 {
        let now = facts.context.fields.now.map { " (now is \($0), \(String($0).count) digits)" } ?? ""
        return [Finding(
          "", "apns-expiration \(CaptureText.abbreviated(text)) (\(text.count) digits) is not a UNIX time in seconds, nor in milliseconds\(now)",
          hint: "use 0 to try once, or e.g. \(facts.context.nowText(plus: 3600)) for an hour")]
      }
      if seconds > 1e11 {
        return [Finding("", "apns-expiration \(text) looks like milliseconds", hint: "divide by 1000" + (Numbers.thousandth(seconds).map { ": \($0)" } ?? ""))]
      }
      guard let now = facts.context.fields.now else { return [] }
      let limit = Double(now + 30 * 86_400)
      guard seconds > limit else { return [] }
      return [Finding("", "apns-expiration \(DateText.annotated(Int(seconds))) is more than 30 days ahead; APNs stores notifications for 30 days at most", hint: "use at most \(Int(limit))")]
    },
    ValidationRule("expiration-past", .warning, "`apns-expiration` in the past (other than 0) leaves APNs no time to store and retry the notification.", source: "[SEND]", when: .signals(.headers)) { facts in
      guard let text = facts.context.fields.expiration, HeaderFormat.isDigits(text), let seconds = Int(text), seconds != 0, let now = facts.context.fields.now, seconds < now else { return [] }
      return [Finding("", "apns-expiration \(DateText.annotated(seconds)) is in the past: no time is left to store and retry it (whether APNs still tries once, as for 0, is not documented)", hint: "use a future date such as \(term: .expiration) now+1h, or 0 on purpose")]
    },
    ValidationRule("pushtotalk-expiration", .warning, "Push to Talk requests should use `apns-expiration: 0`.", source: "pushy PushType.java", when: .signals(.headers)) { facts in
      guard facts.pushType == .pushtotalk, facts.context.describesRequest, facts.context.fields.expiration != "0" else { return [] }
      return [Finding("", "pushtotalk push without apns-expiration 0", hint: "add \(term: .expiration) 0: a late push-to-talk message is useless")]
    },
    ValidationRule("apns-id-format", .error, "`apns-id` must be a canonical 8-4-4-4-12 UUID (400 BadMessageId).", source: "[SEND]; [RESP]", when: .signals(.headers)) { facts in
      guard let id = facts.context.fields.apnsID, !HeaderFormat.isUUID(id) else { return [] }
      return [Finding("", "apns-id \(Describe.quoted(id)) is not a UUID in the form 8-4-4-4-12", hint: "use e.g. 123e4567-e89b-12d3-a456-4266554400a0 ('uuidgen | tr A-F a-f')")]
    },
    ValidationRule("apns-id-uppercase", .warning, "`apns-id` should be lowercase hex.", source: "[SEND]", when: .signals(.headers)) { facts in
      guard let id = facts.context.fields.apnsID, HeaderFormat.isUUID(id), id != id.lowercased() else { return [] }
      return [Finding("", "apns-id \(Describe.quoted(id)) has uppercase hex digits; Apple specifies lowercase", hint: "use \(id.lowercased())")]
    },
    ValidationRule("collapse-id-length", .error, "`apns-collapse-id` must be at most 64 bytes (400 BadCollapseId).", source: "[SEND]; [RESP]", when: .signals(.headers)) { facts in
      guard let id = facts.context.fields.collapseID, id.utf8.count > 64 else { return [] }
      return [Finding("", "apns-collapse-id is \(id.utf8.count) bytes, over 64", hint: "shorten it to 64 UTF-8 bytes")]
    },
    ValidationRule(
      "header-value", .error, "Header values and the device token must fit their grammar, with no CR/LF/NUL (a header injection); tokens are hex of even length.",
      source: "[SEND]; CFBundleIdentifier", when: .signals(.headers)
    ) { facts in
      // The one check shared with `request` and `send` (HeaderValueCheck); headers with their own
      // rule below (push type, priority, expiration, apns-id) get only the control-character check here.
      // Without any header there is nothing to check (and no list to build for every JSON Lines record).
      guard facts.context.describesRequest || facts.context.fields.pushType != nil else { return [] }
      return HeaderValueCheck.problems(in: facts.context)
        .filter { $0.isControl || HeaderValueCheck.grammarOwned.contains($0.header) }
        .map { Finding("", $0.message, hint: $0.hint) }
    },
    // 64 hex digits (32 bytes) is what tokens look like today: an observation (peers' mocks, e.g.
    // pushy's, accept exactly 64), not Apple's rule. Apple: "APNs device tokens are of variable
    // length. Do not hard-code their size." (UIKit, application(_:didRegisterForRemoteNotificationsWithDeviceToken:),
    // https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)).
    // So another length is only a warning.
    ValidationRule("device-token-length", .warning, "Device tokens seen today have 64 hex digits; Apple says their length varies, so another length is only a warning.", source: "[SEND]", when: .signals(.headers)) { facts in
      guard let token = facts.context.fields.deviceToken, HeaderFormat.isHex(token), token.count % 2 == 0, token.count != 64 else { return [] }
      return [Finding("", "device token has \(token.count) hex digits; tokens seen today have 64 (Apple: their length varies)", hint: "check it is a whole APNs token (not a GeTui/JPush ID)")]
    },
    ValidationRule("broadcast-push-type", .error, "A broadcast (apns-channel-id) request must be a liveactivity push.", source: "[BERR]", when: .signals(.headers)) { facts in
      guard facts.context.fields.channelID != nil, facts.pushType != .liveactivity else { return [] }
      return [Finding("", "broadcast request with push type \(facts.pushType.rawValue); only liveactivity is allowed", hint: "use \(term: .pushType) liveactivity")]
    },
    ValidationRule("broadcast-topic", .error, "A broadcast request uses the bare bundle ID, no push-type suffix (TopicDisallowed).", source: "[BERR]", when: .signals(.headers)) { facts in
      guard facts.context.fields.channelID != nil, let topic = facts.context.fields.topic,
        let suffix = PushType.fromTopicSuffix(topic)?.topicSuffix
      else { return [] }
      return [Finding("", "broadcast topic \(Describe.quoted(topic)) carries a push-type suffix", hint: "use \(term: .topic) \(topic.dropLast(suffix.count))")]
    },
    ValidationRule("broadcast-start", .error, "A broadcast push cannot start a Live Activity.", source: "[LA]; [BERR]", when: .signals(.headers)) { facts in
      guard facts.context.fields.channelID != nil, facts.event == "start" else { return [] }
      return [Finding("/aps/event", "a broadcast push cannot start a Live Activity", hint: "broadcast only \"update\" or \"end\"; start with the push-to-start token")]
    },
  ]
}

/// Header value formats.
enum HeaderFormat {
  static func isDigits(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  static func isHex(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy(isHexDigit)
  }

  /// 8-4-4-4-12 hex digits, either case.
  static func isUUID(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.utf8.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.utf8.allSatisfy(isHexDigit) }
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }
}
