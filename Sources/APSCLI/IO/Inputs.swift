import APSKit

extension CommandIO {
  /// The inputs a command reads: its FILE arguments, or standard input when there are none.
  public func inputPaths(_ paths: [String]) -> [String] {
    paths.isEmpty ? ["-"] : paths
  }

  /// Opens one input; `-` is standard input. Throws `CLIError.cannotOpen` (exit 66). On a
  /// terminal, standard input waits for a paste, so that is said (`what`: "the payload").
  public func open(_ path: String, what: String = "the input") throws -> ByteSource {
    guard path == "-" else { return try ByteSource.open(path: path) }
    if stdinIsTerminal {
      // Otherwise the command looks hung: it is waiting for the paste.
      stderr.write("aps: reading standard input: paste \(what), then press Ctrl-D (or give a FILE)\n")
      stderr.flush()
    }
    return stdin
  }

  /// Opens a file that `fmt --write` will replace: a regular file, else `cannotWrite` (exit 74)
  /// before anything blocks (a FIFO, `/dev/stdin` on a pipe, a device).
  public func openForRewriting(_ path: String) throws -> ByteSource {
    try ByteSource.open(path: path, requirement: .regularFileToRewrite)
  }

  /// The name of an input in messages: the path, or `<stdin>`.
  public func displayName(_ path: String) -> String {
    path == "-" ? "<stdin>" : ArgumentBytes.display(path)
  }

  /// Reads a JSON file named by an option, recording where each value stands; JSON that does
  /// not parse goes to `failure` with the bytes and display name, so each option words its own
  /// diagnostic.
  func readLocatedJSON(
    _ path: String, failure: (JSONParseError, _ bytes: [UInt8], _ name: String) -> any Error
  ) throws -> (bytes: [UInt8], name: String, document: JSONText) {
    let bytes = try open(path).readAll()
    let name = displayName(path)
    do {
      return (bytes, name, try JSONText(scanning: bytes))
    } catch {
      throw failure(error, bytes, name)
    }
  }
}
