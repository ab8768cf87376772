extension TimelineState {
  /// A background push to an app the user force-quit: iOS does not launch the app (B04) and holds
  /// nothing for its next launch. Apple, "Pushing background updates to your App": "If something
  /// force quits or kills the app, the system discards the held notification."
  mutating func discardAfterForceQuit(_ held: HeldPush, index: Int) throws -> TimelineStep {
    let prediction = try DeliveryPredictor.predict(held.scenario)
    var notes = [Self.note("T07", "the app was force-quit: iOS does not launch it and discards \(held.label); nothing is handed over at the next launch")]
    _ = show(held, prediction: prediction, notes: &notes)
    // A sound or badge the push carries still plays or sets (B04); the app gets nothing.
    let seen = prediction.presentation
    let delivered = seen.sound == true || seen.badge == true
    return step(index, prediction: prediction, callbacks: prediction.callbacks, delivered: delivered, certainty: notes.contains { $0.hasPrefix("T31") } ? .may : .definite, notes: notes)
  }
}
