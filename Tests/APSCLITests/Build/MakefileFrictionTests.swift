import APSKit
import Foundation
import Testing

@testable import APSCLI

/// What made a Makefile need one rule per template: a vars file could not name its template,
/// `validate` applied one `--headers` to every input, a number was refused for a string variable.
@Suite struct MakefileFrictionTests {
  @Test func varsFileNamesItsTemplate() throws {
    let folder = try TemporaryFolder()
    try folder.write("v.json", #"{"$template": "alert", "title": "Hi", "body": "There"}"#)
    let result = runAPS(["build", "--vars", folder.path + "/v.json", "--strict"])
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout == #"{"aps":{"alert":{"title":"Hi","body":"There"},"sound":"default"}}"# + "\n")
    // --template wins over "$template".
    let given = runAPS(["build", "--template", "badge", "--vars", folder.path + "/v.json"])
    #expect(given.stderr.contains("unused") || given.exitCode != .ok, "the alert variables do not fit the badge template")
  }

  /// `-o` was written before `--headers-out` failed (exit 74): make then saw a fresh payload beside
  /// a missing headers file. The target is written last.
  @Test func aFailedHeadersFileLeavesNoFreshPayload() throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/dir.headers", withIntermediateDirectories: true)
    let result = runAPS(["build", "-t", "alert", "--var", "title=a", "--var", "body=b",
                         "--headers-out", folder.path + "/dir.headers", "-o", folder.path + "/out.json"])
    #expect(result.exitCode == .ioError, "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/out.json"))
  }

  @Test func aTemplateKeyThatIsNoNameIsLocated() throws {
    let folder = try TemporaryFolder()
    try folder.write("v.json", "{\n  \"$template\": 3\n}")
    let result = runAPS(["build", "--vars", folder.path + "/v.json"])
    #expect(result.exitCode == .failure)
    #expect(result.stderr.contains("v.json:2:16: error: \"$template\" names the template"), "\(result.stderr)")
  }

  /// `{"order":1234}` was refused for a string variable while `--var order=1234` worked.
  @Test func aNumberForAStringVariableIsItsText() throws {
    let folder = try TemporaryFolder()
    try folder.write("v.json", #"{"sender": "Ann", "text": 1234, "thread-id": 1.50}"#)
    let fromFile = runAPS(["build", "-t", "chat-message", "--vars", folder.path + "/v.json"])
    #expect(fromFile.exitCode == .ok, "\(fromFile.stderr)")
    #expect(fromFile.stdout.contains(#""alert":"Ann: 1234""#) && fromFile.stdout.contains(#""thread-id":"1.50""#))
    let fromOption = runAPS(["build", "-t", "chat-message", "--var", "sender=Ann", "--var", "text=1234", "--var", "thread-id=1.50"])
    #expect(fromOption.stdout == fromFile.stdout)
  }

  /// A bad value: 64 on the command line (usage), 1 in a file given as an option (data error).
  @Test func badValueExitCodes() throws {
    let folder = try TemporaryFolder()
    try folder.write("v.json", #"{"title": "a", "body": "b", "badge": "many"}"#)
    let option = runAPS(["build", "-t", "alert", "--var", "title=a", "--var", "body=b", "--var", "badge=many"])
    #expect(option.exitCode == .usage)
    let file = runAPS(["build", "-t", "alert", "--vars", folder.path + "/v.json"])
    #expect(file.exitCode == .failure)
    #expect(file.stderr.contains("v.json:1:"))
  }

  /// `validate out/*.json` with no --headers reads the headers file build wrote beside each.
  @Test func validateReadsTheHeadersBesideEachPayload() throws {
    let folder = try TemporaryFolder()
    let voip = #"{"aps":{},"call":"x"}"#
    try folder.write("call.json", voip)
    try folder.write("call.headers", "apns-push-type: voip\n")
    try folder.write("hi.json", #"{"aps":{"alert":"Hi"}}"#)
    let result = runAPS(["validate", "--strict", folder.path + "/call.json", folder.path + "/hi.json"])
    #expect(result.exitCode == .ok, "\(result.stdout)")
    #expect(result.stdout.contains("call.json: ok (voip,"))
    // --headers applies one file to every input; the file beside is then not read.
    try folder.write("alert.headers", "apns-push-type: alert\n")
    let given = runAPS(["validate", "--strict", "--headers", folder.path + "/alert.headers", folder.path + "/call.json"])
    #expect(given.exitCode == .failure)
    // A bad line in the file beside is that input's data error.
    try folder.write("call.headers", "apns-push-type voip\n")
    let bad = runAPS(["validate", folder.path + "/call.json"])
    #expect(bad.exitCode == .failure)
    #expect(bad.stderr.contains("call.headers:1:"), "\(bad.stderr)")
  }

  @Test(arguments: [("out/a.json", "out/a.headers"), ("a", "a.headers"), ("dir.v1/a", "dir.v1/a.headers"), (".hidden", ".hidden.headers")])
  func besideHeadersPath(_ payload: String, _ headers: String) {
    #expect(BesideHeaders.path(for: payload) == headers)
  }
}
