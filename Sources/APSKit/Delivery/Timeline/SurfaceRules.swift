/// Rules about who is at the device and where else its notifications show, with their sources
/// (`aps predict --explain SI1`): a Shared iPad without a user, iPhone Mirroring, CarPlay, hidden
/// previews that keep the title, Siri's announcements, restricted Background App Refresh, an iPad's
/// Live Activities and StandBy.
extension TimelineRule {
  static let surfaceRules: [TimelineRule] = [
    TimelineRule(id: "SI1", summary: "a Shared iPad with no user logged in (shared-ipad-user logged-out): notifications work as on a single-user iPad, but none comes until a user is logged in, so nothing reaches the app", certainty: .definite, sources: ["WWDC16-304"]),
    TimelineRule(id: "MR1", summary: "iPhone Mirroring on (iOS 18, a Mac with the same iCloud account): while the iPhone is locked its notifications are also forwarded to the Mac; the iPhone still receives them", certainty: .definite, sources: ["A-SEC-MIRRORING"]),
    TimelineRule(id: "CC1", summary: "the iPhone connected to CarPlay: a notification shows on the CarPlay screen only when its category has allowInCarPlay (category-options allow-in-carplay); without it the notification is disallowed in CarPlay and shows on the iPhone only", certainty: .definite, sources: ["A-CATEGORY-OPTIONS", "MS-CATEGORY-OPTIONS"]),
    TimelineRule(id: "HP1", summary: "previews hidden (show-previews never, or when-unlocked on a locked device): a category with hiddenPreviewsShowTitle still shows the notification's title, one with hiddenPreviewsShowSubtitle its subtitle; the body stays hidden", certainty: .definite, sources: ["A-CATEGORY-OPTIONS", "FLN-CATEGORY-OPTIONS"]),
    TimelineRule(id: "SR1", summary: "Announce Notifications on with AirPods connected: Siri reads out a notification whose category has allowAnnouncement (iOS 13 and later); without the option it is only shown", certainty: .definite, sources: ["A-CATEGORY-OPTIONS"]),
    TimelineRule(id: "BR1", summary: "Background App Refresh restricted (UIBackgroundRefreshStatus.restricted, parental controls): the app is not opened in the background, as with it off, and the user cannot turn it on, so the app should not ask", certainty: .definite, sources: ["A-BRS", "A-BRS-RESTRICTED"]),
    TimelineRule(id: "IP1", summary: "an iPad (device ipad) has no Dynamic Island: a Live Activity shows on its Lock Screen only, with the Lock Screen presentation", certainty: .definite, sources: ["A-LA-PREVIEW-CONTENT", "HA-IOS-4574"]),
    TimelineRule(id: "SY1", summary: "an iPhone in StandBy (iOS 17 and later): a Live Activity and its updates appear there, the Lock Screen presentation expanded to fill the whole screen", certainty: .definite, sources: ["A-LA-VIEWS", "HIG-LA"]),
  ]
}

extension SourceInfo {
  static let surfaceSources: [SourceInfo] = [
    SourceInfo(key: "WWDC16-304", title: #"Best Practices for Building Apps Used in Business and Education (WWDC 2016 session 304): "Notifications work the same as a single user iPad. You won't get notifications until an iPad's logged in. And you won't get notifications if an iPad's logged out or powered down.""#, location: #"https://developer.apple.com/videos/play/wwdc2016/304/"#),
    SourceInfo(key: "A-SEC-MIRRORING", title: #"iPhone Mirroring security (Apple Platform Security): "While being remotely used on the Mac, iPhone remains locked." "iPhone Mirroring lets users forward notifications from their iPhone to a Mac using the same iCloud account.""#, location: #"https://support.apple.com/guide/security/sec6ab47ebfc/web"#),
    SourceInfo(key: "A-CATEGORY-OPTIONS", title: #"UNNotificationCategoryOptions: "allowInCarPlay: Allow CarPlay to display notifications of this type." "allowAnnouncement: An option that grants Siri permission to read incoming messages out loud when the user has a compatible audio output device connected." hiddenPreviewsShowTitle, hiddenPreviewsShowSubtitle"#, location: #"https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions"#),
    SourceInfo(key: "MS-CATEGORY-OPTIONS", title: #"UNNotificationCategoryOptions Enum (.NET for iOS binding): "AllowInCarPlay: Whether to allow the notification in CarPlay. (If this value is not specified, the notification is disallowed in CarPlay.)""#, location: #"https://learn.microsoft.com/en-us/dotnet/api/usernotifications.unnotificationcategoryoptions"#),
    SourceInfo(key: "FLN-CATEGORY-OPTIONS", title: #"DarwinNotificationCategoryOption (flutter_local_notifications, mirroring Apple's options): "Show the notification's title, even if the user has disabled notification previews for the app.""#, location: #"https://pub.dev/documentation/flutter_local_notifications/0.4.2+1/flutter_local_notifications/DarwinNotificationCategoryOption.html"#),
    SourceInfo(key: "A-BRS-RESTRICTED", title: #"backgroundRefreshStatus: "Don't warn the user if the value of this property is set to UIBackgroundRefreshStatus.restricted. A restricted user, such as one who is managed under parental controls, can't enable Background App Refresh.""#, location: #"https://developer.apple.com/documentation/uikit/uiapplication/backgroundrefreshstatus"#),
    SourceInfo(key: "A-LA-PREVIEW-CONTENT", title: #"ActivityPreviewViewKind.content: "The Live Activity presentation that appears on the Lock Screen and as a banner on devices that don't support the Dynamic Island.""#, location: #"https://developer.apple.com/documentation/widgetkit/activitypreviewviewkind/content"#),
    SourceInfo(key: "HA-IOS-4574", title: #"home-assistant/iOS pull request 4574 (maintainer): "iPad has supported Live Activities since iPadOS 17" … "on iPad and older iPhones it simply doesn't render, and the activity shows on the Lock Screen only""#, location: #"https://github.com/home-assistant/iOS/pull/4574"#),
    SourceInfo(key: "A-LA-VIEWS", title: #"Creating custom views for Live Activities: "In StandBy, the system expands the Lock Screen presentation to fill the whole screen.""#, location: #"https://developer.apple.com/documentation/activitykit/creating-custom-views-for-live-activities"#),
    SourceInfo(key: "HIG-LA", title: #"Human Interface Guidelines, Live Activities: "Live Activities provide frequent information updates that appear in glanceable locations such as the Lock Screen, on iPhone in StandBy, and the Dynamic Island.""#, location: #"https://developer.apple.com/design/human-interface-guidelines/live-activities"#),
    SourceInfo(key: "REFOCUS-RI", title: #"Reduce Interruptions Focus Mode: What It Is & How to Use (Refocus): "Reduce Interruptions is a special Focus mode introduced in iOS 18.1 as part of Apple's on-device AI, Apple Intelligence. This mode automatically shows you only the notifications that might need immediate attention, while silencing less important notifications.""#, location: #"https://www.refocusapp.co/articles/reduce-interruptions-focus"#),
    SourceInfo(key: "A-FILTER-CRITERIA", title: #"UNNotificationContent.filterCriteria (iOS 16+): "The criteria the system evaluates to determine if it displays the notification in the current Focus.""#, location: #"https://developer.apple.com/documentation/usernotifications/unnotificationcontent/filtercriteria"#),
    SourceInfo(key: "A-FOCUS-INTENTS", title: #"Focus (App Intents): "someone might use a Work Focus to hide notifications from personal email or message accounts. When someone engages a Focus, the system executes your app's custom SetFocusFilterIntent. Define a version of this intent to update your app's configuration and filter incoming notifications.""#, location: #"https://developer.apple.com/documentation/appintents/focus"#),
  ]
}

extension DeliveryScenario {
  /// Reduce Interruptions came with iOS 18.1 (Apple Intelligence), StandBy with iOS 17, a
  /// notification's filterCriteria with iOS 16.
  static let reduceInterruptionsFrom = IOSVersion(18, 1)
  static let standbyFrom = IOSVersion(17)
  static let focusFilterFrom = IOSVersion(16)

  /// A surface the iOS version does not have: an impossible scenario, naming the version to use.
  func checkSurfaces() throws {
    if situation.focus == .reduceInterruptions, ios < Self.reduceInterruptionsFrom {
      throw DeliveryError.impossible(reason: "the Reduce Interruptions Focus exists from iOS 18.1 (Apple Intelligence); use \(term: .ios) 18.1 or later", row: nil)
    }
    if implements.contains(Capability.standby.rawValue), ios < Self.standbyFrom {
      throw DeliveryError.impossible(reason: "StandBy exists from iOS 17; use \(term: .ios) 17 or later", row: nil)
    }
    if situation.focusFilter != nil, ios < Self.focusFilterFrom {
      throw DeliveryError.impossible(reason: "Focus filters (SetFocusFilterIntent, filterCriteria) exist from iOS 16; use \(term: .ios) 16 or later", row: nil)
    }
  }

  /// The app's Focus filter, with a Focus on, does not let this payload's `filter-criteria` through
  /// (row IL11). A payload without criteria is not filtered.
  var focusFilterHides: Bool {
    guard let filter = situation.focusFilter, situation.focus != .off,
      case .string(let criteria)? = payload?["aps"]?["filter-criteria"]
    else { return false }
    return criteria != filter
  }
}

extension TimelineState {
  /// Nothing reaches a Shared iPad while no user is logged in (SI1): nil when the push goes on.
  func noUserLoggedIn(_ held: HeldPush, index: Int) -> TimelineStep? {
    guard held.scenario.implements.contains(Capability.sharedIPadLoggedOut.rawValue) else { return nil }
    return step(index, delivered: false, notes: [Self.note("SI1")])
  }

  /// Where else a delivered push shows or is heard (MR1, CC1, HP1, SR1, IP1, SB1), what restricted
  /// Background App Refresh means (BR1), and how sure an Apple Intelligence Focus is (IL10: `may`).
  func surfaced(_ result: TimelineStep, _ held: HeldPush) -> TimelineStep {
    var result = result
    let words = Set(held.scenario.implements)
    let kind = held.scenario.kind
    if words.contains(Capability.backgroundRefreshRestricted.rawValue), [.silent, .alertContentAvailable].contains(kind) {
      result.notes.append(Self.note("BR1"))
    }
    guard result.delivered != false else { return result }
    let shown = result.presentation.map { $0.banner == true || $0.list == true } ?? false
    let liveActivity: Set<NotificationKind> = [.liveActivityStart, .liveActivityUpdate, .liveActivityEnd]
    if result.prediction?.rowIDs.contains("IL10") == true {
      result.certainty = .may
    }
    if shown, locked, words.contains(Capability.iphoneMirroring.rawValue) {
      result.notes.append(Self.note("MR1", "\(held.label) is also forwarded to the Mac through iPhone Mirroring"))
    }
    if shown, words.contains(Capability.carplayConnected.rawValue) {
      let allowed = words.contains(Capability.allowInCarPlay.rawValue)
      result.notes.append(Self.note("CC1", allowed ? "\(held.label) also shows on the CarPlay screen (allowInCarPlay)" : "\(held.label) does not show on the CarPlay screen: its category lacks allowInCarPlay"))
    }
    if shown, words.contains(Capability.previewsHidden.rawValue) {
      let parts = [(Capability.hiddenPreviewsShowTitle, "title"), (Capability.hiddenPreviewsShowSubtitle, "subtitle")].filter { words.contains($0.0.rawValue) }.map(\.1)
      if !parts.isEmpty { result.notes.append(Self.note("HP1", "previews are hidden, yet \(held.label) shows its \(parts.joined(separator: " and ")); the body stays hidden")) }
    }
    if shown, words.contains(Capability.announcesNotifications.rawValue), held.scenario.ios >= IOSVersion(13) {
      let allowed = words.contains(Capability.allowAnnouncement.rawValue)
      result.notes.append(Self.note("SR1", allowed ? "Siri reads \(held.label) out through the AirPods" : "\(held.label) is not read out: its category lacks allowAnnouncement"))
    }
    if liveActivity.contains(kind), kind != .liveActivityEnd {
      if words.contains(Capability.onIPad.rawValue) { result.notes.append(Self.note("IP1")) }
      if words.contains(Capability.standby.rawValue) { result.notes.append(Self.note("SY1")) }
    }
    return result
  }
}
