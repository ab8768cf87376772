import APSKit

/// The options of `aps predict`, typed: the starting state's settings (each through its
/// `ScenarioKey`), the settings given and their values (what --diff and --matrix vary), and what to print.
struct PredictOptions: CommandOptions {
  var settings = ScenarioSettings()
  /// Each setting given on the command line with its values, in the order help lists them.
  var given: [ScenarioDimension] = []
  var scenario: String?
  var scenarios = false
  var swift = false
  var format = "text"
  var pretty = false
  var matrix = false
  var diff = false
  var pitfalls = false
  var explain: String?

  static let fields: [OptionField<Self>] = [
    setting("ios", help: "iOS version: 6, 9, 10, 14, 17, 26.4 … (twice with --diff).", default: "17", repeatable: true),
    setting("state", help: "App state when the push arrives.", default: "background", hints: [
      "killed": "A killed app is 'not-running' (the system ended it, or it never ran) or 'force-quit' (the user swiped it away in the app switcher)",
      "terminated": "A terminated app is 'not-running' (the system ended it) or 'force-quit' (the user swiped it away in the app switcher)",
    ]),
    setting("kind", help: "What was pushed, as a shorthand for its flags (inferred from --payload when given).", default: "alert"),
    setting("alert", help: "The push has an alert (title/body)."),
    setting("sound", help: "The push has a sound."),
    setting("badge", help: "The push has a badge."),
    setting("content-available", help: "The push has content-available: 1 (background wake)."),
    setting("mutable-content", help: "The push has mutable-content: 1 (service extension)."),
    setting("action", help: "What the user does.", default: "none"),
    setting("action-options", help: "The picked action's UNNotificationActionOptions, a comma list (authentication-required: on a locked device the app hears of the action after the unlock; foreground; destructive)."),
    setting("sdk", help: "Push SDK in the app (default: the one the kind implies, else none)."),
    setting("proxy", help: "SDK swizzling: Firebase FirebaseAppDelegateProxyEnabled, OneSignal 5.5.0+ swizzling switch."),
    setting("lifecycle", help: "Who gets the life-cycle callbacks (default: app-delegate below iOS 27, scenes from 27)."),
    setting("authorization", help: "What the user allowed (not-determined: the app never asked, so nothing is shown; background pushes still arrive)."),
    setting("low-power", help: "Low Power Mode is on."),
    setting("battery-level", help: "The battery level (below-20-percent: background pushes may be held, as in Low Power Mode)."),
    setting("background-refresh", help: "Background App Refresh for the app (restricted: off under parental controls, and the user cannot turn it on)."),
    setting("implements", help: "Comma list of the app's code (listed in 'aps help predict'); no-NAME removes a default.", repeatable: true),
    setting("will-present", help: "What willPresent (C05) passes: a comma list of banner, list, sound, badge, alert; none; or never (the completion handler is never called)."),
    setting("service-extension", help: "What the Notification Service Extension does (needs mutable-content)."),
    setting("communication-notification", help: "The service extension makes the push a communication notification (donates an INSendMessageIntent; needs the Communication Notifications capability)."),
    setting("store-offline", help: "Alibaba Cloud's StoreOffline for the scenario's messages: the server keeps a message for a closed channel until it reconnects."),
    setting("la-frequent-updates", help: "The app's Info.plist sets NSSupportsLiveActivitiesFrequentUpdates: priority-10 Live Activity updates past the default budget may still be applied (unless the user turned More Frequent Updates off)."),
    setting("linked-sdk", help: "The iOS SDK the app was built against (default: the device's version; before 13, iOS 13 does not end the app for a VoIP push it does not report to CallKit)."),
    setting("content-extension", help: "How the Notification Content Extension answers an action."),
    setting("locked", help: "The device is locked when the push arrives."),
    setting("just-rebooted", help: "The device restarted and was not unlocked since."),
    setting("focus", help: "Focus / Do Not Disturb (allows-app: the app is in the Focus's allowed list; reduce-interruptions: iOS 18.1's Apple Intelligence Focus, which may silence what it judges unimportant)."),
    setting("focus-allowed-people", help: "Whether the Focus's Allowed People include the sender of a communication notification or the caller (includes-sender: it breaks through the Focus)."),
    setting("dnd-silence", help: "Do Not Disturb's Silence option before iOS 15 (only-while-locked: no effect while the device is unlocked)."),
    setting("ring-switch", help: "The ring/silent switch."),
    setting("notification-sounds", help: "The app's Sounds switch in Settings › Notifications (off: no notification sound; a CallKit call still rings)."),
    setting("summary", help: "The app's notifications go to the Scheduled Summary."),
    setting("dynamic-island", help: "Whether the device has a Dynamic Island (default on)."),
    setting("complication-on-watch-face", help: "Whether the app's complication is on the current watch face (default on; off: complication pushes are not delivered)."),
    setting("caller-blocked", help: "The caller the app reports to CallKit is on the user's block list: no incoming-call UI."),
    setting("live-activities", help: "The app's Live Activities switch in Settings (default on; off: no Live Activity starts or updates)."),
    setting("ptt-channel", help: "Whether the user is in the app's Push to Talk channel (not-joined: the channel's push token is not active, so Push to Talk pushes are not delivered)."),
    setting("voip-penalty", help: "iOS stopped delivering VoIP pushes after repeated failures to report a call."),
    setting("push-rate", help: "How fast background pushes come (excessive or budget-exhausted: throttled)."),
    setting("debugger-attached", help: "The app runs under the Xcode debugger (no background-push throttle)."),
    setting("app-usage", help: "How recently the user launched the app."),
    setting("deliver-quietly", help: "The user chose Deliver Quietly for the app."),
    setting("lock-screen-setting", help: "The app's Lock Screen delivery switch."),
    setting("show-previews", help: "Settings' Show Previews."),
    setting("time-sensitive-off", help: "The user turned off Time Sensitive Notifications for the app."),
    setting("critical-alert-setting", help: "The user's Critical Alerts switch for the app (disabled: a critical push is an ordinary one)."),
    setting("location-authorization", help: "Core Location authorization (a location push needs always)."),
    setting("location-extension", help: "What the Location Push Service Extension does."),
    setting("open-settings-from", help: "Where the notification settings link was tapped (settings-app: C07 gets nil)."),
    setting("paired-watch", help: "A paired Apple Watch (on-wrist-unlocked: a locked iPhone's alerts are presented on the watch; background pushes stay with the iPhone)."),
    setting("app-locked", help: "iOS 18's Require Face ID is on for the app: its notifications arrive with the preview hidden."),
    setting("app-launched-once", help: "Whether the user has opened the app since installing it (default on; off: it never registered, so APNs cannot reach it)."),
    setting("device", help: "What receives the push (simulator: remote notifications only from iOS 16, through the sandbox; apple-watch: an independent watch app's own token, apns-push-type required; apple-tv: badge and content-available only, no background wake, the newest push held until the app is opened; mac-catalyst: a click's response has no target scene; ipad: no Dynamic Island, Live Activities on the Lock Screen only)."),
    setting("entitlements", help: "Comma list of the entitlements the app has (default: what the scenario uses).", repeatable: true),
    setting("push-type", help: "The apns-push-type header (default: what the kind or payload implies)."),
    setting("priority", help: "The apns-priority header (default 10, 5 for a background push)."),
    setting("interruption-level", help: "aps.interruption-level (default: the payload's, else active)."),
    setting("payload", help: "A payload (JSON or a capture) to infer the flags and SDK from; '-' reads standard input.", completion: .file(extensions: ["json"])),
    setting("headers", help: "The headers file 'aps build --headers-out' writes: push type and priority of the request.", completion: .file(extensions: [])),
    setting("token-environment", help: "The APNs environment the device token belongs to (development: a development-signed build; production: TestFlight or the App Store)."),
    setting("apns-environment", help: "The APNs environment the push is sent to (development: api.sandbox.push.apple.com); differing from --token-environment: BadDeviceToken, not delivered."),
    setting("alert-styles", help: "The app's alert styles in Settings › Notifications (none: Lock Screen, Notification Center and Banners all off with notifications allowed; background pushes may be dropped)."),
    setting("banners", help: "The app's Banners style (off: no banner; the notification still goes to the list)."),
    setting("notification-center", help: "The app's Notification Center style (off: the notification is not kept in Notification Center)."),
    setting("badge-setting", help: "The app's Badges switch (disabled: the push's badge is not applied)."),
    setting("screen-time-downtime", help: "Screen Time's Downtime is on and the app is not always allowed (its notifications come when Downtime ends)."),
    setting("single-app-mode", help: "The device is locked into an app by MDM's Single App Mode (pushes may not reach the app's handlers)."),
    setting("network", help: "The network to APNs (wifi-behind-proxy: Wi-Fi only through an intercepting proxy, nothing received; wifi-behind-proxy-no-decryption: port 443 through the proxy, delivered; ethernet-only: Ethernet with the Wi-Fi radio off, no APNs connection; cellular-internet-only-through-tunnel: only a VPN tunnel reaches the internet)."),
    setting("im-session", help: "The user's session with the app's IM service (logged-out: no offline push)."),
    setting("app-kind", help: "What receives the push (home-screen-web-app: Web Push from iOS 16.4; safari-tab: a site in Safari, which gets no Web Push on iOS)."),
    setting("delivery", help: "How the push reaches the device (simctl: injected into the simulator with simctl push or an .apns file: no service extension)."),
    setting("fetch-completion", help: "When the fetch handler calls its completion (after-30s, never-called: the app may be ended, later background pushes may be held)."),
    setting("app-hidden", help: "The user hid the app (iOS 18): its notifications are not shown."),
    setting("app-clip", help: "The app is an App Clip with ephemeral notifications: they reach it for up to 8 hours after each launch."),
    setting("shared-ipad-user", help: "Who is logged in on a Shared iPad (logged-out: no user, so no notification arrives)."),
    setting("iphone-mirroring", help: "iPhone Mirroring to a Mac (on: the locked iPhone's notifications are also forwarded to the Mac)."),
    setting("carplay", help: "Whether the iPhone is connected to CarPlay (connected: a notification shows there only if its category allows CarPlay)."),
    setting("category-options", help: "The push category's UNNotificationCategoryOptions, a comma list (allow-in-carplay: shown in CarPlay; hidden-previews-show-title, hidden-previews-show-subtitle: shown with previews hidden; allow-announcement: Siri may read it out; custom-dismiss-action: the dismiss reaches didReceive)."),
    setting("announce-notifications", help: "Siri's Announce Notifications (on, with --audio-output airpods: a category with allow-announcement is read out)."),
    setting("audio-output", help: "The audio output connected (airpods: AirPods or another output Siri announces through)."),
    setting("focus-filter", help: "The filter-criteria the app's Focus filter lets through while a Focus is on (a payload with other aps filter-criteria is not presented; iOS 16+)."),
    setting("standby", help: "The iPhone is in StandBy (iOS 17+): a Live Activity fills the screen."),
    setting("bundle-id", help: "The app's bundle ID, which its device token belongs to: a push event's apns-topic that is not it (or not it with .voip for a VoIP push) is refused with DeviceTokenNotForTopic."),
    setting("provider-token-refresh", help: "How often the provider signs a new JWT (every-request: more often than every 20 minutes, so APNs answers 429 TooManyProviderTokenUpdates; within-limits: every 20 to 60 minutes)."),
    setting("call-type", help: "The call the app reports for a VoIP push (video: answered on a locked phone, iOS asks to unlock and opens the app; audio: CallKit's screen stays)."),
    setting("live-activity-budget", help: "The Live Activity's priority-10 update budget at the start (exhausted: the next update is past it; with frequent updates the user is asked to allow more)."),
    setting("provider-token", help: "The provider's authentication token (invalid: APNs answers 403 InvalidProviderToken, nothing is delivered)."),
    setting("provider-token-age", help: "How long ago the provider's token was issued, as 90s, 10m, 2h (over an hour: 403 ExpiredProviderToken, nothing is delivered)."),
    setting("device-token-encoding", help: "How the app turned its device token into text (hex: the bytes as hex; nsdata-description: NSData's description, wrong from the iOS 13 SDK, so nothing arrives)."),
    setting("in-call", help: "A call in progress (cellular: a notification still sounds and vibrates; a VoIP call rings as call waiting)."),
    setting("vpn", help: "A VPN on the device (include-all-networks: a full tunnel, which leaves APNs outside by default, excludeAPNs)."),
    setting("vpn-tunnel", help: "Whether the VPN's tunnel is up (down: its server does not answer; APNs outside the tunnel still works)."),
    setting("extension-deployment-target", help: "The Notification Service Extension's deployment target (above the device's iOS: the extension does not run, the original content shows)."),
    setting("category-actions", help: "The push category's actions in order, a comma list (text-input: a text-input action; button; text-input alone: a tap does not open the app)."),
    setting("category-hidden-previews-placeholder", help: "The category's hiddenPreviewsBodyPlaceholder, shown in place of the body while previews are hidden (%u: the number of messages in the thread)."),
    setting("web-push-handler", help: "What a Home Screen web app's service worker does for a push (shows-notification: within the push event; shows-notification-after-event-ends or shows-nothing: Safari ends the subscription after three pushes)."),
    setting("watch-app-push-target", help: "The app's independent watch app registers its own device token (a push event's options.device-token watch-app sends to it; the same alert sent to both at once is shown once)."),
    setting("push-type-header", help: "Whether the request carried apns-push-type (absent: a background push to iOS 13 or later may be refused, delayed or dropped)."),
    setting("requested-options", help: "The UNAuthorizationOptions the app asked for, a comma list (without sound: no sound; without badge: no badge; without alert: not displayed)."),
    setting("device-registered-in-developer-account", help: "Whether the developer account lists the device a development-signed build runs on (off: no push reaches it)."),
    setting("apns-certificate", help: "The provider's APNs certificate (development: it sends to the development environment, so a production token gets BadDeviceToken, and a push to production gets 403 BadCertificateEnvironment; other-team: a certificate of another app, 400 DeviceTokenNotForTopic; expired: APNs takes no connection with it, nothing arrives)."),
    setting("calls-register-for-remote-notifications", help: "Whether the app calls registerForRemoteNotifications (default on; off: asking for authorization alone gets no device token, nothing arrives)."),
    setting("provider-push-credentials", help: "Whether the push service the app sends through holds its APNs key or certificate (default present; missing: it cannot send, nothing arrives)."),
    setting("token-registered-with-provider", help: "Whether the app passed its device token to the push service's SDK (default on; off: the service has no token for the device, nothing arrives)."),
    setting("category-matches-payload", help: "Whether the payload's category is one the app registered (default on; off: shown without action buttons)."),
    setting("content-extension-category-matches", help: "Whether the push's category is in the content extension's UNNotificationExtensionCategory (default on; off: the extension does not run on expand)."),
    setting("push-notifications-capability", help: "The app's Push Notifications capability, the aps-environment entitlement in its signed build (default on; off: registration fails, no device token, no APNs push arrives)."),
    setting("extension-allows-http-loads", help: "Whether the service extension's Info.plist allows http loads (App Transport Security; off: an attachment at an http URL is not downloaded, the notification shows without it)."),
    setting("extension-bundle-extension", help: "The file extension of the service extension's bundle (default appex; app: iOS finds no extension to launch, the original content shows)."),
    setting("onesignal-subscription", help: "The device's subscription in OneSignal (subscribed; unsubscribed: it receives nothing OneSignal sends)."),
    setting("provider-hosting", help: "Where the provider's push server runs (dedicated; shared-cloud: a vendor's cloud shared with other apps, whose load may delay the push before APNs)."),
    setting("registration-call", help: "How the app registers for remote notifications before UserNotifications (without-user-notification-settings: pushes arrive silently; register-for-remote-notification-types: from iOS 8 no device token, nothing arrives; listed in 'aps help predict')."),
    setting("apns-response", help: "What APNs answered the provider's request: success, or a reason of Apple's table (listed above with what each means for the push; a reason other than success: nothing is delivered)."),
    setting("provider-key-environment", help: "The environment the provider's signing key is restricted to (default both; development or production: a push to the other environment gets 403 BadEnvironmentKeyIdInToken)."),
    setting("simulator-host", help: "The Mac a simulator runs on (gives device simulator; intel-without-t2: no remote notification reaches it; a simulator's token is of the development environment)."),
    setting("provider-setup-fault", help: "Faults of the provider or its push service that troubleshooting pages name, a comma list (apns-key-not-uploaded, wrong-bundle-id, sandbox-token-to-production…; listed in 'aps help predict' with what each does)."),
    setting("app-setup-fault", help: "Faults of the app's build or code that troubleshooting pages name, a comma list (push-capability-missing, swizzling-off-without-apns-token, no-foreground-handler…; listed in 'aps help predict' with what each does)."),
    .value(\.scenario, .option("scenario", value: "NAME|FILE", help: "A named scenario (see --scenarios), or a scenario file: JSON whose keys are these options' names ('-' reads standard input).",
                               completion: .values(NamedScenario.all.map(\.name)))),
    .flag(\.scenarios, .flag("scenarios", help: "List the named scenarios with one line each.")),
    .flag(\.swift, .flag("swift", help: "Show Swift signatures instead of Objective-C selectors.")),
    .value(\.format, .option("format", value: "FORMAT", help: "Output format (json: JSON Lines in every mode).", allowed: ["text", "json", "mermaid"], default: "text")),
    .flag(\.pretty, .prettyJSON),
    .flag(\.matrix, .flag("matrix", help: "A Markdown table of every state × action; with an option given several times, every state × each value.")),
    .flag(\.diff, .flag("diff", help: "Compare the scenario with the two values of an option given twice (--ios 12 --ios 17), or without and with one device-state flag.")),
    .flag(\.pitfalls, .flag("pitfalls", help: "List every pitfall (with --explain: one pitfall in full).")),
    .value(\.explain, .option("explain", value: "ID", help: "Show one pitfall (P01), uncertain point (X03), row (U09), callback (C06), timeline rule (T04) or source in full.",
                              completion: .lazyValues(LazyCompletionValues("predict-explain-ids") { PredictExplainIDs.all }))),
  ]

  /// An option for the setting `name`: its value name and values from `ScenarioKey`, its help here.
  private static func setting(
    _ name: String, help: String, default value: String? = nil, repeatable: Bool = false, hints: [String: String] = [:],
    completion: CompletionKind? = nil
  ) -> OptionField<Self> {
    guard let key = ScenarioKey.named(name) else { preconditionFailure("no scenario key \(name)") }
    var spec = OptionSpec.flag(name, help: help)
    if let valueName = key.valueName {
      let list = key.shape == .list
      spec = OptionSpec.option(
        name, value: valueName, help: help, allowed: list ? [] : key.allowed, default: value, repeatable: repeatable,
        completion: list ? .commaList(key.allowed) : completion
      ).hinting(hints)
    }
    return .each(spec) { options, values in
      for text in values where !key.apply(text, to: &options.settings) {
        throw CLIError.usage(name == "ios" ? "--ios takes a version such as 9, 10.0 or 26.4, got '\(text)'" : "--\(name) does not take '\(text)'")
      }
      options.given.append(ScenarioDimension(key, values: values))
    }
  }

  /// The settings to predict: these over the scenario file's (or over a named preset).
  func settings(over file: ScenarioFile?) -> ScenarioSettings {
    var mine = settings
    if let name = scenario, !ScenarioFile.isFile(name) { mine.preset = name }
    return file.map { mine.over($0.settings) } ?? mine
  }

  /// Whether the command line gives the setting `key` (a scenario file's contradiction is then a usage error).
  func gives(_ key: String) -> Bool { ScenarioKey.named(key)?.isGiven(settings) ?? false }

  /// Settings given at least `count` times on the command line (lists add up instead).
  func repeated(atLeast count: Int) -> [ScenarioDimension] {
    let lists: Set<String> = ["implements", "entitlements", "state"]
    return given.filter { $0.key.shape != .flag && !lists.contains($0.key.name) && $0.values.count >= count }
  }

  /// The values of `name` on the command line.
  func values(_ name: String) -> [String] { given.first { $0.key.name == name }?.values ?? [] }
}
