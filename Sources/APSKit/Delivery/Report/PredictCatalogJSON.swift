/// The records of `--scenarios`, `--pitfalls` and `--explain` with `--format json` (printed by
/// `JSONRecordWriter`): camelCase keys; sources as objects with their key, title and full link.
public enum PredictCatalogJSON {
  public static func scenarios() -> [JSONValue] {
    (NamedScenario.all.map { preset in
      ["name": .string(preset.name), "summary": .string(preset.summary), "source": .string("BLOG-" + preset.seed.prefix(3))]
    })
  }

  public static func pitfalls() -> [JSONValue] {
    (PitfallInfo.all.map { ["id": .string($0.id), "title": .string($0.title), "confidence": .string($0.confidence)] })
  }

  /// `spelling`: how the reader names options and commands.
  public static func explain(_ id: String, spelling: (HintTerm) -> String) throws -> JSONValue {
    let key = id.uppercased()
    if let pitfall = PitfallInfo.named(key) {
      return [
        "type": "pitfall", "id": .string(pitfall.id), "title": .string(pitfall.title),
        "confidence": .string(pitfall.confidence), "when": .string(pitfall.trigger), "fix": .string(pitfall.fix),
        "sources": sources(pitfall.sources),
      ]
    }
    if let rule = TimelineRule.named(key) {
      return [
        "type": "timeline-rule", "id": .string(rule.id), "summary": .string(rule.summary),
        "certainty": .string(rule.certainty.rawValue), "sources": sources(rule.sources),
      ]
    }
    if let item = UncertainInfo.named(key) {
      return [
        "type": "uncertain", "id": .string(item.id), "question": .string(item.question), "confidence": "U",
        "evidence": .string(item.evidence), "treatment": .string(item.treatment.text(spelling: spelling)),
      ]
    }
    if let callback = CallbackInfo.named(key) {
      return [
        "type": "callback", "id": .string(callback.id), "selector": .string(callback.selector),
        "swift": .string(callback.swift), "owner": .string(callback.owner),
        "availability": .string(callback.availability), "remark": .string(callback.remark),
        "sources": sources(callback.sources),
      ]
    }
    if let row = RowSummary.named(key) {
      return [
        "type": "row", "id": .string(row.id), "summary": .string(row.summary), "confidence": .string(row.confidence.rawValue),
        "callbacks": .array(row.callbacks.map { .string($0) }), "uncertain": .array(row.uncertain.map { .string($0) }),
        "sources": sources(row.sources),
      ]
    }
    if let preset = NamedScenario.named(id) {
      return [
        "type": "scenario", "name": .string(preset.name), "summary": .string(preset.summary),
        "conclusion": .string(preset.conclusion), "sources": sources(["BLOG-" + preset.seed.prefix(3)]),
      ]
    }
    if let source = SourceInfo.named(id) ?? SourceInfo.all.first(where: { $0.key.uppercased() == key }) {
      return ["type": "source", "key": .string(source.key), "title": .string(source.title), "location": .string(source.location)]
    }
    throw DeliveryError.unknownID(id)
  }

  /// Source keys as `{"key","title","location"}` objects.
  static func sources(_ keys: [String]) -> JSONValue {
    .array(keys.map { key in
      let source = SourceInfo.named(key)
      return ["key": .string(key), "title": .string(source?.title ?? ""), "location": .string(source?.location ?? "")]
    })
  }

}

/// `--matrix --format json`: one record per state × action cell.
enum PredictMatrixJSON {
  static func records(_ matrix: DeliveryMatrix, spelling: (HintTerm) -> String) -> [JSONValue] {
    var records: [JSONValue] = []
    for state in matrix.states {
      for action in matrix.actions {
        var record: [JSONMember] = [JSONMember("state", .string(state.rawValue)), JSONMember("action", .string(action.rawValue))]
        switch matrix.cell(state: state, action: action) {
        case .success(let prediction):
          record.append(JSONMember("ok", .bool(true)))
          record.append(JSONMember("callbacks", .array(prediction.callbacks.map { callback in
            ["id": .string(callback.id), "confidence": .string(callback.confidence.rawValue), "args": .object(callback.args)]
          })))
        case .failure(let error):
          record.append(JSONMember("ok", .bool(false)))
          if case .impossible = error {
            record.append(JSONMember("impossible", .string(error.explanation.text(spelling: spelling))))
          } else {
            record.append(JSONMember("notModelled", .string(error.explanation.text(spelling: spelling))))
          }
        }
        records.append(.object(record))
      }
    }
    return records
  }
}
