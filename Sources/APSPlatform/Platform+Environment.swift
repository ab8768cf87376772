#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The environment and argv straight from libc: the `aps` binary links no Foundation, which keeps it
/// small and its start-up near a millisecond.
extension Platform {
  /// The process environment, read once on first use (a global `let` is initialised once, thread-safely).
  public static let processEnvironment = environment()

  /// One variable of the process environment (getenv: the first of a repeated name, as `environment()`).
  public static func environmentVariable(_ name: String) -> String? {
    ArgumentBytes.withCString(name) { getenv($0) }.map { ArgumentBytes.string(cString: $0) }
  }

  /// The folder for temporary files: `$TMPDIR` when set and not empty, else `/tmp` (POSIX, Base
  /// Definitions, "Environment Variables": TMPDIR "shall represent a pathname of a directory made
  /// available for programs that need a place to create temporary files",
  /// https://pubs.opengroup.org/onlinepubs/9799919799/basedefs/V1_chap08.html). `variable` looks a
  /// name up: the process environment, or a command's (given in tests).
  public static func temporaryFolder(_ variable: (String) -> String? = environmentVariable) -> String {
    variable("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  }

  /// The process environment (`NAME=value` pairs; the first of a repeated name wins, as getenv does).
  public static func environment() -> [String: String] {
    var result: [String: String] = [:]
    #if canImport(Darwin)
      guard var entry = _NSGetEnviron().pointee else { return result }
    #else
      guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return result }
    #endif
    var count = 0
    while entry[count] != nil { count += 1 }
    result.reserveCapacity(count)  // one allocation instead of a rehash per name
    while let pointer = entry.pointee {
      // Split at the first '=' byte, then decode each side: APS_TEMPLATE_PATH may name folders that are not
      // UTF-8. Bytes, not Characters: a combining mark after '=' would otherwise hide the separator, and
      // bytes are much cheaper to split at every start.
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
  public static func rawArguments() -> [String] {
    (0..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { ArgumentBytes.string(cString: $0) }
    }
  }
}
