extension CommandIO {
  /// The inputs a command reads: its FILE arguments, or standard input when there are none.
  public func inputPaths(_ paths: [String]) -> [String] {
    paths.isEmpty ? ["-"] : paths
  }

  /// Opens one input; `-` is standard input. Throws `CLIError.cannotOpen` (exit 66).
  public func open(_ path: String) throws -> ByteSource {
    path == "-" ? stdin : try ByteSource.open(path: path)
  }

  /// The name of an input in messages: the path, or `<stdin>`.
  public func displayName(_ path: String) -> String {
    path == "-" ? "<stdin>" : path
  }
}
