import Foundation
import Testing

@testable import APSCLI

/// `aps help json`, `aps help help` and `aps help --man`: pages that are not a command's own.
@Suite struct HelpTopicTests {
  @Test func jsonContractIsGolden() {
    let result = runAPS(["help", "json"])
    #expect(result.exitCode == .ok)
    assertGolden(result.stdout, named: "help/json.txt")
  }

  @Test func helpHelpIsGolden() {
    let result = runAPS(["help", "help"])
    #expect(result.exitCode == .ok)
    assertGolden(result.stdout, named: "help/help.txt")
  }

  @Test func unknownTopicSuggestsOne() {
    let result = runAPS(["help", "jsn"])
    #expect(result.exitCode == .usage)
    #expect(result.stderr.hasPrefix("aps: error: unknown command 'jsn' for 'aps'. Did you mean 'json'?\n"))
  }

  /// A link in help is never cut in two, so it can be clicked and pasted.
  @Test func linksAreNotSplit() {
    let url = "https://github.com/jpush/jpush-docs/blob/master/zh/jpush/server/push/rest_api_v3_push.md"
    #expect(TextWrapper(width: 40).wrap("see \(url) now", firstIndent: 0, indent: 0) == ["see", url, "now"])
    #expect(runAPS(["jpush", "parse", "--help"]).stdout.contains(url))
  }

  @Test func manPageNamesEveryCommandExitCodesAndTheContract() {
    let roff = runAPS(["help", "--man"]).stdout
    #expect(roff.hasPrefix(".TH APS 1 "))
    for command in APS.root.subcommands {
      #expect(roff.contains(".SS \"aps \(command.name)\""), "\(command.name)")
    }
    #expect(roff.contains(".SH \"EXIT STATUS\"") && roff.contains(".B 66"))
    #expect(roff.contains(".SH \"JSON OUTPUT\"") && roff.contains("JSON Lines"))
    // Plain ASCII: non-ASCII is written as \[uXXXX] so no input encoding is needed.
    #expect(roff.unicodeScalars.allSatisfy { $0.value < 0x80 })
    #expect(!roff.split(separator: "\n").contains { $0.hasPrefix(".") && $0.hasPrefix("..") })
  }
}
