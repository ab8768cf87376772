private typealias V = RowVocabulary

/// VoIP pushes (PushKit): CallKit reporting, the penalty for unreported calls, calls reported from the service extension.
extension DeliveryRow {
  static let voipRows: [DeliveryRow] = [
    DeliveryRow(
      id: "V06", match: Condition(states: V.notOnScreen, kinds: [.voip], requires: [.voipPenalty]),
      presentation: .nothing, confidence: .documented,
      summary: "not delivered: after repeated failures to report calls to CallKit the system stops launching the app for VoIP pushes",
      sources: ["A-PKV-REPORT", "WWDC19-707"]),
    // A call reported from the service extension (iOS 14.5+, filtering entitlement): the system
    // launches the app and hands the push to PushKit; the notification itself is not shown.
    DeliveryRow(
      id: "N10", match: Condition(kinds: [.alert], excludes: [.lacksFiltering], minIOS: IOSVersion(14, 5), outcomes: [.reportsVoIPCall]),
      framing: .backgroundLaunch,
      steps: [Step(id: "C15", why: "the extension reported the call (reportNewIncomingVoIPPushPayload): PushKit delivers it to the app")],
      presentation: .nothing, launch: .uncertain, confidence: .sdkSource,
      uncertain: [.u("X09", ["launchOptions"], when: Condition(states: V.terminated))],
      summary: "CallKit incoming-call UI; the notification is not shown",
      sources: ["DELTACHAT-NSE", "A-CX-FILTER"]),
    DeliveryRow(
      id: "V01", match: Condition(states: [.foreground, .inactive, .background, .suspended], kinds: [.voip]),
      steps: [Step(id: "C15", why: "PushKit delivers the VoIP push; report a call to CallKit before calling the completion")],
      presentation: .nothing, confidence: .documented,
      summary: "CallKit incoming-call UI; never displayed by the notification system",
      sources: ["A-HNA", "A-PK", "A-PK8", "A-PKV"]),
    DeliveryRow(
      id: "V02", match: Condition(states: [.notRunning], kinds: [.voip]), framing: .backgroundLaunch,
      steps: [Step(id: "C15", why: "after launch, once the app has created its PKPushRegistry and delegate (create them early)")],
      presentation: .nothing, launch: .uncertain, confidence: .documented,
      uncertain: [.u("X09", ["launchOptions"])],
      summary: "CallKit UI; iOS launches the app in the background",
      sources: ["A-HNA", "TWILIO-115"]),
    DeliveryRow(
      id: "V03", match: Condition(states: [.forceQuit], kinds: [.voip]), framing: .backgroundLaunch,
      steps: [Step(id: "C15", why: "possibly: reports conflict on whether a force-quit app is woken for VoIP")],
      presentation: .nothing, launch: .uncertain, confidence: .uncertain,
      uncertain: [.u("X04", ["C02", "C01", "C15", "launchOptions"])],
      summary: "conflicting reports", sources: ["RNVOIP-8", "RNVOIP-14"]),
    // A reported call rings with CallKit's ringtone (CXProviderConfiguration.ringtoneSound), not a
    // notification sound: the app's Sounds switch does not silence it (radar 50499796); the ring
    // switch does, and a Focus filters the call (CXErrorCodeIncomingCallError.filteredByDoNotDisturb).
    // Reduce Interruptions is not modelled as filtering calls: its source speaks of notifications (IL10).
    DeliveryRow(
      id: "V08", layer: .overlay, match: Condition(states: [.foreground, .inactive, .background, .suspended, .notRunning], kinds: [.voip], excludes: [.voipUnreported, .voipReportsLate, .voipPenalty, .ringSilent, .callerBlocked]),
      anyOf: [Condition(focus: [.off, .allowsApp, .reduceInterruptions]), Condition(requires: [.focusAllowsSender])],
      confidence: .documented, effect: PresentationEffect(ringtone: true),
      summary: "the CallKit incoming-call UI rings with the provider's ringtone (the app's notification Sounds switch does not apply)",
      sources: ["A-CX-RINGTONE", "OR-50499796"]),
    // CXErrorCodeIncomingCallError.filteredByDoNotDisturb: "The system is filtering the incoming call
    // because Do Not Disturb is active and the incoming caller isn't a VIP" (radar 32540260 saw it with
    // Silence Always, not with Only while Locked); a caller among the Focus's Allowed People
    // (`focus-allowed-people includes-sender`) is one it lets through, else an ordinary caller is assumed.
    DeliveryRow(
      id: "V10", layer: .overlay, match: Condition(states: [.foreground, .inactive, .background, .suspended, .notRunning], kinds: [.voip], excludes: [.voipUnreported, .voipReportsLate, .voipPenalty, .dndWhileLocked, .focusAllowsSender], minIOS: IOSVersion(10), focus: [.on]),
      confidence: .documented, effect: PresentationEffect(callFiltered: true),
      summary: "Do Not Disturb or a Focus that does not allow the app filters the reported call: reportNewIncomingCall fails with filteredByDoNotDisturb and CallKit shows no incoming-call UI (unless the caller is one the Focus allows, a VIP)",
      sources: ["A-CX-DND", "OR-32540260"]),
    // CXErrorCodeIncomingCallError.Code.filteredByBlockList: "The incoming call is filtered because
    // the incoming caller has been blocked by the user."
    DeliveryRow(
      id: "V11", layer: .overlay, match: Condition(states: [.foreground, .inactive, .background, .suspended, .notRunning], kinds: [.voip], requires: [.callerBlocked], excludes: [.voipUnreported, .voipReportsLate, .voipPenalty], minIOS: IOSVersion(10)),
      confidence: .documented, effect: PresentationEffect(callFiltered: true),
      summary: "the caller is on the user's block list: reportNewIncomingCall fails with filteredByBlockList and CallKit shows no incoming-call UI and does not ring",
      sources: ["A-CX-BLOCK"]),
    DeliveryRow(
      id: "V04", layer: .overlay, match: Condition(kinds: [.voip], minIOS: IOSVersion(26, 4)),
      confidence: .documented,
      summary: "C16 with PKVoIPPushMetadata replaces C15; mustReport is false when the app is in the foreground, already in a call, or the push is stale",
      sources: ["A-PK26", "VOIP26"]),
    DeliveryRow(
      id: "V05", layer: .overlay, match: Condition(kinds: [.voip], requires: [.voipUnreported], excludes: [.linkedBeforeIOS13], minIOS: IOSVersion(13)),
      confidence: .documented,
      summary: "not reported to CallKit: iOS terminates the app; repeated failures stop iOS launching it for VoIP pushes",
      sources: ["A-PKV-REPORT", "A-PK-RESPOND"]),
    // The end applies "for apps linked against the iOS 13 SDK or later": an app built with an
    // older SDK keeps iOS 12's rules on iOS 13 (Linphone, Element's maintainer).
    DeliveryRow(
      id: "V09", layer: .overlay, match: Condition(kinds: [.voip], requires: [.linkedBeforeIOS13], minIOS: IOSVersion(13)),
      confidence: .documented,
      summary: "the app was built against an SDK before iOS 13: the system does not end it for a VoIP push it does not report to CallKit (iOS 13's rule applies to apps linked against the iOS 13 SDK or later)",
      sources: ["A-PKV-REPORT", "LINPHONE-IOS13", "ELEMENT-2714"]),
    DeliveryRow(
      id: "V07", layer: .overlay, match: Condition(kinds: [.voip], requires: [.voipReportsLate], excludes: [.linkedBeforeIOS13], minIOS: IOSVersion(13)),
      confidence: .documented,
      summary: "the call is reported only after the PushKit handler returned: PushKit finds no call reported at the return and raises an exception, which ends the app (a report that never comes gets it killed about 7 s after the push, 0xbaadca11)",
      sources: ["FORUM-817976", "A-PKV-REPORT"]),
  ]
}
