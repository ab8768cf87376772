/// The row tables in the order the engine tries them.
extension DeliveryRow {
  /// Every row, by topic (one file per topic in this folder).
  static let all: [DeliveryRow] =
    receiverRows + systemPolicyRows + alertRows + backgroundRows + launchRows + actionRows + extensionRows + voipRows
    + liveActivityRows + locationRows + pushTypeRows + getuiRows + jpushRows + aliyunRows + firebaseDataRows + swizzlingSDKRows
    + pairedWatchRows + notificationSettingRows + surfaceRows + reachRows + configurationRows + authorizationRows
    + legacyRows
    + pushPluginRows

  /// The order rows are tried in. A system row stops the search at the first match, so a row that
  /// narrows another comes first (B04, a force-quit app, before every background row; the iOS 10.0
  /// quirks before the tap rows; the API generations last). SDK rows and overlays all apply, in
  /// this order. Variants sharing an id keep their order in `all`.
  static let precedence: [String] = [
    "B04", "L12", "TV1", "H01", "H02", "B14", "B15", "B12", "V06", "N10", "LA8", "LA0", "LC1", "LC2", "W01", "W02", "W03", "PT2", "PT1",
    "FP1", "CP2", "CP1", "MD1", "U21", "U22", "U24", "U25", "U20", "U23", "N11", "A02", "A03", "B10", "B11", "I01",
    "I04", "LA1", "LA2", "I02", "I03", "LA3", "U19", "V01", "V02", "V03", "U17", "B01", "B05", "B02", "B07",
    "B03", "B06", "L01", "L02", "L03", "L04", "L05", "L06", "L07", "L08", "L09", "L10", "L11", "U04", "U01",
    "U02", "U03", "U06", "U05", "U07", "U08", "U10", "U09", "U11", "U12", "U13", "U14", "U15", "U16", "G01",
    "G02", "G12", "G16", "G03", "G10", "G11", "G04", "G05", "G06", "G07", "G08", "G09", "G15", "G13", "G14", "J01",
    "J04", "J05", "J06", "J08", "J02", "J03", "J07", "J09", "AL1", "AL2", "FD1", "FD2", "F04", "F02", "F03", "O05", "O06", "O02", "O03",
    "N01", "N02", "N03", "B08", "B09", "V04", "V08", "V10", "V11", "A01", "N04", "N05", "V05", "V09", "F01", "O01", "O04", "A04", "IL1",
    "IL2", "IL3", "IL4", "IL9", "IL5", "IL6", "IL7", "IL8", "H03", "LA6", "LA4", "LA5", "LA7", "LA9", "N06", "N07", "N08", "N09",
    "N12", "N13", "N14", "Q18", "L13", "U18", "V07",
    "SIM1", "HA1",
    "PW1",
    "NS1", "NS2", "NS3",
    "AN1", "RO1", "RO2", "RO3",
    "IL10", "IL11",
    "EX1", "WA2", "MC1", "IC1", "IC2", "CA1", "CA2", "HP2",
    "CF2", "CF3",
    "L14", "L15", "L16", "L17",
    "PF1", "PF2", "PF3", "PF4", "PF5", "PF6", "XN1", "XN2", "XN3", "XN4", "XN5", "UA1", "UA2", "UA3", "UA4", "CN1", "CN2", "CN3",
  ]

  /// System rows, tried in `precedence` order; the first match wins.
  static let systemRows: [DeliveryRow] = ordered(.system)

  /// GeTui, JPush and the swizzling SDKs' rows; every matching one applies.
  static let sdkRows: [DeliveryRow] = ordered(.sdk)

  /// Rows that apply on top of whatever else matched.
  static let overlays: [DeliveryRow] = ordered(.overlay)

  /// The rows of one layer in `precedence` order (a row missing from it sorts last; a test checks none is).
  private static func ordered(_ layer: RowLayer) -> [DeliveryRow] {
    let rank = Dictionary(precedence.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    return all.enumerated().filter { $0.element.layer == layer }
      .sorted { (rank[$0.element.id] ?? Int.max, $0.offset) < (rank[$1.element.id] ?? Int.max, $1.offset) }
      .map(\.element)
  }

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
      // A row that states an impossible combination lives in the impossible rules.
      return ImpossibleRule.all.first { $0.row == id }.map {
        RowSummary(id: id, summary: "impossible: \($0.reason)", confidence: .documented, callbacks: [],
                   uncertain: [], sources: ["A-FETCH", "JP-NEW"])
      }
    }
    return RowSummary(
      id: id, summary: first.summary,
      confidence: first.confidence == .documented && first.deliversInTheBackground ? .bestEffort : first.confidence,
      callbacks: rows.flatMap { $0.steps.map(\.id) },
      uncertain: rows.flatMap { $0.uncertain.map(\.id) },
      sources: rows.flatMap(\.sources).reduce(into: []) { if !$0.contains($1) { $0.append($1) } })
  }
}
