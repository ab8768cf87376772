import APSKit
import Testing

@Suite struct SampleCorpusTests {
  @Test func sameSeedSameLinesOtherSeedOtherLines() {
    #expect(SampleCorpus.lines(count: 200) == SampleCorpus.lines(count: 200))
    #expect(SampleCorpus.lines(count: 200, seed: 1) != SampleCorpus.lines(count: 200, seed: 2))
    let joined = SampleCorpus.lines(count: 50).map { $0 + "\n" }.joined()
    #expect(SampleCorpus.jsonl(count: 50) == Array(joined.utf8))
  }

  @Test func everyLineParsesAndPrintsBackToItself() throws {
    for line in SampleCorpus.lines(count: 2_000) {
      #expect(!line.contains("\n"))
      let document = try JSONText(scanning: line)
      #expect(document.duplicateKeys.isEmpty)
      #expect(JSONPrinter.compactString(document.value) == line)
    }
  }

  @Test func linesAreRealisticInSizeAndContent() {
    let lines = SampleCorpus.lines(count: 5_000)
    let mean = lines.reduce(0) { $0 + $1.utf8.count } / lines.count
    #expect((200...320).contains(mean), "mean line length \(mean)")
    let corpus = lines.joined(separator: "\n")
    for marker in ["\"content-available\":1", "\"payload\":\"{\\\"type\\\"", "\"_j_msgid\":3602879", "\"content-state\"", "😂", "快递"] {
      #expect(corpus.contains(marker), "no \(marker)")
    }
  }
}
