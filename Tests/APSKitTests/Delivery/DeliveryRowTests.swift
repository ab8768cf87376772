import Testing

@testable import APSKit

/// One case per delivery row (the legacy, modern, background, GeTui and JPush tables in `Sources/APSKit/Delivery/`):
/// the scenario that row describes and what it says.
struct RowCase: Sendable, CustomTestStringConvertible {
  var row: String
  var scenario: DeliveryScenario
  var callbacks: [String]
  var seen: Seen
  /// nil: the app is not launched.
  var launch: LaunchOptionsPrediction.Key? = nil
  var uncertain: [String] = []
  var testDescription: String { row }
}

private func row(
  _ id: String, _ scenario: DeliveryScenario, _ callbacks: [String], _ seen: Seen,
  launch: LaunchOptionsPrediction.Key? = nil, uncertain: [String] = []
) -> RowCase {
  RowCase(row: id, scenario: scenario, callbacks: callbacks, seen: seen, launch: launch, uncertain: uncertain)
}

/// The row is used and predicts the case's callbacks, presentation, launch options and uncertain points.
func expectRow(_ testCase: RowCase, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
  let prediction = try DeliveryPredictor.predict(testCase.scenario)
  #expect(prediction.rowIDs.contains(testCase.row), "rows used: \(prediction.rowIDs)", sourceLocation: sourceLocation)
  #expect(prediction.callbackIDs == testCase.callbacks, sourceLocation: sourceLocation)
  #expect(testCase.seen.matches(prediction.presentation), "\(prediction.presentation)", sourceLocation: sourceLocation)
  #expect(prediction.launchOptions?.remoteNotification == testCase.launch, sourceLocation: sourceLocation)
  #expect(prediction.uncertain.map(\.id) == testCase.uncertain, sourceLocation: sourceLocation)
}

let rowCases: [RowCase] = [
  row("L01", S(9, .foreground, .alert), ["C04"], .hidden),
  row("L02", S(6, .foreground, .alert), ["C03"], .hidden),
  row("L03", S(9, .background, .alert), [], .shown),
  row("L04", S(9, .background, .alert, .tap), ["C10", "C04", "C11"], .shown),
  row("L05", S(6, .suspended, .alert, .tap), ["C10", "C03", "C11"], .shown),
  row("L06", S(9, .background, .alert, .tapIcon), ["C10", "C11"], .shown),
  row("L07", S(6, .notRunning, .alert, .tap), ["C02", "C01", "C11"], .shown, launch: .present),
  row("L08", S(7, .notRunning, .alert, .tap), ["C02", "C01", "C04", "C11"], .shown, launch: .present, uncertain: ["X11"]),
  row("L09", S(9, .notRunning, .alert, .tapIcon), ["C02", "C01", "C11"], .shown, launch: .absent),
  row("L10", S(9, .background, .alert, .ignore), [], .shown),
  row("L11", S(9, .background, .alert, .tapAction), ["C09"], .shown),
  row("L13", S(6, .background, .alert, .tapLockScreen), ["C10", "C03", "C11"], .shown, uncertain: ["X13"]),
  row("U01", S(17, .foreground, .alert), ["C05"], .shown, uncertain: ["X02"]),
  row("U02", S(17, .foreground, .alert, impl: ["no-will-present"]), [], .hidden, uncertain: ["X20"]),
  // Apple's willPresent page is definite ("If you do not provide a delegate at all …
  // the system uses the notification's original options"), so the alert is shown (D); C04 stays U.
  row("U03", S(17, .foreground, .alert, impl: ["no-un-delegate"]), ["C04"], .shown, uncertain: ["X01"]),
  row("U04", S(17, .foreground, .alertContentAvailable), ["C04", "C05"], .shown, uncertain: ["X03"]),
  row("U05", S(17, .foreground, .alert, .tap), ["C05", "C06"], .shown, uncertain: ["X02"]),
  row("U06", S(17, .background, .alert), [], .shown),
  row("U07", S(17, .background, .alert, .tap), ["C10", "C06", "C11"], .shown, uncertain: ["X03"]),
  row("U08", S(17, .background, .alert, .tap, impl: ["no-un-delegate"]), ["C10", "C04", "C11"], .shown),
  row("U09", S(17, .notRunning, .alert, .tap), ["C02", "C01", "C06", "C11"], .shown, launch: .present, uncertain: ["X03", "X10"]),
  row("U10", S(17, .notRunning, .alert, .tap, impl: ["un-delegate-late"]), ["C02", "C01", "C11"], .shown, launch: .present, uncertain: ["X10"]),
  // Background launches and resumes (U11, B03, B08, V02, V03) gain C34 (U, X25): Apple, "About the
  // background execution sequence" (https://developer.apple.com/documentation/uikit/about-the-background-execution-sequence):
  // "UIKit calls the app delegate's applicationDidEnterBackground(_:) method. UIKit delivers the event
  // that caused the launch."; rdar://14295449 (https://github.com/lionheart/openradar-mirror/issues/13584)
  // measured a background launch where it "[was] not called".
  row("U11", S(17, .notRunning, .alert, .tapAction), ["C02", "C01", "C34", "C06"], .shown, launch: .uncertain, uncertain: ["X09", "X25"]),
  row("U12", S(17, .background, .alert, .dismiss, impl: ["custom-dismiss"]), ["C06"], .shown),
  row("U13", S(17, .background, .alert, .dismiss), [], .shown),
  row("U14", S(17, .background, .alert, .tapIcon), ["C10", "C11"], .shown),
  row("U15", S(17, .notRunning, .alert, .tapIcon), ["C02", "C01", "C11"], .shown, launch: .absent),
  row("U16", S(17, .background, .alert, .openSettings), ["C10", "C07", "C11"], .shown),
  row("U17", S(17, .inactive, .alert, impl: ["no-will-present"]), [], .unknown, uncertain: ["X06"]),
  row("U18", S(17, .background, .alert, .tapLockScreen), ["C10", "C06", "C11"], .shown, uncertain: ["X03"]),
  row("B01", S(17, .foreground, .silent), ["C04"], .hidden),
  row("B02", S(17, .background, .silent), ["C04"], .hidden),
  // The key is definite on a background launch (A-LOK).
  row("B03", S(17, .notRunning, .silent), ["C02", "C01", "C34", "C04"], .hidden, launch: .present, uncertain: ["X09", "X25"]),
  row("B04", S(17, .forceQuit, .silent), [], .hidden),
  row("B05", S(17, .foreground, .silent, impl: ["no-fetch-handler", "legacy-handler"]), ["C03"], .hidden),
  row("B06", S(17, .background, .silent, impl: ["no-background-mode"]), [], .hidden),
  row("B07", S(9, .background, .alertContentAvailable, .tap), ["C04", "C10", "C04", "C11"], .shown, uncertain: ["X28"]),
  row("B08", S(17, .suspended, .silent), ["C34", "C04"], .hidden, uncertain: ["X25"]),
  // Evidence changed this row: Firebase's and notifee's maintainers agree no C04 arrives now
  // (https://github.com/firebase/quickstart-ios/issues/403, https://github.com/invertase/react-native-notifee/issues/205).
  row("B09", S(17, .background, .silent, impl: ["low-power"]), [], .hidden, uncertain: ["X22", "X05"]),
  row("N01", S(17, .background, .mutableContent, impl: ["extension-timeout"]), ["C14", "C17"], .shown),
  row("N02", S(17, .background, .silent, impl: ["service-extension"]), ["C04"], .hidden),
  row("N03", S(17, .background, .mutableContent, sdk: .jpush), ["C14"], .shown),
  row("V01", S(10, .background, .voip), ["C18"], .ringing),
  row("V02", S(17, .notRunning, .voip), ["C02", "C01", "C34", "C15"], .ringing, launch: .uncertain, uncertain: ["X09", "X25"]),
  row("V03", S(17, .forceQuit, .voip), ["C02", "C01", "C34", "C15"], .hidden, launch: .uncertain, uncertain: ["X04", "X25"]),
  row("V04", S(26.4, .foreground, .voip), ["C16"], .ringing),
  row("G01", S(9, .foreground, .getuiTransmission, sdk: .getuiLegacy), ["C20"], .hidden),
  row("G02", S(17, .foreground, .getuiTransmission), ["C21"], .hidden),
  row("G03", S(17, .suspended, .getuiAPNs), [], .shown),
  row("G04", S(9, .background, .getuiAPNs, .tap, sdk: .getuiLegacy), ["C10", "C04", "C11", "C20"], .shown),
  row("G05", S(17, .background, .getuiAPNs, .tap, sdk: .getuiLegacy), ["C10", "C06", "C11", "C20"], .shown, uncertain: ["X03", "X07"]),
  row("G06", S(9, .notRunning, .getuiAPNs, .tap, sdk: .getuiLegacy), ["C02", "C01", "C04", "C11", "C20"], .shown, launch: .present, uncertain: ["X11"]),
  row("G07", S(9, .background, .getuiAPNs, .tapIcon, sdk: .getuiLegacy), ["C10", "C11", "C20"], .shown),
  row("G08", S(9, .foreground, .getuiAPNs, .tap, sdk: .getuiLegacy), ["C04"], .shown),
  row("G09", S(17, .background, .getuiAPNs, .tap), ["C10", "C22", "C11", "C21"], .shown, uncertain: ["X03", "X07"]),
  // GeTui's 推送流程说明: with the default strategy an app open in the foreground gets the message
  // over GeTui's connection (T19); through APNs (G10) when the strategy or the cid says so.
  row("G10", S(17, .foreground, .getuiAPNs, impl: ["getui-apns-channel"]), ["C23"], .shown, uncertain: ["X02"]),
  row("G02", S(17, .foreground, .getuiAPNs), ["C21"], .hidden),
  row("G11", S(17, .background, .silent, sdk: .getui), ["C21"], .hidden, uncertain: ["X07"]),
  row("G12", S(17, .background, .getuiTransmission, impl: ["run-background"]), ["C21"], .hidden, uncertain: ["X17", "X08"]),
  // GeTui's iOS SDK 概述: "应用在后台无法长时间运行，从而无法维持与服务端的长连接".
  row("G16", S(17, .background, .getuiTransmission), [], .hidden, uncertain: ["X08"]),
  row("G13", S(17, .background, .getuiAPNs, .ignore), [], .shown),
  row("G14", S(17, .background, .getuiAPNs, .openSettings), ["C10", "C24", "C11"], .shown),
  row("G15", S(17, .background, .getuiAPNs, .tapIcon), ["C10", "C11", "C21"], .shown),
  row("J01", S(17, .foreground, .jpushAPNs), ["C30"], .shown, uncertain: ["X02"]),
  row("J02", S(17, .background, .jpushAPNs, .tap), ["C10", "C31", "C11"], .shown, uncertain: ["X03"]),
  row("J03", S(17, .forceQuit, .jpushAPNs, .tap), ["C02", "C01", "C31", "C11"], .shown, launch: .present, uncertain: ["X03", "X10"]),
  row("J04", S(9, .background, .jpushAPNs, .tap), ["C10", "C04", "C11"], .shown),
  row("J05", S(17, .foreground, .jpushCustom), ["C33"], .hidden),
  row("J06", S(17, .background, .jpushCustom, .tapIcon), ["C10", "C11", "C33"], .hidden, uncertain: ["X08"]),
  row("J07", S(17, .background, .jpushAPNs, .openSettings), ["C10", "C32", "C11"], .shown),
  row("J08", S(17, .background, .silent, sdk: .jpush), ["C04"], .hidden),
  row("J09", S(17, .background, .jpushAPNs, .tap, impl: ["plus-custom-message"]), ["C10", "C31", "C11", "C33"], .shown, uncertain: ["X03"]),
]

@Suite struct DeliveryRowTests {
  @Test(arguments: rowCases)
  func rowPredictsWhatTheReferenceSays(_ testCase: RowCase) throws {
    try expectRow(testCase)
  }

  @Test func everyRowOfTheModelHasACase() {
    let covered = Set(rowCases.map(\.row))
    #expect(Set(DeliveryRow.allIDs).subtracting(covered).subtracting(evidenceRowCases.map(\.row)).subtracting(situationRowCases.map(\.row)).subtracting(surfaceRowCases.map(\.row))
      .subtracting(legacyCases.map(\.row)).subtracting(PushPluginRowTests.cases.compactMap(\.row)).isEmpty)
    // 70 rows in the reference, L12 (content-available before iOS 7, an evidence row), G15 and G16 extensions.
    #expect(covered.count + 1 == 72)
  }

  @Test func l12SilentPushBeforeIOS7IsAPushWithNothingToShow() throws {
    let prediction = try DeliveryPredictor.predict(S(6, .background, .silent))
    #expect(prediction.rowIDs.contains("L12"))
    #expect(prediction.callbacks.isEmpty)
  }
}

/// The topic files and the one order rows are tried in.
@Suite struct RowPrecedenceTests {
  @Test func everyRowHasItsPlaceInThePrecedence() {
    let ranked = Set(DeliveryRow.precedence)
    for row in DeliveryRow.all { #expect(ranked.contains(row.id), "\(row.id) is missing from DeliveryRow.precedence") }
    #expect(DeliveryRow.precedence.count == Set(DeliveryRow.precedence).count, "an id is listed twice")
    #expect(DeliveryRow.systemRows.count + DeliveryRow.sdkRows.count + DeliveryRow.overlays.count == DeliveryRow.all.count)
  }

  /// B04 (a force-quit app gets no background launch) narrows every background row: it is tried first.
  @Test func aForceQuitAppIsTriedBeforeTheBackgroundRows() {
    let ids = DeliveryRow.systemRows.map(\.id)
    #expect(ids.first == "B04")
    #expect(ids.firstIndex(of: "U21")! < ids.firstIndex(of: "U08")!)
  }
}
