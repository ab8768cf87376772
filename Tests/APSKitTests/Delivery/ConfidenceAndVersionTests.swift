import Testing

@testable import APSKit

/// Confidence as strong as the evidence, and a major version meaning its release.
@Suite struct ConfidenceAndVersionTests {
  /// Apple, "Pushing background updates to your App": background delivery is not guaranteed, so
  /// nothing a background push wakes is D.
  @Test(arguments: [AppState.background, .suspended, .notRunning])
  func aBackgroundWakeIsNeverDefinite(state: AppState) throws {
    for kind in [NotificationKind.silent, .alertContentAvailable] {
      let prediction = try DeliveryPredictor.predict(S(17, state, kind))
      #expect(!prediction.callbacks.isEmpty)
      #expect(prediction.callbacks.allSatisfy { $0.confidence != .documented }, "\(state) \(kind): \(prediction.callbacks.map { "\($0.id) \($0.confidence)" })")
    }
  }

  /// The same page for the rows: the budget row (B08) and the SDKs' relays of a background push
  /// (G11 GeTui, J08 JPush) describe the wake, so they are B; a system row that says nothing is
  /// delivered (B04 after a force-quit) stays D.
  @Test(arguments: [(PushSDK?.none, "B08"), (.getui, "G11"), (.jpush, "J08")])
  func rowsAboutABackgroundWakeAreBestEffort(sdk: PushSDK?, row: String) throws {
    for state in [AppState.background, .suspended] {
      let prediction = try DeliveryPredictor.predict(S(17, state, .silent, sdk: sdk))
      #expect(prediction.rows.first { $0.id == row }?.confidence == .bestEffort, "\(state) \(row)")
      #expect(!prediction.rows.contains { $0.confidence == .documented }, "\(prediction.rows.map { "\($0.id) \($0.confidence)" })")
    }
    let forceQuit = try DeliveryPredictor.predict(S(17, .forceQuit, .silent, sdk: sdk))
    #expect(forceQuit.rows.first { $0.id == "B04" }?.confidence == .documented)
  }

  /// The catalogue (`aps predict --explain ROW`) says the same of each row: a background push
  /// reaching an app that is not on screen is B; rows of non-delivery or of the foreground stay D.
  @Test(arguments: [("B02", Confidence.bestEffort), ("B03", .bestEffort), ("B07", .bestEffort), ("B08", .bestEffort),
                    ("G11", .bestEffort), ("J08", .bestEffort), ("B04", .documented), ("B14", .documented), ("B01", .documented)])
  func theCatalogueLabelsBackgroundDeliveryBestEffort(row: String, confidence: Confidence) throws {
    #expect(RowSummary.named(row)?.confidence == confidence)
  }

  /// A push to an app on screen is not a background wake: willPresent stays D.
  @Test func aForegroundAlertStaysDefinite() throws {
    let prediction = try DeliveryPredictor.predict(S(17, .foreground, .alert))
    #expect(prediction.callbacks.first { $0.id == "C05" }?.confidence == .documented)
  }

  /// `--ios 10` is the 10.x release: the 10.0 regression U24 is a note; `10.0` applies it.
  @Test func aDotZeroQuirkAppliesOnlyWhenThatReleaseIsNamed() throws {
    var release = S(10, .background, .alert, .tap, impl: ["no-un-delegate"])
    release.ios = IOSVersion(parsing: "10")!
    let usual = try DeliveryPredictor.predict(release)
    #expect(!usual.rowIDs.contains("U24"))
    #expect(usual.notes.contains { $0.hasPrefix("iOS 10.0 only (U24)") })
    release.ios = IOSVersion(parsing: "10.0")!
    let dotZero = try DeliveryPredictor.predict(release)
    #expect(dotZero.rowIDs.contains("U24"))
    #expect(dotZero.notes.isEmpty)
  }
}
