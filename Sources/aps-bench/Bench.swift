#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The measurements: each row times `aps` and, when installed, jq and Python doing the same work.
struct Bench {
  let settings: BenchSettings
  let aps: String
  let workspace: BenchWorkspace
  let jq = findProgram("jq")
  let python = findProgram("python3")

  func run() -> BenchReport {
    var report = BenchReport(
      lines: settings.lines, corpusBytes: workspace.corpus.count, runs: settings.runs,
      smallRuns: settings.smallRuns, jqFound: jq != nil, pythonFound: python != nil)
    let corpus = workspace.corpusPath
    report.rows.append(
      throughput(
        "`validate --jsonl`", aps: ["validate", "--jsonl", corpus],
        jq: ["empty", corpus], python: ["parse", corpus],
        target: .throughput(megabytesPerSecond: 400)))
    report.rows.append(
      throughput(
        "`fmt --jsonl` (pretty)", aps: ["fmt", "--jsonl", corpus],
        jq: [".", corpus], python: ["pretty", corpus], target: .ratioToJQ(10)))
    report.rows.append(
      throughput(
        "`fmt -c --jsonl`", aps: ["fmt", "-c", "--jsonl", corpus],
        jq: ["-c", ".", corpus], python: ["compact", corpus], target: .ratioToJQ(10)))
    report.rows.append(smallFile())
    report.rows.append(startUp())
    report.rows.append(contentsOf: memory())
    return report
  }

  /// One tool over the corpus, as many times as `settings.runs`.
  private func throughput(
    _ name: String, aps apsArguments: [String], jq jqArguments: [String], python pythonArguments: [String],
    target: BenchTarget
  ) -> BenchRow {
    let bytes = workspace.corpus.count
    var row = BenchRow(name: name, bytes: bytes, target: target)
    row.aps = measure([aps] + apsArguments, runs: settings.runs, what: name)
    if let jq { row.jq = measure([jq] + jqArguments, runs: settings.runs, what: "jq") }
    if let python {
      row.python = measure([python, workspace.pythonScript] + pythonArguments, runs: settings.runs, what: "python3")
    }
    return row
  }

  /// `aps size small.json`: one invocation of a typical payload, start-up included.
  private func smallFile() -> BenchRow {
    let small = workspace.smallPath
    var row = BenchRow(name: "`size small.json` (one run)", bytes: nil, target: .smallFile(milliseconds: 3, ratioToJQ: 8))
    row.aps = measure([aps, "size", small], runs: settings.smallRuns, what: "aps size")
    if let jq { row.jq = measure([jq, ".", small], runs: settings.smallRuns, what: "jq") }
    if let python { row.python = measure([python, "-m", "json.tool", small], runs: settings.smallRuns, what: "python3") }
    return row
  }

  private func startUp() -> BenchRow {
    var row = BenchRow(name: "`--version` (start-up)", bytes: nil, target: nil)
    row.aps = measure([aps, "--version"], runs: settings.smallRuns, what: "aps --version")
    if let jq { row.jq = measure([jq, "--version"], runs: settings.smallRuns, what: "jq") }
    if let python { row.python = measure([python, "--version"], runs: settings.smallRuns, what: "python3") }
    return row
  }

  /// Peak RSS of `aps` streaming `rssMegabytes` of JSON Lines from a pipe (nothing on disk):
  /// whole copies of the corpus, so no line is cut.
  private func memory() -> [BenchRow] {
    let copies = max(1, ((settings.rssMegabytes << 20) + workspace.corpus.count - 1) / workspace.corpus.count)
    let total = copies * workspace.corpus.count
    return [["validate", "--jsonl", "-"], ["fmt", "-c", "--jsonl", "-"]].map { arguments in
      let result = Spawn.run([aps] + arguments) { descriptor in
        for _ in 0..<copies {
          let written = workspace.corpus.withUnsafeBytes { Spawn.writeAll(descriptor, $0) }
          if !written { break }  // aps stopped reading
        }
      }
      if result.status != 0 { printError("aps-bench: aps \(arguments.joined(separator: " ")) exited \(result.status)") }
      var row = BenchRow(
        name: "peak RSS, `\(arguments.joined(separator: " "))` on \(total >> 20) MB", bytes: total,
        target: .peakMemory(megabytes: 20))
      row.aps = result.seconds
      row.peakRSS = result.peakRSSBytes
      return row
    }
  }

  private func measure(_ argv: [String], runs: Int, what: String) -> Double {
    let result = Spawn.median(runs: runs, argv)
    if result.status != 0 { printError("aps-bench: \(what) exited \(result.status): \(argv.joined(separator: " "))") }
    return result.seconds
  }
}
