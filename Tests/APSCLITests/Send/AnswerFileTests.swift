import APSKit
import Foundation
import Testing

@testable import APSCLI

/// The files curl writes for an answer (`--dump-header`, `--output`): none is an answer without a
/// body (curl's manual, "-o, --output": https://curl.se/docs/manpage.html#-o); one that is there
/// but cannot be read, or is over the cap, is said, never taken for an answer without a reason.
@Suite struct AnswerFileTests {
  private static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aps-answer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func noFileIsAnAnswerWithoutABody() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let read = CurlRun.readAnswerFile(folder.appendingPathComponent("0.b").path, what: "body")
    #expect(read.bytes.isEmpty)
    #expect(read.problem == nil)
  }

  @Test func aReadableFileIsRead() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("0.b")
    try Data(#"{"reason":"BadDeviceToken"}"#.utf8).write(to: file)
    let read = CurlRun.readAnswerFile(file.path, what: "body")
    #expect(String(decoding: read.bytes, as: UTF8.self) == #"{"reason":"BadDeviceToken"}"#)
    #expect(read.problem == nil)
  }

  @Test func anUnreadableFileIsSaid() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A folder where the body should be: opened, but never read as an answer.
    let file = folder.appendingPathComponent("0.b")
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
    let read = CurlRun.readAnswerFile(file.path, what: "body")
    #expect(read.problem == "the answer's body could not be read from the temporary folder (is a directory; give a file)")
  }

  @Test func aFileOverTheCapIsSaid() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("0.b")
    try Data(repeating: 0x20, count: APNsRequest.maximumResponseBytes + 1).write(to: file)
    let read = CurlRun.readAnswerFile(file.path, what: "body")
    #expect(read.bytes.isEmpty)
    #expect(read.problem == "the answer's body is over 65536 bytes and was not read (APNs answers with a few bytes)")
  }

  @Test func anUnreadAnswerIsNotCalledOneWithoutAReason() throws {
    let writeOut = try JSONText(scanning: #"{"exitcode":0,"http_code":400,"http_version":"2"}"#)
    var result = writeOut.withRoot { SendResult(writeOut: $0, head: [], body: [], limits: CurlBatch.Limits()) }
    #expect(SendOutput.text(token: "t", result) == "t: 400 rejected (no reason in the answer)\n")
    result.answerUnread = true
    result.error = "the answer's body could not be read from the temporary folder (Permission denied)"
    #expect(
      SendOutput.text(token: "t", result)
        == "t: 400 rejected\n  note: the answer's body could not be read from the temporary folder (Permission denied)\n")
  }
}
