/// Who is at the device and where else its notifications show or are heard: a Shared iPad's
/// user, iPhone Mirroring, CarPlay, Siri's announcements, a Focus filter, StandBy, and the options
/// of the push's category that decide some of them. Each value is named as its Apple page names it.

/// Who is logged in on a Shared iPad (WWDC 2016 session 304, Best Practices for Building Apps Used
/// in Business and Education: "You won't get notifications until an iPad's logged in. And you won't
/// get notifications if an iPad's logged out").
public enum SharedIPadUser: String, Sendable, CaseIterable {
  case loggedIn = "logged-in"
  case loggedOut = "logged-out"
}

/// Whether the iPhone is connected to CarPlay.
public enum CarPlayConnection: String, Sendable, CaseIterable { case connected, disconnected }

/// The options of the push's category, `UNNotificationCategoryOptions`
/// (https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions).
public enum CategoryOption: String, Sendable, CaseIterable {
  /// "Send dismiss actions to the UNUserNotificationCenter object's delegate for handling."
  case customDismissAction = "custom-dismiss-action"
  /// "Allow CarPlay to display notifications of this type."
  case allowInCarPlay = "allow-in-carplay"
  /// The title shows although the user hid previews.
  case hiddenPreviewsShowTitle = "hidden-previews-show-title"
  /// The subtitle shows although the user hid previews.
  case hiddenPreviewsShowSubtitle = "hidden-previews-show-subtitle"
  /// "grants Siri permission to read incoming messages out loud when the user has a compatible
  /// audio output device connected."
  case allowAnnouncement = "allow-announcement"
}

/// The audio output connected to the device, for Siri's Announce Notifications.
public enum AudioOutput: String, Sendable, CaseIterable {
  case none
  /// AirPods or another output Announce Notifications works with.
  case airpods
}

/// Background App Refresh for the app: `restricted` is `UIBackgroundRefreshStatus.restricted`
/// (backgroundRefreshStatus, https://developer.apple.com/documentation/uikit/uiapplication/backgroundrefreshstatus:
/// "A restricted user, such as one who is managed under parental controls, can't enable Background
/// App Refresh"): the app is not opened in the background, as with `off`.
public enum BackgroundRefreshSetting: String, Sendable, CaseIterable { case on, off, restricted }

/// The settings of `SurfaceValues.swift`, as a scenario gives them (nil or empty: not given).
public struct SurfaceSettings: Sendable, Equatable {
  public var sharedIPadUser: SharedIPadUser?
  public var iphoneMirroring: Switch?
  public var carplay: CarPlayConnection?
  /// Option names of `CategoryOption`, checked when the scenario is built.
  public var categoryOptions: [String] = []
  public var announceNotifications: Switch?
  public var audioOutput: AudioOutput?
  /// The criteria the app's Focus filter lets through (`FocusFilterAppContext`'s predicate, matched
  /// against a payload's `filter-criteria`); nil: no Focus filter.
  public var focusFilter: String?
  /// The iPhone is in StandBy (iOS 17+: charging, on its side, locked).
  public var standby = false

  public init() {}
}

extension Capability {
  /// Set by the keys of `SurfaceSettings` and `background-refresh restricted`: states of the device
  /// and the push's category, never the app's code.
  static let surfaceStates: Set<Capability> = [
    .sharedIPadLoggedOut, .iphoneMirroring, .carplayConnected, .allowInCarPlay, .hiddenPreviewsShowTitle,
    .hiddenPreviewsShowSubtitle, .allowAnnouncement, .announcesNotifications, .focusFiltered, .standby,
    .backgroundRefreshRestricted, .onIPad,
  ]
}

extension ScenarioSettings {
  /// The capabilities the surface keys stand for; a category with customDismissAction is the app's
  /// `custom-dismiss` (the one capability the dismiss rows test).
  func applySurface(to scenario: inout DeliveryScenario) throws {
    let options = try surface.categoryOptions.map { word in
      guard let option = CategoryOption(rawValue: word) else {
        throw ScenarioConflict(
          keys: ["category-options"], message: "'\(word)' is not a category option",
          hint: "give a comma list of \(CategoryOption.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      return option
    }
    let announces = surface.announceNotifications == .on && surface.audioOutput == .airpods
    let flags: [(Bool, Capability)] = [
      (surface.sharedIPadUser == .loggedOut, .sharedIPadLoggedOut), (surface.iphoneMirroring == .on, .iphoneMirroring),
      (surface.carplay == .connected, .carplayConnected), (options.contains(.allowInCarPlay), .allowInCarPlay),
      (options.contains(.hiddenPreviewsShowTitle), .hiddenPreviewsShowTitle),
      (options.contains(.hiddenPreviewsShowSubtitle), .hiddenPreviewsShowSubtitle),
      (options.contains(.allowAnnouncement), .allowAnnouncement), (announces, .announcesNotifications),
      (options.contains(.customDismissAction), .customDismiss), (surface.standby, .standby),
      (device.backgroundRefresh == .restricted, .backgroundRefreshRestricted), (device.receiver == .ipad, .onIPad),
    ]
    scenario.implements += flags.filter(\.0).map(\.1.rawValue)
    if device.receiver == .ipad {
      // ActivityPreviewViewKind.content: "appears on the Lock Screen and as a banner on devices that
      // don't support the Dynamic Island"; no iPad has one.
      if device.dynamicIsland == .on {
        throw ScenarioConflict(keys: ["device", "dynamic-island"], message: "an iPad has no Dynamic Island", hint: "drop dynamic-island, or give another device")
      }
      scenario.implements.append(Capability.noDynamicIsland.rawValue)
    }
    if let filter = surface.focusFilter { scenario.situation.focusFilter = filter }
  }
}
