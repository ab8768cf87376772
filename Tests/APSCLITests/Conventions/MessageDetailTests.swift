import Foundation
import Testing

@testable import APSCLI

/// Message details: template files as files, a hidden built-in said, the final newline
/// of `build -o` explained, the paste hint on a terminal.
@Suite struct MessageDetailTests {
  private func folder() throws -> URL { try makeTemporaryFolder() }

  @Test func templateFromStandardInput() {
    let result = runAPS(["build", "-t", "-", "--var", "t=Hi"], stdin: #"{"aps":{"alert":"{{t}}"}}"#)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout == #"{"aps":{"alert":"Hi"}}"# + "\n")
  }

  @Test func templateFileWithAnotherExtension() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A path, not a change of the working folder: the other tests run in this process meanwhile.
    let file = dir.appendingPathComponent("hi.apns").path
    try #"{"aps":{"alert":"{{t}}"}}"#.write(toFile: file, atomically: true, encoding: .utf8)
    let result = runAPS(["build", "-t", file, "--var", "t=Yo"])
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout.contains(#""alert":"Yo""#))
  }

  @Test func userTemplateHidingABuiltinIsSaid() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    try #"{"aps":{"alert":"{{t}}"}}"#.write(toFile: dir.path + "/alert.json", atomically: true, encoding: .utf8)
    let result = runAPS(["build", "-t", "alert", "--var", "t=x"], environment: ["APS_TEMPLATE_PATH": dir.path])
    #expect(result.exitCode == .ok)
    #expect(result.stderr.contains("warning: template 'alert' hides the built-in 'alert'"), "\(result.stderr)")
  }

  @Test func buildAndFmtSayWhyTheirFinalNewlinesDiffer() {
    #expect(runAPS(["help", "build"]).stdout.contains("without a final newline"))
    #expect(runAPS(["help", "fmt"]).stdout.contains("ends with a newline") || runAPS(["help", "fmt"]).stdout.contains("with a newline"))
  }

  @Test func pasteHintWhenInspectWaitsOnATerminal() {
    let io = CommandIO.memory(stdin: Array("{\"aps\":{}}".utf8), stdinIsTerminal: true)
    _ = APS.run(["inspect"], io: io)
    #expect(io.stderr.text.contains("paste"), "\(io.stderr.text)")
    #expect(io.stderr.text.contains("Ctrl-D"))
    let piped = CommandIO.memory(stdin: Array("{\"aps\":{}}".utf8))
    _ = APS.run(["inspect"], io: piped)
    #expect(!piped.stderr.text.contains("Ctrl-D"))
  }
}
