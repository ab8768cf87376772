import Foundation
import Testing
@testable import APSCLITests

/// The built-in templates are compiled into the binary: a release binary copied alone into an
/// empty folder still lists them. Runs only when `swift build -c release` has been run.
@Suite struct CopiedBinaryTests {
  static var releaseBinary: URL {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent(".build/release/aps")
  }

  /// A release binary older than any source or template would test stale code: skip instead.
  static var releaseBinaryIsCurrent: Bool {
    let files = FileManager.default
    guard files.isExecutableFile(atPath: releaseBinary.path),
      let built = try? files.attributesOfItem(atPath: releaseBinary.path)[.modificationDate] as? Date
    else { return false }
    let root = releaseBinary.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for folder in ["Sources", "Templates"] {
      let base = root.appendingPathComponent(folder)
      guard let walker = files.enumerator(at: base, includingPropertiesForKeys: [.contentModificationDateKey]) else { continue }
      for case let url as URL in walker {
        let changed = (try? url.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
        if let changed, changed > built { return false }
      }
    }
    return true
  }

  @Test(.enabled(if: releaseBinaryIsCurrent,
    "no current release binary (older than Sources/ or absent): run swift build -c release first"))
  func copiedReleaseBinaryListsTemplates() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aps-copy-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Embedded in code: SwiftPM makes no resource bundle that a copied binary could miss.
    let buildFolder = Self.releaseBinary.deletingLastPathComponent().path
    let bundles = try FileManager.default.contentsOfDirectory(atPath: buildFolder).filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }
    #expect(bundles.isEmpty, "\(bundles)")
    let copy = folder.appendingPathComponent("aps")
    // Copied by `cp`: an in-process copy's write descriptor, inherited by a child another test forks
    // meanwhile, makes exec fail with "Text file busy" (seen in StaticBinaryTests).
    #expect(try runProcess("/bin/cp", [Self.releaseBinary.path, copy.path]).status == 0)
    let process = Process()
    process.executableURL = copy
    process.arguments = ["templates", "list", "--names"]
    process.currentDirectoryURL = folder
    process.environment = ["PATH": "/usr/bin:/bin"]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let names = String(decoding: data, as: UTF8.self).split(separator: "\n")
    #expect(names.contains("alert") && names.contains("jpush-push") && names.count >= 17)
  }
}
