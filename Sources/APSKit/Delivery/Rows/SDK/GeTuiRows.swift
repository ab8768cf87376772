private typealias V = RowVocabulary

/// GeTui (个推) on top of the system rows. The GeTui ≥ 2.5.2 delegate routing
/// (C05 → C23, C06 → C22, …) is in `SDKRoute`; these rows add the transmission callbacks.
extension DeliveryRow {
  static let getuiRows: [DeliveryRow] = [
    DeliveryRow(
      id: "G01", layer: .sdk, match: Condition(states: [.foreground, .inactive], kinds: [.getuiTransmission], sdks: [.getuiLegacy]),
      steps: [Step(id: "C20", why: "the transmission over GeTui's own connection (cid online)", args: [JSONMember("offLine", false)])],
      presentation: .nothing, confidence: .documented,
      summary: "nothing: the app must show its own alert or local notification",
      sources: ["BLOG-000", "GT-DOC-FLOW", "PEIPEIYU", "SHANCHELICUN"]),
    DeliveryRow(
      id: "G02", layer: .sdk, match: Condition(states: [.foreground, .inactive], kinds: [.getuiTransmission], sdks: [.getui]),
      steps: [Step(id: "C21", why: "the transmission over GeTui's connection; the completion handler is nil (only APNs messages have one)",
                   args: [JSONMember("fromGetui", true), JSONMember("offLine", false), JSONMember("completionHandler", nil)])],
      presentation: .nothing, confidence: .documented,
      summary: "nothing: GeTui's demo suggests posting a local notification for fromGetui && !offLine",
      sources: ["GT-H-NEW", "GT-RN"]),
    // GeTui's iOS SDK 概述 (https://docs.getui.com/getui/mobile/ios/overview/): "当应用在前台时，维持
    // 与推送服务器的长连接，实时接收推送消息；当应用在后台时，通过苹果APNs推送通知" and "应用在后台无法长时
    // 间运行，从而无法维持与服务端的长连接": only runBackgroundEnable keeps the connection up.
    DeliveryRow(
      id: "G12", layer: .sdk, match: Condition(states: [.background], kinds: [.getuiTransmission], sdks: [.getuiLegacy], requires: [.runBackground]),
      steps: [Step(id: "C20", why: "the GeTui connection is still up (runBackgroundEnable + Audio)", args: [JSONMember("offLine", nil)])],
      presentation: .nothing, confidence: .observed, uncertain: [.u("X17", ["offLine"]), .caveat("X08")],
      summary: "nothing (no APNs) unless the app posts a local notification",
      sources: ["HAOMEIWEN", "GT-H-NEW", "GT-RN", "BLOG-000"]),
    DeliveryRow(
      id: "G12", layer: .sdk, match: Condition(states: [.background], kinds: [.getuiTransmission], sdks: [.getui], requires: [.runBackground]),
      steps: [Step(id: "C21", why: "the GeTui connection is still up (runBackgroundEnable + Audio)",
                   args: [JSONMember("fromGetui", true), JSONMember("offLine", nil)])],
      presentation: .nothing, confidence: .observed, uncertain: [.u("X17", ["offLine"]), .caveat("X08")],
      summary: "nothing (no APNs) unless the app posts a local notification",
      sources: ["HAOMEIWEN", "GT-H-NEW", "GT-RN", "BLOG-000"]),
    // Without runBackgroundEnable the connection closes in the background: the message is an
    // offline message, handed over with offLine = YES when the app is next in the foreground (T06).
    DeliveryRow(
      id: "G16", layer: .sdk, match: Condition(states: [.background], kinds: [.getuiTransmission], sdks: [.getui, .getuiLegacy], excludes: [.runBackground]),
      presentation: .nothing, confidence: .documented, uncertain: [.caveat("X08")],
      summary: "nothing now: GeTui's connection is closed in the background, so the transmission is kept as an offline message and reaches the app (offLine = YES) when it is next in the foreground",
      sources: ["GT-DOC-OV", "GT-DOC-FLOW", "GT-CORDOVA-25"]),
    DeliveryRow(
      id: "G03", layer: .sdk, match: Condition(states: V.notOnScreen, kinds: [.getuiAPNs], sdks: [.getui, .getuiLegacy]),
      presentation: .system, confidence: .documented,
      summary: "cid offline: iOS shows the message's APNs part; the transmission is kept for re-delivery",
      sources: ["GT-DOC-FLOW", "PEIPEIYU", "BLOG-000"]),
    DeliveryRow(
      id: "G10", layer: .sdk, match: Condition(states: [.foreground], kinds: [.getuiAPNs], sdks: [.getui]),
      presentation: .perOptions, confidence: .documented,
      summary: "an APNs alert in the foreground (strategy 2/4, or cid not yet online): C23 decides; [] means not shown and not tappable",
      sources: ["GT-H-NEW", "GT-RN", "GT-DOC-STRAT"]),
    DeliveryRow(
      id: "G11", layer: .sdk, match: Condition(states: [.foreground, .background, .suspended], kinds: [.silent], sdks: [.getui]),
      confidence: .documented, uncertain: [.u("X07", ["offLine"])],
      summary: "a silent APNs push reaches C21 with fromGetui:NO and a fetch handler the app must call",
      sources: ["GT-H-NEW"]),
    // Responses.
    DeliveryRow(
      id: "G04", layer: .sdk, phase: .response,
      match: Condition(states: V.running, kinds: [.getuiAPNs], actions: V.tap, sdks: [.getuiLegacy], belowIOS: IOSVersion(10)),
      steps: [reDelivery("after the system tap callback, once the SDK reconnects; exactly once")],
      confidence: .documented, summary: "app forward; the same message reaches the app twice",
      sources: ["BLOG-000", "ECCN", "ECOM", "GT-DOC-FLOW", "GT-H-OLD", "A-FETCH", "JIGARM"]),
    DeliveryRow(
      id: "G05", layer: .sdk, phase: .response,
      match: Condition(states: V.running, kinds: [.getuiAPNs], actions: V.tap, sdks: [.getuiLegacy], minIOS: IOSVersion(10)),
      steps: [reDelivery("after the SDK reconnects; exactly once (app forwards C06 to handleRemoteNotification:)")],
      confidence: .documented, uncertain: [.caveat("X07")],
      summary: "app forward; the same message reaches the app twice",
      sources: ["GT-DEMO", "ECCN", "GT-DOC-FLOW", "A-DR"]),
    DeliveryRow(
      id: "G06", layer: .sdk, phase: .response,
      match: Condition(states: V.terminated, kinds: [.getuiAPNs], actions: V.tap, sdks: [.getuiLegacy]),
      steps: [reDelivery("after the SDK started in C01 registers; exactly once")],
      confidence: .observed,
      uncertain: [.caveat("X11", when: Condition(belowIOS: IOSVersion(10))), .caveat("X10", when: Condition(minIOS: IOSVersion(10)))],
      summary: "app launches with the APNs payload in launchOptions",
      sources: ["BLOG-000", "GT-DOC-FLOW", "A-LOK"]),
    DeliveryRow(
      id: "G07", layer: .sdk, phase: .response,
      match: Condition(states: V.notOnScreen, kinds: [.getuiAPNs], actions: [.tapIcon], sdks: [.getuiLegacy]),
      steps: [reDelivery("the only copy of the data after an icon open: no system push callback; exactly once")],
      confidence: .observed,
      summary: "no system push callback; the APNs notification stays in Notification Center",
      sources: ["BLOG-000", "ECCN", "GT-DOC-FLOW", "A-LRNPG"]),
    DeliveryRow(
      id: "G08", layer: .sdk, phase: .response,
      match: Condition(states: [.foreground], kinds: [.getuiAPNs], actions: V.tap, sdks: [.getuiLegacy]),
      steps: [
        // The tap itself is Apple's (C04 on a tap, A-FETCH; C06, A-DR); that GeTui does not repeat
        // C20 is reported by one developer blog post only, so the row is U.
        Step(id: "C04", why: "the leftover entry of an icon-opened message (G07); C20 is not repeated", args: V.inactive, confidence: .documented, when: Condition(belowIOS: IOSVersion(10))),
        Step(id: "C06", why: "the leftover entry of an icon-opened message (G07); C20 is not repeated", confidence: .documented, when: Condition(minIOS: IOSVersion(10))),
      ],
      replacesSystem: true, presentation: .system, confidence: .uncertain,
      summary: "the leftover Notification Center entry, tapped after the app is open; that C20 does not come again is reported by one blog post only (BLOG-000)",
      sources: ["BLOG-000", "A-FETCH", "A-DR"]),
    DeliveryRow(
      id: "G09", layer: .sdk, phase: .response,
      match: Condition(states: V.notOnScreen, kinds: [.getuiAPNs], actions: V.tap, sdks: [.getui]),
      steps: [Step(id: "C21", why: "later, when the SDK is online: the transmission re-delivered; C23 is not called",
                   args: [JSONMember("fromGetui", true), JSONMember("offLine", true)])],
      confidence: .documented, uncertain: [.caveat("X07")],
      summary: "app forward; the same message reaches the app twice",
      sources: ["GT-H-NEW", "HAOMEIWEN", "GT-DOC-FLOW"]),
    DeliveryRow(
      id: "G15", layer: .sdk, phase: .response,
      match: Condition(states: V.notOnScreen, kinds: [.getuiAPNs], actions: [.tapIcon], sdks: [.getui]),
      steps: [Step(id: "C21", why: "the transmission re-delivered once the SDK is online, whether the app was opened by a tap or from the icon",
                   args: [JSONMember("fromGetui", true), JSONMember("offLine", true)])],
      confidence: .documented,
      summary: "no system push callback; the APNs notification stays in Notification Center",
      sources: ["GT-DOC-FLOW", "GT-H-NEW"]),
    DeliveryRow(
      id: "G13", layer: .sdk, phase: .response,
      match: Condition(states: V.notOnScreen, kinds: [.getuiAPNs], actions: [.ignore, .dismiss], sdks: [.getui, .getuiLegacy]),
      confidence: .documented,
      summary: "if the cid stays offline past the TTL the transmission is never delivered; only the APNs alert existed",
      sources: ["GT-DOC-FLOW", "ANDROILLY"]),
    DeliveryRow(
      id: "G14", layer: .sdk, phase: .response, match: Condition(actions: [.openSettings], sdks: [.getui]),
      confidence: .documented, summary: "GeTui forwards the settings link as C24", sources: ["GT-H-NEW"]),
  ]

  /// The transmission of an APNs-delivered GeTui message, re-sent over GeTui's channel once the
  /// app is online within the TTL, flagged offline (GT-DOC-FLOW).
  private static func reDelivery(_ why: String) -> Step {
    Step(id: "C20", why: "the transmission re-delivered over GeTui's channel: " + why, args: [JSONMember("offLine", true)],
         confidence: .documented)
  }
}
