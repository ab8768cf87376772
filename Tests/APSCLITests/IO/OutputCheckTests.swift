import Foundation
import Testing

@testable import APSCLI

/// Every file named for writing (`-o`, `--headers-out`) is checked before the command starts: a
/// run never does its work and then finds it cannot keep the result (exit 74 at once).
@Suite struct OutputCheckTests {
  private static let missing = "/nonexistent-aps-folder/out.json"

  /// `inspect --follow -o /missing/x` read the whole stream, printed its findings and failed at the end.
  @Test func followChecksItsOutputBeforeReading() {
    let result = runAPS(["inspect", "--follow", "-o", Self.missing], stdin: "not a capture {\n")
    #expect(result.exitCode == .ioError, "\(result.stderr)")
    #expect(result.stderr == "aps: error: cannot write \(Self.missing): No such file or directory\n")
    #expect(result.stdout.isEmpty)
  }

  /// `build --headers-out h -o /missing/x` wrote the headers file, then failed on the payload.
  @Test func buildWritesNothingWhenOneOutputCannotBeWritten() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aps-output-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let headers = folder.appendingPathComponent("p.headers").path
    let result = runAPS(["build", "-t", "silent", "--headers-out", headers, "-o", Self.missing])
    #expect(result.exitCode == .ioError, "\(result.stderr)")
    #expect(result.stderr == "aps: error: cannot write \(Self.missing): No such file or directory\n")
    #expect(!FileManager.default.fileExists(atPath: headers), "no output is written when one cannot be")
  }

  @Test func aFolderIsRefusedBeforeTheCommandRuns() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let result = runAPS(["validate", "-o", folder], stdin: "{")
    #expect(result.exitCode == .ioError, "\(result.stderr)")
    #expect(result.stderr == "aps: error: cannot write \(folder): is a directory\n")
  }
}
