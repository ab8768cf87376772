extension CommandIO {
  /// Writes `bytes` where `-o PATH` says: `-` is standard output; a name for one of the process's
  /// own descriptors (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`) is written through
  /// that descriptor, so `>> log.txt` keeps what the log held and `{ echo before; aps … -o
  /// /dev/stdout; } > ci.log` keeps "before" (replacing the file behind the name would lose both);
  /// anything else goes to `AtomicFileWriter`. An empty PATH is a usage error (exit 64).
  public func writeOutput(_ bytes: [UInt8], to path: String, option: String = "-o", secret: Bool = false) throws {
    if path.isEmpty {
      throw CLIError.usage("\(option) needs a file name, not ''; use - for standard output")
    }
    switch path == "-" ? Platform.standardOutput : Platform.ownDescriptor(named: path) {
    case Platform.standardOutput?:
      stdout.write(bytes)
    case Platform.standardError?:
      stderr.write(bytes)
      stderr.flush()
    case let descriptor?:
      let result = bytes.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
      guard result == 0 else { throw CLIError.cannotWrite(path: path, reason: Platform.errnoMessage(result)) }
    case nil:
      try AtomicFileWriter.write(bytes, to: path, secret: secret)
    }
  }
}
