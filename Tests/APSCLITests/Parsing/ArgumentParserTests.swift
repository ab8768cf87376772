import Testing

@testable import APSCLI

/// A small tool exercising every parser feature, independent of the real commands.
private let sample = CommandSpec(
  name: "tool", abstract: "Sample.",
  subcommands: [
    CommandSpec(
      name: "fmt", abstract: "Format.",
      options: [
        .flag("compact", short: "c", help: "Compact."),
        .flag("sort-keys", short: "S", help: "Sort."),
        .option("indent", value: "N", help: "Indent.", default: "2"),
        .option("color", value: "WHEN", help: "Colour.", allowed: ["auto", "always", "never"]),
        .option("var", short: "v", value: "NAME=VALUE", help: "Var.", repeatable: true),
        .optionalValue("target", value: "WHERE", help: "Target.", bare: "here", repeatable: true, takesWord: { $0 == "there" || $0.hasPrefix("id-") }),
      ],
      arguments: [.inputFiles()],
      run: { _, _ in .ok }),
    CommandSpec(
      name: "group", abstract: "Group.",
      subcommands: [
        CommandSpec(name: "list", abstract: "List.", run: { _, _ in .ok }),
        CommandSpec(
          name: "show", abstract: "Show.", arguments: [ArgumentSpec("NAME", help: "The name.")],
          run: { _, _ in .ok }),
      ],
      defaultSubcommand: "list"),
  ])

private func parsed(_ words: [String]) throws -> ParsedArguments {
  guard case .run(_, let arguments) = try ArgumentParser(root: sample).parse(words) else {
    Issue.record("expected a command to run")
    return ParsedArguments(commandPath: [])
  }
  return arguments
}

private func usageMessage(_ words: [String]) -> String? {
  do {
    _ = try ArgumentParser(root: sample).parse(words)
    return nil
  } catch let error as CLIError {
    guard case .usage(let message) = error else { return nil }
    return message
  } catch {
    return nil
  }
}

@Suite struct ArgumentParserTests {
  @Test func longShortBundledAndInlineValues() throws {
    let result = try parsed(["fmt", "-cS", "--indent=4", "--color", "never", "a.json", "-"])
    #expect(result.flag("compact"))
    #expect(result.flag("sort-keys"))
    #expect(result.value("indent") == "4")
    #expect(result.value("color") == "never")
    #expect(result.positional("FILE") == ["a.json", "-"])
  }

  @Test func defaultsAndRepeats() throws {
    let result = try parsed(["fmt", "-v", "a=1", "--var", "b=2", "-vc=3"])
    #expect(result.value("indent") == "2")
    #expect(result.values("var") == ["a=1", "b=2", "c=3"])
  }

  @Test func doubleDashEndsOptions() throws {
    let result = try parsed(["fmt", "--", "--compact", "-c"])
    #expect(!result.flag("compact"))
    #expect(result.positional("FILE") == ["--compact", "-c"])
  }

  @Test func unknownOptionSuggests() {
    #expect(usageMessage(["fmt", "--compcat"])?.contains("Did you mean '--compact'?") == true)
    #expect(usageMessage(["fmt", "-x"])?.contains("unknown option '-x'") == true)
  }

  @Test func unknownCommandSuggests() {
    #expect(usageMessage(["fnt"])?.contains("Did you mean 'fmt'?") == true)
  }

  @Test func allowedValuesAreChecked() {
    #expect(usageMessage(["fmt", "--color", "nevr"])?.contains("Did you mean 'never'?") == true)
  }

  @Test func missingValueAndArgument() {
    #expect(usageMessage(["fmt", "--indent"])?.contains("needs a value") == true)
    #expect(usageMessage(["group", "show"])?.contains("missing argument <name>") == true)
    #expect(usageMessage(["group", "show", "a", "b"])?.contains("unexpected argument 'b'") == true)
    #expect(usageMessage(["fmt", "--compact=yes"])?.contains("takes no value") == true)
  }

  @Test func defaultSubcommandAndHelp() throws {
    let outcome = try ArgumentParser(root: sample).parse(["group"])
    guard case .run(let path, _) = outcome else {
      Issue.record("expected run")
      return
    }
    #expect(path.map(\.name) == ["tool", "group", "list"])
    guard case .help(let helpPath) = try ArgumentParser(root: sample).parse(["help", "group", "show"]) else {
      Issue.record("expected help")
      return
    }
    #expect(helpPath.map(\.name) == ["tool", "group", "show"])
    guard case .help = try ArgumentParser(root: sample).parse(["fmt", "a", "-h"]) else {
      Issue.record("expected help")
      return
    }
  }
}

extension ArgumentParserTests {
  /// An option whose value may be left out (`send --simulator [booted|UDID]`): alone it has its bare
  /// value; the next word is its value only when the option accepts it, so an input file that follows
  /// stays an input; `--opt=VALUE` always gives the value.
  @Test func optionalValues() throws {
    #expect(try parsed(["fmt", "--target"]).values("target") == ["here"])
    #expect(try parsed(["fmt", "--target", "a.json"]).values("target") == ["here"])
    #expect(try parsed(["fmt", "--target", "a.json"]).positional("FILE") == ["a.json"])
    #expect(try parsed(["fmt", "--target", "there", "--target", "id-7", "--target"]).values("target") == ["there", "id-7", "here"])
    #expect(try parsed(["fmt", "--target", "-c"]).flag("compact"))
    #expect(try parsed(["fmt", "--target=elsewhere"]).values("target") == ["elsewhere"])
    #expect(UsageRenderer.usageToken(sample.subcommands[0].options.last!) == "[--target [<where>] ...]")
  }
}

extension ArgumentParserTests {
  /// A single-value option given twice used to keep the last value silently (`--limit 100 --limit 5`
  /// checked against 5); a repeatable option still accumulates, and a flag may still repeat.
  @Test func singleValueOptionGivenTwiceIsAUsageError() throws {
    #expect(usageMessage(["fmt", "--indent", "100", "--indent=5"]) == "option --indent given twice (100, then 5); give it once")
    #expect(usageMessage(["fmt", "--color", "never", "--color", "always"]) == "option --color given twice (never, then always); give it once")
    #expect(try parsed(["fmt", "-v", "a=1", "--var", "a=2"]).values("var") == ["a=1", "a=2"])
    #expect(try parsed(["fmt", "-c", "--compact"]).flag("compact"))
  }
}
