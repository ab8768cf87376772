import Testing

@testable import APSCLI
@testable import APSCLITests

/// The built binary, run as a user would: real process, real streams, real exit status.
@Suite struct BinarySmokeTests {
  @Test func helpListsTheCommands() throws {
    let binary = try #require(apsBinary, "build aps first: swift build")
    let result = try runProcess(binary, ["--help"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    for command in APS.root.subcommands {
      #expect(result.stdout.contains("\n  \(command.name) "), "--help lacks \(command.name)")
    }
  }

  @Test func unknownOptionExits64WithAHint() throws {
    let binary = try #require(apsBinary, "build aps first: swift build")
    let result = try runProcess(binary, ["fmt", "--compcat"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("aps: error: unknown option '--compcat' for 'aps fmt'. Did you mean '--compact'?\n"))
    #expect(result.stderr.hasSuffix("\n  See 'aps fmt --help'.\n"))
  }
}
