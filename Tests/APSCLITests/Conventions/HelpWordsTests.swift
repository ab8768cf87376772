import APSKit
import Testing

@testable import APSCLI

/// Help never contradicts itself: option words after `aps help CMD` name that command's options,
/// `--man` stands anywhere, a suggestion is never the word typed, closed sets ignore case.
@Suite struct HelpWordsTests {
  @Test func helpTopicWithAnOptionShowsTheTopic() {
    let result = runAPS(["help", "json", "--pretty"])
    #expect(result.exitCode == .ok)
    #expect(result.stdout.hasPrefix("OVERVIEW: The JSON output contract"))
  }

  @Test func helpCommandWithItsOptionShowsTheCommand() {
    let result = runAPS(["help", "validate", "--format"])
    #expect(result.exitCode == .ok)
    #expect(result.stdout.contains("USAGE: aps validate"))
  }

  /// `aps help predict --implements` printed the whole page; now only the options named (any
  /// command, long or short spelling), with where the whole page is.
  @Test func helpCommandWithOptionsShowsOnlyThoseOptions() {
    let result = runAPS(["help", "predict", "--implements"])
    #expect(result.exitCode == .ok)
    #expect(result.stdout.contains("  --implements <list>"))
    #expect(!result.stdout.contains("OVERVIEW:") && !result.stdout.contains("--kind"))
    #expect(result.stdout.hasSuffix("See 'aps help predict' for the whole page.\n"))
    let two = runAPS(["help", "validate", "--format", "-q"]).stdout
    #expect(two.contains("--format <format>") && two.contains("-q, --quiet") && !two.contains("--jsonl"))
  }

  @Test func helpCommandWithAMisspeltOptionSuggestsTheRealOne() {
    let result = runAPS(["help", "validate", "--frmat"])
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("Did you mean '--format'?"))
  }

  @Test func manBeforeACommandPrintsTheManual() {
    let result = runAPS(["help", "--man", "validate"])
    #expect(result.exitCode == .ok)
    #expect(result.stdout.hasPrefix(".TH APS 1"))
  }

  @Test func aSuggestionIsNeverTheWordTyped() {
    #expect(Suggestions.didYouMean("json", among: ["json", "jsonl"]) != "Did you mean 'json'?")
    for args in [["help", "jsn", "x"], ["validate", "--fromat", "json"]] {
      let result = runAPS(args)
      let typed = args[1]
      #expect(!result.stderr.contains("Did you mean '\(typed)'"), "\(args)")
    }
  }

  @Test(arguments: [["validate", "--push-type", "VoIP", "-"], ["validate", "--format", "JSON", "-"],
    ["completions", "ZSH"]])
  func closedValueSetsIgnoreCase(_ args: [String]) {
    let result = runAPS(args, stdin: #"{"aps":{"alert":"x"}}"#)
    #expect(result.exitCode == .ok, "\(args): \(result.stderr)")
  }

  @Test func pushTypeInAnyCaseIsTheCanonicalValue() {
    let result = runAPS(["validate", "--push-type", "VoIP", "--format", "JSON", "-"], stdin: #"{"aps":{}}"#)
    #expect(result.stdout.contains(#""pushType":"voip""#))
    #expect(result.stdout.contains(#""limit":5120"#))
  }

  @Test func stateKilledPointsToNotRunningAndForceQuit() {
    let result = runAPS(["predict", "--state", "killed"])
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("'not-running'") && result.stderr.contains("'force-quit'"))
  }
}
