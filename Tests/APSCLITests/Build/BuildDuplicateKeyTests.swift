import Foundation
import Testing

@testable import APSCLI

/// `aps build` never prints a repeated key (RFC 8259, section 4: which copy wins is undefined) and
/// never lets a repeated `--vars` entry silently win: each source is an error naming the key, its
/// JSON Pointer and both places, with or without `--strict`.
@Suite struct BuildDuplicateKeyTests {
  @Test(arguments: [
    (["--var", "title=T", "--set-json", #"/x={"a":1,"a":2}"#], #"--set-json /x: duplicate key "a" at /a (first at line 1, column 2); keep one"#),
    (["--var", "title=T", "--custom-json", #"k={"a":1,"b":{"c":1,"c":2}}"#], #"--custom-json k: duplicate key "c" at /b/c (first at line 1, column 13)"#),
    (["--var-json", #"title={"a":1,"a":2}"#], #"--var-json title: duplicate key "a" at /a"#),
    (["--var", "title=T", "--push-type", "liveactivity", "--content-state", #"{"a":1,"a":2}"#], #"--content-state: duplicate key "a" at /a"#),
  ])
  func optionValues(_ extra: [String], _ message: String) {
    for strict in [[], ["--strict"]] {
      let result = runAPS(["build", "-t", "alert", "--var", "body=B"] + strict + extra)
      #expect(result.exitCode == .usage, "\(result.stdout)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains(message), "\(result.stderr)")
    }
  }

  @Test func templateFile() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.json")
    try #"{"aps":{"alert":"{{t}}","alert":"x"}}"#.write(to: template, atomically: true, encoding: .utf8)
    let result = runAPS(["build", "-t", template.path, "--var", "t=1", "--strict"])
    #expect(result.exitCode == .failure)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(#"t.json:1:25: error: duplicate key "alert" at /aps/alert (first at line 1, column 9)"#), "\(result.stderr)")
  }

  /// A variable of type json given with --var: the same rule.
  @Test func jsonTypedVariable() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let template = folder.appendingPathComponent("t.json")
    try #"{"aps":{"alert":"x"},"d":"{{data:json}}"}"#.write(to: template, atomically: true, encoding: .utf8)
    let result = runAPS(["build", "-t", template.path, "--var", #"data={"a":1,"a":2}"#])
    #expect(result.exitCode == .usage)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(#"duplicate key "a" at /a (first at line 1, column 2)"#), "\(result.stderr)")
  }

  @Test func varsFile() throws {
    let result = runAPS(["build", "-t", "alert", "--vars", "-"], stdin: "{\"title\":\"a\", \"body\":\"b\",\n \"title\":\"b\"}")
    #expect(result.exitCode == .failure)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(#"<stdin>:2:2: error: duplicate key "title" at /title (first at line 1, column 2)"#), "\(result.stderr)")
  }

  /// A 120 KB value is not echoed back: 60 characters, an ellipsis and its length.
  @Test func longValueIsShortenedInMessages() {
    let long = "[" + String(repeating: "1,", count: 60_000) + "1]"
    for arguments in [["--var-json", "title=" + long], ["--var-json", "title=" + long + ","]] {
      let result = runAPS(["build", "-t", "alert", "--var", "body=B"] + arguments)
      #expect(result.exitCode == .usage)
      #expect(result.stderr.utf8.count < 1000, "\(result.stderr.prefix(300))")
      #expect(result.stderr.contains("…' (12000"), "\(result.stderr.prefix(300))")
    }
  }
}

extension BuildDuplicateKeyTests {
  /// `--var title=a --var title=b` used to build with "b"; the same name given twice on the command
  /// line is refused as a repeated JSON key is (a --vars file's value is still overridden).
  @Test(arguments: [
    (["--var", "title=a", "--var", "title=b"], "variable 'title' given twice (--var title=a, then --var title=b); give it once"),
    (["--var", "title=a", "--var-json", #"title="b""#], #"variable 'title' given twice (--var title=a, then --var-json title="b"); give it once"#),
    (["--var", "title=a", "--title", "x", "--title", "y"], "option --title given twice (x, then y); give it once"),
  ])
  func repeatedVariableOrOption(_ extra: [String], _ message: String) {
    let result = runAPS(["build", "-t", "alert", "--var", "body=B"] + extra)
    #expect(result.exitCode == .usage, "\(result.stdout)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }
}
