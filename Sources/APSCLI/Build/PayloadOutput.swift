import APSKit
import Foundation

/// Writes a built payload: compact bytes (what is sent) or indented, to stdout or a file.
enum PayloadOutput {
  static func compact(_ value: JSONValue) -> [UInt8] {
    JSONPrinter.compact(value)
  }

  /// Standard output gets a final newline; a file gets exactly the payload bytes.
  static func write(_ value: JSONValue, pretty: Bool, to path: String?, io: CommandIO) throws {
    let bytes = pretty ? JSONPrinter(options: .pretty).bytes(value) : compact(value)
    guard let path, path != "-" else {
      io.stdout.write(bytes)
      io.stdout.write("\n")
      return
    }
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CLIError.cannotWrite(path: path, reason: error.localizedDescription)
    }
  }
}
