import Foundation
import Testing

@testable import APSCLI

/// `aps fmt` over real files: `--write` (atomic, permissions kept, untouched on error), `--check`, several
/// and several inputs (the built binary on a closed pipe: FmtPipeTests).
@Suite struct FmtFileTests {
  static let messy = "{ \"aps\" : {\"alert\":\"你好 👋\",\"badge\":1.0} }"
  static let pretty = "{\n  \"aps\": {\n    \"alert\": \"你好 👋\",\n    \"badge\": 1.0\n  }\n}\n"

  @Test func writeRewritesAndKeepsPermissions() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try write(Self.messy, named: "push.json", in: folder, mode: 0o600)

    let result = runAPS(["fmt", "-w", file.path])
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout.isEmpty && result.stderr.isEmpty)
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.pretty)
    #expect(try permissions(file) == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["push.json"])
  }

  @Test func writeLeavesAFileWithAnErrorByteIdentical() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = "{\"a\":1,\n  \"b\":[1,2,]\n}"
    let bad = try write(broken, named: "bad.json", in: folder, mode: 0o640)
    let good = try write(Self.messy, named: "good.json", in: folder, mode: 0o644)

    let result = runAPS(["fmt", "--write", bad.path, good.path])
    #expect(result.exitCode == .failure)
    #expect(result.stderr.hasPrefix("\(bad.path):2:11: error: trailing comma before ']'"))
    #expect(try Data(contentsOf: bad) == Data(broken.utf8))
    #expect(try permissions(bad) == 0o640)
    #expect(try String(contentsOf: good, encoding: .utf8) == Self.pretty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["bad.json", "good.json"])
  }

  /// A formatted file is not rewritten at all: same inode, so links and watchers are not disturbed.
  @Test func writeSkipsAFileThatIsAlreadyFormatted() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try write(Self.pretty, named: "push.json", in: folder, mode: 0o644)
    let before = try inode(file)
    #expect(runAPS(["fmt", "-w", file.path]).exitCode == .ok)
    #expect(try inode(file) == before)
    #expect(runAPS(["fmt", "-w", "-c", file.path]).exitCode == .ok)
    #expect(try inode(file) != before)
    #expect(try String(contentsOf: file, encoding: .utf8) == #"{"aps":{"alert":"你好 👋","badge":1.0}}"# + "\n")
  }

  @Test func writeJSONLinesAndDropTheByteOrderMark() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try write("\u{FEFF}{\"a\": 1}\n\n{\"b\": [ ]}", named: "log.jsonl", in: folder, mode: 0o644)
    let result = runAPS(["fmt", "-w", "-c", "--jsonl", file.path])
    #expect(result.exitCode == .ok)
    #expect(result.stderr == "\(file.path):1:1: note: skipped a UTF-8 byte order mark\n")
    #expect(try String(contentsOf: file, encoding: .utf8) == "{\"a\":1}\n{\"b\":[]}\n")
  }

  @Test func checkListsUnformattedFilesAndWritesNothing() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let messy = try write(Self.messy, named: "messy.json", in: folder, mode: 0o644)
    let tidy = try write(Self.pretty, named: "tidy.json", in: folder, mode: 0o644)

    let failing = runAPS(["fmt", "--check", tidy.path, messy.path])
    #expect(failing.exitCode == .failure)
    #expect(failing.stdout == "would reformat \(messy.path)\n")
    #expect(failing.stderr.isEmpty)
    #expect(try String(contentsOf: messy, encoding: .utf8) == Self.messy)

    let passing = runAPS(["fmt", "--check", tidy.path])
    #expect(passing.exitCode == .ok)
    #expect(passing.stdout.isEmpty)
    #expect(runAPS(["fmt", "--check", "--indent", "4", tidy.path]).exitCode == .failure)
  }

  /// A missing file is reported and the others are still done; the run exits 66.
  @Test func missingFileAmongOthers() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try write("[1]", named: "a.json", in: folder, mode: 0o644)
    let result = runAPS(["fmt", "-c", folder.appendingPathComponent("gone.json").path, file.path])
    #expect(result.exitCode == .noInput)
    #expect(result.stdout == "[1]\n")
    #expect(result.stderr.contains("gone.json: No such file or directory"))
  }

  private func write(_ text: String, named name: String, in folder: URL, mode: Int) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    return url
  }
}

/// The permission bits of a file.
func permissions(_ url: URL) throws -> Int {
  try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

/// The inode number of a file.
func inode(_ url: URL) throws -> Int {
  try (FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? NSNumber)?.intValue ?? -1
}
