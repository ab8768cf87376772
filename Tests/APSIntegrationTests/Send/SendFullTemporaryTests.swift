import Foundation
import Testing

@testable import APSCLITests

/// With a full TMPDIR (or a file size limit) every token still gets a result that says
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
      // No #require here: `canMount` runs while traits are evaluated, where a recorded issue belongs to no test.
      guard let mount = which("mount") else { throw CocoaError(.fileNoSuchFile) }
      let mounted = try runProcess(mount, ["-t", "tmpfs", "-o", options, "tmpfs", folder.path])
      guard mounted.status == 0 else { throw CocoaError(.fileWriteNoPermission) }
      self.folder = folder
    }

    /// Unmounts, lazily if the mount is busy; a mount left behind fails the test rather than stay unseen.
    func unmount() {
      let umount = which("umount") ?? "/bin/umount"
      if (try? runProcess(umount, [folder.path]))?.status == 0 { return }
      let lazy = try? runProcess(umount, ["-l", folder.path])
      if lazy?.status != 0 { Issue.record("the tmpfs on \(folder.path) could not be unmounted: unmount it by hand") }
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

  /// Sends the two tokens with TMPDIR on a tmpfs mounted with `options` and filled: what came out,
  /// what the run left there, and how many requests the mock received.
  static func sendWithFullTemporary(_ options: String) throws -> (result: CLIResult, leftOver: [String], requests: Int) {
    let mock = try #require(try MockAPNs.start())
    defer { mock.stop() }
    let folder = mock.folder.appendingPathComponent("full")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let filesystem = try SmallFilesystem(folder, options: options)
    defer { filesystem.unmount() }
    filesystem.fill()
    let file = mock.folder.appendingPathComponent("tokens.txt")
    try tokens.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    var environment = mock.environment
    environment["TMPDIR"] = folder.path
    let result = runAPS(
      ["send", "--topic", "com.example.app", "--device-tokens", file.path, "--format", "json", "--no-validate"],
      stdin: #"{"aps":{"alert":"Hi"}}"#, environment: environment)
    return (result, filesystem.leftOver, mock.requests.count)
  }

  /// The acceptance (no body, so no file) is reported; the rejection keeps its status and says why
  /// its reason is missing, naming `cause`.
  static func expectAcceptedAndRejectedWithoutBody(_ output: String, cause: String) {
    let records = output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    #expect(records.count == 2, "\(output)")
    #expect(records.first?["delivery"] as? String == "accepted")
    #expect(records.last?["status"] as? Int == 400)
    let message = (records.last?["error"] as? [String: Any])?["message"] as? String ?? ""
    #expect(message.contains("could not be saved") && message.contains(cause), "\(output)")
  }

  /// No room for a file: the rejection's body cannot be saved.
  @Test(.enabled(if: Tools.canRunMockAPNs && canMount, "needs root to mount a small tmpfs, python3 with h2, openssl and curl"))
  func noRoomForAnAnswer() throws {
    let (result, leftOver, _) = try Self.sendWithFullTemporary("size=64k")
    Self.expectAcceptedAndRejectedWithoutBody(result.stdout, cause: "TMPDIR")
    #expect(result.exitCode.rawValue == 1)
    #expect(leftOver.isEmpty, "temporaries removed: \(leftOver)")
  }

  /// No room for the private folder (blocks and inodes used up): nothing is sent, every token is
  /// "not sent" with why, exit 75.
  @Test(.enabled(if: Tools.canRunMockAPNs && canMount, "needs root to mount a small tmpfs, python3 with h2, openssl and curl"))
  func noRoomForTheFolder() throws {
    let (result, leftOver, requests) = try Self.sendWithFullTemporary("size=64k,nr_inodes=8")
    let records = result.stdout.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    #expect(records.count == 2, "\(result.stdout)\(result.stderr)")
    for record in records {
      #expect(record["delivery"] as? String == "not-sent")
      let message = (record["error"] as? [String: Any])?["message"] as? String ?? ""
      #expect(message.contains("cannot make a temporary folder") && message.contains("No space left"), "\(record)")
    }
    #expect(result.exitCode.rawValue == 75)
    #expect(requests == 0)
    #expect(leftOver.isEmpty, "nothing left: \(leftOver)")
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
    Self.expectAcceptedAndRejectedWithoutBody(result.stdout, cause: "ulimit -f")
    #expect(result.status == 1, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "temporaries removed")
  }
}
