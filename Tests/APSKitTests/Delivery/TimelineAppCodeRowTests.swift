import Testing

@testable import APSKit

/// The app's own code around a push (`TimelineState+AppCode.swift`, rules AB1 and LN1): what the
/// timeline leaves in Notification Center and on the badge, each row citing its source.
@Suite struct TimelineAppCodeRowTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var rule: String
    var start: DeliveryScenario
    var events: [DeliveryEvent]
    /// The step that carries the rule's note.
    var step: Int
    var note: String
    var center: [String]
    var badge: Int?
    var testDescription: String { rule }
  }

  private static func push(_ kind: NotificationKind, _ id: String, badge: Int? = nil, change: (inout PushEvent) -> Void = { _ in }) -> DeliveryEvent {
    var members = [JSONMember("alert", .string("Hello"))]
    if let badge { members.append(JSONMember("badge", .number(String(badge)))) }
    var push = PushEvent(kind: kind, payload: kind == .alert ? .object([JSONMember("aps", .object(members))]) : nil, id: id)
    change(&push)
    return .push(push)
  }

  static let cases: [Case] = [
    // 32972838: Setting applicationIconBadgeNumber to 0 should not clear Notification Center
    // (https://github.com/lionheart/openradar-mirror/issues/17743): "setting the badge to -1 or 0 via a remote notification
    // (or by setting applicationIconBadgeNumber) always removes any notifications corresponding to the receiving app";
    // Braze, Badges (https://www.braze.com/docs/developer_guide/platform_integration_guides/ios/push_notifications/customization/badges):
    // "setting the badge number to 0 will also clear up notifications in the notification center";
    // expo/expo issue 37017 (https://github.com/expo/expo/issues/37017), 2025: the same on current iOS.
    Case(rule: "AB1 badge from 2 to 0 empties Notification Center", start: S(17, .background, .alert, impl: ["sets-badge-zero-on-open"]),
         events: [push(.alert, "m1", badge: 1), push(.alert, "m2", badge: 2), .user(.openApp)],
         step: 2, note: "AB1: the app set its badge to 0: iOS removes m1, m2", center: [], badge: 0),
    // Airship, Clearing the badge icon on iOS (https://support.airship.com/hc/en-us/articles/213492563-Clearing-the-badge-icon-on-iOS):
    // "When the badge transitions from a non-zero value to zero … all push messages related to the app will be removed";
    // a badge already 0 does not transition.
    Case(rule: "AB1 a badge already 0 leaves the list", start: S(17, .background, .alert, impl: ["sets-badge-zero-on-open"]),
         events: [push(.alert, "m1"), .user(.openApp)],
         step: 1, note: "AB1: the app set its badge to 0", center: ["m1"], badge: 0),
    // JPush, How to Implement Numeric Badges (https://docs.jiguang.cn/en/jpush/practice/set_badge): "The JPush
    // backend helps manage the push badge value corresponding to each user"; the app's local reset does not upload it.
    Case(rule: "AB1 JPush's server count is not reset", start: S(11, .background, .jpushAPNs, sdk: .jpush, impl: ["sets-badge-zero-on-open"]),
         events: [push(.jpushAPNs, "m1") { $0.badgeChange = BadgeChange(text: "+1") }, .user(.openApp), .user(.backgroundApp),
                  push(.jpushAPNs, "m2") { $0.badgeChange = BadgeChange(text: "+1") }],
         step: 1, note: "AB1: the app set its badge to 0", center: ["m2"], badge: 2),
    // Scheduling and Handling Local Notifications (https://developer.apple.com/library/archive/documentation/NetworkingInternet/Conceptual/RemoteNotificationsPG/SchedulingandHandlingLocalNotifications.html):
    // "If your app is not running, or if it is in the background, the system displays local notifications directly to the user."
    Case(rule: "LN1 an alert with content-available shows twice", start: S(17, .background, .alertContentAvailable, impl: ["schedules-local-notification-on-receive"]),
         events: [push(.alertContentAvailable, "m1")],
         step: 0, note: "LN1: C04 scheduled a local copy of m1: m1-local shows beside it", center: ["m1", "m1-local"]),
    Case(rule: "LN1 a background push's local notification shows alone", start: S(17, .background, .silent, impl: ["schedules-local-notification-on-receive"]),
         events: [push(.silent, "s1")],
         step: 0, note: "LN1: C04 scheduled a local copy of s1: s1-local shows", center: ["s1-local"]),
  ]

  @Test(arguments: cases)
  func eachCaseIsWhatItsSourceSays(_ row: Case) throws {
    let result = try DeliveryTimeline.run(PredictionRequest(start: row.start, events: row.events))
    #expect(result.steps[row.step].notes.contains { $0.hasPrefix(row.note) }, "\(result.steps[row.step].notes)")
    #expect(result.final.notificationCenter == row.center, "\(result.steps.map(\.notes))")
    if let badge = row.badge { #expect(result.final.badge == badge) }
  }

  /// Without the value the app's code does neither.
  @Test func withoutTheValuesNothingChanges() throws {
    let opened = try DeliveryTimeline.run(PredictionRequest(start: S(17, .background, .alert), events: [Self.push(.alert, "m1", badge: 1), .user(.openApp)]))
    #expect(!opened.steps[1].notes.contains { $0.hasPrefix("AB1") })
    let woken = try DeliveryTimeline.run(PredictionRequest(start: S(17, .background, .alertContentAvailable), events: [Self.push(.alertContentAvailable, "m1")]))
    #expect(woken.final.notificationCenter == ["m1"])
  }

  /// Every rule of this file names its sources, and each source is in the catalogue.
  @Test func everyRuleCitesACataloguedSource() {
    for rule in TimelineRule.appCodeRules {
      #expect(!rule.sources.isEmpty, "\(rule.id)")
      for key in rule.sources { #expect(SourceInfo.all.contains { $0.key == key }, "\(rule.id): \(key)") }
    }
  }
}
