import Foundation
@testable import APSCLITests

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `aps` started with real file descriptors, for the tests where the descriptor matters: a reader
/// that goes away, an endless standard input, `/dev/full`.
final class PipedProcess: @unchecked Sendable {
  let process = Process()
  let input = Pipe()
  let output: Pipe?
  let errors = Pipe()

  /// Starts `aps arguments`; standard input and output come from `stdin` and `stdout` when given,
  /// else from pipes.
  init(_ executable: String, _ arguments: [String], stdin: FileHandle? = nil, stdout: FileHandle? = nil) throws {
    signal(SIGPIPE, SIG_IGN)  // our own writes into a finished child must fail, not kill the tests
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardInput = stdin ?? input
    output = stdout == nil ? Pipe() : nil
    process.standardOutput = stdout ?? output
    process.standardError = errors
    try process.run()
  }

  /// Writes `chunk` to standard input again and again, on another thread, until the child stops
  /// reading or `limit` bytes went in; returns how many bytes went in.
  func feedRepeatedly(_ chunk: [UInt8], limit: Int) -> () -> Int {
    let descriptor = input.fileHandleForWriting.fileDescriptor
    let done = DispatchSemaphore(value: 0)
    let total = Counter()
    DispatchQueue.global().async {
      chunk.withUnsafeBytes { bytes in
        outer: while total.value < limit {
          var offset = 0
          while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)  // non-empty chunk
            if written <= 0 { break outer }
            offset += written
            total.value += written
          }
        }
      }
      close(descriptor)
      done.signal()
    }
    return {
      done.wait()
      return total.value
    }
  }

  /// Reads standard output up to and including the first newline.
  func readFirstLine() -> String {
    guard let descriptor = output?.fileHandleForReading.fileDescriptor else { return "" }
    var line: [UInt8] = []
    var byte: UInt8 = 0
    while read(descriptor, &byte, 1) == 1 {
      line.append(byte)
      if byte == UInt8(ascii: "\n") { break }
    }
    return String(decoding: line, as: UTF8.self)
  }

  /// Closes our end of standard output: the reader has gone away, like `| head -1`.
  func closeOutput() {
    try? output?.fileHandleForReading.close()
  }

  /// Waits at most `timeout` seconds (then kills the child); returns the status and standard error.
  func finish(timeout: TimeInterval = 60) -> (status: Int32, stderr: String) {
    let timer = DispatchWorkItem { [process] in if process.isRunning { process.interrupt(); kill(process.processIdentifier, SIGKILL) } }
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
    let errorText = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    timer.cancel()
    return (process.terminationStatus, String(decoding: errorText, as: UTF8.self))
  }
}

private final class Counter: @unchecked Sendable {
  var value = 0
}
