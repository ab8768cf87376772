import APSKit

/// One payload read from an input: the whole file, or one line of a JSON Lines file.
struct PayloadRecord {
  /// The input's display name (`payload.json`, `<stdin>`).
  var name: String
  /// The 1-based line number with `--jsonl`.
  var line: Int?
  var bytes: ArraySlice<UInt8>
  /// The file's path as given; nil for standard input.
  var path: String? = nil

  /// `payload.json` or, for a JSON Lines record, `corpus.jsonl:12`.
  var label: String { line.map { "\(name):\($0)" } ?? name }
}

/// Reads the payloads of a command's inputs: whole files, or one per line with `--jsonl`
/// (streamed, so memory stays flat; blank lines are skipped). An input that cannot be opened is
/// reported on standard error and the others are still read.
struct PayloadReader {
  let io: CommandIO
  let jsonl: Bool
  /// With `--format json`, an input that cannot be opened also gets its failure record.
  var records: JSONRecordWriter? = nil

  /// Calls `body` with each payload, in order. Returns `.noInput` when an input could not be
  /// opened, else `.ok`. Stops early when standard output has gone away.
  func forEach(_ paths: [String], _ body: (PayloadRecord) throws -> Void) throws -> ExitCode {
    var code = ExitCode.ok
    for path in io.inputPaths(paths) {
      if io.stdout.isClosed { break }
      let source: ByteSource
      do {
        source = try io.open(path, what: "the payload")
      } catch {
        code = ErrorReporter.report(error, file: io.displayName(path), records: records, io: io)
        continue
      }
      let name = io.displayName(path)
      let recordPath = path == "-" ? nil : path  // once per input, not per record
      do {
        if jsonl {
          // Flushed once per read: live behind a pipe, one write per 64 KiB read from a file.
          try source.forEachLine(beforeWaiting: { io.stdout.flush() }) { line, number in
            if PayloadSize.writtenSize(of: line) > 0 {
              try body(PayloadRecord(name: name, line: number, bytes: line, path: recordPath))
            }
            return !io.stdout.isClosed
          }
        } else {
          try body(PayloadRecord(name: name, line: nil, bytes: try source.readAll()[...], path: recordPath))
        }
      } catch let error as CLIError {
        // A read error part-way (EIO, a directory given as stdin): report it, go on.
        guard case .cannotOpen = error else { throw error }
        code = ErrorReporter.report(error, file: name, records: records, io: io)
      }
    }
    return code
  }
}

extension OptionSpec {
  /// `--jsonl`: read each input line as one payload (`PayloadReader`).
  static let jsonlInput = OptionSpec.flag("jsonl", help: "Each input line is one payload (streamed).")

  /// `--push-type TYPE`, one of the 11 `apns-push-type` values.
  static func pushType(help: String) -> OptionSpec {
    .option("push-type", value: "TYPE", help: help, allowed: PushType.allCases.map(\.rawValue))
  }

  /// `-q/--quiet` of a command that checks: nothing printed, the exit code tells.
  static let quietChecking = OutputConventions.quiet

  /// `--format text|json`.
  static let textOrJSON = OptionSpec.option(
    "format", value: "FORMAT", help: "Output format; json prints JSON Lines (see 'aps help json').", allowed: ["text", "json"], default: "text")

  /// How a command that checks payloads reports (`size`, `validate`): `-q`, `--format`, `--pretty`.
  static let checkingReport: [OptionSpec] = [.quietChecking, .textOrJSON, .prettyJSON]
}

extension ArgumentSpec {
  /// The payload files a checking command reads.
  static let payloadFiles = ArgumentSpec.inputFiles("Payload files; '-' or none reads standard input.")
}

/// A command's work over the payloads of its inputs, one record at a time, as a value the loop
/// mutates in place (`size`, `validate`).
protocol PayloadRun {
  /// Checks one payload and prints what it found.
  mutating func take(_ input: PayloadRecord)
  /// Whether a payload failed the check (exit 1).
  var failed: Bool { get }
}

extension PayloadReader {
  /// Feeds every payload of `paths` to `run`. The exit code: a read failure's, else 1 when a payload
  /// failed, else 0.
  func run<Run: PayloadRun>(_ run: inout Run, over paths: [String]) throws -> ExitCode {
    let readCode = try forEach(paths) { input in run.take(input) }
    if readCode != .ok { return readCode }
    return run.failed ? .failure : .ok
  }
}
