import APSKit
import Foundation
import Testing

@testable import APSCLI

/// Points a new user met trying aps from the README and the help only.
@Suite struct NewUserFrictionTests {
  /// `echo hello | aps inspect` reported "form: text" and exited 0: nothing was found.
  @Test func inspectOfPlainTextSaysNoPayloadAndFails() throws {
    let text = runAPS(["inspect"], stdin: "hello\n")
    #expect(text.exitCode == .failure)
    #expect(text.stderr.contains("no payload found"), "\(text.stderr)")
    let json = runAPS(["inspect", "--format", "json"], stdin: "hello\n")
    #expect(json.exitCode == .failure)
    let record = try JSONText(scanning: json.stdout).value
    #expect(record["ok"] == false && record["error"]?["exit"] == 1)
  }

  /// The help says 10 characters; `--key-id abc` went on to sign a token APNs refuses.
  @Test(arguments: [["--key-id", "abc", "--team-id", "DEF123GHIJ"], ["--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJK"]])
  func keyAndTeamIDsAreTenCharacters(_ ids: [String]) {
    let result = runAPS(["token", "--key-file", "/nonexistent.p8"] + ids)
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("takes 10 letters and digits"), "\(result.stderr)")
  }

  /// On a terminal, `validate`, `fmt` and `size` waited silently for the paste; `inspect` said so.
  @Test(arguments: [["validate"], ["fmt"], ["size"], ["inspect"]])
  func terminalStandardInputAsksForThePaste(_ command: [String]) {
    let io = CommandIO.memory(stdin: Array(#"{"aps":{"alert":"Hi"}}"#.utf8), stdinIsTerminal: true)
    _ = APS.run(command, io: io)
    #expect(io.stderr.text.contains("aps: reading standard input: paste the "), "\(command)")
    #expect(io.stderr.text.contains("then press Ctrl-D (or give a FILE)"))
    let piped = CommandIO.memory(stdin: Array(#"{"aps":{"alert":"Hi"}}"#.utf8))
    _ = APS.run(command, io: piped)
    #expect(!piped.stderr.text.contains("paste"))
  }
}
