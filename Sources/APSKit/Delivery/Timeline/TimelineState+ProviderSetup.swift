/// The provider's and the app's setup as APNs answers it: what APNs answered the provider's
/// request (`apns-response`, any reason of Apple's table), and the setups whose answer Apple's pages
/// document: a development certificate sent to production, a certificate of another app or team, a
/// signing key restricted to the other environment, and a simulator (rules RS1–RS7). Each reason's
/// outcome for the push is one of five: the request is wrong, the token does not belong to the
/// request, the token is to be dropped, the credentials are refused, or the request may be retried.

/// What APNs answered the provider's request (`apns-response`): success, or a reason of Apple's
/// "Response error strings" table (`APNsReason`).
public enum APNsAnswer: Sendable, Equatable {
  case success
  case refused(APNsReason)

  /// The value's text: `success`, `200`, a reason in any case, with or without its status
  /// (`410 Unregistered`); `BadEnvironmentKeyInToken`, the spelling servers report, is the table's
  /// `BadEnvironmentKeyIdInToken`.
  public init?(parsing text: String) {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "_" }).map { $0.lowercased() }
    let named = words.filter { Int($0) == nil }.joined()
    let status = words.compactMap { Int($0) }.first
    if named.isEmpty || named == "success" || named == "ok" {
      guard status == nil || status == 200 else { return nil }
      self = .success
      return
    }
    let spelled = named == "badenvironmentkeyintoken" ? "badenvironmentkeyidintoken" : named
    guard let reason = APNsReason.all.first(where: { $0.reason.lowercased() == spelled }), status == nil || status == reason.status else {
      return nil
    }
    self = .refused(reason)
  }

  /// The values help and completion list: `success`, then Apple's reasons in the table's order.
  public static let values: [String] = ["success"] + APNsReason.all.map(\.reason)

  /// The rule a refusal falls under.
  var rule: String? {
    guard case .refused(let reason) = self else { return nil }
    return APNsAnswerOutcome.of(reason).rule
  }
}

/// What a refusal means for the push and the token, by the reasons Apple's table groups under one
/// status or describes alike.
enum APNsAnswerOutcome: String, CaseIterable {
  /// The request itself is malformed: fix it and send again (RS1).
  case fixRequest
  /// The token does not belong to this request's environment or topic (RS2).
  case tokenNotForRequest
  /// 410: the token is no longer valid; stop sending to it (RS3).
  case dropToken
  /// 403: the provider's certificate or token is refused, so every request on it is (RS4).
  case credentialsRefused
  /// An idle connection, a rate limit or a server error: this request is lost, a later one may pass (RS5).
  case retryLater

  var rule: String {
    switch self {
    case .fixRequest: return "RS1"
    case .tokenNotForRequest: return "RS2"
    case .dropToken: return "RS3"
    case .credentialsRefused: return "RS4"
    case .retryLater: return "RS5"
    }
  }

  static func of(_ reason: APNsReason) -> APNsAnswerOutcome {
    switch (reason.status, reason.reason) {
    case (_, "BadDeviceToken"), (_, "DeviceTokenNotForTopic"): return .tokenNotForRequest
    case (_, "IdleTimeout"), (429, _), (500, _), (503, _): return .retryLater
    case (410, _): return .dropToken
    case (403, _): return .credentialsRefused
    default: return .fixRequest
    }
  }
}

/// The signing key's environment (`provider-key-environment`): Apple's token page lets a key
/// "restrict usage to either Sandbox or Production"; a key not restricted works for both.
public enum ProviderKeyEnvironment: String, Sendable, CaseIterable {
  case both, development, production

  var environment: APNsEnvironment? {
    switch self {
    case .both: return nil
    case .development: return .development
    case .production: return .production
    }
  }
}

/// The Mac a simulator runs on (`simulator-host`): Xcode 14 gives iOS 16 simulators remote
/// notifications "in macOS 13 on Mac computers with Apple silicon or T2 processors" (RS6).
public enum SimulatorHost: String, Sendable, CaseIterable {
  case appleSilicon = "apple-silicon"
  case t2
  case intelWithoutT2 = "intel-without-t2"
}

/// The settings of the provider's and the app's setup (nil: not given).
public struct ProviderSetupSettings: Sendable, Equatable {
  public var apnsResponse: APNsAnswer?
  public var providerKeyEnvironment: ProviderKeyEnvironment?
  public var simulatorHost: SimulatorHost?
  /// The answer the other setup keys imply (a development certificate sent to production…), with
  /// why: set when the scenario is built.
  var impliedAnswer: (answer: APNsAnswer, because: String)?

  public init() {}

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.apnsResponse == rhs.apnsResponse && lhs.providerKeyEnvironment == rhs.providerKeyEnvironment
      && lhs.simulatorHost == rhs.simulatorHost && lhs.impliedAnswer?.answer == rhs.impliedAnswer?.answer
      && lhs.impliedAnswer?.because == rhs.impliedAnswer?.because
  }
}

extension ScenarioVocabulary {
  /// Other words for the setup keys' values: each reason as the scenario file normalizes it
  /// (`baddevicetoken`, `410-unregistered`).
  static let providerSetupSynonyms: [String: [String: String]] = [
    "apns-response": Dictionary(
      APNsReason.all.flatMap { reason in
        [(reason.reason.lowercased(), reason.reason), ("\(reason.status)-\(reason.reason.lowercased())", reason.reason)]
      } + [("200", "success"), ("200-success", "success"), ("ok", "success"), ("badenvironmentkeyintoken", "BadEnvironmentKeyIdInToken"),
           ("403-badenvironmentkeyintoken", "BadEnvironmentKeyIdInToken")],
      uniquingKeysWith: { first, _ in first }),
    "provider-key-environment": ["sandbox": "development", "sandbox-and-production": "both", "unrestricted": "both", "all": "both"],
    "simulator-host": ["m1": "apple-silicon", "m2": "apple-silicon", "arm64": "apple-silicon", "intel": "intel-without-t2", "intel-mac": "intel-without-t2"],
    "apns-certificate": ["sandbox": "development", "another-team": "other-team", "other-app": "other-team", "another-app": "other-team"],
  ]
}

extension TimelineRule {
  static let providerSetupRules: [TimelineRule] = [
    TimelineRule(id: "RS1", summary: "APNs refused the request itself (apns-response BadCollapseId, BadExpirationDate, BadMessageId, BadPriority, BadTopic, DuplicateHeaders, InvalidPushType, MissingDeviceToken, MissingTopic, PayloadEmpty, TopicDisallowed, BadPath, MethodNotAllowed, PayloadTooLarge): nothing reaches the device; the request must be corrected before it is sent again", certainty: .definite, sources: ["A-APNS-RESPONSES"]),
    TimelineRule(id: "RS2", summary: "the device token does not belong to the request (apns-response BadDeviceToken: the token is not valid or is of the other environment; DeviceTokenNotForTopic: it belongs to another topic): nothing reaches the device; send to the token's own environment and topic", certainty: .definite, sources: ["A-APNS-RESPONSES"]),
    TimelineRule(id: "RS3", summary: "410 (apns-response Unregistered or ExpiredToken): the token is no longer active, so nothing reaches the device; Apple: \"There is no need to send further pushes to the same device token, unless your application retrieves the same device token\"; drop it until the app registers and sends a token again", certainty: .definite, sources: ["A-APNS-RESPONSES"]),
    TimelineRule(id: "RS4", summary: "403: APNs refused the provider's credentials (apns-response BadCertificate, BadCertificateEnvironment, ExpiredProviderToken, Forbidden, InvalidProviderToken, MissingProviderToken, UnrelatedKeyIdInToken, BadEnvironmentKeyIdInToken): nothing reaches the device, and every request with the same credentials is refused until they are fixed", certainty: .definite, sources: ["A-APNS-RESPONSES", "A-APNS-CERT-CONNECTION", "A-APNS-TOKEN-KEYS"]),
    TimelineRule(id: "RS5", summary: "APNs did not take the request now (apns-response IdleTimeout, TooManyProviderTokenUpdates, TooManyRequests, InternalServerError, ServiceUnavailable, Shutdown): this request reaches nothing; the provider may send it again later (on a new connection, after a wait), and only that new request can reach the device", certainty: .definite, sources: ["A-APNS-RESPONSES"]),
    TimelineRule(id: "RS7", summary: "a push of a type whose topic takes a suffix (liveactivity .push-type.liveactivity, location .location-query, complication .complication, fileprovider .pushkit.fileprovider, pushtotalk .voip-ptt, widgets .push-type.widgets, controls .push-type.controls) sent with the bundle ID alone as apns-topic (bundle-id given): Apple's page says the topic must carry the suffix, the type's token belongs to the suffixed topic, so APNs refuses the request and nothing reaches the device (VoIP: PV2)", certainty: .definite, sources: ["A-APNS-TOPIC-SUFFIX", "A-APNS-TOPIC"]),
    TimelineRule(id: "RS8", summary: "the provider's APNs certificate has expired (apns-certificate expired): APNs takes no connection made with it, so nothing reaches the device until the certificate is renewed (or the provider moves to a signing key, which does not expire)", certainty: .definite, sources: ["A-APNS-CERT-CONNECTION", "CODENAMEONE-3471"]),
    TimelineRule(id: "RS6", summary: "a simulator on an Intel Mac without a T2 chip (simulator-host intel-without-t2): Xcode 14 gives iOS 16 simulators remote notifications only on Macs with Apple silicon or T2 processors, so no APNs push reaches it (xcrun simctl push still injects one)", certainty: .definite, sources: ["A-XCODE14-NOTES"]),
  ]
}

extension SourceInfo {
  static let providerSetupSources: [SourceInfo] = [
    SourceInfo(key: "A-APNS-RESPONSES", title: #"Handling notification responses from APNs, the response error strings: 403 BadCertificateEnvironment, "The client certificate is for the wrong environment."; 410 Unregistered, "The device token is inactive for the specified topic. There is no need to send further pushes to the same device token, unless your application retrieves the same device token."; 429 TooManyRequests, "Too many requests were made consecutively to the same device token."; 503 ServiceUnavailable, "The service is unavailable.""#, location: #"https://developer.apple.com/documentation/usernotifications/handling-notification-responses-from-apns"#),
    SourceInfo(key: "A-APNS-TOPIC-SUFFIX", title: #"Sending notification requests to APNs, apns-topic: "The topic for the notification. In general, the topic is your app's bundle ID/app ID. It can have a suffix based on the type of push notification."; apns-push-type liveactivity: the apns-topic header field "must use your app's bundle ID with .push-type.liveactivity appended to the end" (likewise .location-query, .complication, .pushkit.fileprovider, .voip-ptt, .voip)"#, location: #"https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns"#),
    SourceInfo(key: "A-APNS-CERT-CONNECTION", title: #"Establishing a certificate-based connection to APNs: "You can use a provider certificate to send notifications to a single app, the Apple Watch complication, or to background VoIP services associated with a single app. To send remote notifications to multiple apps, you must create separate certificates for each app.""#, location: #"https://developer.apple.com/documentation/usernotifications/establishing-a-certificate-based-connection-to-apns"#),
    SourceInfo(key: "CODENAMEONE-3471", title: #"Push notifications stopped working in iOS (codenameone/CodenameOne #3471), the maintainer: "Did you check that your certificate is still valid?"; the poster: "Ah, you are correct.""#, location: #"https://github.com/codenameone/CodenameOne/issues/3471"#),
    SourceInfo(key: "A-APNS-TOKEN-KEYS", title: #"Establishing a token-based connection to APNs: a signing key can restrict its usage to either Sandbox or Production; "You must also update and encrypt your tokens at least once an hour using the provider token signing key that Apple provides you.""#, location: #"https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns"#),
  ]
}

extension ScenarioSettings {
  /// The answer the setup keys imply, with why, when the scenario's own keys decide it: a
  /// development certificate sent to production (BadCertificateEnvironment), a certificate of
  /// another app (DeviceTokenNotForTopic), a signing key restricted to the environment the push does
  /// not go to (BadEnvironmentKeyIdInToken); and a simulator, whose token is of the development
  /// environment (Xcode 14: "Simulator supports the Apple Push Notification Service Sandbox
  /// environment"), sent to production (AP6).
  func applyProviderSetup(to scenario: inout DeliveryScenario, apnsEnvironment: APNsEnvironment?) {
    let setup = provider.setup
    let target = apnsEnvironment ?? tokenEnvironment
    if reach.apnsCertificate == .development, apnsEnvironment == .production {
      scenario.provider.setup.impliedAnswer = (.refused(Self.reason("BadCertificateEnvironment")), "a development certificate connects to the development environment only, and the push was sent to production")
    } else if reach.apnsCertificate == .otherTeam {
      scenario.provider.setup.impliedAnswer = (.refused(Self.reason("DeviceTokenNotForTopic")), "the provider's certificate is for another app (a certificate serves a single app), so the device token of this app does not match its topic")
    } else if let key = setup.providerKeyEnvironment?.environment, let target, key != target {
      scenario.provider.setup.impliedAnswer = (.refused(Self.reason("BadEnvironmentKeyIdInToken")), "the signing key is restricted to the \(key.rawValue) environment and the push goes to \(target.rawValue)")
    }
    if setup.simulatorHost != nil, device.receiver == nil { scenario.implements.append(Capability.onSimulator.rawValue) }
    let onSimulator = device.receiver == .simulator || (setup.simulatorHost != nil && device.receiver == nil)
    if onSimulator, tokenEnvironment == nil, apnsEnvironment == .production {
      scenario.implements.append(Capability.environmentMismatch.rawValue)
    }
  }

  private static func reason(_ name: String) -> APNsReason {
    guard let reason = APNsReason.named(name) else { preconditionFailure("no APNs reason \(name)") }
    return reason
  }

  /// `simulator-host` describes a simulator: with another `device` it is a contradiction.
  func checkProviderSetup() throws {
    if provider.setup.simulatorHost != nil, let receiver = device.receiver, receiver != .simulator {
      throw ScenarioConflict(
        keys: ["simulator-host", "device"], message: "simulator-host describes the Mac a simulator runs on, but the push goes to \(receiver.rawValue)",
        hint: "leave out simulator-host, or give device simulator")
    }
  }
}

extension TimelineState {
  /// A push APNs does not take from the provider, by its answer (`apns-response`, or the one the
  /// setup implies), or one that never reaches a simulator on a Mac without Apple silicon or T2:
  /// nil when it goes on.
  func answeredByAPNs(_ push: PushEvent, index: Int) -> TimelineStep? {
    let setup = start.provider.setup
    if let answer = setup.apnsResponse, case .refused(let reason) = answer, let rule = answer.rule {
      return step(index, delivered: false, notes: [Self.note(rule, "APNs answered \(reason.status) \(reason.reason) (\"\(reason.meaning)\"): \(Self.consequence(of: reason))")])
    }
    if start.implements.contains(Capability.apnsCertificateExpired.rawValue) { return step(index, delivered: false, notes: [Self.note("RS8")]) }
    if let implied = setup.impliedAnswer, case .refused(let reason) = implied.answer, let rule = implied.answer.rule {
      return step(index, delivered: false, notes: [Self.note(rule, "\(implied.because): APNs answers \(reason.status) \(reason.reason) and nothing is sent")])
    }
    if let bundle = start.provider.bundleID, let topic = push.headers.topic, let type = (push.kind ?? start.kind).pushType,
      let suffix = type.topicSuffix, !suffix.isEmpty, type != .voip, topic == bundle {
      return step(index, delivered: false, notes: [Self.note("RS7", "a \(type.rawValue) push sent with apns-topic \(topic): its token's topic is \(bundle)\(suffix), so APNs answers 400 DeviceTokenNotForTopic and nothing is sent")])
    }
    if setup.simulatorHost == .intelWithoutT2, start.implements.contains(Capability.onSimulator.rawValue) {
      return step(index, delivered: false, notes: [Self.note("RS6")])
    }
    return nil
  }

  /// What the provider does next after `reason`, as Apple's table implies.
  static func consequence(of reason: APNsReason) -> String {
    switch APNsAnswerOutcome.of(reason) {
    case .fixRequest: return "the request is refused and nothing is sent; correct it before sending again"
    case .tokenNotForRequest: return "nothing is sent; the token belongs to another environment or topic"
    case .dropToken: return "nothing is sent; stop sending to this token until the app registers again"
    case .credentialsRefused: return "nothing is sent, and every request with these credentials is refused until they are fixed"
    case .retryLater: return "this request is not sent; a later retry may reach the device"
    }
  }
}

extension APNsAnswer {
  /// One line a value for `aps help predict`: its status, Apple's meaning and the rule it falls under.
  public static let helpLines: [(value: String, meaning: String)] =
    [("success", "200: APNs accepted the request; what happens next is the rest of the scenario")]
    + APNsReason.all.map { reason in
      (reason.reason, "\(reason.status), \(APNsAnswerOutcome.of(reason).rule): \(APNsAnswerOutcome.of(reason).short)")
    }
}

extension APNsAnswerOutcome {
  /// The outcome in a few words, for help.
  var short: String {
    switch self {
    case .fixRequest: return "the request is wrong, nothing is delivered"
    case .tokenNotForRequest: return "the token is not for this environment or topic, nothing is delivered"
    case .dropToken: return "the token is no longer active, nothing is delivered; drop the token"
    case .credentialsRefused: return "the provider's credentials are refused, nothing is delivered"
    case .retryLater: return "not taken now, nothing is delivered; a later retry may be"
    }
  }
}
