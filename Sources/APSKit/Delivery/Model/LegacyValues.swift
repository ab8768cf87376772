/// How the app registers for remote notifications before UserNotifications (`registration-call`),
/// each value named after the UIApplication calls it makes.

/// The calls the app makes to register for remote notifications. Before iOS 8 one call,
/// registerForRemoteNotificationTypes: (registerForRemoteNotifications(matching:), iOS 3.0–8.0:
/// https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications(matching:)),
/// asks for the alert, sound and badge types and the device token at once. From iOS 8 the two are
/// separate: registerForRemoteNotifications gets the token, registerUserNotificationSettings(_:)
/// asks the user for the alert, sound and badge (WWDC 2014 session 713).
public enum RemoteRegistration: String, Sendable, CaseIterable {
  /// registerForRemoteNotifications with registerUserNotificationSettings(_:) (or, from iOS 10,
  /// requestAuthorization): the iOS 8 way.
  case registerForRemoteNotifications = "register-for-remote-notifications"
  /// registerForRemoteNotifications alone (iOS 8+): the token comes, the user is never asked (L17).
  case withoutUserNotificationSettings = "without-user-notification-settings"
  /// registerForRemoteNotificationTypes: alone: the way before iOS 8, not supported from iOS 8 (L18).
  case registerForRemoteNotificationTypes = "register-for-remote-notification-types"

  /// One line on what the value means, for `aps help predict`.
  public var meaning: String {
    switch self {
    case .registerForRemoteNotifications: return "registerForRemoteNotifications with registerUserNotificationSettings: or requestAuthorization (iOS 8+)"
    case .withoutUserNotificationSettings: return "registerForRemoteNotifications alone (iOS 8+): the token comes, but pushes arrive silently: no alert, sound or badge"
    case .registerForRemoteNotificationTypes: return "registerForRemoteNotificationTypes: alone (before iOS 8); from iOS 8 it is not supported: no device token, no push arrives"
    }
  }
}

/// The settings of how the app uses the API before UserNotifications (nil: not given).
public struct LegacySettings: Sendable, Equatable {
  public var registration: RemoteRegistration?

  public init() {}
}

extension Capability {
  /// Set by the keys of `LegacySettings`: how the app registered, never its handlers.
  static let legacyStates: Set<Capability> = [.registrationTypesUnsupported, .withoutUserNotificationSettings]
}

extension ScenarioSettings {
  /// The capabilities the registration call stands for on the scenario's iOS version; a call that
  /// does not exist on it is a contradiction with `ios`, not a value to drop.
  func applyLegacy(to scenario: inout DeliveryScenario) throws {
    guard let registration = legacy.registration else { return }
    if reach.callsRegisterForRemoteNotifications == .off, registration != .registerForRemoteNotificationTypes {
      throw ScenarioConflict(
        keys: ["registration-call", "calls-register-for-remote-notifications"],
        message: "registration-call \(registration.rawValue) calls registerForRemoteNotifications, but calls-register-for-remote-notifications is off",
        hint: "leave out one of the two")
    }
    let fromIOS8 = scenario.ios >= IOSVersion(8)
    switch registration {
    case .registerForRemoteNotificationTypes:
      if fromIOS8 { scenario.implements.append(Capability.registrationTypesUnsupported.rawValue) }
    case .withoutUserNotificationSettings, .registerForRemoteNotifications:
      guard fromIOS8 else {
        throw ScenarioConflict(
          keys: ["registration-call", "ios"],
          message: "registerForRemoteNotifications and registerUserNotificationSettings: exist from iOS 8; before it the app registers with registerForRemoteNotificationTypes:",
          hint: "give registration-call register-for-remote-notification-types, or ios 8 or later")
      }
      if registration == .withoutUserNotificationSettings { scenario.implements.append(Capability.withoutUserNotificationSettings.rawValue) }
    }
  }
}
