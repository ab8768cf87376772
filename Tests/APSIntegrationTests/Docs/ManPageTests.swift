import Foundation
import Testing

@testable import APSCLITests

@testable import APSCLI

/// The man page says what aps is, the variables it reads and where to read on; the recipe of
/// docs/help.md installs it where `man` finds it, in a fresh home.
@Suite struct ManPageTests {
  static let roff = runAPS(["help", "--man"]).stdout

  private func section(_ name: String) -> String {
    guard let start = Self.roff.range(of: ".SH \(name)\n") else { return "" }
    let rest = Self.roff[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n.SH ")?.lowerBound ?? rest.endIndex)])
  }

  @Test func environmentListsEveryVariableRead() {
    let environment = section("ENVIRONMENT")
    for name in ["APNS_JWT", "APNS_KEY_FILE", "APNS_KEY_ID", "APNS_TEAM_ID", "APS_APNS_URL", "CURL_CA_BUNDLE", "APS_TEMPLATE_PATH"] {
      #expect(environment.contains(".B \(name)\n"), "\(name)")
    }
  }

  @Test func descriptionSaysWhatTheToolDoes() {
    let description = section("DESCRIPTION")
    #expect(description.contains("builds Apple push notification payloads"))
    #expect(!description.contains("64 usage error"), "the exit codes belong to EXIT STATUS")
  }

  @Test func seeAlsoNamesToolsAndApplesPages() {
    let seeAlso = section("\"SEE ALSO\"")
    #expect(seeAlso.contains("\\fBcurl\\fR(1)") && seeAlso.contains("\\fBjq\\fR(1)"))
    #expect(seeAlso.contains("developer.apple.com"))
  }

  /// The recipe of docs/help.md, run in a fresh home with the built binary first on PATH.
  @Test(.enabled(if: which("man") != nil && apsBinary != nil, "man or the built aps is missing"))
  func readmeRecipeInstallsWhereManLooks() throws {
    let page = try String(contentsOf: ReadmeExamples.packageRoot.appendingPathComponent("docs/help.md"), encoding: .utf8)
    let section = try #require(page.components(separatedBy: "## Manual page").dropFirst().first)
    let block = try #require(section.components(separatedBy: "```sh\n").dropFirst().first?.components(separatedBy: "```").first)
    let recipe = block.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("man ") }
    let home = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let binary = try #require(apsBinary)
    let script = recipe.joined(separator: "\n") + "\nman -w aps\n"
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.path
    environment["PATH"] = URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":/usr/bin:/bin"
    environment["MANPATH"] = nil
    let result = try runProcess("/bin/sh", ["-c", script], environment: environment)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(home.path + "/.local/share/man/man1/aps.1"), "\(result.stdout)")
  }
}
