/// One catalogued callback: the selector and Swift signature exactly as written
/// there, the protocol or class that owns it, and its availability.
public struct CallbackInfo: Sendable, Equatable {
  /// `C01` … `C33`.
  public var id: String
  /// The delegate protocol or class that receives it (`UIApplicationDelegate`, `GeTuiSdkDelegate`).
  public var owner: String
  public var selector: String
  public var swift: String
  /// The catalogue's owner / availability column (`iOS 7.0+`, `GeTui ≥ 2.5.2.0`).
  public var availability: String
  /// What the catalogue adds after the Swift signature, if anything.
  public var remark: String
  public var sources: [String]

  /// The catalogue entry with this id.
  public static func named(_ id: String) -> CallbackInfo? {
    catalogue.first { $0.id == id }
  }
}

/// A source key (DeliverySources): `A-FETCH`, `GT-H-NEW`, `seed 000`.
public struct SourceInfo: Sendable, Equatable {
  public var key: String
  public var title: String
  public var location: String

  /// The source with this key.
  public static func named(_ key: String) -> SourceInfo? {
    all.first { $0.key == key }
  }
}

/// An uncertain or conflicting point X01–X17.
public struct UncertainInfo: Sendable, Equatable {
  public var id: String
  public var question: String
  /// What the sources say.
  public var evidence: String
  /// How `predict` treats it and which rows point to it.
  public var treatment: Hint

  /// One line for the `uncertain` list of a prediction.
  public var reason: String { UncertainInfo.reasons[id] ?? question }

  /// The item with this id.
  public static func named(_ id: String) -> UncertainInfo? {
    all.first { $0.id == id }
  }

  /// Short reasons, one line each, condensed from the question and treatment columns.
  static let reasons: [String: String] = [
    "X01": "iOS 10+ in the foreground without a UN delegate: Apple documents that the alert is shown with the notification's original options; not verified (older reports: no UI).",
    "X02": "iOS 10+ foreground alert: C04 may fire besides C05 when implemented (KII-RH); no Apple statement.",
    "X03": "The order of C04/C05, of C06 against C10/C11 on resume and of C06 against C11 on a cold launch is not documented; the callbacks are a set.",
    "X04": "VoIP push after a force-quit: conflicting reports (RNVOIP-8 woken, RNVOIP-14 not received).",
    "X05": "Silent push with Background App Refresh off or Low Power Mode: conflicting reports.",
    "X06": "Foreground-inactive (Notification or Control Center pulled down, call overlay): no Apple page describes it; OneSignal reports its received handler still fires.",
    "X07": "GeTui ≥ 2.5.2: the order of C22/C06 and the offLine=YES re-delivery depends on the SDK reconnect; offLine of a fromGetui:NO C21 and C22's handler on iOS 10+ are undocumented.",
    "X08": "How long the GeTui / JPush long connection survives after backgrounding is not documented.",
    "X09": "launchOptions of a background launch (silent, VoIP, background action) is not stated per case; probably holds the payload.",
    "X10": "launchOptions[.remoteNotification] on an iOS 10+ tap launch is observed, not documented; uncertain on iOS 26+ (scene apps: X18).",
    "X11": "Legacy cold launch by a tap: C04 after C01 is reported by developer blogs (BLOG-001, JIGARM, GEIST) and said for iOS 8 and 9 in WWDC 2014 session 713; Apple's C04 page is silent.",
    "X12": "The blog post BLOG-003 («iOS在接收Server端或者Local端的推送訊息時…») dates the missing foreground banner to iOS 6; unverified wording.",
    "X13": "The lock-screen alert of the blog post BLOG-002 («iOS 远程推送消息时运行在前台怎么处理») (no Close/View, unlock enters the app) is early-iOS behaviour; historical.",
    "X14": "The claim of the blog post BLOG-004 («JPush推送之当进程被终止的处理») that main does not run after a kill is contradicted by Apple (the app launches, C06 follows).",
    "X15": "The 10 minutes of background-task time in BLOG-004 is not verified.",
    "X16": "Notification Service Extension after a force-quit: probably runs; unverified.",
    "X18": "Scene app cold launch: Apple puts the tap in connectionOptions.notificationResponse (C13); some developers report it nil; read C13 and C06 and de-duplicate.",
    "X19": "Scene app launched in the background: no page says whether a scene connects or sceneDidEnterBackground precedes the push.",
    "X20": "Foreground alert without willPresent: Apple says iOS behaves as if [] was passed; no source found for a fallback to the app delegate.",
    "X21": "Notifications turned off: whether the service extension runs and whether content-available still wakes the app is not documented.",
    "X22": "Low Power Mode / Background App Refresh off: maintainers report data-only pushes disabled (Firebase) or queued until power returns (notifee).",
    "X23": "Live Activity push-to-start on a terminated app: Apple says the app is woken for the update token; developers report the token sequence never fires.",
    "X24": "iOS 27 SDK scene requirement: Apple's WWDC25 statement, quoted by third parties; the exact launch message was not found.",
    "X25": "Background launch or resume: Apple's sequence calls applicationDidEnterBackground (C34) before the push; a measured background launch (rdar://14295449) did not call it.",
    "X26": "Registering for remote notifications after launch: Apple asks for it at every launch; developers report background launches without the delivery callback.",
    "X27": "Service extension killed for memory: Apple and most reports show the original notification; one maintainer saw none (pushes without visible text).",
    "X28": "alert + content-available: Apple documents the background launch; some developers report no wake (often the background throttle).",
    "X17": "GeTui offLine for a transmission over a still-open connection while the app is not in the foreground: no source reports the value; don't derive 'was in background' from it.",
  ]
}

/// A pitfall P01–P24.
public struct PitfallInfo: Sendable, Equatable {
  public var id: String
  public var title: String
  /// The triggering scenario, as the sources state it.
  public var trigger: String
  /// What goes wrong and what to do.
  public var fix: String
  public var sources: [String]
  /// The confidence column as written (`D`, `D/O`, `O; caveat X08`).
  public var confidence: String

  /// The pitfall with this id.
  public static func named(_ id: String) -> PitfallInfo? {
    all.first { $0.id == id }
  }
}
