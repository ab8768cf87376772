import APSPlatform
import Foundation
import Testing

@testable import APSCLITests

/// Issue 21: memory for one document stays within a small multiple of its size, tape included.
/// The worst shape is the one with the most values per byte, `[1,1,…]` (a value every 2 bytes, a
/// 16-byte entry each): `aps fmt` of it peaks at about 10 times its size above an idle run (20-byte
/// entries made it 12). With 56-byte entries grown by doubling it was about 30 times.
@Suite struct TapeFootprintTests {
  static let worstMultiple = 11.0

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
