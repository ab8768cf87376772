#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A short-lived private file handed to another program (`xcrun simctl push … FILE`), removed
/// after use. mkstemp makes it with mode 0600 under a name no one else can have chosen. Its name
/// buffer is the caller's own (not `TemporaryFile`'s single slot for signal removal), so that
/// several can exist at once; the window in which a signal could leave one behind is the child's run.
extension Platform {
  /// Writes `bytes` to a new `FOLDER/aps-payload-XXXXXX` only its owner can read; its path, or the reason it failed.
  public static func writePrivateFile(_ bytes: [UInt8], inFolder folder: String) -> (path: String?, error: String?) {
    var trimmed = Substring(folder)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    var template = ArgumentBytes.withCString(String(trimmed)) { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
    template += Array("/aps-payload-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return (nil, errnoMessage()) }
    let path = ArgumentBytes.string(template.dropLast().map { UInt8(bitPattern: $0) })
    let written = bytes.withUnsafeBytes { writeAll(descriptor, $0) }
    let closed = close(descriptor) == 0 ? 0 : errno
    if written != 0 || closed != 0 {
      remove(path)
      return (nil, errnoMessage(written != 0 ? written : closed))
    }
    return (path, nil)
  }
}
