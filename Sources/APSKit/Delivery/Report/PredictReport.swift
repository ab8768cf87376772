/// A `PredictionAnswer` laid out for reading: plain text (Markdown tables, Mermaid) or JSON
/// records, independent of the terminal. The caller writes it.
public struct PredictReport {
  public var answer: PredictionAnswer
  /// A timeline's events as the scenario file gave them (its records repeat them).
  public var events: [JSONValue]
  /// Swift signatures instead of Objective-C selectors.
  public var swift: Bool
  /// How the reader names options and commands (`--ios`).
  public var spelling: (HintTerm) -> String

  public init(_ answer: PredictionAnswer, events: [JSONValue] = [], swift: Bool, spelling: @escaping (HintTerm) -> String) {
    self.answer = answer
    self.events = events
    self.swift = swift
    self.spelling = spelling
  }

  /// The text answer; `mermaid`: one push as a Mermaid sequence diagram. A scenario's labels
  /// (push ids, collapse ids, a user event's target) are the user's text: shown, never acted on by
  /// the terminal (`TerminalText`).
  public func text(mermaid: Bool = false) -> String {
    TerminalText.visible(rendered(mermaid: mermaid), keepNewlines: true)
  }

  private func rendered(mermaid: Bool) -> String {
    switch answer {
    case .one(let prediction):
      return mermaid ? PredictMermaidRenderer.render(prediction, swift: swift) : PredictTextRenderer.render(prediction, swift: swift, spelling: spelling)
    case .timeline(let result, let start): return PredictTimelineRenderer.text(result, head: start, swift: swift)
    case .diff(let diff, let changed): return PredictDiffRenderer.text(diff, swift: swift, changed: changed.map { ($0.key, $0.before, $0.after) })
    case .matrix(let matrix): return PredictMatrixRenderer.render(matrix, swift: swift)
    case .dimensionMatrix(let matrix): return PredictDimensionMatrix.render(matrix, swift: swift)
    }
  }

  /// The JSON records (`aps help json`), one per line of JSON Lines.
  public var records: [JSONValue] {
    switch answer {
    case .one(let prediction): return [PredictJSON.value(prediction)]
    case .timeline(let result, _): return [PredictTimelineRenderer.json(result, events: events)]
    case .diff(let diff, _): return [PredictDiffRenderer.json(diff)]
    case .matrix(let matrix): return PredictMatrixJSON.records(matrix, spelling: spelling)
    case .dimensionMatrix(let matrix): return PredictDimensionMatrix.records(matrix, spelling: spelling)
    }
  }
}
