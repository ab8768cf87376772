import Foundation
import Testing

@testable import APSCLI

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Reading: streams gathered in chunks up to a cap checked before memory is
/// taken, regular files read into one exactly sized array, and the cap a clean error.
@Suite struct ByteSourceTests {
  /// A descriptor reading `bytes` through a pipe, written by another thread.
  private static func pipeSource(_ bytes: [UInt8]) -> ByteSource {
    var ends: [Int32] = [0, 0]
    _ = pipe(&ends)
    let writer = ends[1]
    DispatchQueue.global().async {
      _ = bytes.withUnsafeBytes { Platform.writeAll(writer, $0) }
      close(writer)
    }
    return ByteSource(descriptor: ends[0], name: "<pipe>")
  }

  /// Sizes around the chunk boundaries (64 KiB, then each chunk the size of what is held).
  @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_000, 1_000_003])
  func streamIsReadExactly(_ size: Int) throws {
    let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
    #expect(try Self.pipeSource(bytes).readAll() == bytes)
  }

  @Test func regularFileIsReadExactly() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("x.json")
    let bytes = Array(repeating: Array("{\"a\":1}\n".utf8), count: 30_000).flatMap { $0 }
    try Data(bytes).write(to: file)
    #expect(try ByteSource.open(path: file.path).readAll() == bytes)
  }

  /// `/dev/zero` never ends: the cap stops it (the real cap is 1 GiB; a small one here).
  @Test func endlessStreamStopsAtTheCap() throws {
    let source = try ByteSource.open(path: "/dev/zero")
    #expect {
      _ = try source.readAll(limit: 300_000)
    } throws: { error in
      (error as? CLIError) == .cannotOpen(
        path: "/dev/zero", reason: "the input is over 300000 bytes; a payload is a few KB (is this the right file?)")
    }
  }

  @Test func endlessLineStopsAtTheCap() throws {
    let source = try ByteSource.open(path: "/dev/zero")
    #expect(throws: CLIError.self) { try source.forEachLine(limit: 300_000) { _, _ in true } }
  }

  /// Lines split across 64 KiB reads are joined whole.
  @Test func longLinesAcrossChunks() throws {
    let lines = [String(repeating: "a", count: 100_000), "b", String(repeating: "c", count: 70_000) + "\r", "d"]
    var seen: [String] = []
    try Self.pipeSource(Array(lines.joined(separator: "\n").utf8)).forEachLine { line, number in
      seen.append(String(decoding: line, as: UTF8.self))
      #expect(number == seen.count)
      return true
    }
    #expect(seen == lines.map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 })
  }

  @Test func accumulatorJoinsChunksAndStopsAtItsLimit() throws {
    let gathered = ByteAccumulator(limit: 200_000)
    let bytes = (0..<150_000).map { UInt8(truncatingIfNeeded: $0) }
    try bytes.withUnsafeBytes { try gathered.append($0) }
    try bytes.withUnsafeBytes { try gathered.append($0) }
    #expect(gathered.count == 200_000)
    #expect(try gathered.joined() == bytes + bytes[..<50_000])
    #expect(gathered.count == 0)
  }
}

/// File names are bytes: carried losslessly through `String`, shown as `\xFF`.
@Suite struct ArgumentBytesTests {
  @Test(arguments: [
    [UInt8](), Array("plain.json".utf8), Array("推送.json".utf8), [0x66, 0xFF, 0x2E, 0x6A],
    [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF4, 0x90, 0x80, 0x80],
    // A valid U+10FF80 (the escape range itself) survives too.
    [0xF4, 0x8F, 0xBE, 0x80, 0x41],
  ])
  func roundTrip(_ bytes: [UInt8]) {
    let word = ArgumentBytes.string(bytes)
    #expect(ArgumentBytes.bytes(of: word) == bytes)
    #expect(ArgumentBytes.isText(word) == (String(bytes: bytes, encoding: .utf8) != nil && bytes != [0xF4, 0x8F, 0xBE, 0x80, 0x41]))
  }

  @Test func displayEscapesTheBytesThatAreNotText() {
    #expect(ArgumentBytes.display(ArgumentBytes.string([0x66, 0xFF, 0x2E, 0x6A])) == "f\\xFF.j")
    #expect(ArgumentBytes.display("推送") == "推送")
  }
}
