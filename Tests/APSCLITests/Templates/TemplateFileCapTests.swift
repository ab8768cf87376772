import Foundation
import Testing

@testable import APSCLI

/// A template named by its path is read through the one opener with the templates' cap (1 MiB),
/// as one found in an `APS_TEMPLATE_PATH` folder is: a log file given by mistake is refused, not
/// read whole (up to the 1 GiB cap of any input) and then parsed.
@Suite struct TemplateFileCapTests {
  @Test func aTemplatePathOverTheCapIsRefused() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("aps-template-cap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("big.json")
    try Data(repeating: 0x20, count: TemplateLocator.maximumTemplateLength + 1).write(to: file)
    let result = runAPS(["build", "-t", file.path])
    #expect(result.exitCode == .noInput, "\(result.stderr)")
    #expect(result.stderr == "aps: error: cannot open \(file.path): the input is over 1 MiB; a template is a few KB (is this the right file?)\n")
  }
}
