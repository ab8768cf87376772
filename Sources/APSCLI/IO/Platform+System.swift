#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Environment, clock and folders straight from libc: the `aps` binary links no Foundation, which
/// keeps it small and its start-up near a millisecond (issue 7).
extension Platform {
  /// The process environment, read once on first use (a global `let` is initialised once, thread-safely).
  static let processEnvironment = environment()

  /// One variable of the process environment (getenv: the first of a repeated name, as `environment()`).
  static func environmentVariable(_ name: String) -> String? {
    ArgumentBytes.withCString(name) { getenv($0) }.map { ArgumentBytes.string(cString: $0) }
  }

  /// The process environment (`NAME=value` pairs; the first of a repeated name wins, as getenv does).
  static func environment() -> [String: String] {
    var result: [String: String] = [:]
    #if canImport(Darwin)
      guard var entry = _NSGetEnviron().pointee else { return result }
    #else
      guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return result }
    #endif
    var count = 0
    while entry[count] != nil { count += 1 }
    result.reserveCapacity(count)  // growing the table step by step rehashed every name (issue 14 profile)
    while let pointer = entry.pointee {
      // Split at the first '=' byte, then decode each side: APS_TEMPLATE_PATH may name folders that are not
      // UTF-8. Bytes, not Characters: a combining mark after '=' would otherwise hide the separator, and
      // Character-wise splitting of the whole environment was 0.7 M instructions at every start (issue 14).
      pointer.withMemoryRebound(to: UInt8.self, capacity: 1) { pair in
        var length = 0
        while pair[length] != 0 { length += 1 }
        let bytes = UnsafeBufferPointer(start: pair, count: length)
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return }
        let name = ArgumentBytes.string(bytes[..<equals])
        if result[name] == nil { result[name] = ArgumentBytes.string(bytes[(equals + 1)...]) }
      }
      entry += 1
    }
    return result
  }

  /// The process's argv, each word exactly as its bytes (`ArgumentBytes`).
  static func rawArguments() -> [String] {
    (0..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { ArgumentBytes.string(cString: $0) }
    }
  }

  /// Seconds since 1970.
  static func unixTime() -> Int {
    time(nil)
  }

  static func fileExists(_ path: String) -> Bool {
    var status = stat()
    return ArgumentBytes.withCString(path) { stat($0, &status) } == 0
  }

  /// The names in a folder (without `.` and `..`) as `ArgumentBytes` words (a name need not be
  /// UTF-8), or nil when it cannot be read.
  static func directoryEntries(_ path: String) -> [String]? {
    guard let folder = ArgumentBytes.withCString(path, { opendir($0) }) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        ArgumentBytes.string(raw.prefix { $0 != 0 })
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// `dir/name.json` → `name`: the last path component without its extension.
  static func baseName(_ path: String) -> String {
    var name = Substring(path)
    while name.hasSuffix("/") && name.count > 1 { name = name.dropLast() }
    if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
    if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
    return String(name)
  }
}

extension APS {
  /// Runs the process's command line with its real streams and environment.
  public static func main(_ argv: [String]) -> ExitCode {
    Platform.ignoreBrokenPipeSignal()
    return run(Array(argv.dropFirst()), io: .process())
  }

  /// Ends the process with `code` (buffers are already flushed by `run`).
  public static func exit(_ code: ExitCode) -> Never {
    Platform.exit(Int32(code.rawValue))
  }
}
