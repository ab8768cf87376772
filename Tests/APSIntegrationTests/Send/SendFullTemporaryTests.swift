import Foundation
import Testing

@testable import APSCLITests

/// Issue 21: with a full TMPDIR (or a file size limit) every token still gets a result that says
/// what happened — never `{"ok":false,"status":null}` without an `error` — no temporary is left,
/// and the exit code says whether anything may have gone out (75: nothing was sent).
@Suite(.serialized) struct SendFullTemporaryTests {
  static let tokens = [String(repeating: "a", count: 64), hexToken("BadDeviceToken")]

  /// A small tmpfs needs root and mount(8); checked by mounting one.
  static let canMount: Bool = {
    guard getuid() == 0, let folder = try? makeTemporaryFolder() else { return false }
    defer { try? FileManager.default.removeItem(at: folder) }
    guard let filesystem = try? SmallFilesystem(folder, options: "size=64k") else { return false }
    filesystem.unmount()
    return true
  }()

  /// A tmpfs mounted on a folder, for as long as the test holds it.
  struct SmallFilesystem {
    let folder: URL

    init(_ folder: URL, options: String) throws {
      let mounted = try runProcess(try #require(which("mount")), ["-t", "tmpfs", "-o", options, "tmpfs", folder.path])
      guard mounted.status == 0 else { throw CocoaError(.fileWriteNoPermission) }
      self.folder = folder
    }

    func unmount() {
      _ = try? runProcess(which("umount") ?? "/bin/umount", [folder.path])
    }

    /// Fills the blocks with one file, then (when they are limited) the inodes with empty files.
    func fill() {
      FileManager.default.createFile(atPath: folder.appendingPathComponent("fill").path, contents: nil)
      if let handle = FileHandle(forWritingAtPath: folder.appendingPathComponent("fill").path) {
        while (try? handle.write(contentsOf: Data(count: 4096))) != nil {}
        try? handle.close()
      }
      for index in 0..<64 where !FileManager.default.createFile(atPath: folder.appendingPathComponent("f\(index)").path, contents: nil) { break }
    }

    /// What is in the folder besides the files `fill` made.
    var leftOver: [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "fill" && !$0.hasPrefix("f") }
    }
  }

  static func send(_ mock: MockAPNs, temporary: URL) throws -> CLIResult {
    let file = mock.folder.appendingPathComponent("tokens.txt")
    try tokens.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    var environment = mock.environment
    environment["TMPDIR"] = temporary.path
    return runAPS(
      ["send", "--topic", "com.example.app", "--device-tokens", file.path, "--format", "json", "--no-validate"],
      stdin: #"{"aps":{"alert":"Hi"}}"#, environment: environment)
  }

  static func records(_ text: String) -> [[String: Any]] {
    text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
  }

  /// No room for a file: the acceptance (no body) is reported; the rejection's body cannot be
  /// saved, so its record keeps the status and says why the reason is missing.
  @Test(.enabled(if: Tools.canRunMockAPNs && canMount, "needs root to mount a small tmpfs, python3 with h2, openssl and curl"))
  func noRoomForAnAnswer() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let folder = mock.folder.appendingPathComponent("full")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let filesystem = try SmallFilesystem(folder, options: "size=64k")
    defer { filesystem.unmount() }
    filesystem.fill()
    let result = try Self.send(mock, temporary: folder)
    let records = Self.records(result.stdout)
    #expect(records.count == 2, "\(result.stdout)\(result.stderr)")
    #expect(records.first?["delivery"] as? String == "accepted")
    #expect(records.last?["status"] as? Int == 400)
    let message = (records.last?["error"] as? [String: Any])?["message"] as? String ?? ""
    #expect(message.contains("could not be saved") && message.contains("TMPDIR"), "\(result.stdout)")
    #expect(result.exitCode.rawValue == 1)
    #expect(filesystem.leftOver.isEmpty, "temporaries removed: \(filesystem.leftOver)")
  }

  /// No room for the private folder (blocks and inodes used up): nothing is sent, every token is
  /// "not sent" with why, exit 75.
  @Test(.enabled(if: Tools.canRunMockAPNs && canMount, "needs root to mount a small tmpfs, python3 with h2, openssl and curl"))
  func noRoomForTheFolder() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let folder = mock.folder.appendingPathComponent("full")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let filesystem = try SmallFilesystem(folder, options: "size=64k,nr_inodes=8")
    defer { filesystem.unmount() }
    filesystem.fill()
    let result = try Self.send(mock, temporary: folder)
    let records = Self.records(result.stdout)
    #expect(records.count == 2, "\(result.stdout)\(result.stderr)")
    for record in records {
      #expect(record["delivery"] as? String == "not-sent")
      let message = (record["error"] as? [String: Any])?["message"] as? String ?? ""
      #expect(message.contains("cannot make a temporary folder") && message.contains("No space left"), "\(record)")
    }
    #expect(result.exitCode.rawValue == 75)
    #expect(mock.requests.isEmpty)
    #expect(filesystem.leftOver.isEmpty, "nothing left: \(filesystem.leftOver)")
  }

  /// Without root: `ulimit -f 0` makes every write to a file fail. curl must not die of SIGXFSZ
  /// (which lost every result, the sent ones reported "not sent"): the rejection whose body
  /// cannot be saved says so, the acceptance is reported, nothing is left behind.
  @Test(.enabled(if: Tools.canRunMockAPNs && apsBinary != nil && which("sh") != nil, "needs sh, the aps binary, python3 with h2, openssl and curl"))
  func fileSizeLimit() throws {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let temporary = mock.folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let file = mock.folder.appendingPathComponent("tokens.txt")
    try Self.tokens.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let payload = mock.folder.appendingPathComponent("p.json")
    try #"{"aps":{"alert":"Hi"}}"#.write(to: payload, atomically: true, encoding: .utf8)
    // Standard output is a pipe (the limit applies to files only).
    let script = "ulimit -f 0; '\(try #require(apsBinary))' send '\(payload.path)' --device-tokens '\(file.path)' --topic com.example.app --no-validate --format json"
    var environment = mock.environment
    environment["TMPDIR"] = temporary.path
    let result = try runProcess(try #require(which("sh")), ["-c", script], environment: environment)
    let records = Self.records(result.stdout)
    #expect(records.count == 2, "\(result.stdout)\(result.stderr)")
    #expect(records.first?["delivery"] as? String == "accepted")
    #expect(records.last?["status"] as? Int == 400)
    let message = (records.last?["error"] as? [String: Any])?["message"] as? String ?? ""
    #expect(message.contains("could not be saved") && message.contains("ulimit -f"), "\(result.stdout)")
    #expect(result.status == 1, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "temporaries removed")
  }
}
