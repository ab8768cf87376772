/// Payload sizes as APNs counts them: UTF-8 bytes of the compact form (what `aps fmt -c` prints).
public enum PayloadSize {
  // A compact size is counted one way, `JSONView.compactSize` over the tape (`JSONTape.compactSize` is the
  // root's); a tree being built is measured by the length of its printing (`JSONPrinter.compact`).

  /// The size of a payload as written: its bytes without trailing whitespace (a file's final
  /// newline is not part of what is sent).
  public static func writtenSize(of bytes: ArraySlice<UInt8>) -> Int {
    var end = bytes.endIndex
    // Compared one by one: an array literal here was built for every JSON Lines record.
    while end > bytes.startIndex {
      let byte = bytes[end - 1]
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
      end -= 1
    }
    return end - bytes.startIndex
  }

  /// The bytes each member of a scanned payload contributes, rows adding up to its compact size.
  public static func breakdown(of value: JSONView) -> SizeBreakdown {
    node(value, path: .root, label: "", memberOverhead: 0)
  }

  /// `memberOverhead`: the key, colon and comma a member adds around its value.
  private static func node(_ value: JSONView, path: JSONPointer, label: String, memberOverhead: Int) -> SizeBreakdown {
    guard let members = value.members, !members.isEmpty else {
      return SizeBreakdown(
        path: path.description, label: label, bytes: memberOverhead + value.compactSize, punctuation: 0,
        children: [])
    }
    var children: [SizeBreakdown] = []
    let last = members.count - 1  // counted by walking the members: once, not per member
    for (index, member) in members.enumerated() {
      let keyCost = JSONStringEscaper.encodedLength(member.key) + 1  // "key":
      let comma = index < last ? 1 : 0
      children.append(
        node(member.value, path: path.appending(member.key), label: member.key, memberOverhead: keyCost + comma))
    }
    let punctuation = memberOverhead + 2  // its key, colon, comma and the braces
    return SizeBreakdown(
      path: path.description, label: label, bytes: punctuation + children.map(\.bytes).reduce(0, +),
      punctuation: punctuation, children: children)
  }
}

/// One row of a size breakdown: a member (or the whole payload) and the bytes it contributes.
public struct SizeBreakdown: Sendable, Hashable {
  /// The JSON Pointer of the member (`""` for the payload).
  public var path: String
  /// The member's key (`""` for the payload).
  public var label: String
  /// Everything the member adds to the compact form: key, colon, comma, value.
  public var bytes: Int
  /// For an object: the part that is not its members (key, colon, comma, braces).
  public var punctuation: Int
  /// The members of an object value, in order; their bytes plus `punctuation` equal `bytes`.
  public var children: [SizeBreakdown]

  public init(path: String, label: String, bytes: Int, punctuation: Int, children: [SizeBreakdown]) {
    self.path = path
    self.label = label
    self.bytes = bytes
    self.punctuation = punctuation
    self.children = children
  }

  /// Every member, depth first, with everything it adds (`bytes`, as the tree shows) and what is
  /// its own (`own`: a leaf's whole member, an object's key, braces and comma); the `own` bytes of
  /// all rows add up to the total.
  public var flatRows: [(path: String, bytes: Int, own: Int)] {
    guard !children.isEmpty else { return [(path, bytes, bytes)] }
    return [(path, bytes, punctuation)] + children.flatMap(\.flatRows)
  }
}
