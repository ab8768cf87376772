import APSPlatform
import Foundation
import Testing

@testable import APSCLITests

/// Memory for one document stays within a small multiple of its size, tape included.
/// The worst shape is the one with the most values per byte, `[1,1,…]` (a value every 2 bytes, an
/// 8-byte slot each): `aps fmt -c` of it holds the input and 4 times its size in slots, and prints the
/// input's own bytes without a second copy, so it peaks at about 5 times its size above an idle run.
/// 16-byte entries and an output buffer grown to the whole document made it 10; 56-byte entries grown by
/// doubling about 30.
@Suite struct TapeFootprintTests {
  static let worstMultiple = 6.0

  @Test(.enabled(if: apsBinary != nil, "needs the aps binary"))
  func worstShapeStaysWithinItsMultiple() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let aps = try #require(apsBinary)
    let small = folder.appendingPathComponent("small.json")
    try "[1]".write(to: small, atomically: true, encoding: .utf8)
    let big = folder.appendingPathComponent("ones.json")
    let values = 4_000_000
    try ("[" + Array(repeating: "1", count: values).joined(separator: ",") + "]").write(to: big, atomically: true, encoding: .utf8)
    let size = Double(2 * values)
    let idle = Subprocess.measure([aps, "fmt", "-c", small.path])
    let measured = Subprocess.measure([aps, "fmt", "-c", big.path])
    #expect(idle.status == 0 && measured.status == 0)
    let multiple = Double(measured.peakRSSBytes - idle.peakRSSBytes) / size
    #expect(multiple < Self.worstMultiple, "fmt of \(Int(size)) bytes of [1,1,…] peaked \(measured.peakRSSBytes) bytes: \(multiple) times its size")
  }
}
