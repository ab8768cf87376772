private typealias V = RowVocabulary

/// JPush (极光) on top of the system rows. The `JPUSHRegisterDelegate` routing
/// (C05 → C30, C06 → C31, C07 → C32) is in `SDKRoute`.
extension DeliveryRow {
  static let jpushRows: [DeliveryRow] = [
    DeliveryRow(
      id: "J01", layer: .sdk, match: Condition(states: [.foreground], kinds: [.jpushAPNs], sdks: [.jpush], minIOS: IOSVersion(10)),
      presentation: .perOptions, confidence: .documented,
      summary: "per the options (an NSInteger) the app passes to C30's completion handler",
      sources: ["JP-H", "JP-API", "JP-RN", "JP-FL"]),
    DeliveryRow(
      id: "J04", layer: .sdk, match: Condition(kinds: [.jpushAPNs], sdks: [.jpush], belowIOS: IOSVersion(10)),
      confidence: .documented, summary: "iOS ≤ 9: the system callbacks of the legacy rows (L01–L11); the app calls [JPUSHService handleRemoteNotification:] in each",
      sources: ["JP-API"]),
    DeliveryRow(
      id: "J05", layer: .sdk, match: Condition(states: [.foreground, .inactive], kinds: [.jpushCustom], sdks: [.jpush]),
      steps: [Step(id: "C33", why: "JPush posts the custom message to observers registered in C01 (userInfo: content, extras, _j_msgid, title)")],
      presentation: .nothing, confidence: .documented, summary: "nothing: no system UI for a custom message",
      sources: ["JP-API", "JP-SDK", "BLOG-001"]),
    DeliveryRow(
      id: "J06", layer: .sdk, match: Condition(states: V.notOnScreen, kinds: [.jpushCustom], sdks: [.jpush]),
      presentation: .nothing, confidence: .documented, uncertain: [.caveat("X08", when: Condition(states: [.background]))],
      summary: "nothing now: kept offline (1 day by default, time_to_live ≤ 10 days, at most 5) until the app is opened and connects",
      sources: ["JP-SDK", "JP-API", "JP-TOP", "BLOG-001"]),
    DeliveryRow(
      id: "J08", layer: .sdk, match: Condition(kinds: [.silent], sdks: [.jpush]),
      confidence: .documented, summary: "C04 + [JPUSHService handleRemoteNotification:]; killed from the app switcher ⇒ not woken",
      sources: ["JP-NEW"]),
    // Responses.
    DeliveryRow(
      id: "J02", layer: .sdk, phase: .response,
      match: Condition(states: V.running, kinds: [.jpushAPNs], actions: V.tap, sdks: [.jpush], minIOS: IOSVersion(10)),
      confidence: .documented, summary: "app forward; C31 checks trigger is UNPushNotificationTrigger",
      sources: ["JP-H", "JP-API", "BLOG-004"]),
    DeliveryRow(
      id: "J03", layer: .sdk, phase: .response,
      match: Condition(states: V.terminated, kinds: [.jpushAPNs], actions: V.tap, sdks: [.jpush], minIOS: IOSVersion(10)),
      confidence: .documented,
      summary: "app launches (setupWithOption:launchOptions in C01); RN/Flutter plugins queue the event until JS/Dart is ready",
      sources: ["JP-API", "JP-RN", "JP-FL"]),
    DeliveryRow(
      id: "J06", layer: .sdk, phase: .response,
      match: Condition(states: V.notOnScreen, kinds: [.jpushCustom], actions: [.tapIcon], sdks: [.jpush]),
      framing: .foreground,
      steps: [Step(id: "C33", why: "the kept custom message, delivered once the app is open and connected to JPush")],
      launch: .withoutKey(.documented), confidence: .documented,
      summary: "the custom message arrives only now",
      sources: ["JP-SDK", "JP-API", "JP-TOP", "BLOG-001"]),
    DeliveryRow(
      id: "J07", layer: .sdk, phase: .response, match: Condition(actions: [.openSettings], sdks: [.jpush], minIOS: IOSVersion(12)),
      confidence: .documented, summary: "JPush forwards the settings link as C32 (notification nil when opened from Settings)",
      sources: ["JP-API", "JP-H"]),
    DeliveryRow(
      id: "J09", layer: .sdk, phase: .response,
      match: Condition(states: V.notOnScreen, kinds: [.jpushAPNs], actions: [.tap, .tapIcon], sdks: [.jpush], requires: [.plusCustomMessage]),
      steps: [Step(id: "C33", why: "the custom message of the same API call, after the app connects: the same content twice", confidence: .observed)],
      confidence: .documented, summary: "alert, then the custom message once the app is open",
      sources: ["JP-SDK"]),
  ]
}
