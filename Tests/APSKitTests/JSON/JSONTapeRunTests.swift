import Testing

@testable import APSKit

/// Runs (`JSONTape+Runs.swift`): an array's consecutive numbers, literals, `[]`/`{}`, `""` and small containers
/// written compact share one slot, and every reader still sees each of them as a value of its own: elements,
/// members, key look-ups, counts, pointers, offsets, compact sizes and every printed layout are those of the tree.
@Suite struct JSONTapeRunTests {
  /// Texts whose arrays hold runs next to what breaks them: strings, containers with members, whitespace
  /// (inside `[ ]`, around commas), a run of one, runs at the start and end, nested runs, `""` as an element
  /// (joined) and as a key or a member's value (never joined).
  static let texts = [
    "[1,2,3]", "[true,false,null,0,-1.5e+3,[],{}]", #"[1,"a",2,3,[4,5],6,{"k":[7,8]},9]"#, "[[],[],[[],{}],{}]",
    "[1, 2,3 ,4\n,5]", "[[ ],[],{ },{}]", "[1]", "[[1,2],[3],[]]", #"{"a":[1,2],"b":1,"c":[null,null]}"#,
    "[0,-0,1E5,2e-7,123456789012345678901234567890]", "[[[[1,2]]],3,4]", #"["",1,"",[],""]"#,
    #"{"":1,"a":[1,""],"b":""}"#, #"[{"":""},"",""]"#, #"["", "",""]"#,
    // Small containers: of scalars, nested, after and before run members, strings holding brackets, colons
    // and non-ASCII, keys out of order; too long (65 bytes), holding an escape, or spaced out, they keep their slots.
    "[[1],[1],[2]]", #"[{"a":1},{"a":1}]"#, #"[{"k":"v","n":2},1,[2,3],"",[]]"#, "[[[1]],[[1]]]",
    #"[{"a":[1]},{"":1},{"":[]}]"#, #"[{"é":"ü]"},["a]","{:}"],{"b":1,"a":2}]"#,
    #"[1,{"a":{"b":{"c":[true,null]}}},2]"#, #"[{"k":"\#(String(repeating: "x", count: 56))"},1]"#,
    #"[{"k":"\#(String(repeating: "x", count: 57))"},1]"#, #"[{"a":"\n"},[1]]"#, #"[{"a": 1},[1 ],[1]]"#,
    #"{"a":[[1],{"b":2}],"c":{"d":[3]}}"#,
  ]

  /// What a text holds, read from the same text with a space on each side of every comma (none of the
  /// texts has a comma in a string): a slot per value, no run, no container joined.
  static func tree(_ text: String) throws -> JSONValue {
    let spaced = text.split(separator: ",", omittingEmptySubsequences: false).joined(separator: " , ")
    var tape = JSONTape()
    tape.joinsSmallContainers = false
    let bytes = Array(spaced.utf8)
    return try bytes.withUnsafeBufferPointer { buffer in
      try tape.scan(buffer)
      var index = 0
      while index < tape.entryCount {
        #expect(!tape.entries[index].isRun, "\(spaced)")
        index += tape.entries[index].slotCount
      }
      return tape.withRoot(\.value)
    }
  }

  /// Where each text's runs are: how many slots its tape has.
  @Test(arguments: zip(texts, [
    3, 3, 5, 3, 6, 6, 3, 3, 12, 3, 3, 3, 10, 3, 4, 3, 3, 3, 3, 3, 3, 3, 3, 7, 7, 10, 13,
  ]))
  func consecutiveScalarsShareASlot(text: String, slots: Int) throws {
    var tape = JSONTape()
    let bytes = Array(text.utf8)
    try bytes.withUnsafeBufferPointer { try tape.scan($0) }
    #expect(tape.entryCount == slots, "\(text)")
  }

  /// A joined container's strings may hold commas, colons and brackets: its members are found by quotes and
  /// brackets, never by commas alone; looked up by key or by pointer, each is the tree's.
  @Test func commasInAJoinedContainersStringsSeparateNothing() throws {
    let text = #"[{"a,b":"c,d","e":[",",":]"]},{"":","},"x"]"#
    let bytes = Array(text.utf8)
    var tape = JSONTape()
    try bytes.withUnsafeBufferPointer { try tape.scan($0) }
    #expect(tape.entryCount == 4)  // the root's two, one run of both objects, the string
    let expected: JSONValue = [["a,b": "c,d", "e": [",", ":]"]], ["": ","], "x"]
    let read = JSONTape.withRoot(of: bytes[...]) { root in
      (
        root.value, root.elements?.count, root[pointer: JSONPointer(tokens: ["0", "e", "1"])]?.stringValue,
        root[pointer: JSONPointer(tokens: ["0", "a,b"])]?.offset, root[pointer: JSONPointer(tokens: ["1", ""])]?.stringValue,
        root[pointer: JSONPointer(tokens: ["0"])]?.members?.count, root[pointer: JSONPointer(tokens: ["0", "b"])] == nil
      )
    }
    let (value, count, inner, offset, empty, members, missing) = try #require(read)
    #expect(value == expected)
    #expect(count == 3 && inner == ":]" && offset == 8 && empty == "," && members == 2 && missing)
  }

  /// Elements, counts, values, kinds and offsets read through a run are the tree's and the source's.
  @Test(arguments: texts)
  func everyMemberReadsAsItsOwnValue(text: String) throws {
    let bytes = Array(text.utf8)
    let tree = try Self.tree(text)
    let read = JSONTape.withRoot(of: bytes[...]) { root in
      (root.value, root.compactSize, Self.offsets(root, in: bytes))
    }
    let (value, size, offsetsAgree) = try #require(read)
    #expect(value == tree)
    #expect(size == JSONPrinter.compact(tree).count)
    #expect(offsetsAgree)
  }

  /// Every value's `offset` is where its lexeme starts in the source, and its `compactOffset` is where it
  /// starts in the compact form; each element's pointer finds it again.
  static func offsets(_ root: JSONView, in bytes: [UInt8]) -> Bool {
    let compact = JSONPrinter.compact(root.value)
    var agree = true
    func visit(_ view: JSONView, _ pointer: JSONPointer) {
      let printed = JSONPrinter.compact(view.value)
      let at = root.compactOffset(of: view)
      agree = agree && Array(compact[at..<(at + printed.count)]) == printed
      agree = agree && root[pointer: pointer]?.value == view.value && root[pointer: pointer]?.offset == view.offset
      let source = bytes[view.offset]
      agree = agree && (view.kind != .number || source == UInt8(ascii: "-") || JSONLexing.isDigit(source))
      if let elements = view.elements {
        #expect(elements.count == Array(elements).count)
        for (position, element) in elements.enumerated() { visit(element, JSONPointer(tokens: pointer.tokens + [String(position)])) }
      }
      for member in view.members ?? .empty(in: view) { visit(member.value, JSONPointer(tokens: pointer.tokens + [member.key])) }
    }
    visit(root, JSONPointer(tokens: []))
    return agree
  }

  /// Printed from the tape in every layout (compact, pretty, coloured, sorted, ASCII), a run prints as the
  /// tree does; one member of a run printed alone is its lexeme.
  @Test(arguments: texts)
  func runsPrintAsTheTreeDoes(text: String) throws {
    let bytes = Array(text.utf8)
    let tree = try Self.tree(text)
    let layouts: [JSONPrinter.Options] = [
      .compact, .init(indent: .tab, asciiOnly: true), .init(indent: .spaces(2), sortKeys: true, colors: .standard),
      .init(indent: .compact, colors: .standard),
    ]
    for options in layouts {
      let fromTape = JSONTape.withRoot(of: bytes[...]) { root -> [UInt8] in
        var out: [UInt8] = []
        JSONPrinter(options: options).write(root, into: &out)
        return out
      }
      #expect(fromTape == JSONPrinter(options: options).bytes(tree), "\(text)")
    }
    let members = JSONTape.withRoot(of: bytes[...]) { root -> [[UInt8]] in
      (root.elements ?? .empty(in: root)).map { element in
        var out: [UInt8] = []
        JSONPrinter(options: .init(indent: .spaces(2))).write(element, into: &out)
        return out
      }
    }
    guard case .array(let elements) = tree else { return }
    let expected = elements.map { JSONPrinter(options: .init(indent: .spaces(2))).bytes($0) }
    #expect(members == expected, "\(text)")
  }

  /// A tree aps prints itself has the runs a scan of its text has (slot for slot: `JSONTapePrintingTests`).
  @Test(arguments: texts)
  func printedTreesHaveTheScansRuns(text: String) throws {
    try JSONTapePrintingTests.expectSameAsScan(try Self.tree(text))
  }
}
