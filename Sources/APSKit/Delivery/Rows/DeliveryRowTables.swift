/// The row tables in the order the engine tries them.
extension DeliveryRow {
  /// System rows: VoIP, foreground-inactive, background pushes, then the API generations.
  static let systemRows: [DeliveryRow] = firstSystemRows + situationSystemRows + situationResponseRows + evidenceSystemRows + voipRows + inactiveRows + backgroundRows + legacyRows.filter { $0.layer == .system } + modernRows.filter { $0.layer == .system }

  /// GeTui and JPush rows; every matching one applies.
  static let sdkRows: [DeliveryRow] = getuiRows + jpushRows + swizzlingSDKRows

  /// Rows that apply on top of whatever else matched.
  static let overlays: [DeliveryRow] = overlayRows + evidenceOverlays + situationOverlays + legacyRows.filter { $0.layer == .overlay } + modernRows.filter { $0.layer == .overlay }

  /// Every row of the model, for `--explain` and the tests.
  public static var allIDs: [String] {
    var seen = Set<String>()
    return (systemRows + sdkRows + overlays).map(\.id).filter { seen.insert($0).inserted }
  }

  /// The rows with this id (a few ids have one entry per variant).
  static func named(_ id: String) -> [DeliveryRow] {
    (systemRows + sdkRows + overlays).filter { $0.id == id }
  }
}

/// One row of the model, for `--explain ROW`.
public struct RowSummary: Sendable, Equatable {
  public var id: String
  public var summary: String
  public var confidence: Confidence
  public var callbacks: [String]
  public var uncertain: [String]
  public var sources: [String]

  /// The row (first variant) with this id.
  public static func named(_ id: String) -> RowSummary? {
    let rows = DeliveryRow.named(id)
    guard let first = rows.first else {
      // A row that states an impossible combination (L12) lives in the impossible rules.
      return ImpossibleRule.all.first { $0.row == id }.map {
        RowSummary(id: id, summary: "impossible: \($0.reason)", confidence: .documented, callbacks: [],
                   uncertain: [], sources: ["A-FETCH", "JP-NEW"])
      }
    }
    return RowSummary(
      id: id, summary: first.summary, confidence: first.confidence,
      callbacks: rows.flatMap { $0.steps.map(\.id) },
      uncertain: rows.flatMap { $0.uncertain.map(\.id) },
      sources: rows.flatMap(\.sources).reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
  }
}
