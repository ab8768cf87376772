import Testing

@testable import APSKit

/// Every reader on every prefix and on shuffled versions of every fixture: errors are fine,
/// crashes and hangs are not. Also the readers that a form forces directly.
@Suite struct CaptureRobustnessTests {
  static func variants(of input: [UInt8], seed: UInt64) -> [[UInt8]] {
    var generator = SplitMix(state: seed)
    var result: [[UInt8]] = []
    // Every prefix (a capture cut anywhere), capped for long fixtures.
    let step = max(1, input.count / 200)
    for length in stride(from: 0, to: input.count, by: step) { result.append(Array(input[..<length])) }
    // Whole-input shuffles, line shuffles and swapped chunks.
    for _ in 0..<8 { result.append(input.shuffled(using: &generator)) }
    let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for _ in 0..<8 {
      result.append(Array(lines.shuffled(using: &generator).joined(separator: [UInt8(ascii: "\n")])))
    }
    for _ in 0..<16 where input.count > 2 {
      var copy = input
      let a = Int.random(in: 0..<copy.count, using: &generator)
      let b = Int.random(in: 0..<copy.count, using: &generator)
      copy.swapAt(a, b)
      copy.remove(at: Int.random(in: 0..<copy.count, using: &generator))
      result.append(copy)
    }
    return result
  }

  @Test(arguments: CaptureFixture.all)
  func noReaderCrashes(_ fixture: CaptureFixture) {
    let readers = [CaptureReader(), CaptureReader(stringsOnly: true)]
    for variant in Self.variants(of: fixture.input, seed: UInt64(fixture.name.utf8.count * 7919)) {
      for reader in readers {
        for form in [nil] + CaptureForm.allCases {
          // Whatever is read from a description must survive the description round trip unchanged.
          // JSON (and JS) keep the sender's types, which Darwin's text cannot always carry once a
          // provider's schema types the key: a JSON `"_ge_": 1` writes as `_ge_ = 1;`, and GeTui
          // defines `_ge_` as the string "1", so it reads back as that string.
          guard let capture = try? reader.read(variant, as: form), let value = capture.value, value.isContainer,
            ![.json, .javascript].contains(capture.form), capture.jsonSource == nil
          else { continue }
          // The description is what Darwin prints (keys sorted, "1234" bare), so it is not a
          // lossless form; it is a fixed point: what is read back prints the same text again.
          let written = DescriptionWriter.write(value)
          let again = try? CaptureReader().read(Array(written.utf8), as: .nslog).value
          #expect(again.map(DescriptionWriter.write) == written, "round trip of a value read from a variant")
        }
      }
    }
  }

  @Test func deepSwiftDumpIsAnErrorNotACrash() {
    let deep = Array(String(repeating: "▿ 1 element\n", count: 100_000).utf8)
    #expect(throws: CaptureError.self) { try CaptureReader().read(deep, as: .swiftDump) }
    #expect(throws: CaptureError.self) { try CaptureReader().read(deep) }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let deep = Array(repeating: UInt8(ascii: "("), count: 100_000)
    #expect(throws: CaptureError.self) { try CaptureReader().read(deep, as: .nslog) }
    let swift = Array("[AnyHashable(\"a\"): ".utf8) + Array(repeating: UInt8(ascii: "["), count: 100_000)
    #expect(throws: CaptureError.self) { try CaptureReader().read(swift, as: .swift) }
  }
}
