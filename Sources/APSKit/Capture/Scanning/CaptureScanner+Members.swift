/// A literal payload inside a call's options object whose other members are code.
extension CaptureScanner {
  /// When the container from `start` to `spanEnd` failed to read (a member holds a variable, a call or
  /// an expression: `deviceToken: 'a'.repeat(64)`, `gatewayIdentity: relayGatewayIdentity`), its
  /// `payload` or `data` member may still be a whole literal notification (`payload: { aps: {…} }`): that
  /// member is the notification, as a sender's envelope's is (`NotificationWrapper.envelopeMembers`). Read
  /// with a note saying where reading the container stopped; nil when no such member reads whole with `aps`.
  func memberPayload(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to spanEnd: Int, failure: CaptureError, hint: PushVendor?
  ) -> Outcome? {
    // A comment standing for a container's entries (`"data": { //data entered here }`) is an elided
    // template, not code: the envelope as sent is not in the text.
    if let at = failure.location?.offset, at + 1 < bytes.count, bytes[at] == UInt8(ascii: "/"), bytes[at + 1] == UInt8(ascii: "/"),
      CommentMark.fillsContainer(bytes, start: at, text: (at + 2)..<Self.lineEnd(bytes, from: at))
    {
      return nil
    }
    var cursor = start + 1
    while cursor < spanEnd {
      guard let open = Self.memberValue(bytes, keyAt: cursor, before: spanEnd) else {
        cursor += 1
        continue
      }
      // Only a member of the container itself: a `payload` deeper down (FCM's `apns.payload`) is an
      // override inside a sender's message, and the message, not the override, is what the text holds
      // (its variable is refused where it stands).
      guard Self.depth(bytes, from: start, to: cursor) == 1 else {
        cursor = open + 1
        continue
      }
      let measured = StartMeasures(spanEnd: CaptureReader.jsonSpanEnd(bytes, from: open), runEnd: CaptureReader.runEnd(bytes, from: open))
      for reading in reader.readings(bytes, at: open, vendor: hint, measured: measured) {
        // Source code quotes its strings: a printer that quotes nothing (Dart's) would read a variable as text.
        guard case .read(let read, let end) = reading(), only == nil || read.form == only, !read.form.losesTypes else { continue }
        var capture = read.sealed()
        guard capture.withRoot({ $0["aps"]?.members != nil }) == true else { break }
        let stopped = failure.location.map { " (reading the object around it stopped at \(Self.code(bytes, at: $0.offset).debugDescription): \(failure.message))" } ?? ""
        capture.notes.append(CaptureNote("read the notification in the \(Self.keyName(bytes, at: cursor)) member of an object whose other members are code\(stopped)"))
        return .capture(capture, end: end)
      }
      cursor = open + 1
    }
    return nil
  }

  /// The offset of the `{` that opens the value of a `payload`/`data` key at `offset` (bare or quoted,
  /// then `:`, `=` or `=>`), when it opens before `limit`; the value may be a literal passed to
  /// `JSON.stringify(`, which sends it as its JSON text (ECMAScript, "JSON.stringify",
  /// https://tc39.es/ecma262/#sec-json.stringify).
  private static func memberValue(_ bytes: UnsafeBufferPointer<UInt8>, keyAt offset: Int, before limit: Int) -> Int? {
    let first = bytes[offset]
    guard first == UInt8(ascii: "p") || first == UInt8(ascii: "d"), offset > 0, !DescriptionParser.isWordByte(bytes[offset - 1]) else { return nil }
    let name = keyName(bytes, at: offset)
    guard NotificationWrapper.envelopeMembers.contains(name) else { return nil }
    var cursor = offset + name.utf8.count
    if cursor < limit, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") { cursor += 1 }
    while cursor < limit, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    guard cursor < limit else { return nil }
    if bytes[cursor] == UInt8(ascii: ":") || bytes[cursor] == UInt8(ascii: "=") {
      cursor += 1
      if cursor < limit, bytes[cursor] == UInt8(ascii: ">") { cursor += 1 }
    } else {
      return nil
    }
    while cursor < limit, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    let stringify = Array("JSON.stringify(".utf8)
    if cursor + stringify.count < limit, bytes[cursor] == UInt8(ascii: "J"), Array(bytes[cursor..<cursor + stringify.count]) == stringify {
      cursor += stringify.count
      while cursor < limit, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
    }
    return cursor < limit && bytes[cursor] == UInt8(ascii: "{") ? cursor : nil
  }

  /// How many brackets are open at `offset` counting from the one at `start` (quoted strings and `//` comments skipped).
  private static func depth(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to offset: Int) -> Int {
    var depth = 0
    var quote: UInt8 = 0
    var cursor = start
    while cursor < offset {
      let byte = bytes[cursor]
      if quote != 0 {
        if byte == UInt8(ascii: "\\") { cursor += 1 } else if byte == quote { quote = 0 }
      } else if byte == UInt8(ascii: "/"), cursor + 1 < offset, bytes[cursor + 1] == UInt8(ascii: "/") {
        while cursor + 1 < offset, bytes[cursor + 1] != UInt8(ascii: "\n") { cursor += 1 }
      } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
        quote = byte
      } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
        depth -= 1
      }
      cursor += 1
    }
    return depth
  }

  /// The code where reading stopped, up to the end of its member (`,`) or line, at most 40 bytes.
  private static func code(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    var end = min(offset, bytes.count)
    while end < bytes.count, end - offset < 40, bytes[end] != UInt8(ascii: ","), bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return String(decoding: bytes[min(offset, end)..<end], as: UTF8.self)
  }

  private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
    return end
  }

  private static func keyName(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
    var end = offset
    while end < bytes.count, end - offset < 16, DescriptionParser.isWordByte(bytes[end]) { end += 1 }
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }
}
