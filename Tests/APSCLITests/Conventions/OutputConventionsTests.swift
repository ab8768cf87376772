import Foundation
import Testing

@testable import APSCLI

/// `-q`, `--pretty`, `--verbose`, `--format`, `--to` mean one thing each; a flag that does not
/// apply is a usage error that says why; a positional argument is always a file.
@Suite struct OutputConventionsTests {
  private static let payload = #"{"aps":{"alert":"Hi"}}"#

  @Test(arguments: [["validate"], ["size"], ["inspect"], ["templates", "list"], ["getui", "decode"], ["jpush", "parse"]])
  func prettyWithoutJSONIsAUsageError(_ command: [String]) {
    let result = runAPS(command + ["--pretty"], stdin: Self.payload)
    #expect(result.exitCode == .usage, "\(command)")
    #expect(result.stderr.contains("--pretty indents JSON output; add --format json"))
  }

  @Test func prettyInBuildIndentsThePayload() {
    let result = runAPS(["build", "--alert", "Hi", "--pretty"])
    #expect(result.exitCode == .ok && result.stdout.contains("\n  \"aps\""))
  }

  @Test(arguments: [["validate"], ["size"], ["inspect"]])
  func quietWithJSONIsAUsageError(_ command: [String]) {
    let result = runAPS(command + ["-q", "--format", "json"], stdin: Self.payload)
    #expect(result.exitCode == .usage, "\(command)")
    #expect(result.stderr.contains("-q prints no records"))
  }

  @Test func quietAndVerboseContradict() {
    #expect(runAPS(["convert", "-q", "-v"], stdin: Self.payload).exitCode == .usage)
  }

  @Test func everyQuietSaysTheSame() {
    var helps = Set<String>()
    func walk(_ command: CommandSpec) {
      if let quiet = command.option(named: "quiet"), !["send", "request"].contains(command.name) { helps.insert(quiet.help) }
      command.subcommands.forEach(walk)
    }
    walk(APS.root)
    #expect(helps.count == 1, "\(helps)")
  }

  @Test func fmtQuietHidesTheByteOrderMarkNote() {
    let result = runAPS(["fmt", "-c", "-q"], stdinBytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8))
    #expect(result.exitCode == .ok && result.stdout == "{}\n" && result.stderr == "")
  }

  @Test func getuiJSONFlagIsRenamedNotMisread() {
    let result = runAPS(["getui", "decode", "--json"], stdin: "text")
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("--require-json") && result.stderr.contains("--format json"))
    #expect(runAPS(["getui", "decode", "--require-json"], stdin: "text").exitCode == .failure)
  }

  @Test func conventionsAreInHelpAndTheManPage() {
    #expect(runAPS(["--help"]).stdout.contains("Options that mean the same in every command"))
    #expect(runAPS(["help", "--man"]).stdout.contains("Options that mean the same in every command"))
  }

  // #9: a positional argument is a file.
  @Test func getuiEncodeOfAMissingFileExits66() {
    let result = runAPS(["getui", "encode", "missing.json"])
    #expect(result.exitCode == .noInput)
    #expect(result.stdout == "")
    #expect(runAPS(["getui", "encode", "--text", "{}", "--to", "hex"]).stdout == "7b7d\n")
  }

  // #13: `aps getui FILE` decodes, as `aps jpush FILE` parses.
  @Test func getuiWithAFileDecodes() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("p.txt").path
    try #"{"payload":"hi","aps":{}}"#.write(toFile: file, atomically: true, encoding: .utf8)
    let result = runAPS(["getui", file])
    #expect(result.exitCode == .ok && result.stdout == "hi\n", "\(result.stderr)")
  }

  // #11: a pipeline stage prints only what the user must act on.
  @Test func convertPrintsNoNotesUnlessVerbose() {
    let capture = "(lldb) po userInfo\n{\n    aps = {\n        badge = 1;\n    };\n    flag = 1;\n}\n"
    let quiet = runAPS(["convert", "--to", "json"], stdin: capture)
    #expect(quiet.exitCode == .ok && quiet.stderr == "", "\(quiet.stderr)")
    let verbose = runAPS(["convert", "--to", "json", "--verbose"], stdin: capture)
    #expect(verbose.stderr.contains("note:"))
  }
}

/// `-q` keeps what a command makes: `size --fit -q` prints the fitted payload and no note.
@Suite struct QuietKeepsWhatIsMadeTests {
  @Test func sizeFitQuietPrintsThePayloadOnly() {
    let payload = #"{"aps":{"alert":"Hello there, this is a long alert text"}}"#
    let result = runAPS(["size", "--fit", "--limit", "40", "-q"], stdin: payload)
    #expect(result.exitCode == .ok)
    #expect(result.stdout.hasPrefix(#"{"aps":{"alert":"#))
    #expect(result.stderr == "")
  }
}
