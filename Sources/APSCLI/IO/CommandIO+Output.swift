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

  /// Checks, before any work, that `writeOutput` can write PATH, so that a long run (`send` to
  /// 2,000 tokens, `inspect --follow` of a live log) never finds out at the end that its results
  /// are lost: its folder is there and writable and a file there is writable, a link at its end
  /// may be followed, a descriptor by name is open for writing. `cannotWrite` (exit 74) otherwise.
  /// `-` and an empty PATH are left to `writeOutput` (standard output; a usage error).
  public func checkOutput(_ path: String) throws {
    guard !path.isEmpty, path != "-" else { return }
    guard let named = Platform.ownDescriptor(named: path) else {
      if let problem = Platform.creatableProblem(try AtomicFileWriter.followedLink(path)) {
        throw CLIError.cannotWrite(path: path, reason: problem)
      }
      return
    }
    // Standard output and error by name are written through this run's streams (memory in tests).
    let descriptor = named == Platform.standardOutput ? stdout.descriptor : named == Platform.standardError ? stderr.descriptor : named
    if let descriptor, !Platform.isWritable(descriptor) {
      throw CLIError.cannotWrite(path: path, reason: "not open for writing")
    }
  }
}
