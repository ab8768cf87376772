import APSKit

/// Writes a built payload: compact bytes (what is sent) or indented, to stdout or a file.
enum PayloadOutput {
  /// Standard output gets a final newline; a file (`-o /dev/stdout` too) gets exactly the payload bytes.
  static func write(_ value: JSONValue, pretty: Bool, to path: String?, io: CommandIO) throws {
    let bytes = pretty ? JSONPrinter(options: .pretty).bytes(value) : JSONPrinter.compact(value)
    guard let path, path != "-" else {
      io.stdout.write(io.stdoutJSON(bytes))
      io.stdout.write("\n")
      return
    }
    try io.writeOutput(bytes, to: path)
  }
}
