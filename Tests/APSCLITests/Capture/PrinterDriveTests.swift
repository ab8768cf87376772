import Foundation
import Testing

@testable import APSKit
@testable import APSKitTests

/// The real printers, driven: a fixed-seed set of payloads is printed by each interpreter in its
/// documented default forms, and each printed text must read back (as `aps convert --to json -c`
/// does) to the value the program held, or be refused at a place. A different value with exit 0
/// fails. Printers that lose types (`print_r`, `var_dump`) may give another scalar type only with a
/// note saying so; Node's `[Object]` (depth 2) must be refused or noted, never read as a string.
@Suite struct PrinterDriveTests {
  static let payloadCount = 200

  struct Printer: Sendable, CustomTestStringConvertible {
    var name: String
    var tool: String
    var script: String
    var form: String
    /// The printer prints every scalar as bare text (types are the reader's guess, with a note).
    var losesTypes = false
    /// Payloads that must read back; the rest may be refused (at a place), never read wrong.
    var readFloor: Int
    var testDescription: String { name }
  }

  /// Floors: what reads back today. Node's default depth cuts some payloads (`[Object]`, refused);
  /// print_r prints a string's line breaks raw, so a multi-line string is refused where it breaks.
  static let printers: [Printer] = [
    Printer(name: "python3 repr", tool: "python3", script: PrinterDriveScripts.python, form: "repr", readFloor: 200),
    Printer(name: "python3 print", tool: "python3", script: PrinterDriveScripts.python, form: "print", readFloor: 200),
    Printer(name: "python3 pprint width=40", tool: "python3", script: PrinterDriveScripts.python, form: "pprint", readFloor: 200),
    Printer(name: "ruby p", tool: "ruby", script: PrinterDriveScripts.ruby, form: "p", readFloor: 200),
    Printer(name: "ruby inspect", tool: "ruby", script: PrinterDriveScripts.ruby, form: "inspect", readFloor: 200),
    Printer(name: "ruby pp", tool: "ruby", script: PrinterDriveScripts.ruby, form: "pp", readFloor: 200),
    Printer(name: "ruby p, symbol keys", tool: "ruby", script: PrinterDriveScripts.ruby, form: "sym-p", readFloor: 200),
    Printer(name: "ruby pp, symbol keys", tool: "ruby", script: PrinterDriveScripts.ruby, form: "sym-pp", readFloor: 200),
    Printer(name: "ruby 3.4 inspect", tool: "ruby", script: PrinterDriveScripts.ruby, form: "ruby34", readFloor: 200),
    Printer(name: "ruby 3.4 inspect, symbol keys", tool: "ruby", script: PrinterDriveScripts.ruby, form: "ruby34-sym", readFloor: 200),
    Printer(name: "node util.inspect", tool: "node", script: PrinterDriveScripts.node, form: "inspect", readFloor: 161),
    Printer(name: "node console.log", tool: "node", script: PrinterDriveScripts.node, form: "console.log", readFloor: 161),
    Printer(name: "node util.inspect depth null", tool: "node", script: PrinterDriveScripts.node, form: "inspect-deep", readFloor: 200),
    Printer(name: "php var_export", tool: "php", script: PrinterDriveScripts.php, form: "var_export", readFloor: 200),
    Printer(name: "php print_r", tool: "php", script: PrinterDriveScripts.php, form: "print_r", losesTypes: true, readFloor: 178),
    Printer(name: "php var_dump", tool: "php", script: PrinterDriveScripts.php, form: "var_dump", readFloor: 200),
  ]

  /// One printed payload: what the program held (its own JSON encoding) and what it printed.
  struct Record: Sendable {
    var held: String
    var printed: String
  }

  enum Outcome: Equatable {
    case read
    case refused
    case wrong(String)
  }

  // One test per interpreter, so a machine without it shows the test as skipped.
  @Test(.enabled(if: which("python3") != nil, "needs python3"), arguments: printers.filter { $0.tool == "python3" })
  func pythonPrintsReadBack(_ printer: Printer) throws { try printedPayloadsReadBack(printer) }

  @Test(.enabled(if: which("ruby") != nil, "needs ruby"), arguments: printers.filter { $0.tool == "ruby" })
  func rubyPrintsReadBack(_ printer: Printer) throws { try printedPayloadsReadBack(printer) }

  @Test(.enabled(if: which("node") != nil, "needs node"), arguments: printers.filter { $0.tool == "node" })
  func nodePrintsReadBack(_ printer: Printer) throws { try printedPayloadsReadBack(printer) }

  @Test(.enabled(if: which("php") != nil, "needs php"), arguments: printers.filter { $0.tool == "php" })
  func phpPrintsReadBack(_ printer: Printer) throws { try printedPayloadsReadBack(printer) }

  @Test func everyPrinterHasItsInterpreterTest() {
    #expect(Self.printers.allSatisfy { ["python3", "ruby", "node", "php"].contains($0.tool) })
  }

  func printedPayloadsReadBack(_ printer: Printer) throws {
    let records = try Self.printed(Self.payloadLines(), with: printer)
    try #require(records.count == Self.payloadCount)
    var counts: [String: Int] = [:]
    for (index, record) in records.enumerated() {
      let outcome = Self.outcome(record, losesTypes: printer.losesTypes)
      switch outcome {
      case .read: counts["read", default: 0] += 1
      case .refused: counts["refused", default: 0] += 1
      case .wrong(let why):
        counts["wrong", default: 0] += 1
        Issue.record("\(printer.name) payload \(index): \(why)\n\(record.printed)")
      }
    }
    Self.dump(records, printer: printer)
    print("printer drive: \(printer.name): read \(counts["read", default: 0]), refused \(counts["refused", default: 0]), wrong \(counts["wrong", default: 0]) of \(records.count)")
    #expect(counts["read", default: 0] >= printer.readFloor)
  }

  /// Python 2 is gone from CI images: its `repr` (u'…' keys, `\xe9`, `\u4f60`, `L` longs) was
  /// printed once by CPython 2.7.18 from this drive's payloads and kept as test data
  /// (`Fixtures/capture/python2-repr-drive.txt`, same layout as a live run).
  @Test func python2ReprGoldenReadsBack() throws {
    let file = packageRoot.appendingPathComponent("Tests/APSCLITests/Fixtures/capture/python2-repr-drive.txt")
    let records = Self.records(try String(contentsOf: file, encoding: .utf8))
    try #require(records.count >= 40)
    for (index, record) in records.enumerated() {
      let outcome = Self.outcome(record, losesTypes: false)
      #expect(outcome == .read, "python2 repr payload \(index):\n\(record.printed)")
    }
  }

  static func payloadLines() -> String {
    PrinterDrivePayloads.make(count: payloadCount).map { JSONPrinter.compactString($0) + "\n" }.joined()
  }

  static func printed(_ lines: String, with printer: Printer) throws -> [Record] {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let payloads = folder.appendingPathComponent("payloads.jsonl")
    let program = folder.appendingPathComponent("printer")
    try lines.write(to: payloads, atomically: true, encoding: .utf8)
    try printer.script.write(to: program, atomically: true, encoding: .utf8)
    let result = try runProcess(
      try #require(which(printer.tool)), [program.path, payloads.path, printer.form], timeout: 120)
    try #require(result.status == 0, "\(printer.tool) failed: \(result.stderr)")
    return records(result.stdout)
  }

  /// Splits a run's output at the marker lines: the first line after each is the held value.
  static func records(_ output: String) -> [Record] {
    output.components(separatedBy: PrinterDriveScripts.marker + "\n").dropFirst().map { chunk in
      let lines = chunk.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
      return Record(held: String(lines[0]), printed: lines.count > 1 ? String(lines[1]) : "")
    }
  }

  static func outcome(_ record: Record, losesTypes: Bool) -> Outcome {
    let elided = record.printed.contains("[Object]") || record.printed.contains("[Array]")
    let captures: [Capture]
    do {
      captures = try CaptureReader().readAll(Array(record.printed.utf8))
    } catch {
      return error.location == nil ? .wrong("refused without a place: \(error.description)") : .refused
    }
    guard let held = try? JSONText(scanning: Array(record.held.utf8)).value else { return .wrong("held value unreadable") }
    let values = captures.compactMap(\.value)
    let shown = values.map { JSONPrinter.compactString($0) }.joined(separator: " | ")
    guard values.count == 1, captures.count == 1 else { return .wrong("\(captures.count) captures: \(shown)") }
    let notes = captures[0].notes.map(\.description).joined(separator: "; ")
    if elided { return notes.contains("[Object]") ? .read : .wrong("read past [Object] without a note: \(shown)") }
    if CorpusComparison.same(values[0], held) { return .read }
    if losesTypes && CorpusComparison.sameShape(values[0], held) && !notes.isEmpty { return .read }
    return .wrong("read as \(shown)\nheld    \(record.held)")
  }

  /// With `APS_DRIVE_DUMP=folder`, every printed payload is written there (for a look with `aps`).
  static func dump(_ records: [Record], printer: Printer) {
    guard let folder = ProcessInfo.processInfo.environment["APS_DRIVE_DUMP"] else { return }
    try? payloadLines().write(toFile: folder + "/payloads.jsonl", atomically: true, encoding: .utf8)
    let name = printer.name.replacingOccurrences(of: " ", with: "_").replacingOccurrences(of: ",", with: "")
    for (index, record) in records.enumerated() {
      let base = "\(folder)/\(name)-\(index)"
      try? record.printed.write(toFile: base + ".txt", atomically: true, encoding: .utf8)
      try? record.held.write(toFile: base + ".json", atomically: true, encoding: .utf8)
    }
  }
}
