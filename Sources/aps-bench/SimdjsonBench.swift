import APSPlatform

/// aps against simdjson (https://github.com/simdjson/simdjson), the fastest JSON parser there is, on the same
/// JSON Lines: `Tests/Bench/simdjson_compare.cpp`, built here when libsimdjson-dev and a C++ compiler are
/// installed (skipped with a note otherwise), and the peak memory of one big document.
extension Bench {
  /// The comparator source, relative to the checkout aps-bench runs from.
  static let comparatorSource = "Tests/Bench/simdjson_compare.cpp"

  func simdjsonRows(report: inout BenchReport) -> [BenchRow] {
    guard let comparator = buildComparator(notes: &report.notes) else { return [] }
    let corpus = workspace.corpusPath
    let label = "simdjson parse_many"
    if settings.callgrind { report.notes.append(instructionNote(comparator: comparator)) }
    return [
      throughput(
        "`validate --jsonl -q`, every rule", aps: ["validate", "--jsonl", "-q", corpus], versus: label,
        [comparator, "parse", corpus], wanted: 0.8),
      throughput(
        "`fmt -c --jsonl`", aps: ["fmt", "-c", "--jsonl", corpus], versus: label, [comparator, "parse", corpus],
        wanted: 1.0, also: [(label + " + minify", [comparator, "minify", corpus])]),
    ]
  }

  /// One row timed against `other` (whose ratio is the target) and `also`, in the same rounds.
  private func throughput(
    _ name: String, aps arguments: [String], versus label: String, _ other: [String], wanted: Double,
    also: [(String, [String]?)] = []
  ) -> BenchRow {
    compare(
      BenchRow(name: name, bytes: workspace.corpus.count, target: .ratioTo(label, wanted)), runs: settings.runs,
      aps: [aps] + arguments, jq: nil, python: nil, extras: [(label, other)] + also)
  }

  /// `c++ -O3` of the comparator into the workspace, or nil (with a note saying why).
  private func buildComparator(notes: inout [String]) -> String? {
    let environment = Platform.processEnvironment
    let compiler = Subprocess.find("c++", environment: environment) ?? Subprocess.find("g++", environment: environment)
    guard Platform.fileExists("/usr/include/simdjson.h"), let compiler else {
      notes.append("skipped: the simdjson rows need libsimdjson-dev and a C++ compiler (apt-get install libsimdjson-dev g++).")
      return nil
    }
    guard Platform.fileExists(Self.comparatorSource) else {
      notes.append("skipped: the simdjson rows need \(Self.comparatorSource) (run aps-bench from the checkout).")
      return nil
    }
    let output = workspace.folder + "/simdjson_compare"
    let built = Subprocess.run(
      compiler, ["-O3", "-std=c++17", Self.comparatorSource, "-lsimdjson", "-o", output], environment: environment)
    guard built?.status == 0 else {
      notes.append("skipped: the simdjson comparator did not build: " + String(decoding: built?.stderr ?? [], as: UTF8.self))
      return nil
    }
    return output
  }

  /// Peak RSS of `aps fmt -c` on one `[1,1,…]` of `megabytes`: the tape's worst shape, a value per two bytes.
  func bigDocumentMemory(megabytes: Int) -> BenchRow {
    let path = workspace.folder + "/ones.json"
    // `[` then `1,` pairs, the last `1` closed by `]`: an odd length, so the last comma is the `]`.
    var text = [UInt8](repeating: UInt8(ascii: ","), count: megabytes << 20 | 1)
    for index in stride(from: 1, to: text.count, by: 2) { text[index] = UInt8(ascii: "1") }
    text[0] = UInt8(ascii: "[")
    text[text.count - 1] = UInt8(ascii: "]")
    BenchWorkspace.save(text, to: path)
    defer { Platform.remove(path) }
    // Fed (an empty standard input), so the peak is the child's own, read from /proc while it runs: wait4's
    // ru_maxrss of a spawned child starts at this bench's resident size (the corpus it holds).
    let result = Subprocess.measure([aps, "fmt", "-c", path], feed: { _, _ in })
    if result.status != 0 { printError("aps-bench: aps fmt -c ones.json exited \(result.status)") }
    var row = BenchRow(
      name: "peak RSS, `fmt -c` of one \(megabytes) MB `[1,1,…]`", bytes: text.count,
      target: .peakMemory(megabytes: Double(4 * megabytes)))
    row.aps = result.seconds
    row.peakRSS = result.peakRSSBytes
    return row
  }

  /// "instructions per byte (callgrind, first 10000 lines): …" for the two simdjson rows' commands.
  private func instructionNote(comparator: String) -> String {
    var lines = 0
    let sample = Array(workspace.corpus.prefix { byte in
      if byte == 0x0A { lines += 1 }
      return lines < 10_000
    })
    let path = workspace.folder + "/sample.jsonl"
    BenchWorkspace.save(sample + [0x0A], to: path)
    defer { Platform.remove(path) }
    let commands = [
      ("aps validate --jsonl -q", [aps, "validate", "--jsonl", "-q", path]), ("simdjson parse", [comparator, "parse", path]),
      ("aps fmt -c --jsonl", [aps, "fmt", "-c", "--jsonl", path]), ("simdjson minify", [comparator, "minify", path]),
    ]
    let counts = commands.map { name, argv in
      name + " " + (instructionsPerByte(argv, bytes: sample.count + 1).map { format($0, 1) } ?? "?")
    }
    return "Instructions per byte (valgrind --tool=callgrind, first 10,000 lines, start-up included): "
      + counts.joined(separator: "; ") + "."
  }

  /// Instructions per input byte (valgrind's callgrind) of aps and the comparator on the first `lines` lines,
  /// a measure the machine's load does not move; nil without valgrind.
  func instructionsPerByte(_ argv: [String], bytes: Int) -> Double? {
    let environment = Platform.processEnvironment
    guard let valgrind = Subprocess.find("valgrind", environment: environment), bytes > 0 else { return nil }
    let result = Subprocess.run(
      valgrind, ["--tool=callgrind", "--callgrind-out-file=/dev/null"] + argv, environment: environment)
    // callgrind ends with "==PID== Collected : N".
    let line = String(decoding: result?.stderr ?? [], as: UTF8.self).split(separator: "\n").last { $0.contains("Collected : ") }
    guard let digits = line?.split(separator: " ").last else { return nil }
    return Double(digits).map { $0 / Double(bytes) }
  }
}
