import Testing

@testable import APSCLI

/// Help pages of the sample tree, compared with golden files under `Golden/help/`.
@Suite struct HelpRendererTests {
  struct Page: Sendable, CustomTestStringConvertible {
    var args: [String]
    var width: Int
    var golden: String
    var testDescription: String { golden }
  }

  static let pages: [Page] = [
    Page(args: ["--help"], width: 80, golden: "help/sample-root.txt"),
    Page(args: ["fmt", "--help"], width: 80, golden: "help/sample-fmt.txt"),
    Page(args: ["fmt", "--help"], width: 50, golden: "help/sample-fmt-50.txt"),
    Page(args: ["templates", "--help"], width: 80, golden: "help/sample-templates.txt"),
    Page(args: ["getui", "decode", "--help"], width: 80, golden: "help/sample-getui-decode.txt"),
    Page(args: ["shell", "--help"], width: 80, golden: "help/sample-shell.txt"),
  ]

  @Test(arguments: pages) func page(_ page: Page) {
    let result = runSample(page.args, width: page.width)
    #expect(result.exitCode == .ok)
    #expect(result.stderr.isEmpty)
    assertGolden(result.stdout, named: page.golden)
  }

    // 50 is the narrowest width the sample's longest option label (44 columns) fits.
  @Test(arguments: [50, 64, 80, 120]) func linesFitTheWidth(width: Int) {
    for args in [["--help"], ["fmt", "--help"], ["getui", "decode", "-h"]] {
      let help = runSample(args, width: width).stdout
      for line in help.split(separator: "\n") {
        #expect(TextWrapper.displayWidth(line) <= width, "\(args) at \(width): '\(line)'")
        #expect(!line.hasSuffix(" "), "trailing space: '\(line)'")
      }
    }
  }

  /// Every way of asking for help shows the same page.
  @Test(arguments: [
    (["--help"], [] as [String]), (["-h"], []), (["help"], []), ([], []),
    (["help", "fmt"], ["fmt"]), (["fmt", "--help"], ["fmt"]), (["fmt", "-h"], ["fmt"]),
    (["fmt", "a.json", "-c", "--help"], ["fmt"]),
    (["help", "getui", "decode"], ["getui", "decode"]), (["getui", "decode", "-h"], ["getui", "decode"]),
    (["getui"], ["getui"]), (["help", "templates", "--help"], ["templates"]),
  ])
  func helpEntryPoints(args: [String], page: [String]) {
    let result = runSample(args)
    #expect(result.exitCode == .ok)
    #expect(result.stderr.isEmpty)
    let expected = runSample(page + ["--help"]).stdout
    #expect(result.stdout == expected, "\(args)")
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
  }

  @Test func versionPrintsNameAndVersion() {
    let result = runAPS(["--version"])
    #expect(result.stdout.hasPrefix("aps 0.1.0 (commit "))
    #expect(result.exitCode == .ok)
  }

  /// `--version` printed only `aps 0.1.0`; it names the commit and its date when the source
  /// was stamped (a release archive, or `.ci/stamp-version`), and says it was not otherwise.
  @Test func versionLineNamesTheCommit() {
    #expect(BuildInfo.versionLine(name: "aps", version: "0.1.0", commit: "1a2b3c4", date: "2026-11-28") == "aps 0.1.0 (commit 1a2b3c4, 2026-11-28)\n")
    #expect(BuildInfo.versionLine(name: "aps", version: "0.1.0", commit: "$Format:%h$", date: "$Format:%cs$").contains("commit not recorded"))
  }

  @Test func optionLabelsShowValuesAndDefaults() {
    let help = runSample(["fmt", "--help"], width: 200).stdout
    #expect(help.contains("  --color <when>          When to colour the output. (values: auto, always, never; default: auto)\n"))
    #expect(help.contains("  -v, --var <name=value>  Set a variable.\n"))
    #expect(help.contains("USAGE: tool fmt [--compact] [--sort-keys] [--indent <n>]"))
    #expect(help.contains("[--var <name=value> ...]"))
    #expect(!help.contains("--debug"), "hidden options stay out of help")
  }

  @Test func wideCharactersCountTwoColumns() {
    #expect(TextWrapper.displayWidth("个推 GeTui") == 10)
    let lines = TextWrapper(width: 10).wrap("个推个推个推个推", firstIndent: 0, indent: 0)
    #expect(lines == ["个推个推个", "推个推"])
  }

  @Test func usageCollapsesOptionsWhenTooLong() {
    let lines = HelpRenderer(width: 40).usageLines(for: [SampleTool.root, SampleTool.fmt], prefix: "USAGE: ")
    #expect(lines == "USAGE: tool fmt [<options>] [<file> ...]\n")
  }
}

/// The real `aps --help`; re-record (`APS_RECORD=1 swift test --filter Help`) when commands change.
@Suite struct APSHelpTests {
  @Test func rootHelp() {
    let result = runAPS(["--help"])
    #expect(result.exitCode == .ok)
    assertGolden(result.stdout, named: "help/aps.txt")
  }

  @Test func noArgumentsPrintsHelp() {
    let result = runAPS([])
    #expect(result.exitCode == .ok)
    #expect(result.stdout == runAPS(["--help"]).stdout)
  }
}
