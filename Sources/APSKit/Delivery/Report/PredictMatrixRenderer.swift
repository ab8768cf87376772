/// `aps predict --matrix`: a Markdown table of every state × action, the callbacks in each
/// cell; `—` marks a combination that cannot happen, `?` one no row covers, `C06?` a callback
/// tagged U.
enum PredictMatrixRenderer {
  static func render(_ matrix: DeliveryMatrix, swift: Bool) -> String {
    let base = matrix.base
    let sdk = (try? base.resolve().sdk) ?? .none
    var lines: [String] = []
    lines.append("Callbacks for iOS \(base.ios), \(base.kind.rawValue) push, SDK \(sdk.rawValue)"
      + (base.implements.isEmpty ? "" : ", implements \(base.implements.joined(separator: ","))")
      + ((try? base.resolve().situationWords).map { $0.isEmpty ? "" : ", " + $0.joined(separator: ", ") } ?? "") + ":")
    lines.append("")
    lines += table(
      corner: "action", columns: matrix.actions.map(\.rawValue), states: matrix.states,
      legend: "— cannot happen · ? no row of the model covers it · C06? the callback is uncertain (U)", swift: swift,
      cell: { matrix.cell(state: $0, action: matrix.actions[$1]) }, text: cellText)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The Markdown table both matrices print: a row a state, a column a value (`cell` gets the
  /// column's index), the legend, then each callback used with its selector or Swift name.
  static func table(
    corner: String, columns: [String], states: [AppState], legend: String, swift: Bool,
    cell: (AppState, Int) -> Result<Prediction, DeliveryError>, text: (Prediction) -> String
  ) -> [String] {
    var lines = ["| state \\ \(corner) | " + columns.joined(separator: " | ") + " |"]
    lines.append("|---|" + String(repeating: "---|", count: columns.count))
    var used: [String] = []
    for state in states {
      var cells: [String] = []
      for index in columns.indices {
        switch cell(state, index) {
        case .failure(.impossible), .failure(.conflict):
          cells.append("—")
        case .failure:
          cells.append("?")
        case .success(let prediction):
          for id in prediction.callbackIDs where !used.contains(id) { used.append(id) }
          cells.append(text(prediction))
        }
      }
      lines.append("| \(state.rawValue) | " + cells.joined(separator: " | ") + " |")
    }
    lines.append("")
    lines.append(legend)
    lines.append("")
    for id in used.sorted() {
      guard let info = CallbackInfo.named(id) else { continue }
      lines.append("- \(id) `\(swift ? info.swift : info.selector)`")
    }
    return lines
  }

  /// `C10 → C04 → C11 → C20 offLine=YES`; `(none)` when nothing runs.
  static func cellText(_ prediction: Prediction) -> String {
    guard !prediction.callbacks.isEmpty else { return "(none)" }
    return prediction.callbacks.map { callback in
      var text = callback.id + (callback.confidence == .uncertain ? "?" : "")
      let flags = callback.args.filter { if case .bool = $0.value { return true }; return $0.value == .null && $0.key == "offLine" }
      for member in flags { text += " \(member.key)=\(PredictTextRenderer.valueText(member.value))" }
      return text
    }.joined(separator: " → ")
  }
}
