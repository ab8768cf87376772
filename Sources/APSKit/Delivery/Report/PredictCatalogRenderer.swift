/// `--scenarios`, `--pitfalls` and `--explain ID`.
public enum PredictCatalogRenderer {
  public static func scenarios() -> String {
    let width = NamedScenario.all.map(\.name.count).max() ?? 0
    return NamedScenario.all.map { preset in
      preset.name + String(repeating: " ", count: width - preset.name.count + 2) + preset.summary
    }.joined(separator: "\n") + "\n"
  }

  public static func pitfalls() -> String {
    PitfallInfo.all.map { "\($0.id)  \($0.title)  [\($0.confidence)]" }.joined(separator: "\n") + "\n"
  }

  /// One pitfall, uncertain point, row, callback, scenario or source in full.
  /// `spelling`: how the reader names options and commands.
  public static func explain(_ id: String, spelling: (HintTerm) -> String) throws -> String {
    let key = id.uppercased()
    if let pitfall = PitfallInfo.named(key) {
      return lines([
        "\(pitfall.id) \(pitfall.title)", "confidence: \(pitfall.confidence)",
        "when: \(pitfall.trigger)", "what goes wrong / what to do: \(pitfall.fix)",
      ] + sourceLines(pitfall.sources))
    }
    if let item = UncertainInfo.named(key) {
      // The sources the evidence quotes, with their links, so both sides can be checked.
      let words = Set(item.evidence.split { !($0.isLetter || $0.isNumber || $0 == "-") }.map(String.init))
      let cited = SourceInfo.all.map(\.key).filter { words.contains($0) }
      return lines([
        "\(item.id) \(item.question)", "confidence: U", "sources say: \(item.evidence)",
        "predict: \(item.treatment.text(spelling: spelling))",
      ] + (cited.isEmpty ? [] : sourceLines(cited)))
    }
    if let rule = TimelineRule.named(key) {
      return lines(["\(rule.id) \(rule.summary)", "certainty: \(rule.certainty.rawValue)"] + sourceLines(rule.sources, quoted: true))
    }
    if let callback = CallbackInfo.named(key) {
      return lines([
        "\(callback.id) \(callback.selector)", "swift: \(callback.swift)", "owner: \(callback.owner)",
        "availability: \(callback.availability)",
      ] + (callback.remark.isEmpty ? [] : ["remark: \(callback.remark)"]) + sourceLines(callback.sources))
    }
    if let row = RowSummary.named(key) {
      return lines([
        "\(row.id) \(row.summary)", "confidence: \(row.confidence.rawValue)",
        "callbacks: " + (row.callbacks.isEmpty ? "none of its own" : row.callbacks.joined(separator: ", ")),
      ] + (row.uncertain.isEmpty ? [] : ["uncertain: " + row.uncertain.joined(separator: ", ")]) + sourceLines(row.sources, quoted: true))
    }
    if let preset = NamedScenario.named(id) {
      let key = "BLOG-" + preset.seed.prefix(3)
      let post = SourceInfo.named(key).map { "\(key): \($0.location)" } ?? key
      return lines([preset.name, preset.summary, "source: \(post)", "the post concludes (translated): \(preset.conclusion)"])
    }
    if let source = SourceInfo.named(id) ?? SourceInfo.all.first(where: { $0.key.uppercased() == key }) {
      return lines(["\(source.key) \(source.title)", "location: \(source.location)"])
    }
    throw DeliveryError.unknownID(id)
  }

  /// `quoted`: a row's sources also say what they say (the title holds the quoted sentence).
  private static func sourceLines(_ keys: [String], quoted: Bool = false) -> [String] {
    ["sources:"] + keys.flatMap { key -> [String] in
      guard let source = SourceInfo.named(key) else { return ["  \(key)"] }
      let link = "  \(key): \(source.location)"
      return quoted && !source.title.isEmpty ? [link, "     \(source.title)"] : [link]
    }
  }

  private static func lines(_ items: [String]) -> String {
    items.joined(separator: "\n") + "\n"
  }
}
