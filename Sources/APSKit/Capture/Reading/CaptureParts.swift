/// Values in a text that are part of a notification read elsewhere in it, or that travel beside one,
/// rather than notifications of their own: each is dropped with a note on the capture it belongs to.
enum CaptureParts {
  /// `segments` without the parts of other captures:
  /// - a dictionary without `aps` assigned to an object's property (`apn.custom_properties = {"typ" => 1}`,
  ///   a keyword argument `Payload(…, custom={…})`)
  ///   whose keys are some of another capture's top-level keys (`apn.apple_hash # => {"aps" => …, "typ"
  ///   => "1"}`): a part set on the sender's object, whose whole payload the text prints. Without the
  ///   assignment, such a dictionary may be another notification (`{data: …}` after `{notification: …,
  ///   data: …}`) and is read;
  /// - Amazon SNS message attributes (every key `AWS.SNS.…`, each value `{"DataType", "StringValue"}`):
  ///   delivery settings sent beside the message, never delivered to the phone
  ///   (Amazon SNS message attributes, https://docs.aws.amazon.com/sns/latest/dg/sns-message-attributes.html).
  /// SNS attributes alone in a text are refused: they hold no notification.
  static func dropped(_ given: [CaptureSegment], in text: [UInt8]) -> [CaptureSegment] {
    let segments = droppingClientOptions(given)
    // Most texts hold neither: looked for cheaply first (a 100 MB log's captures are not all keyed).
    let suspects = segments.contains { segment in
      guard case .success(let capture) = segment.result else { return false }
      if capture.withRoot({ $0.members?.first { _ in true }?.keyHasPrefix("AWS.SNS.") }) == true { return true }
      return segment.range.map {
        isPropertyAssignment(text, before: $0.lowerBound) || isMatcherArgument(text, before: $0.lowerBound) || quotedMember(text, around: $0) != nil
      } == true
    }
    guard suspects else { return segments }
    let shapes = segments.map(shape)
    let readable = shapes.indices.filter { shapes[$0].map { !$0.isAttributes } ?? false }
    // Where each dropped segment's note goes, by the index of the capture it belongs to.
    var notes: [Int: [String]] = [:]
    var dropped: Set<Int> = []
    for (index, shape) in shapes.enumerated() {
      guard let shape else { continue }
      if shape.isAttributes {
        // Beside the message they travel with: the next capture, else the one before.
        guard let target = readable.first(where: { $0 > index }) ?? readable.last else { continue }
        notes[target, default: []].append(
          "line \(segments[index].line) holds Amazon SNS message attributes (delivery settings sent beside the message): not read as a notification")
        dropped.insert(index)
      } else if !shape.hasAps, let range = segments[index].range, isPropertyAssignment(text, before: range.lowerBound), let whole = readable.first(where: { other in
        guard let big = shapes[other], big.keys.count > shape.keys.count else { return false }
        return shape.keys.isSubset(of: big.keys)
      }) {
        notes[whole, default: []].append(
          "line \(segments[index].line) holds part of this notification (\(shape.ordered.joined(separator: ", "))) alone: not read as another notification")
        dropped.insert(index)
      } else if !shape.hasAps, let range = segments[index].range, isMatcherArgument(text, before: range.lowerBound) {
        if let before = readable.last(where: { $0 < index }) {
          notes[before, default: []].append("line \(segments[index].line) holds a test's expected value (\(shape.ordered.joined(separator: ", "))): not read as a notification")
        }
        dropped.insert(index)
      }
    }
    var kept: [CaptureSegment] = []
    for (index, segment) in segments.enumerated() where !dropped.contains(index) {
      guard shapes[index]?.isAttributes != true else {
        kept.append(CaptureSegment(line: segment.line, result: .failure(.notInForm(
          form: "capture", reason: "line \(segment.line) holds Amazon SNS message attributes (delivery settings), not a notification"))))
        continue
      }
      var segment = segment
      if let shape = shapes[index], !shape.hasAps, let refusal = constructorPart(segment, text) {
        segment.result = .failure(refusal)
      } else if case .success = segment.result, let range = segment.range, let quote = quotedMember(text, around: range) {
        segment.result = .failure(.unexpected(
          character: "'{' inside the quotes of a member's string (\"{…}\")",
          expected: "the whole notification: this is one member's JSON string retyped without escaping its inner quotes, a fragment of the printed object",
          at: SourceLocation.of(offset: quote, in: text)))
      }
      if case .success(var capture) = segment.result, let extra = notes[index] {
        for note in extra { capture.notes.append(CaptureNote("\(note)")) }
        segment.result = .success(capture)
      }
      kept.append(segment)
    }
    return kept
  }

  /// A dictionary without `aps` passed to a class's constructor as a keyword argument, and no part of a
  /// whole capture in the text (above): one part of the object that constructor builds (PyAPNs'
  /// `Payload(…, custom={…})`, firebase_admin's `messaging.Message(data={…})`), so the notification it
  /// sends is not in the text. Refused at the keyword.
  private static func constructorPart(_ segment: CaptureSegment, _ text: [UInt8]) -> CaptureError? {
    guard let range = segment.range, case .success(let capture) = segment.result, !capture.form.losesTypes,
      let (name, keyword) = text.withUnsafeBufferPointer({ SourceContext.constructor(ofKeywordArgument: $0, start: range.lowerBound) })
    else { return nil }
    let argument = String(decoding: text[keyword..<range.lowerBound], as: UTF8.self)
    return .unexpected(
      character: "keyword argument \(argument.debugDescription) of \(name)(…)",
      expected: "a whole notification: a dictionary passed to a constructor is one part of the object it builds, and what that object sends is not in the text",
      at: SourceLocation.of(offset: keyword, in: text))
  }

  /// The offset of the opening quote when the value at `range` is glued inside the quotes of a member's
  /// string (`extras:"{"from":"JPush"}"`): a JSON string typed again without escaping its inner quotes,
  /// which a printer never writes (JSON, RFC 8259 section 7, https://www.rfc-editor.org/rfc/rfc8259#section-7:
  /// a quotation mark inside a string is escaped).
  static func quotedMember(_ text: [UInt8], around range: Range<Int>) -> Int? {
    let quote = UInt8(ascii: "\"")
    guard range.lowerBound >= 2, range.upperBound < text.count, text[range.lowerBound - 1] == quote, text[range.upperBound] == quote
    else { return nil }
    var cursor = range.lowerBound - 1
    while cursor > 0, text[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
    guard cursor > 0, text[cursor - 1] == UInt8(ascii: ":") || text[cursor - 1] == UInt8(ascii: "=") else { return nil }
    return range.lowerBound - 1
  }

  /// A test matcher's expected value, `toEqual({…})` (Jest's `expect` matchers, https://jestjs.io/docs/expect;
  /// Node's `assert.deepStrictEqual`, https://nodejs.org/api/assert.html): what the code under test should
  /// return, not a notification, unless it holds `aps` (a test of what a sender builds).
  static let matchers = ["toEqual(", "toStrictEqual(", "toMatchObject(", "toHaveBeenCalledWith(", "deepEqual(", "deepStrictEqual(", "eql("]

  static func isMatcherArgument(_ text: [UInt8], before start: Int) -> Bool {
    var cursor = min(start, text.count)
    while cursor > 0, text[cursor - 1] == UInt8(ascii: " ") { cursor -= 1 }
    guard cursor > 0, text[cursor - 1] == UInt8(ascii: "(") else { return false }
    return matchers.contains { matcher in
      let bytes = Array(matcher.utf8)
      return cursor >= bytes.count && Array(text[(cursor - bytes.count)..<cursor]) == bytes
    }
  }

  /// Whether the text before `start` on its line ends with `receiver.property =` or a keyword
  /// argument's `name=` (code setting a part of an object, not a log label such as `userInfo =`).
  static func isPropertyAssignment(_ text: [UInt8], before start: Int) -> Bool {
    var cursor = min(start, text.count)
    func skipSpaces() { while cursor > 0, text[cursor - 1] == UInt8(ascii: " ") || text[cursor - 1] == UInt8(ascii: "\t") { cursor -= 1 } }
    func skipName() -> Bool {
      let end = cursor
      while cursor > 0, isNameByte(text[cursor - 1]) { cursor -= 1 }
      return cursor < end
    }
    skipSpaces()
    guard cursor > 0, text[cursor - 1] == UInt8(ascii: "=") else { return false }
    cursor -= 1
    // A keyword argument glued to its value (`Payload(…, custom={…})`) sets a part of the object built.
    if cursor == start - 1, cursor > 0, isNameByte(text[cursor - 1]) { return true }
    skipSpaces()
    guard skipName(), cursor > 0, text[cursor - 1] == UInt8(ascii: ".") else { return false }
    cursor -= 1
    return skipName()
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }

  private struct Shape {
    var ordered: [String]
    var keys: Set<String>
    var hasAps: Bool { keys.contains("aps") }
    var isAttributes: Bool
  }

  /// The top-level keys of a capture that is a non-empty dictionary.
  private static func shape(_ segment: CaptureSegment) -> Shape? {
    guard case .success(let capture) = segment.result else { return nil }
    return capture.withRoot { root -> Shape? in
      guard let members = root.members, !members.isEmpty else { return nil }
      let ordered = members.map(\.key)
      let attributes = members.allSatisfy { member in
        member.keyHasPrefix("AWS.SNS.") && member.value["DataType"]?.stringValue != nil
      }
      return Shape(ordered: ordered, keys: Set(ordered), isAttributes: attributes)
    } ?? nil
  }

}
