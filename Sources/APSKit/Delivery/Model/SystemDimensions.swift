/// The dimensions of a scenario beyond the push and the app state: what the app's handlers
/// answer, what its extensions do, and what the system decides (request headers, interruption
/// level, Focus). Boolean device states (locked, just rebooted, …) are `Capability` values, so
/// rows test them with `requires` / `excludes` like any other condition.

/// One `UNNotificationPresentationOptions` member the app passes to willPresent (C05/C23/C30).
public enum PresentOption: String, Sendable, CaseIterable {
  case banner, list, sound, badge
  /// iOS 10–13 `.alert`: a banner and a list entry.
  case alert
}

/// What willPresent's completion handler receives.
public enum WillPresentAnswer: Sendable, Equatable {
  /// Called with these options (`[]` shows nothing).
  case options(Set<PresentOption>)
  /// The completion handler is never called.
  case never

  /// The default: everything the push carries, in the words of the system it runs on (`.alert`
  /// before iOS 14, as JPush's integration guide passes it; `.banner` and `.list` from 14).
  public static let all = WillPresentAnswer.options([.banner, .list, .sound, .badge, .alert])
}

/// What the Notification Service Extension does with the request (C14).
public enum ExtensionOutcome: String, Sendable, CaseIterable {
  case none
  /// Calls the content handler with changed content in time.
  case modifies
  /// Calls the content handler with the original content.
  case unchanged
  /// `contentHandler(nil)`.
  case nilContent = "nil"
  /// Empty `UNNotificationContent` without the filtering entitlement.
  case empty
  /// Empty content with `com.apple.developer.usernotifications.filtering` (iOS 13.3+).
  case emptyFiltered = "empty-filtered"
  /// Runs past its time: `serviceExtensionTimeWillExpire` (C17) does not deliver either.
  case timeout
  /// Runs past its time; C17 delivers its best attempt.
  case timeoutBestAttempt = "timeout-best-attempt"
  /// Crashes before calling the content handler.
  case crash
  /// Killed for exceeding its memory limit.
  case memoryLimit = "memory-limit"
  /// Killed while starting up, before didReceive runs.
  case killedAtStartup = "killed-at-startup"
  /// `CXProvider.reportNewIncomingVoIPPushPayload(_:completion:)` (iOS 14.5+).
  case reportsVoIPCall = "reports-voip-call"

  /// The extension never hands content back.
  public var failsToDeliver: Bool { self == .crash || self == .memoryLimit || self == .timeout || self == .killedAtStartup }

  /// The content the user sees after the service extension.
  public enum Shown: String, Sendable {
    case modified, original
    case bestAttempt = "best-attempt"
  }
}

/// The Notification Content Extension's answer to an action (`UNNotificationContentExtensionResponseOption`).
public enum ContentResponse: String, Sendable, CaseIterable {
  case none
  case dismiss
  case doNotDismiss = "do-not-dismiss"
  case dismissAndForward = "dismiss-and-forward"
  /// The extension does not implement `didReceive(_:completionHandler:)`.
  case noResponseHandler = "no-response-handler"
}

/// Focus / Do Not Disturb.
public enum FocusState: String, Sendable, CaseIterable {
  case off
  /// On, and the app is not in the Focus's allowed list.
  case on
  /// On, and the app is allowed.
  case allowsApp = "allows-app"
  /// iOS 18.1's Reduce Interruptions Focus (Apple Intelligence): only notifications judged to need
  /// attention alert (IL10).
  case reduceInterruptions = "reduce-interruptions"
}

/// `aps.interruption-level` (`UNNotificationInterruptionLevel`, iOS 15+).
public enum InterruptionLevel: String, Sendable, CaseIterable {
  case passive, active
  case timeSensitive = "time-sensitive"
  case critical
}

/// An entitlement the new dimensions depend on.
public enum Entitlement: String, Sendable, CaseIterable {
  case timeSensitive = "time-sensitive"
  case criticalAlerts = "critical-alerts"
  case filtering
  case locationPush = "location-push"
  case communicationNotifications = "communication-notifications"

  /// The capability a scenario gets when it says which entitlements the app has and this one is
  /// not among them.
  var lacking: Capability {
    switch self {
    case .timeSensitive: return .lacksTimeSensitive
    case .criticalAlerts: return .lacksCriticalAlerts
    case .filtering: return .lacksFiltering
    case .locationPush: return .lacksLocationPush
    case .communicationNotifications: return .lacksCommunication
    }
  }
}

/// The request and system-state part of a scenario, with the defaults of a plain push.
public struct SystemSituation: Sendable, Equatable {
  public var willPresent: WillPresentAnswer = .all
  /// nil: `modifies` when the push has mutable-content and an alert, else none.
  public var serviceExtension: ExtensionOutcome? = nil
  public var contentExtension: ContentResponse = .none
  public var focus: FocusState = .off
  /// nil: the payload's `interruption-level`, else active.
  public var interruptionLevel: InterruptionLevel? = nil
  /// nil: what the kind implies.
  public var pushType: PushType? = nil
  /// nil: 10 for pushes that alert, 5 for background pushes.
  public var priority: Int? = nil
  /// nil: the app has what the scenario uses.
  public var entitlements: Set<Entitlement>? = nil
  /// The options of the action the user picks (`UNNotificationActionOptions`).
  public var actionOptions: Set<ActionOption> = []
  /// The criteria the app's Focus filter lets through (IL11); nil: no Focus filter.
  public var focusFilter: String? = nil

  public init() {}
}

/// `UNNotificationActionOptions`
/// (https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions).
public enum ActionOption: String, Sendable, CaseIterable {
  /// "The action can be performed only on an unlocked device."
  case authenticationRequired = "authentication-required"
  /// "The action causes the app to launch in the foreground."
  case foreground
  /// Shown in red.
  case destructive

  /// The system asks for the passcode before the app hears of the action.
  public var needsUnlock: Bool { self == .authenticationRequired }
}

extension ResolvedScenario {
  /// The request, handler and system parts that differ from a plain push's, as `key value` words
  /// (`interruption-level passive`); empty when none does.
  public var situationWords: [String] {
    var words: [String] = []
    let plain = kind.pushType
    if let type = situation.pushType, type != plain { words.append("push-type \(type.rawValue)") }
    if let priority = situation.priority, priority != (kind == .silent ? 5 : 10) { words.append("priority \(priority)") }
    if let level = situation.interruptionLevel, level != .active { words.append("interruption-level \(level.rawValue)") }
    switch situation.willPresent {
    case .never: words.append("will-present never")
    case .options(let options) where situation.willPresent != .all:
      let names = PresentOption.allCases.filter(options.contains).map(\.rawValue)
      words.append("will-present " + (names.isEmpty ? "none" : names.joined(separator: ",")))
    case .options: break
    }
    if let outcome = situation.serviceExtension, outcome != .none, outcome != .modifies {
      words.append("service-extension \(outcome.rawValue)")
    }
    if situation.contentExtension != .none { words.append("content-extension \(situation.contentExtension.rawValue)") }
    if situation.focus != .off { words.append("focus \(situation.focus.rawValue)") }
    if !situation.actionOptions.isEmpty {
      words.append("action-options " + ActionOption.allCases.filter(situation.actionOptions.contains).map(\.rawValue).joined(separator: ","))
    }
    return words
  }

  /// The willPresent answer as the option's value: `never`, `none` or the options.
  public var willPresentText: String {
    guard case .options(var options) = situation.willPresent else { return "never" }
    if situation.willPresent == .all { options = ios.major >= 14 ? [.banner, .list, .sound, .badge] : [.alert, .sound, .badge] }
    let names = PresentOption.allCases.filter(options.contains).map(\.rawValue)
    return names.isEmpty ? "none" : names.joined(separator: ",")
  }
}
