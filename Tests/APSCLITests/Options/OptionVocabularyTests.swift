import Foundation
import Testing

@testable import APSCLI

/// One option vocabulary: `-o/--output FILE` on every command that prints a result, `-q/--quiet`
/// on every command that checks, and typos caught inside default subcommands.
@Suite struct OptionVocabularyTests {
  /// Every command that runs, as its path of names.
  static func runnable(_ command: CommandSpec, _ parents: [String] = []) -> [[String]] {
    let path = parents + [command.name]
    return (command.run == nil ? [] : [path]) + command.subcommands.flatMap { runnable($0, path) }
  }

  static func command(at path: [String]) -> CommandSpec? {
    var command: CommandSpec? = APS.root
    for name in path.dropFirst() { command = command?.subcommand(named: name) }
    return command
  }

  @Test func everyCommandTakesOutputFile() throws {
    let paths = Self.runnable(APS.root)
    #expect(paths.count >= 14)
    for path in paths {
      let option = try #require(Self.command(at: path)?.option(named: "output"), "\(path)")
      #expect(option.short == "o" && option.valueName == "FILE", "\(path)")
      #expect(option.completion == .file(extensions: []), "\(path): -o completes any file")
    }
  }

  @Test(arguments: [["validate"], ["size"], ["inspect"], ["fmt"], ["build"], ["request"], ["convert"], ["getui", "decode"], ["jpush", "parse"]])
  func checkingCommandsTakeQuiet(_ path: [String]) throws {
    let option = try #require(Self.command(at: ["aps"] + path)?.option(named: "quiet"), "\(path)")
    #expect(option.short == "q" && option.isFlag)
  }

  @Test func outputFileIsWrittenAtomicallyAndStdoutStaysEmpty() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("report.jsonl").path
    let result = runAPS(["validate", "--format", "json", "-o", target], stdin: #"{"aps":{"badge":"1"}}"#)
    #expect(result.exitCode == .failure)
    #expect(result.stdout == "")
    let written = try String(contentsOfFile: target, encoding: .utf8)
    #expect(written.hasPrefix(#"{"file":"<stdin>","ok":false,"valid":false,"#) && written.hasSuffix("}\n"))
    let converted = runAPS(["convert", "--to", "hex", "--output", target], stdin: "{}")
    #expect(converted.exitCode == .ok && converted.stdout == "")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "7b7d\n")
    #expect(runAPS(["fmt", "--check", "-o", target], stdin: "{}").exitCode == .usage)
  }

  @Test func quietPrintsNothing() {
    let bad = #"{"aps":{"badge":"1"}}"#
    for args in [["validate", "-q"], ["size", "-q", "--limit", "5"], ["inspect", "-q"], ["build", "-q", "--strict", "--badge", "-1"]] {
      let result = runAPS(args, stdin: bad)
      #expect(result.exitCode == .failure, "\(args)")
      #expect(args[0] == "build" || result.stdout.isEmpty, "\(args): \(result.stdout)")
      #expect(result.stderr.isEmpty, "\(args): \(result.stderr)")
    }
    let broken = runAPS(["inspect", "-q"], stdin: "{\n    aps = {\n")
    #expect(broken.exitCode == .failure && broken.stdout.isEmpty && broken.stderr.isEmpty)
    let check = runAPS(["fmt", "--check", "-q"], stdin: "{ }")
    #expect(check.exitCode == .failure && check.stdout.isEmpty)
  }

  @Test(arguments: [
    (["templates", "shwo", "alert"], "unknown command 'shwo' for 'aps templates'. Did you mean 'show'?"),
    (["jpush", "pars", "x"], "unknown command 'pars' for 'aps jpush'. Did you mean 'parse'?"),
    (["templates", "lst"], "unknown command 'lst' for 'aps templates'. Did you mean 'list'?"),
    (["help", "jpush", "pars"], "unknown command 'pars' for 'aps jpush'. Did you mean 'parse'?"),
  ])
  func typosInsideDefaultSubcommands(_ row: ([String], String)) {
    let result = runAPS(row.0)
    #expect(result.exitCode == .usage)
    #expect(result.stderr.hasPrefix("aps: error: " + row.1 + "\n"), "\(result.stderr)")
  }

  /// A word that names an existing file is an input of the default subcommand, never a typo.
  @Test func existingFileIsAnInputNotATypo() throws {
    let parser = ArgumentParser(root: APS.root, fileExists: { $0 == "pars" })
    guard case .run(let path, let parsed) = try parser.parse(["jpush", "pars"]) else {
      Issue.record("expected a run")
      return
    }
    #expect(path.map(\.name) == ["aps", "jpush", "parse"])
    #expect(parsed.positional("FILE") == ["pars"])
  }

  /// Several inputs to `inspect` are told apart by a header line each.
  @Test func inspectNamesEachInput() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = folder.appendingPathComponent("a.json").path
    let second = folder.appendingPathComponent("b.json").path
    try #"{"aps":{"alert":"a"}}"#.write(toFile: first, atomically: true, encoding: .utf8)
    try #"{"aps":{"alert":"b"}}"#.write(toFile: second, atomically: true, encoding: .utf8)
    let result = runAPS(["inspect", first, second])
    #expect(result.exitCode == .ok)
    #expect(result.stdout.hasPrefix("==> \(first) <==\nform:"))
    #expect(result.stdout.contains("\n\n==> \(second) <==\nform:"))
    #expect(!runAPS(["inspect", first]).stdout.contains("==>"))
  }

  @Test func jpushGetAndJSONAreExclusive() {
    #expect(runAPS(["jpush", "--get", "content", "--format", "json"], stdin: "{}").exitCode == .usage)
  }
}
