import APSPlatform

/// The measurements: each row times `aps` and, when installed, jq and Python doing the same work.
struct Bench {
  let settings: BenchSettings
  let aps: String
  let workspace: BenchWorkspace
  let jq = Subprocess.find("jq", environment: Platform.processEnvironment)
  let python = Subprocess.find("python3", environment: Platform.processEnvironment)
  /// Python modules measured when importable (a visible line in the report otherwise).
  var pythonModules: [String] {
    guard let python else { return [] }
    return ["orjson", "simdjson"].filter { Subprocess.measure([python, "-c", "import \($0)"]).status == 0 }
  }

  func run() -> BenchReport {
    var report = BenchReport(
      settings: settings, corpusBytes: workspace.corpus.count, jqFound: jq != nil, pythonFound: python != nil,
      linkage: linkage(of: aps))
    if settings.capturesOnly {
      report.rows = captureRows(events: settings.captureEvents)
      return report
    }
    let (sendRows, sendNote) = SendBench(aps: aps, tokens: settings.sendTokens, mockScript: settings.mockScript).rows()
    report.notes += sendNote.map { [$0] } ?? []
    if settings.sendOnly {
      report.rows = sendRows
      return report
    }
    let corpus = workspace.corpusPath
    let modules = pythonModules
    report.missingModules = ["orjson", "simdjson"].filter { !modules.contains($0) }
    // Checking rows: jq's column is `jq -c .` (it reads and writes every document, as the issue compares);
    // `jq empty` (parse only) and the fast Python parsers run in the same rounds.
    let parseOnly = [("`jq empty`", jq.map { [$0, "empty", corpus] })]
      + modules.map { module in ("python3 \(module)", python.map { [$0, workspace.pythonScript, module, corpus] }) }
    report.rows.append(
      throughput(
        "`validate --jsonl`", aps: ["validate", "--jsonl", "-q", corpus],
        jq: ["-c", ".", corpus], python: ["parse", corpus], extras: parseOnly,
        target: .ratioToJQ(10, orModule: modules.contains("orjson") ? ("python3 orjson", 1.5) : nil)))
    report.rows.append(
      throughput(
        "`size --jsonl`", aps: ["size", "--jsonl", corpus],
        jq: ["-c", ".", corpus], python: ["parse", corpus], extras: parseOnly, target: .ratioToJQ(10, orModule: nil)))
    report.rows.append(
      throughput(
        "`fmt --jsonl` (pretty)", aps: ["fmt", "--jsonl", corpus],
        jq: [".", corpus], python: ["pretty", corpus], target: .ratioToJQ(10, orModule: nil)))
    report.rows.append(
      throughput(
        "`fmt -c --jsonl`", aps: ["fmt", "-c", "--jsonl", corpus],
        jq: ["-c", ".", corpus], python: ["compact", corpus], target: .ratioToJQ(10, orModule: nil)))
    report.rows.append(contentsOf: simdjsonRows(report: &report))
    report.rows.append(smallFile())
    report.rows.append(startUp())
    report.rows.append(contentsOf: memory())
    report.rows.append(bigDocumentMemory(megabytes: 30))
    report.rows.append(contentsOf: sendRows)
    report.rows.append(contentsOf: captureRows(events: settings.captureEvents))
    return report
  }

  /// Start-up depends on linking (docs/benchmarks.md): a binary naming the shared Swift runtime loads it
  /// at every start.
  private func linkage(of path: String) -> String {
    guard let data = Platform.contents(ofFile: path) else { return "unknown linking" }
    if data.firstRange(of: Array("libswiftCore.so".utf8)) != nil { return "Swift runtime linked dynamically (installed form: --static-swift-stdlib)" }
    return isFullyStatic(data) ? "fully static executable" : "Swift runtime linked statically (--static-swift-stdlib)"
  }

  /// A 64-bit ELF file without a PT_INTERP program header needs no dynamic loader: fully static.
  private func isFullyStatic(_ data: [UInt8]) -> Bool {
    func number(_ offset: Int, _ size: Int) -> Int {
      guard offset + size <= data.count else { return 0 }
      return (0..<size).reduce(0) { $0 | Int(data[offset + $1]) << (8 * $1) }  // little-endian
    }
    guard data.starts(with: [0x7F, 0x45, 0x4C, 0x46, 2]) else { return false }  // "\x7FELF", 64-bit
    let table = number(32, 8), entrySize = number(54, 2), entries = number(56, 2)
    return !(0..<entries).contains { number(table + $0 * entrySize, 4) == 3 }  // 3: PT_INTERP
  }

  /// One tool over the corpus, as many times as `settings.runs`.
  private func throughput(
    _ name: String, aps apsArguments: [String], jq jqArguments: [String], python pythonArguments: [String],
    extras: [(String, [String]?)] = [], target: BenchTarget
  ) -> BenchRow {
    compare(
      BenchRow(name: name, bytes: workspace.corpus.count, target: target), runs: settings.runs, aps: [aps] + apsArguments,
      jq: jq.map { [$0] + jqArguments }, python: python.map { [$0, workspace.pythonScript] + pythonArguments },
      extras: extras)
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
      let result = Subprocess.measure([aps] + arguments) { descriptor, _ in
        for _ in 0..<copies {
          let written = workspace.corpus.withUnsafeBytes { Platform.writeAll(descriptor, $0) == 0 }
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

  /// Medians of `runs` rounds, each running aps, jq, Python and the extras once in turn, so that a busy
  /// moment of the machine weighs on all of them alike.
  func compare(
    _ row: BenchRow, runs: Int, aps: [String], jq: [String]?, python: [String]?, extras: [(String, [String]?)] = []
  ) -> BenchRow {
    let commands = [aps, jq, python] + extras.map(\.1)
    var times = [[Double]](repeating: [], count: commands.count)
    for _ in 0..<max(1, runs) {
      for (index, argv) in commands.enumerated() {
        guard let argv else { continue }
        let result = Subprocess.measure(argv)
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
    row.extras = extras.enumerated().map { ($0.element.0, median(times[3 + $0.offset])) }
    return row
  }
}
