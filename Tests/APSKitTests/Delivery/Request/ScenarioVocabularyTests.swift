import Testing

@testable import APSKit

/// A scenario written in an outsider's words reads as the same scenario in the format's words,
/// or is refused with the accepted words named: never a different prediction.
@Suite struct ScenarioVocabularyTests {
  private static func decode(_ text: String) throws -> ScenarioFile {
    try ScenarioFile(decoding: Array(text.utf8), path: "s.json") { _ in .null }
  }

  /// (as an outsider writes it, as the format writes it). The words come from the ledger's
  /// collectors and the posts they quote ("terminated", "swiped away", "1 hour", headers as strings
  /// and in any case, `headers` inside `push`).
  static let synonyms: [(String, String)] = [
    (#"{"state": "terminated"}"#, #"{"state": "not-running"}"#),
    (#"{"ios": "iOS 17.2", "sdk": "GeTui"}"#, #"{"ios": "17.2", "sdk": "getui"}"#),
    (#"{"state": "Not Running"}"#, #"{"state": "not-running"}"#),
    (#"{"state": "swiped-away"}"#, #"{"state": "force-quit"}"#),
    (#"{"state": "active"}"#, #"{"state": "foreground"}"#),
    (#"{"app-state": "background"}"#, #"{"state": "background"}"#),
    (#"{"kind": "content-available"}"#, #"{"kind": "silent"}"#),
    (#"{"kind": "live-activity-update"}"#, #"{"kind": "liveactivity-update"}"#),
    (#"{"action": "tap-banner"}"#, #"{"action": "tap"}"#),
    (#"{"focus": true}"#, #"{"focus": "on"}"#),
    (#"{"do-not-disturb": "on"}"#, #"{"focus": "on"}"#),
    (#"{"events": [{"wait": "1 hour"}]}"#, #"{"events": [{"wait": "3600"}]}"#),
    (#"{"events": [{"wait": 600}]}"#, #"{"events": [{"wait": "600"}]}"#),
    (#"{"events": [{"wait": "1h30m"}]}"#, #"{"events": [{"wait": "5400"}]}"#),
    (#"{"events": [{"user": "launch"}]}"#, #"{"events": [{"user": "open-app"}]}"#),
    (#"{"events": [{"user": "swipe-away"}]}"#, #"{"events": [{"user": "force-quit"}]}"#),
    (#"{"events": [{"user": "home"}]}"#, #"{"events": [{"user": "background-app"}]}"#),
    (#"{"events": [{"user": "lock"}]}"#, #"{"events": [{"device": {"locked": true}}]}"#),
    (#"{"events": [{"user": "restart"}]}"#, #"{"events": [{"device": {"reboot": true}}]}"#),
    (#"{"events": [{"device": {"airplane-mode": true}}]}"#, #"{"events": [{"device": {"online": false}}]}"#),
    (#"{"events": [{"device": {"power": "on"}}]}"#, #"{"events": [{"device": {"online": true, "reboot": true}}]}"#),
    (#"{"events": [{"device": {"unlocked": true, "dnd": false}}]}"#, #"{"events": [{"device": {"locked": false, "focus": "off"}}]}"#),
    (#"{"events": [{"device": {"background-app-refresh": false}}]}"#, #"{"events": [{"device": {"background-refresh": "off"}}]}"#),
    (#"{"events": [{"push": {"kind": "alert", "headers": {"apns-priority": "5"}, "id": "m1"}}]}"#,
     #"{"events": [{"push": {"kind": "alert"}, "headers": {"apns-priority": 5}, "id": "m1"}]}"#),
    (#"{"events": [{"push": {"kind": "alert"}, "headers": {"APNs-Priority": "10", "apns-id": "x"}, "id": 1}]}"#,
     #"{"events": [{"push": {"kind": "alert"}, "headers": {"apns-priority": "10"}, "id": "1"}]}"#),
    (#"{"events": [{"push": {"kind": "voip"}, "headers": {"apns-topic": "com.example.app.voip"}}]}"#,
     #"{"events": [{"push": {"kind": "voip"}, "headers": {"apns-push-type": "voip"}}]}"#),
    (#"{"events": [{"push": {"kind": "alert"}, "headers": {"apns-expiration": "now+1 day"}}]}"#,
     #"{"events": [{"push": {"kind": "alert"}, "headers": {"apns-expiration": "now+1d"}}]}"#),
    // Vendors by the names their own pages and the Chinese posts use (环信 IM, 融云, 腾讯云 IM, 极光, 个推, FCM).
    (#"{"sdk": "环信"}"#, #"{"sdk": "easemob"}"#),
    (#"{"sdk": "RongCloud IM"}"#, #"{"sdk": "rongcloud"}"#),
    (#"{"sdk": "Tencent Cloud IM"}"#, #"{"sdk": "tencent-im"}"#),
    (#"{"sdk": "FCM"}"#, #"{"sdk": "firebase"}"#),
    (#"{"sdk": "极光推送"}"#, #"{"sdk": "jpush"}"#),
    (#"{"sdk": "个推"}"#, #"{"sdk": "getui"}"#),
    (#"{"sdk": "Alibaba Cloud"}"#, #"{"sdk": "aliyun"}"#),
    (#"{"kind": "custom-message"}"#, #"{"kind": "jpush-custom"}"#),
    (#"{"kind": "background-notification"}"#, #"{"kind": "silent"}"#),
    (#"{"events": [{"device": {"low-data-mode": true}}]}"#, #"{"events": [{"device": {"low-data": true}}]}"#),
    // Info.plist's own key name, and how CallKit's screen is answered or declined in the posts.
    (#"{"NSSupportsLiveActivitiesFrequentUpdates": true}"#, #"{"la-frequent-updates": true}"#),
    (#"{"events": [{"push": {"kind": "voip"}, "id": "c1"}, {"user": "accept-call", "on": "c1"}]}"#,
     #"{"events": [{"push": {"kind": "voip"}, "id": "c1"}, {"user": "answer-call", "on": "c1"}]}"#),
    (#"{"events": [{"user": "reject call"}]}"#, #"{"events": [{"user": "decline-call"}]}"#),
  ]

  @Test(arguments: synonyms)
  func aSynonymReadsAsTheFormatsWord(_ row: (String, String)) throws {
    let outsider = try Self.decode(row.0)
    let format = try Self.decode(row.1)
    #expect(outsider.settings == format.settings)
    #expect(outsider.events.map(Self.shape) == format.events.map(Self.shape))
  }

  /// A wait keeps its text for the report, a push its topic for `bundle-id` (PV2); the comparison
  /// is by what it does.
  private static func shape(_ event: DeliveryEvent) -> DeliveryEvent {
    if case .wait(let seconds, _) = event { return .wait(seconds: seconds, text: "") }
    if case .push(var push) = event {
      push.headers.topic = nil
      return .push(push)
    }
    return event
  }

  /// (scenario, words the error must name): a word with two meanings, or none the model knows.
  static let refused: [(String, String)] = [
    (#"{"state": "killed"}"#, "force-quit (the user swiped it away"),
    (#"{"kind": "透传"}"#, "getui-transmission (GeTui's 透传) or jpush-custom"),
    (#"{"events": [{"user": "close-app"}]}"#, "background-app (the home gesture) or force-quit"),
    (#"{"events": [{"push": {"kind": "alert"}, "headers": {"apns-priority": "high"}}]}"#, "FCM's \"high\" is 10"),
    (#"{"events": [{"push": {"kind": "alert", "id": "a"}, "id": "b"}]}"#, "inside and beside"),
    (#"{"events": [{"wait": "soon"}]}"#, "\"1 hour\""),
    (#"{"state": "background", "app-state": "foreground"}"#, "which the file also gives"),
    (#"{"events": [{"user": "dance"}]}"#, "open-app"),
    (#"{"action": "force-quit"}"#, "{\"user\": \"force-quit\"}"),
    (#"{"events": [{"user": "force-quit", "on": "m1"}]}"#, "not on one notification"),
    (#"{"events": [{"user": "tap", "id": "m1"}]}"#, "allowed: on, user"),
  ]

  @Test(arguments: refused)
  func anUnclearWordIsAnErrorNamingTheAcceptedOnes(_ row: (String, String)) throws {
    do {
      _ = try Self.decode(row.0)
      Issue.record("\(row.0) was accepted")
    } catch let failure as ScenarioFile.Failure {
      #expect(failure.message.contains(row.1) || (failure.hint ?? "").contains(row.1), "\(failure.message) / \(failure.hint ?? "")")
      #expect(failure.location != nil)
    }
  }
}
