import Testing

@testable import APSKit

@Suite struct CatalogueTests {
  @Test func catalogueHasItsIdsInOrderWithTheDocumentedGaps() {
    let numbers = (1...18).map { $0 } + (20...24).map { $0 } + (30...70).map { $0 }
    let expected = numbers.map { $0 < 10 ? "C0\($0)" : "C\($0)" }
    // C19 and C25–C29 are unassigned; C34–C54: scenes, the content extension, Live Activities,
    // Firebase, OneSignal, the location extension, widgets, controls, Push to Talk, File Provider,
    // Alibaba Cloud Mobile Push, Firebase data messages, CallKit's answer and end actions, an IM SDK's listener, MiPush's receiver;
    // C59–C70: the push plugins' callbacks (React Native Firebase and FlutterFire, expo-notifications, Airship, Capacitor).
    #expect(CallbackInfo.catalogue.map(\.id) == expected)
  }

  /// A few selectors exactly as the reference spells them.
  @Test(arguments: [
    ("C04", "application:didReceiveRemoteNotification:fetchCompletionHandler:"),
    ("C06", "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"),
    ("C20", "GeTuiSdkDidReceivePayloadData:andTaskId:andMsgId:andOffLine:fromGtAppId:"),
    ("C21", "GeTuiSdkDidReceiveSlience:fromGetui:offLine:appId:taskId:msgId:fetchCompletionHandler:"),
    ("C31", "jpushNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:"),
    ("C33", "NSNotificationCenter post named kJPFNetworkDidReceiveMessageNotification"),
  ])
  func selectorIsExact(_ id: String, _ selector: String) throws {
    #expect(try #require(CallbackInfo.named(id)).selector == selector)
  }

  @Test func everyCitedSourceIsInTheSourceTable() {
    let known = Set(SourceInfo.all.map(\.key))
    let cited = CallbackInfo.catalogue.flatMap(\.sources) + PitfallInfo.all.flatMap(\.sources)
      + (DeliveryRow.systemRows + DeliveryRow.sdkRows + DeliveryRow.overlays).flatMap(\.sources)
      + SDKRoute.all.flatMap(\.sources) + VersionFact.all.flatMap(\.sources)
    #expect(Set(cited).subtracting(known).isEmpty)
  }

  @Test func everyPointerNamesAnUncertainPoint() {
    #expect(UncertainInfo.all.map(\.id) == (1...28).map { $0 < 10 ? "X0\($0)" : "X\($0)" })
    let rows = DeliveryRow.systemRows + DeliveryRow.sdkRows + DeliveryRow.overlays
    let pointed = rows.flatMap(\.uncertain).map(\.id) + PitfallRule.all.flatMap(\.uncertain).map(\.id)
    #expect(Set(pointed).isSubset(of: Set(UncertainInfo.all.map(\.id))))
    // X12, X14 and X15 are cross-references only: no row points to them.
    #expect(Set(pointed).intersection(["X12", "X14", "X15"]).isEmpty)
    #expect(UncertainInfo.all.allSatisfy { UncertainInfo.reasons[$0.id] != nil })
  }

  @Test func everyRowStepNamesACataloguedCallback() {
    let rows = DeliveryRow.systemRows + DeliveryRow.sdkRows + DeliveryRow.overlays
    let ids = Set(rows.flatMap { $0.steps.map(\.id) } + SDKRoute.all.map(\.to))
    #expect(ids.allSatisfy { CallbackInfo.named($0) != nil })
  }
}

@Suite struct ScenarioResolutionTests {
  @Test func defaultsAndRemovals() throws {
    let resolved = try S(17, .background, .alert, impl: ["no-fetch-handler", "scenes"]).resolve()
    #expect(!resolved.capabilities.contains(.fetchHandler))
    #expect(resolved.capabilities.contains(.scenes))
    #expect(resolved.generation == .userNotifications)
  }

  @Test(arguments: [
    (IOSVersion(6), APIGeneration.legacyPre7), (IOSVersion(9), .legacy7to9), (IOSVersion(10), .userNotifications),
  ])
  func versionSelectsTheGeneration(_ ios: IOSVersion, _ generation: APIGeneration) throws {
    #expect(try S(ios, .background, .alert).resolve().generation == generation)
  }

  @Test func sdkOwnsTheDelegate() throws {
    #expect(try S(17, .background, .jpushAPNs, impl: ["no-un-delegate"]).resolve().generation == .userNotifications)
    #expect(try S(17, .background, .alert, impl: ["no-un-delegate"]).resolve().generation == .userNotificationsNoDelegate)
  }

  @Test func unknownCapabilitySuggests() {
    #expect(throws: DeliveryError.unknownValue(
      dimension: "\(term: .implements) value", value: "fetch-handlr", allowed: Capability.allCases.map(\.rawValue),
      suggestion: "Did you mean 'fetch-handler'?")) {
      try S(17, .background, .alert, impl: ["fetch-handlr"]).resolve()
    }
  }

  @Test func sdkContradictingTheKindIsRejected() {
    #expect(throws: DeliveryError.sdkConflict(kind: .jpushAPNs, sdk: .getui)) {
      try S(17, .background, .jpushAPNs, sdk: .getui).resolve()
    }
  }

  @Test(arguments: [
    S(17, .background, .silent, .tap), S(17, .background, .voip, .tap), S(9, .foreground, .alert, .tap),
    S(17, .foreground, .alert, .tapIcon), S(17, .notRunning, .getuiTransmission), S(7, .background, .alert, .tapAction),
    S(11, .background, .alert, .openSettings), S(9, .background, .mutableContent), S(12, .background, .alert, impl: ["scenes"]),
    S(17, .foreground, .alert, .tap, impl: ["presents-nothing"]),
  ])
  func impossibleCombinationsThrowWithAReason(_ scenario: DeliveryScenario) {
    #expect(throws: DeliveryError.self) { try DeliveryPredictor.predict(scenario) }
  }
}

@Suite struct ExplainIDTests {
  /// `aps predict --explain ID` names one thing: two catalogues giving the same id (a timeline rule
  /// and a row, two rule groups) would make one of them unreachable.
  @Test func everyExplainIDIsUnique() {
    var seen: Set<String> = []
    let repeated = PredictExplainIDs.all.filter { !seen.insert($0).inserted }
    #expect(repeated.isEmpty, "ids given twice: \(repeated)")
  }
}
