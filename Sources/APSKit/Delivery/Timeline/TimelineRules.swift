/// What time and order change, beyond what one push in one state shows: each rule with the
/// certainty its sources allow (`aps predict --explain T01`).
public struct TimelineRule: Sendable, Equatable {
  public var id: String
  public var summary: String
  public var certainty: Certainty
  public var sources: [String]

  public static func named(_ id: String) -> TimelineRule? { all.first { $0.id == id } }

  public static let all: [TimelineRule] = [
    TimelineRule(id: "T01", summary: "apns-expiration 0 and the device offline: APNs tries once, does not store the push, and it never arrives", certainty: .definite, sources: ["A-APNS-REQ"]),
    TimelineRule(id: "T02", summary: "the device offline and apns-expiration in the future (or absent): APNs stores the push and delivers it when the device is back online, unless it expired meanwhile", certainty: .definite, sources: ["A-APNS-REQ"]),
    TimelineRule(id: "T03", summary: "APNs stores one push per app: a later push sent while the device is offline replaces the stored one (in most cases the latest is kept)", certainty: .may, sources: ["A-APNS-REQ"]),
    TimelineRule(id: "T04", summary: "apns-collapse-id (iOS 10 and later): a push with the collapse id of a notification still shown replaces it (one notification for the user)", certainty: .definite, sources: ["A-APNS-REQ", "WWDC16-707"]),
    TimelineRule(id: "T05", summary: "JPush custom message: JPush holds it while the app is not active and hands it to the app (C33) once the app is active and connected", certainty: .definite, sources: ["JP-SDK", "JP-API", "BLOG-001"]),
    TimelineRule(id: "T06", summary: "GeTui transmission to an app that is not running: GeTui keeps it offline and delivers it at the next start, marked offLine = YES", certainty: .definite, sources: ["GT-DOC-FLOW", "GT-H-NEW"]),
    TimelineRule(id: "T07", summary: "background pushes the system holds (throttled, or a device event holds-background-pushes): iOS keeps only the newest, discards it when the app is force-quit, and delivers it immediately when the user launches the app (handed over best effort when the app only comes forward); a hold by Low Power Mode and its hand-over are only `may` (its sources: \"may be disabled\", \"I believe … it is queued\")", certainty: .bestEffort, sources: ["A-BG", "A-APNS-REQ", "FB-403", "NOTIFEE-205"]),
    TimelineRule(id: "T08", summary: "VoIP pushes not reported to CallKit, again and again: the system may stop launching the app for VoIP pushes (a developer saw it last until the app was reinstalled)", certainty: .may, sources: ["WWDC19-707", "A-PKV-REPORT", "FORUM-764376"]),
    TimelineRule(id: "T09", summary: "apns-priority 5 (or 1) to a locked, sleeping device, background pushes included (they go out with priority 5): delivery may wait until the device is awake (here: unlocked) or go out with the next priority-10 push", certainty: .may, sources: ["A-APNS-REQ", "PUSHSHARP-283", "WWDC15-707"]),
    TimelineRule(id: "T10", summary: "Scheduled Summary: the notification is not shown on arrival; it appears in the next summary at the times the user chose", certainty: .definite, sources: ["HIG-SUMMARY"]),
    TimelineRule(id: "T11", summary: "background push to a running app: best effort; a notification shown by iOS is definite, the wake of the app is not", certainty: .bestEffort, sources: ["A-BG"]),
    TimelineRule(id: "T12", summary: "more than three background pushes within an hour (Apple: \"two or three per hour\"): the system may throttle the rest, holding only the newest until the app next runs", certainty: .may, sources: ["A-BG"]),
    TimelineRule(id: "T13", summary: "JPush time_to_live: JPush keeps a message for an app that is not connected that many seconds (default one day; 0 keeps nothing) and drops it afterwards; APNs notifications are not affected", certainty: .definite, sources: ["JP-REST-TTL", "JP-TOP"]),
    TimelineRule(id: "T14", summary: "Prioritize Notifications on (iOS 18.4+, Apple Intelligence): the system may place a notification it judges important at the top of the Lock Screen; the algorithm is not public, so where a notification lands may vary", certainty: .may, sources: ["COURIER-PRIORITY"]),
    TimelineRule(id: "T15", summary: "Alibaba Cloud message: its channel is open only while the app is in the foreground; a message sent while it is closed arrives when the channel reconnects only if the server stores it offline (StoreOffline, default false) and within its ExpireTime (default 72 hours)", certainty: .definite, sources: ["ALIYUN-IOS-FAQ", "ALIYUN-OFFLINE"]),
    TimelineRule(id: "T16", summary: "Live Activity updates with apns-priority 10 draw down an on-device budget whose size Apple does not publish; past it the system throttles them (the model counts more than ten in an hour as past it), so a later update may not reach the Live Activity", certainty: .may, sources: ["FORUM-797554", "FORUM-747624", "AIRSHIP-LA"]),
    TimelineRule(id: "T17", summary: "Live Activity updates with apns-priority 5 do not draw down the budget but are delivered opportunistically: each may arrive late, not in time for a smooth update", certainty: .may, sources: ["FORUM-797554"]),
    TimelineRule(id: "T18", summary: "push-to-start: a fixed on-device budget of about ten starts in a short time; past it the system does not start the Live Activity (device log: \"Push-to-start budget exceeded … not starting activity\")", certainty: .may, sources: ["FORUM-799505"]),
  ]
}
