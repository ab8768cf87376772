import APSPlatform
import Foundation
import Testing

@testable import APSCLITests

/// Memory for one document stays within a small multiple of its size, tape included: `aps fmt -c` holds
/// the input and its tape, and prints the input's own bytes without a second copy. Each worst shape has
/// its bound above an idle run, measured at 30 MB (docs/benchmarks.md): `[1,1,…]`, `["","",…]` and small
/// containers written compact (`[{"a":1},…]`, `[[1],…]`, `[[[1]],…]`) join one run (`JSONTape+Runs.swift`), so
/// the input alone (1.0×; before, the containers were 5.1× and 7.1×); a container holding an escaped string
/// keeps its slots (`[{"\n":1},…]`: 4.6×). Before runs `[1,1,…]` held a slot a value (5.4×); 16-byte
/// entries and an output buffer grown to the whole document made it 10; 56-byte entries grown by doubling
/// about 30.
@Suite struct TapeFootprintTests {
  @Test(
    .enabled(if: apsBinary != nil, "needs the aps binary"),
    arguments: [("1", 1.5), (#""""#, 1.5), (#"{"a":1}"#, 1.5), ("[1]", 1.5), ("[[1]]", 1.5), (#"{"\n":1}"#, 5.5)])
  func worstShapesStayWithinTheirMultiples(value: String, bound: Double) throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let aps = try #require(apsBinary)
    let small = folder.appendingPathComponent("small.json")
    try "[1]".write(to: small, atomically: true, encoding: .utf8)
    let big = folder.appendingPathComponent("big.json")
    let values = 8_000_000 / (value.utf8.count + 1)
    let text = "[" + Array(repeating: value, count: values).joined(separator: ",") + "]"
    try text.write(to: big, atomically: true, encoding: .utf8)
    let size = Double(text.utf8.count)
    let idle = Subprocess.measure([aps, "fmt", "-c", small.path])
    let measured = Subprocess.measure([aps, "fmt", "-c", big.path])
    #expect(idle.status == 0 && measured.status == 0)
    let multiple = Double(measured.peakRSSBytes - idle.peakRSSBytes) / size
    #expect(multiple < bound, "fmt of \(Int(size)) bytes of [\(value),…] peaked \(measured.peakRSSBytes) bytes: \(multiple) times its size")
  }
}
