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
    compare(
      BenchRow(name: name, bytes: workspace.corpus.count, target: target), runs: settings.runs, aps: [aps] + apsArguments,
      jq: jq.map { [$0] + jqArguments }, python: python.map { [$0, workspace.pythonScript] + pythonArguments })
  }

  /// `aps size small.json`: one invocation of a typical payload, start-up included.
  private func smallFile() -> BenchRow {
    let small = workspace.smallPath
    return compare(
      BenchRow(name: "`size small.json` (one run)", bytes: nil, target: .smallFile(milliseconds: 3, ratioToJQ: 8)),
      runs: settings.smallRuns, aps: [aps, "size", small], jq: jq.map { [$0, ".", small] },
      python: python.map { [$0, "-m", "json.tool", small] })
  }

  private func startUp() -> BenchRow {
    compare(
      BenchRow(name: "`--version` (start-up)", bytes: nil, target: nil), runs: settings.smallRuns,
      aps: [aps, "--version"], jq: jq.map { [$0, "--version"] }, python: python.map { [$0, "--version"] })
  }

  /// Peak RSS of `aps` streaming `rssMegabytes` of JSON Lines from a pipe (nothing on disk):
  /// whole copies of the corpus, so no line is cut.
  private func memory() -> [BenchRow] {
    let copies = max(1, ((settings.rssMegabytes << 20) + workspace.corpus.count - 1) / workspace.corpus.count)
    let total = copies * workspace.corpus.count
    return [["validate", "--jsonl", "-"], ["fmt", "-c", "--jsonl", "-"]].map { arguments in
      let result = Spawn.run([aps] + arguments) { descriptor, _ in
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

  /// Medians of `runs` rounds, each running aps, jq and Python once in turn, so that a busy
  /// moment of the machine weighs on all three alike.
  private func compare(_ row: BenchRow, runs: Int, aps: [String], jq: [String]?, python: [String]?) -> BenchRow {
    let commands = [aps, jq, python]
    var times = [[Double]](repeating: [], count: commands.count)
    for _ in 0..<max(1, runs) {
      for (index, argv) in commands.enumerated() {
        guard let argv else { continue }
        let result = Spawn.run(argv)
        if result.status != 0 { printError("aps-bench: exit \(result.status): \(argv.joined(separator: " "))") }
        times[index].append(result.seconds)
      }
    }
    func median(_ values: [Double]) -> Double? {
      values.isEmpty ? nil : values.sorted()[values.count / 2]
    }
    var row = row
    row.aps = median(times[0]) ?? 0
    row.jq = median(times[1])
    row.python = median(times[2])
    return row
  }
}
