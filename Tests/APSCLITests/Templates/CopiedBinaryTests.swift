import Foundation
import Testing

/// The built-in templates are compiled into the binary: a release binary copied alone into an
/// empty folder still lists them. Runs only when `swift build -c release` has been run.
@Suite struct CopiedBinaryTests {
  static var releaseBinary: URL {
    var folder = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { folder.deleteLastPathComponent() }
    return folder.appendingPathComponent(".build/release/aps")
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: releaseBinary.path),
    "build the release binary first: swift build -c release"))
  func copiedReleaseBinaryListsTemplates() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aps-copy-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // Embedded in code: SwiftPM makes no resource bundle that a copied binary could miss.
    let buildFolder = Self.releaseBinary.deletingLastPathComponent().path
    let bundles = try FileManager.default.contentsOfDirectory(atPath: buildFolder).filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }
    #expect(bundles.isEmpty, "\(bundles)")
    let copy = folder.appendingPathComponent("aps")
    try FileManager.default.copyItem(at: Self.releaseBinary, to: copy)
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
