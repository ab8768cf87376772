private typealias V = RowVocabulary

/// The other push types: widgets, controls, Push to Talk, File Provider, complications and MDM.
extension DeliveryRow {
  static let pushTypeRows: [DeliveryRow] = [
    DeliveryRow(
      id: "W01", match: Condition(kinds: [.widgets], minIOS: IOSVersion(26)),
      steps: [Step(id: "C49", why: "WidgetKit reloads the widget's timeline for the push")],
      presentation: .nothing, confidence: .documented, summary: "the widget refreshes; nothing is shown, the app is not launched",
      sources: ["A-WIDGETPUSH"]),
    DeliveryRow(
      id: "W02", match: Condition(kinds: [.widgets]),
      presentation: .nothing, confidence: .documented, summary: "nothing: WidgetKit push updates exist from iOS 26 (WidgetPushHandler)",
      sources: ["A-WIDGETPUSH"]),
    DeliveryRow(
      id: "W03", match: Condition(kinds: [.controls]),
      steps: [Step(id: "C52", why: "the control reloads its value for the push")],
      presentation: .nothing, confidence: .uncertain, summary: "the control refreshes (the payload is the widgets one; no page describes the call order)",
      sources: ["A-WIDGETPUSH"]),
    // Creating a Push to Talk app: "The token isn't active until a person joins the channel. If they
    // leave the channel, wait until they rejoin to resume notifications."
    DeliveryRow(
      id: "PT2", match: Condition(kinds: [.pushToTalk], requires: [.pttNotJoined], minIOS: IOSVersion(16)),
      presentation: .nothing, confidence: .documented,
      summary: "not delivered: the user is not in the Push to Talk channel, so its ephemeral push token is not active (\"wait until they rejoin to resume notifications\")",
      sources: ["A-PTT-APP"]),
    DeliveryRow(
      id: "PT1", match: Condition(kinds: [.pushToTalk], minIOS: IOSVersion(16)), framing: .backgroundLaunch,
      steps: [Step(id: "C50", why: "the system wakes the app and asks for a PTPushResult for the incoming push")],
      presentation: .nothing, launch: .uncertain, confidence: .documented,
      summary: "the Push to Talk system UI shows the active speaker the app returns",
      sources: ["A-PTT"]),
    DeliveryRow(
      id: "FP1", match: Condition(kinds: [.fileProvider]),
      steps: [Step(id: "C51", why: "the system signals the File Provider's active enumerator")],
      presentation: .nothing, confidence: .documented, summary: "nothing shown; the File Provider extension enumerates the changes",
      sources: ["A-FPPUSH"]),
    DeliveryRow(
      id: "CP2", match: Condition(kinds: [.complication], requires: [.complicationOffFace]),
      presentation: .nothing, confidence: .documented,
      summary: "not delivered: the app's complication is not on the current watch face (\"The complication must be active on the current clock face, otherwise these pushes will not be delivered\")",
      sources: ["WWDC15-713"]),
    DeliveryRow(
      id: "CP1", match: Condition(kinds: [.complication]),
      steps: [Step(id: "C15", why: "the watch app's PushKit delegate gets the complication push (PKPushType.complication)")],
      presentation: .nothing, confidence: .documented, summary: "the watchOS app updates its complication; nothing on the iPhone",
      sources: ["A-COMPLICATION", "WWDC15-713"]),
    DeliveryRow(
      id: "MD1", match: Condition(kinds: [.mdm]),
      presentation: .nothing, confidence: .documented, summary: "the device contacts its MDM server; no app code runs",
      sources: ["A-MDMPUSH"]),
  ]
}
