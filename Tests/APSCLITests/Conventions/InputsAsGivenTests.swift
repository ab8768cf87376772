import Foundation
import Testing

@testable import APSCLI

/// Inputs as users have them: vars files of strings, and empty files reported in the one layout.
@Suite struct InputsAsGivenTests {
  private func file(_ text: String, named name: String = "in.json") throws -> (URL, String) {
    let folder = try makeTemporaryFolder()
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return (folder, path)
  }

  // #2: a string in --vars is text, typed by the template as --var's is.
  @Test func varsStringsAreTypedByTheTemplate() throws {
    let (folder, vars) = try file(#"{"title":"Hi","body":"There","badge":"3"}"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let fromFile = runAPS(["build", "-t", "alert", "--vars", vars])
    let fromFlags = runAPS(["build", "-t", "alert", "--var", "title=Hi", "--var", "body=There", "--var", "badge=3"])
    #expect(fromFile.exitCode == .ok, "\(fromFile.stderr)")
    #expect(fromFile.stdout == fromFlags.stdout)
    #expect(fromFile.stdout.contains(#""badge":3"#))
  }

  @Test func varsOtherValuesMustMatchTheType() throws {
    let (folder, vars) = try file(#"{"title":"Hi","body":"There","badge":true}"#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runAPS(["build", "-t", "alert", "--vars", vars])
    #expect(result.exitCode == .failure)
    #expect(result.stderr.contains("variable 'badge' is an int"))
    let (other, text) = try file(#"{"title":"Hi","body":"There","badge":"three"}"#)
    defer { try? FileManager.default.removeItem(at: other) }
    #expect(runAPS(["build", "-t", "alert", "--vars", text]).stderr.contains("expected a whole number"))
  }

  // #8: an empty file is reported as FILE:1:1: error[rule]: by every command that reads one.
  @Test(arguments: [
    ["validate"], ["size"], ["fmt"], ["inspect"], ["convert"], ["jpush", "parse"], ["getui", "decode"],
    ["predict", "--payload"],
  ])
  func emptyFileHasOneLayout(_ command: [String]) throws {
    let (folder, path) = try file("", named: "empty.json")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = runAPS(command + [path])
    #expect(result.exitCode == .failure, "\(command)")
    // validate prints its findings on standard output, as its report.
    let first = (result.stdout + result.stderr).split(separator: "\n").first.map(String.init) ?? ""
    #expect(first.hasPrefix(path + ":1:1: error"), "\(command): \(first)")
    #expect(!first.hasPrefix("aps: error:"))
  }
}
