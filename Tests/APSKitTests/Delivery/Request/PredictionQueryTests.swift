import Testing

@testable import APSKit

/// The use case behind `aps predict`: settings in, an answer out. Diff and matrix vary one typed
/// setting; each answer is checked against predictions made one by one.
@Suite struct PredictionQueryTests {
  /// No file is read in these questions.
  static var noFiles: ScenarioBuilder.Sources {
    ScenarioBuilder.Sources(
    payload: { path, _ in throw ScenarioConflict(keys: [], message: "read \(path)") },
    headers: { path in throw ScenarioConflict(keys: [], message: "read \(path)") },
      displayName: { $0 })
  }

  static func settings(_ words: [(String, String)]) -> ScenarioSettings {
    var settings = ScenarioSettings()
    for (name, value) in words { #expect(ScenarioKey.named(name)?.apply(value, to: &settings) == true, "\(name) \(value)") }
    return settings
  }

  static func predict(_ words: [(String, String)]) throws -> Prediction {
    try DeliveryPredictor.predict(ScenarioBuilder.scenario(settings(words), sources: noFiles))
  }

  /// `--diff --ios 9 --ios 17 --state not-running --action tap`: the two versions' predictions.
  @Test func diffOverVersionsComparesEachVersionsPrediction() throws {
    let base = Self.settings([("state", "not-running"), ("action", "tap")])
    let dimension = ScenarioDimension(try #require(ScenarioKey.named("ios")), values: ["9", "17"])
    guard case .diff(let diff, let changed) = try PredictionQuery(settings: base, mode: .diff(dimension)).answer(sources: Self.noFiles) else {
      Issue.record("a diff answers a diff")
      return
    }
    let before = try Self.predict([("state", "not-running"), ("action", "tap"), ("ios", "9")])
    let after = try Self.predict([("state", "not-running"), ("action", "tap"), ("ios", "17")])
    #expect(changed == nil)
    #expect(diff.before.callbackIDs == before.callbackIDs && diff.after.callbackIDs == after.callbackIDs)
    #expect(diff.before.scenario.ios == IOSVersion(9) && diff.after.scenario.ios == IOSVersion(17))
    #expect(!diff.isEmpty)
  }

  /// `--diff --summary`: the start without the device flag, then with it.
  @Test func diffOverAFlagIsWithoutThenWith() throws {
    let base = Self.settings([("summary", ""), ("state", "background")])
    let dimension = ScenarioDimension.toggle(try #require(ScenarioKey.named("summary")))
    guard case .diff(let diff, let changed) = try PredictionQuery(settings: base, mode: .diff(dimension)).answer(sources: Self.noFiles) else {
      Issue.record("a diff answers a diff")
      return
    }
    #expect(changed?.key == "summary" && changed?.before == "off" && changed?.after == "on")
    #expect(!diff.before.scenario.capabilities.contains(.summary))
    #expect(diff.after.scenario.capabilities.contains(.summary))
  }

  /// `--matrix --interruption-level active --interruption-level time-sensitive`: a column a value.
  @Test func matrixOverADimensionHasAColumnPerValue() throws {
    let base = Self.settings([("ios", "16"), ("focus", "on")])
    let dimension = ScenarioDimension(try #require(ScenarioKey.named("interruption-level")), values: ["active", "time-sensitive"])
    guard case .dimensionMatrix(let matrix) = try PredictionQuery(settings: base, mode: .dimensionMatrix(dimension)).answer(sources: Self.noFiles) else {
      Issue.record("a matrix over a dimension answers one")
      return
    }
    #expect(matrix.dimension == "interruption-level")
    #expect(matrix.columns.map(\.value) == ["active", "time-sensitive"])
    #expect(matrix.columns.map(\.scenario.situation.interruptionLevel) == [.active, .timeSensitive])
    #expect(matrix.columns.allSatisfy { $0.scenario.situation.focus == .on && $0.scenario.ios == IOSVersion(16) })
    // The cells differ: a time-sensitive push breaks through Focus, an active one does not.
    let cells = matrix.columns.map { matrix.cell(state: .background, column: $0) }
    guard case .success(let active) = cells[0], case .success(let timeSensitive) = cells[1] else {
      Issue.record("both cells are predicted")
      return
    }
    #expect(active.presentation != timeSensitive.presentation)
  }

  /// A scenario file decodes into the same settings the command line gives; a bad key fails at its place.
  @Test func scenarioFileDecodesIntoSettings() throws {
    let bytes = Array(#"{"ios": 16, "focus": "on", "implements": ["no-un-delegate"], "summary": true}"#.utf8)
    let file = try ScenarioFile(decoding: bytes, path: "s.json") { _ in .null }
    #expect(file.settings == Self.settings([("ios", "16"), ("focus", "on"), ("implements", "no-un-delegate"), ("summary", "")]))
    do {
      _ = try ScenarioFile(decoding: Array("{\"ios\": \"17\",\n \"stat\": 1}".utf8), path: "s.json") { _ in .null }
      Issue.record("an unknown key fails")
    } catch let failure as ScenarioFile.Failure {
      #expect(failure.location?.line == 2 && failure.location?.column == 2)
      #expect(failure.message.hasPrefix("unknown key \"stat\"."))
    }
  }

  /// The command line goes over the file: a value wins, the app's code adds up, flags replace the push.
  @Test func commandLineGoesOverTheFile() {
    let file = Self.settings([("ios", "12"), ("implements", "handle-action"), ("kind", "silent"), ("alert", "")])
    let line = Self.settings([("ios", "17"), ("implements", "no-un-delegate"), ("sound", "")])
    let merged = line.over(file)
    #expect(merged.ios == IOSVersion(17))
    #expect(merged.implements == ["handle-action", "no-un-delegate"])
    #expect(merged.flags == [.sound] && merged.kind == nil)
  }
}
