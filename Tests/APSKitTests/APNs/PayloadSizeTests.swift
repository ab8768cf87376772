import Testing

@testable import APSKit

@Suite struct PayloadSizeTests {
  private let payload: JSONValue = [
    "aps": ["alert": ["title": "Hi", "body": "Say \"hi\"\n"], "badge": 1],
    "orderID": "A-1", "tags": ["a", "b"], "meta": [:],
  ]

  /// The compact size of `value` as the readers count it, both ways the one counter takes: summed over the
  /// entries of a pretty printing, and read off the byte range of a compact one. The two must agree.
  private func counted(_ value: JSONValue) -> Int? {
    var tape = JSONTape()
    let sizes = [JSONPrinter(options: .pretty).bytes(value), JSONPrinter.compact(value)].map { text in
      text.withUnsafeBufferPointer { buffer -> Int? in
        guard (try? tape.scan(buffer)) != nil else { return nil }
        return tape.compactSize
      }
    }
    return sizes[0] == sizes[1] ? sizes[0] : -1
  }

  @Test func compactSizeIsTheCompactForm() throws {
    let text = #"{"aps":{"alert":{"title":"Hi","body":"Say \"hi\"\n"},"badge":1},"orderID":"A-1","tags":["a","b"],"meta":{}}"#
    #expect(counted(payload) == text.utf8.count)
    #expect(counted(try JSONText(scanning: text).value) == text.utf8.count)
  }

  /// The size is counted from a pretty-printed scan, not printed compact: it must equal the printed length for every kind of value,
  /// escapes and control characters included.
  @Test func countedSizeEqualsThePrintedLength() throws {
    var values = SampleCorpus.lines(count: 500).map { try? JSONText(scanning: $0).value }.compactMap { $0 }
    values += [[], [:], [[]], ["": [:]], "\u{0}\u{1F}\u{7F}\t\n\r\u{8}\u{C}\"\\/é😀", .number("-1.5e+300"), nil, true, false]
    #expect(values.count > 500)
    for value in values {
      #expect(counted(value) == JSONPrinter.compact(value).count, "\(JSONPrinter.compactString(value))")
    }
  }

  @Test func breakdownRowsSumToTheTotal() {
    let tree = JSONText(printing: payload).withRoot(PayloadSize.breakdown(of:))
    #expect(tree.bytes == JSONPrinter.compact(payload).count)
    #expect(tree.flatRows.map(\.own).reduce(0, +) == tree.bytes)
    func check(_ node: SizeBreakdown) {
      if !node.children.isEmpty {
        #expect(node.children.map(\.bytes).reduce(node.punctuation, +) == node.bytes, "\(node.path)")
      }
      node.children.forEach(check)
    }
    check(tree)
    let aps = tree.children[0]
    #expect(aps.path == "/aps" && aps.label == "aps")
    // "aps":{…}, → key 5, colon 1, braces 2, comma 1
    #expect(aps.punctuation == 9)
    #expect(aps.children.map(\.path) == ["/aps/alert", "/aps/badge"])
    // "badge":1 is the last member: no comma
    #expect(aps.children[1].bytes == #""badge":1"#.utf8.count)
    #expect(tree.children.last?.bytes == #""meta":{}"#.utf8.count)
  }

  /// Children are counted by walking the tape: a breakdown that asked for the count once per member took
  /// 8 s for 20,000 members and 129 s for 80,000 (found in review): doubling must not quadruple it.
  @Test func aWideObjectBreaksDownInLinearTime() {
    Growth.expectLinear(n: 20_000, "a wide object's breakdown") { count in
      let members = (0..<count).map { "\"k\($0)\":1" }.joined(separator: ",")
      let text = try! JSONText(scanning: Array("{\(members)}".utf8))
      let tree = text.withRoot(PayloadSize.breakdown(of:))
      #expect(tree.children.count == count && tree.children.last?.bytes == "\"k\(count - 1)\":1".utf8.count)
    }
  }

  /// A tree aps built is read as deep as it nests: the input depth limit (512) must not turn it into null.
  @Test func aDeeplyNestedBuiltTreeIsReadWhole() {
    var value: JSONValue = "leaf"
    for _ in 0..<600 { value = ["k": value] }
    let size = JSONText(printing: value).withRoot(\.compactSize)
    #expect(size == JSONPrinter.compact(value).count)
  }
}
