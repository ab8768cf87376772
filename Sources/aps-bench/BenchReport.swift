import APSPlatform

/// What a row must reach (issues 7 and 14).
enum BenchTarget {
  case throughput(megabytesPerSecond: Double)
  /// At least this many times jq's speed and, when given, that many times an extra tool's (by its label).
  case ratioToJQ(Double, orModule: (String, Double)?)
  case smallFile(milliseconds: Double, ratioToJQ: Double)
  case peakMemory(megabytes: Double)
  /// At least this many times the speed of the extra tool with this label (timed in the same rounds).
  case ratioTo(String, Double)
}

/// One measured line of the table; times are medians in seconds.
struct BenchRow {
  var name: String
  /// Input size for throughput rows.
  var bytes: Int?
  var target: BenchTarget?
  var aps: Double = 0
  var jq: Double?
  var python: Double?
  /// Other tools timed in the same rounds (`jq empty`, Python orjson/simdjson), by label.
  var extras: [(label: String, seconds: Double?)] = []
  var peakRSS: Int?

  /// "met", "missed", or "" without a target.
  var verdict: String {
    guard let target else { return "" }
    let ratio = jq.map { $0 / aps }
    let met: Bool?
    switch target {
    case .throughput(let speed): met = megabytesPerSecond(aps).map { $0 >= speed }
    case .ratioToJQ(let wanted, let other):
      met = ratio.map { ratio in
        guard let (label, times) = other else { return ratio >= wanted }
        let versus = extras.first { $0.label == label }?.seconds.map { $0 / aps } ?? 0
        return ratio >= wanted && versus >= times
      }
    case .smallFile(let limit, let wanted): met = aps * 1000 <= limit && (ratio.map { $0 >= wanted } ?? true)
    case .peakMemory(let limit): met = peakRSS.map { Double($0) / 1_048_576 <= limit }
    case .ratioTo(let label, let wanted):
      met = extras.first { $0.label == label }?.seconds.map { $0 / aps >= wanted }
    }
    return met.map { $0 ? "met" : "**missed**" } ?? "n/a"
  }

  var targetText: String {
    switch target {
    case nil: return "–"
    case .throughput(let speed): return "≥ \(Int(speed)) MB/s"
    case .ratioToJQ(let wanted, let other):
      return "≥ \(Int(wanted))× jq" + (other.map { ", ≥ \(format($0.1, 1))× \($0.0)" } ?? "")
    case .smallFile(let limit, let wanted): return "≤ \(Int(limit)) ms, ≥ \(Int(wanted))× jq"
    case .peakMemory(let limit): return "≤ \(Int(limit)) MB"
    case .ratioTo(let label, let wanted): return "≥ \(format(wanted, 1))× \(label)"
    }
  }

  func megabytesPerSecond(_ seconds: Double) -> Double? {
    guard let bytes, seconds > 0 else { return nil }
    return Double(bytes) / 1_048_576 / seconds
  }

  /// "412 MB/s (0.126 s)" for throughput, "2.10 ms" for one run, "11.3 MB" for memory.
  func cell(_ seconds: Double?) -> String {
    guard let seconds else { return "–" }
    if let peakRSS, seconds == aps { return format(Double(peakRSS) / 1_048_576, 1) + " MB" }
    if let speed = megabytesPerSecond(seconds) { return format(speed, 0) + " MB/s (" + format(seconds, 2) + " s)" }
    return format(seconds * 1000, 2) + " ms"
  }

  func ratio(_ other: Double?) -> String {
    guard let other, aps > 0 else { return "–" }
    return format(other / aps, 1) + "×"
  }
}

/// The whole run, printed as Markdown.
struct BenchReport {
  /// The corpus size and run counts asked for.
  var settings: BenchSettings
  var corpusBytes: Int
  var jqFound: Bool
  var pythonFound: Bool
  /// How the measured binary was linked, e.g. "Swift runtime linked statically".
  var linkage: String
  /// Python modules that could not be imported (their rows are skipped).
  var missingModules: [String] = []
  var rows: [BenchRow] = []
  /// Lines printed under the table (a skipped measurement and why).
  var notes: [String] = []

  func markdown() -> String {
    let loadText = Platform.loadAverage().map { format($0, 2) } ?? "?"
    var text = """
      Corpus: \(settings.lines) lines, \(format(Double(corpusBytes) / 1_048_576, 1)) MB (SampleCorpus); medians of \(settings.runs) runs \
      (\(settings.smallRuns) for one-file rows); \(Platform.processorCount()) CPUs, load average \(loadText).
      Binary: \(linkage). Ratios are the other tool's time over aps's (higher is better for aps).\n
      | Work | aps | jq | python3 | vs jq | vs python3 | Target | |
      |---|---|---|---|---|---|---|---|\n
      """
    for row in rows {
      let cells = [
        row.name, row.cell(row.aps), row.cell(row.jq), row.cell(row.python), row.ratio(row.jq),
        row.ratio(row.python), row.targetText, row.verdict,
      ]
      text += "| " + cells.joined(separator: " | ") + " |\n"
    }
    // One table per set of extra tools (parse-only tools; simdjson), rows in the order measured.
    var groups: [[BenchRow]] = []
    for row in rows where !row.extras.isEmpty {
      if let index = groups.firstIndex(where: { $0[0].extras.map(\.label) == row.extras.map(\.label) }) {
        groups[index].append(row)
      } else {
        groups.append([row])
      }
    }
    for group in groups {
      let labels = group[0].extras.map(\.label)
      text += "\nSame rounds, other tools (per-line loops for Python):\n\n"
      text += "| Work | aps | " + labels.joined(separator: " | ") + " | Target | |\n|---|---|" + labels.map { _ in "---|" }.joined() + "---|---|\n"
      for row in group {
        let cells = row.extras.map { row.cell($0.seconds) + ", aps " + row.ratio($0.seconds) }
        text += "| " + ([row.name, row.cell(row.aps)] + cells + [row.targetText, row.verdict]).joined(separator: " | ") + " |\n"
      }
    }
    for module in missingModules {
      text += "\nskipped: python3 cannot import \(module) (pip install \(module == "simdjson" ? "pysimdjson" : module)).\n"
    }
    for note in notes { text += "\n\(note)\n" }
    if !jqFound { text += "\njq is not installed: its columns are empty.\n" }
    if !pythonFound { text += "\npython3 is not installed: its columns are empty.\n" }
    return text
  }
}

/// `value` with `places` decimals.
func format(_ value: Double, _ places: Int) -> String {
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = String(rounded)
  if places == 0, text.hasSuffix(".0") { text.removeLast(2) }
  if let dot = text.firstIndex(of: "."), places > 0 {
    let decimals = text.distance(from: text.index(after: dot), to: text.endIndex)
    if decimals < places { text += String(repeating: "0", count: places - decimals) }
  }
  return text
}
