/// `aps predict --matrix` with one option given several times: every state × each value, the
/// callbacks and what the user sees in each cell (text: a Markdown table; json: one record per
/// cell with the option as a key).
enum PredictDimensionMatrix {
  static func render(_ matrix: DimensionMatrix, swift: Bool) -> String {
    var lines = ["Callbacks and what the user sees for each --\(matrix.dimension):", ""]
    lines += PredictMatrixRenderer.table(
      corner: matrix.dimension, columns: matrix.columns.map(\.value), states: matrix.states,
      legend: "— cannot happen · ? no row covers it · C06? uncertain · sees: the parts shown on arrival (banner, list, sound, badge)",
      swift: swift, cell: { matrix.cell(state: $0, column: matrix.columns[$1]) },
      text: { PredictMatrixRenderer.cellText($0) + " · " + sees($0.presentation) })
    return lines.joined(separator: "\n") + "\n"
  }

  static func records(_ matrix: DimensionMatrix, spelling: (HintTerm) -> String) -> [JSONValue] {
    var records: [JSONValue] = []
    for state in matrix.states {
      for column in matrix.columns {
        var record = [JSONMember("state", .string(state.rawValue)), JSONMember(matrix.dimension, .string(column.value))]
        switch matrix.cell(state: state, column: column) {
        case .success(let prediction):
          record.append(JSONMember("ok", .bool(true)))
          record.append(JSONMember("callbacks", .array(prediction.callbacks.map { callback in
            ["id": .string(callback.id), "confidence": .string(callback.confidence.rawValue), "args": .object(callback.args)]
          })))
          let seen = prediction.presentation
          record.append(JSONMember("presentation", [
            "banner": seen.banner.map(JSONValue.bool) ?? .null, "list": seen.list.map(JSONValue.bool) ?? .null,
            "sound": seen.sound.map(JSONValue.bool) ?? .null, "badge": seen.badge.map(JSONValue.bool) ?? .null,
          ]))
        case .failure(let error):
          record.append(JSONMember("ok", .bool(false)))
          switch error {
          case .impossible, .conflict: record.append(JSONMember("impossible", .string(error.explanation.text(spelling: spelling))))
          default: record.append(JSONMember("notModelled", .string(error.explanation.text(spelling: spelling))))
          }
        }
        records.append(.object(record))
      }
    }
    return records
  }

  /// `banner+list+sound`, `list`, `nothing`, `?` for an unknown part.
  private static func sees(_ presentation: PresentationPrediction) -> String {
    let parts = [("banner", presentation.banner), ("list", presentation.list), ("sound", presentation.sound), ("badge", presentation.badge)]
    if parts.contains(where: { $0.1 == nil }) { return "sees ?" }
    let shown = parts.filter { $0.1 == true }.map(\.0)
    return shown.isEmpty ? "nothing" : shown.joined(separator: "+")
  }
}
