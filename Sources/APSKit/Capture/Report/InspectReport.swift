/// Everything `aps inspect` says about a capture: its form, the recovered JSON, who sent it
/// (plain APNs, GeTui, JPush: by their keys) and what the fields mean.
public struct InspectReport: Sendable, Equatable {
  public enum Provider: String, Sendable {
    case apns = "APNs"
    case getui = "GeTui"
    case jpush = "JPush"
    case unknown = "unknown"
  }

  public var capture: Capture
  public var provider: Provider
  /// The push provider from the catalogue whose keys the payload carries (Firebase, OneSignal, …).
  public var vendor: PushVendor?
  /// The keys that recognised `vendor`.
  public var vendorKeys: [String] = []
  /// The mark before the capture that named the provider, when the payload's keys named none.
  public var namedByContext: SenderContext?
  /// Why the provider was chosen (`_gmid_ and _ge_ keys`).
  public var providerReason: String
  public var fields: [ExplainedField]
  public var findings: [CaptureFinding]
  public var getui: GeTuiDecoded?
  public var jpush: JPushMessage?
  /// The APNs checks (push type, size against its limit, rule findings) when the JSON is an
  /// APNs payload (it has `aps`).
  public var validation: ValidationReport?

  /// Whether anything found is an error (a reader finding or an APNs rule).
  public var hasErrors: Bool {
    findings.contains { $0.severity == .error } || (validation.map { $0.errorCount > 0 } ?? false)
  }

  /// Builds the report for `capture`, checking an APNs payload in `context` (the push type given).
  /// The capture is read once, through the tape its reader left (`Capture.withRoot`).
  public init(_ capture: Capture, context: ValidationContext = .init()) {
    self.capture = capture
    self.provider = .unknown
    self.providerReason = ""
    self.fields = []
    self.findings = []
    var report = self
    let read = { (root: JSONView) in report.read(root, hasValue: capture.hasValue, context: context) }
    _ = capture.withRoot(read) ?? JSONTape.withNull(read)
    self = report
  }

  /// Fills the report from the capture's value (`null` when it holds none): the provider (GeTui,
  /// JPush or APNs, by its keys and body shapes), the vendor, the APNs checks, and why.
  private mutating func read(_ value: JSONView, hasValue: Bool, context: ValidationContext) {
    let keys = value.keys
    let geTuiKeys = keys.filter(GeTuiKeys.isGeTuiKey)
    let jpushKeys = keys.filter { $0.hasPrefix("_j_") }
    let restV1 = GeTuiBodies.isRestV1(value)
    let nested = value["aps"] == nil && value["payload"] == nil ? GeTuiBodies.nestedUserInfo(value) : nil
    if capture.logLine != nil || !geTuiKeys.filter({ $0 != "payload" }).isEmpty || value["push_message"] != nil
      || value["payloadMsg"] != nil || restV1 || nested != nil
    {
      readGeTui(value, hasValue: hasValue, keys: geTuiKeys, restV1: restV1, nestedAt: nested?.0)
    } else if hasValue, !jpushKeys.isEmpty || value["message"]?["msg_content"] != nil
      // A top-level `msg_content` alone is JPush's only when no catalogue provider claims the payload (PortSIP's calls have one).
      || value["msg_content"] != nil && PushVendor.vendor(of: value) == nil
      || (value["content"] != nil && value["extras"] != nil && value["aps"] == nil)
      // Airship's Push API body also has `audience` and `notification`: the catalogue's claim wins.
      || Self.isJPushPushBody(value) && (PushVendor.vendor(of: value).map { $0.id == "jpush" } ?? true)
    {
      readJPush(value, keys: jpushKeys)
    } else if value["aps"] != nil {
      provider = .apns
      providerReason = "an aps dictionary and no GeTui or JPush keys"
    } else if Self.isMDMPush(value) {
      provider = .apns
      providerReason = "an MDM push: only mdm (the PushMagic string), no aps (Apple's Mobile Device Management Protocol)"
    } else if Self.isReactNativeRemoteNotification(value) {
      provider = .apns
      providerReason = "react-native-push-notification's object around a remote notification from APNs (data.remote true and data.notificationId, which React Native's push notification manager adds)"
    }
    // `value` is the capture's root, already read once: the vendor is found in the same reading.
    if hasValue, let (vendor, keys) = PushVendor.recognise(value) {
      self.vendor = vendor
      vendorKeys = keys
      if provider != .getui && provider != .jpush, hasValue { fields += Self.vendorFields(value, vendor) }
    } else if hasValue, provider == .unknown, let label = capture.senderLabel {
      vendor = label.vendor
      fields += Self.vendorFields(value, label.vendor)
    }
    if let aps = value["aps"] {
      fields = APSKeyMeanings.explain(aps) + fields
      // Exactly `aps validate`'s checks: on the JSON source when there is one (duplicate keys,
      // `\u` escapes and the size as written need it), else on the recovered value.
      let source = capture.jsonIsPrinted ? nil : capture.json
      validation = source.map { $0.validate(context: context) } ?? PayloadValidator.validate(root: value, context: context)
    }
    if provider == .unknown {
      providerReason = !hasValue
        ? "the capture is text, not JSON"
        : capture.form.holdsBytes
        ? "no aps and no GeTui or JPush keys: payload bytes, such as a GeTui transmission (payloadData)"
        : Self.nestedAPNs(in: value).map { "no aps at the top: " + $0 }
        ?? "no aps dictionary and no GeTui or JPush keys"
    }
    if hasValue, let context = capture.senderContext { weigh(context, value) }
    if vendor == nil, provider == .apns || provider == .unknown, hasValue {
      let keys = Self.namespaceKeys(value)
      if !keys.isEmpty {
        providerReason += "; unknown provider: keys that look like a sender's namespace: \(keys.prefix(6).joined(separator: ", "))"
      }
    }
  }

  /// The provider the mark before the capture names (`SenderContext`): taken when the payload's
  /// keys name none, else only noted when it names another one, as the keys decide.
  private mutating func weigh(_ context: SenderContext, _ value: JSONView) {
    let named = vendor?.id ?? (provider == .getui ? "getui" : provider == .jpush ? "jpush" : nil)
    if let named {
      if named != context.mark.vendorID {
        capture.notes.append(CaptureNote(
          "\(context.words) names \(context.mark.vendorID), but the payload's keys name \(named): the keys decide"))
      }
      return
    }
    if let contextVendor = context.vendor {
      vendor = contextVendor
      namedByContext = context
      fields += Self.vendorFields(value, contextVendor)
    } else if provider == .unknown {
      provider = .apns
      providerReason = ""
      namedByContext = context
    } else {
      return
    }
    providerReason += (providerReason.isEmpty ? "" : "; ") + "provider named by \(context.words)"
    capture.notes.append(CaptureNote("provider named by \(context.words) (\(context.mark.kind.rawValue), \(context.mark.source))"))
  }

  /// APNs wakes a managed device with `{"mdm": PushMagic}` and nothing else ("Mobile Device
  /// Management Protocol Reference", https://developer.apple.com/business/documentation/MDM-Protocol-Reference.pdf).
  static func isMDMPush(_ value: JSONView) -> Bool {
    value.keys == ["mdm"] && value["mdm"]?.stringValue != nil
  }

  /// react-native-push-notification's iOS notification object (`foreground`, `userInteraction`, `data`…)
  /// whose `data` is a userInfo React Native's push notification manager marked remote: it adds
  /// `remote: true` and a `notificationId` to what APNs delivered (`handleRemoteNotificationReceived:` in
  /// https://github.com/facebook/react-native/blob/3c03dcade7c2d5c41de44a3508a00081d218b143/packages/react-native/Libraries/PushNotificationIOS/RCTPushNotificationManager.mm;
  /// the objects of react-native-push-notification's trouble-shooting.md,
  /// https://github.com/zo0r/react-native-push-notification/blob/fcf40a05175bb79fb5fdfe2ac31bb797bc5008bc/trouble-shooting.md).
  /// A sender's keys inside (FCM's) name that sender instead.
  static func isReactNativeRemoteNotification(_ value: JSONView) -> Bool {
    guard value["foreground"] != nil, value["userInteraction"] != nil, let data = value["data"], data.members != nil,
      data["remote"]?.boolValue == true, data["notificationId"]?.stringValue != nil
    else { return false }
    return PushVendor.vendor(of: data) == nil
  }

  /// A GeTui capture (a demo log line, GeTui keys, a REST push body, a plugin callback, a userInfo
  /// nested at `nestedAt`): which of them, and what the decoder found.
  private mutating func readGeTui(_ value: JSONView, hasValue: Bool, keys: [String], restV1: Bool, nestedAt: JSONPointer?) {
    provider = .getui
    providerReason = capture.logLine != nil
      ? "GeTui demo log line" : value["push_message"] != nil
      ? "GeTui REST v2 push body (push_message)" : restV1
      ? "GeTui REST v1 push body (message.appkey, transmission, push_info)" : value["payloadMsg"] != nil
      ? "GeTui plugin callback dictionary (payloadMsg)" : nestedAt != nil
      ? "a GeTui userInfo (payload with aps or GeTui keys) at \(nestedAt!)" : "GeTui keys " + keys.joined(separator: ", ")
    let decoded = GeTuiDecoder.decode(capture, root: hasValue ? value : nil)
    getui = decoded
    fields += decoded.fields
    findings += decoded.findings
  }

  /// A JPush capture (`_j_` keys, a custom message, a v3 push body): why, and the message's fields,
  /// its summary for a custom message or its extras lifted to the top level for an APNs one.
  private mutating func readJPush(_ value: JSONView, keys: [String]) {
    provider = .jpush
    providerReason = !keys.isEmpty
      ? "JPush keys " + keys.joined(separator: ", ") : Self.isJPushPushBody(value)
      ? "JPush v3 push body (platform/audience with notification or message)" : "JPush message keys (msg_content/content, extras)"
    guard let message = try? JPushParser.parse(value) else { return }
    jpush = message
    fields += message.fields
    let summary: [(String, JSONValue?, String)] = [
      ("title", message.title.map(JSONValue.string), "custom message title"),
      ("content", message.content, "custom message text (msg_content / content)"),
      ("content_type", message.contentType.map(JSONValue.string), "content type (free text)"),
      ("extras", message.extras, "custom message extras"),
    ]
    if message.shape != .apns {
      for (name, value, meaning) in summary {
        if let value { fields.append(ExplainedField(name, value.shortDisplay(), meaning, pointer: nil, json: value)) }
      }
    }
    if message.shape == .apns, case .object(let extras)? = message.extras {
      for member in extras {
        fields.append(ExplainedField(
          "/" + JSONPointer.escape(member.key), value: member.value, "custom key (notification.ios.extras, lifted to the top level)"))
      }
    }
    findings += message.findings
  }
}

extension InspectReport {
  /// Top-level keys (outside `aps`) that look like a service's own: a dictionary, a `_` prefix, a
  /// dotted prefix (`com.acme.*`), or a prefix before `_` that several keys share (`xy_id`, `xy_ts` → `xy_*`).
  static func namespaceKeys(_ value: JSONView) -> [String] {
    var keys: [String] = []
    var prefixes: [String: Int] = [:]
    let members = value.members.map { Array($0) } ?? []
    for member in members where !member.hasKey("aps") {
      if let underscore = member.key.dropFirst().firstIndex(of: "_") {
        prefixes[String(member.key[..<underscore]), default: 0] += 1
      }
    }
    for member in members where !member.hasKey("aps") {
      let key = member.key
      var shown: String?
      if member.value.members != nil || key.hasPrefix("_") {
        shown = key
      } else if let dot = key.lastIndex(of: "."), dot != key.startIndex {
        shown = String(key[..<dot]) + ".*"
      } else if let underscore = key.dropFirst().firstIndex(of: "_"), prefixes[String(key[..<underscore]), default: 0] > 1 {
        shown = String(key[..<underscore]) + "_*"
      }
      if let shown, !keys.contains(shown) { keys.append(shown) }
    }
    return keys
  }
}

extension InspectReport {
  /// Where an APNs userInfo sits inside a wrapper: a whole `UNNotification` logged with its
  /// userInfo several levels down (public log: http://39.103.169.235/p/4eef612eeefd,
  /// `UNNotificationRequest = { UNNotificationContent = { … userInfo = { aps = {…}; …` ), or an
  /// Amazon SNS message whose `APNS`/`APNS_SANDBOX` member is the payload as a JSON string
  /// (https://github.com/StansAssets/com.stansassets.ios-native/issues/77). Nil when none is.
  static func nestedAPNs(in value: JSONView, depth: Int = 0, at path: String = "") -> String? {
    guard let members = value.members, depth < 6 else { return nil }
    for member in members {
      let pointer = path + "/" + JSONPointer.escape(member.key)
      if depth > 0, member.hasKey("aps"), member.value.kind == .object {
        return "an APNs userInfo is nested at \(path) (a wrapper logged whole); inspect that dictionary"
      }
      if let text = member.value.stringValue, text.hasPrefix("{"),
        JSONTape.withRoot(of: Array(text.utf8)[...], { $0["aps"] != nil }) == true
      {
        return "the string at \(pointer) is an APNs payload as JSON text (an Amazon SNS message keeps it so); inspect that string"
      }
    }
    for member in members {
      let pointer = path + "/" + JSONPointer.escape(member.key)
      if let found = nestedAPNs(in: member.value, depth: depth + 1, at: pointer) { return found }
    }
    return nil
  }
}

extension InspectReport {
  /// The provider's keys in `value` (outside `aps`, and one level into its own dictionaries) with their meanings.
  static func vendorFields(_ value: JSONView, _ vendor: PushVendor) -> [ExplainedField] {
    var fields: [ExplainedField] = []
    let wrapper = PushVendor.sdkWrapper(of: value)
    for member in value.members ?? .empty(in: value) where !member.hasKey("aps") {
      let key = member.key
      if let wrapper, wrapper.fields.contains(key) {
        // The SDK's message object around the payload: its fields are no provider data.
        fields.append(ExplainedField("/" + JSONPointer.escape(key), member.value.value.shortDisplay(), "a field of the SDK's message object (not sent as data)"))
        continue
      }
      guard let meaning = vendor.meaning(at: [key]) else { continue }
      fields.append(ExplainedField("/" + JSONPointer.escape(key), member.value.value.shortDisplay(), meaning))
      for inner in member.value.members ?? .empty(in: member.value) {
        if let meaning = vendor.meaning(at: [key, inner.key]), !vendor.meanings.contains(where: { $0.pattern == ["*"] && $0.meaning == meaning }) {
          fields.append(ExplainedField(
            "/" + JSONPointer.escape(key) + "/" + JSONPointer.escape(inner.key), inner.value.value.shortDisplay(), meaning))
        }
      }
    }
    return fields
  }

  /// The provider line: the catalogue's name and the keys that told, else the reader's reason.
  public var providerLine: String {
    if let vendor, vendorKeys.isEmpty, let label = capture.senderLabel {
      return "\(vendor.name) (named by the log's label \"\(label.words)\")"
    }
    if let vendor, vendorKeys.isEmpty, let context = namedByContext {
      return "\(vendor.name) (named by \(context.words))"
    }
    if let vendor { return "\(vendor.name) (keys \(vendorKeys.prefix(4).joined(separator: ", ")))" }
    return "\(provider.rawValue) (\(providerReason))"
  }
}

extension InspectReport {
  /// A JPush v3 push body: `platform`/`audience` with `notification` or `message`. JPush: "可单独发送
  /// 通知或者自定义消息,也可同时推送通知与自定义消息" (notification alone, message alone, or both),
  /// https://docs.jiguang.cn/jpush/server/push/rest_api_v3_push
  static func isJPushPushBody(_ value: JSONView) -> Bool {
    (value["platform"] != nil || value["audience"] != nil) && (value["notification"] != nil || value["message"] != nil)
  }
}

/// What each key of the `aps` dictionary does (Apple's payload reference).
enum APSKeyMeanings {
  static let table: [String: String] = [
    "alert": "the alert the user sees (string, or title/subtitle/body dictionary)",
    "badge": "the number on the app icon (0 clears it)",
    "sound": "the sound to play (\"default\", a file name, or a critical-sound dictionary)",
    "content-available": "1: a background (silent) push that wakes the app",
    "mutable-content": "1: a notification service extension may change the content",
    "category": "the notification category (its action buttons)",
    "thread-id": "groups notifications in Notification Center",
    "target-content-id": "the window/content to bring forward when opened",
    "interruption-level": "passive, active, time-sensitive or critical",
    "relevance-score": "0–1 ranking in the notification summary",
    "filter-criteria": "Focus filter criteria",
    "timestamp": "Live Activity update time (seconds since 1970)",
    "event": "Live Activity event: start, update or end",
    "content-state": "Live Activity dynamic content",
    "dismissal-date": "when an ended Live Activity leaves the Lock Screen",
    "stale-date": "when a Live Activity becomes stale",
    "attributes-type": "Live Activity attributes type (push-to-start)",
    "attributes": "Live Activity attributes (push-to-start)",
    "content-changed": "widgets/controls push: reload them",
  ]

  static func explain(_ aps: JSONView) -> [ExplainedField] {
    guard let members = aps.members else {
      return [ExplainedField("/aps", value: aps.value, "aps must be a dictionary")]
    }
    return members.map { member in
      let key = member.key
      let json = member.value.value
      return ExplainedField(
        "/aps/" + key, DateText.shown(key, member.value, as: json.shortDisplay()),
        table[key] ?? "not an Apple key: apps rarely see keys inside aps they did not ask for",
        pointer: "/aps/" + JSONPointer.escape(key), json: json)
    }
  }
}
