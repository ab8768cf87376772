import Foundation

/// What a child process printed and how it ended.
struct ProcessResult: Sendable {
  var stdout: String
  var stderr: String
  var status: Int32
}

/// Runs `executable` with `arguments` and no standard input; stops it after `timeout` seconds.
func runProcess(
  _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
  directory: URL? = nil, timeout: TimeInterval = 30
) throws -> ProcessResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: executable)
  process.arguments = arguments
  if let environment { process.environment = environment }
  if let directory { process.currentDirectoryURL = directory }
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
  DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: timer)
  // Drain standard error on another thread, so that neither pipe can fill up and stall the child.
  let errorData = DataBox()
  let drained = DispatchSemaphore(value: 0)
  DispatchQueue.global().async {
    errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
    try? errors.fileHandleForReading.close()
    drained.signal()
  }
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  // Closed here, not when the handles are freed: with many processes at once a late close can hit a
  // descriptor number already reused ("Bad file descriptor", https://github.com/swiftlang/swift/issues/57827).
  try? output.fileHandleForReading.close()
  drained.wait()
  process.waitUntilExit()
  timer.cancel()
  return ProcessResult(
    stdout: String(decoding: outputData, as: UTF8.self),
    stderr: String(decoding: errorData.data, as: UTF8.self), status: process.terminationStatus)
}

private final class DataBox: @unchecked Sendable {
  var data = Data()
}

/// The package folder, found from this file's path.
let packageRoot: URL = {
  var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    && folder.path != "/"
  {
    folder = folder.deletingLastPathComponent()
  }
  return folder
}()

/// The `aps` binary `swift build` / `swift test` built next to the test bundle, if any.
let apsBinary: String? = {
  let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var candidates = [testBinary.deletingLastPathComponent().appendingPathComponent("aps").path]
  // macOS runs tests from `.xctest/Contents/MacOS/`.
  candidates.append(
    testBinary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("aps").path)
  candidates.append(packageRoot.appendingPathComponent(".build/debug/aps").path)
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// The full path of a program on `PATH`, or nil.
func which(_ program: String) -> String? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  for folder in path.split(separator: ":") {
    let candidate = "\(folder)/\(program)"
    if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
  }
  return nil
}

/// A fresh temporary folder, removed by the caller.
func makeTemporaryFolder() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("aps-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
