/// Finding a repeated key while scanning: each open object's frame keeps 64 bits of the lengths and last bytes of its keys,
/// and only a key whose bit is already set is compared with the earlier ones.
extension JSONTape {
  /// One of 64 bits for a key of `length` bytes starting with `first` and ending in `last` (for an empty key
  /// both are its closing quote), for finding repeated keys while scanning: keys of equal length
  /// (`sound`/`badge`…) usually differ in their first or last byte, so fewer keys are compared (with the last
  /// byte and the length alone, a payload's keys shared a bit three times as often).
  @inline(__always)
  static func keyBit(length: Int, first: UInt8, last: UInt8) -> UInt64 {
    1 << (UInt64(truncatingIfNeeded: (Int(first) &* 31 &+ Int(last)) &* 5 &+ length) & 63)
  }

  /// The `keyBit` of an unescaped key entry.
  @inline(__always)
  static func keyBit(_ bytes: UnsafeBufferPointer<UInt8>, _ key: Entry) -> UInt64 {
    keyBit(length: key.end - key.start - 2, first: bytes[key.start + 1], last: bytes[key.end - 2])
  }

  /// The entry of an earlier key of the innermost object equal to the key at `keyEntry`, if any (asked only
  /// when the frame's `keyBits` do not rule it out). Small objects compare in place; from 16 members on, a
  /// set of the decoded keys, made the first time it is needed, answers.
  @inline(never)
  mutating func earlierKey(matching keyEntry: Int) -> Int? {
    let top = frameCount - 1
    let frame = frameBase[top]
    if frame.count >= 16 {
      let text = Self.text(of: entries[keyEntry], in: bytes)
      var set = frame.keySet
      if set < 0 {
        var keys = Set<String>(minimumCapacity: frame.count * 2)
        var member = Self.firstChild(of: frame.entry)
        while member < keyEntry {
          keys.insert(Self.text(of: entries[member], in: bytes))
          member = entries[member + 1].next
        }
        keySets.append(keys)
        set = keySets.count - 1
        frameBase[top].keySet = set
      }
      guard !keySets[set].insert(text).inserted else { return nil }
    }
    var member = Self.firstChild(of: frame.entry)
    while member < keyEntry {
      if keysEqual(member, keyEntry) { return member }
      member = entries[member + 1].next
    }
    return nil
  }

  /// Whether two key entries spell the same text (raw bytes when neither has escapes).
  @inline(__always)
  private mutating func keysEqual(_ lhs: Int, _ rhs: Int) -> Bool {
    let left = entries[lhs]
    let right = entries[rhs]
    let length = left.end &- left.start
    if (left.flags | right.flags) & Flags.escaped == 0 {
      guard length == right.end &- right.start else { return false }
      return memoryEqual(bytes, left.start, right.start, length)
    }
    return Self.text(of: left, in: bytes) == Self.text(of: right, in: bytes)
  }
}

/// Whether `count` bytes at `lhs` and `rhs` of `bytes` are equal.
@inline(__always)
func memoryEqual(_ bytes: UnsafeBufferPointer<UInt8>, _ lhs: Int, _ rhs: Int, _ count: Int) -> Bool {
  var index = 0
  while index < count {
    if bytes[lhs + index] != bytes[rhs + index] { return false }
    index += 1
  }
  return true
}

/// The same bookkeeping for a key the compact writer wrote (`JSONTapeWriter`): the written text's earlier keys are
/// compared, with the scan's bits, sets and equality, so the tape notes the same repeats.
extension JSONTape {
  /// Notes the key at `keyEntry` (written from the UTF-8 `text`, ending where `out` does) in the innermost
  /// object, as `scan` does.
  mutating func notePrintedKey(_ keyEntry: Int, text: UnsafeBufferPointer<UInt8>, in out: [UInt8]) {
    let key = entries[keyEntry]
    let escaped = key.flags & Flags.escaped != 0
    let length = out.count - key.start - 2
    let lengthBit: UInt16 = escaped ? ~0 : Entry.lengthBit(length)
    let keyBit: UInt64 = escaped ? ~0 : Self.keyBit(length: length, first: out[key.start + 1], last: out[out.count - 2])
    let top = frameCount - 1
    if frameBase[top].keyBits & keyBit != 0 {
      // Rare: the earlier keys and the pointer are read from the text written so far.
      out.withUnsafeBufferPointer { written in
        bytes = written
        defer { bytes = UnsafeBufferPointer(start: nil, count: 0) }
        if let first = earlierKey(matching: keyEntry) {
          pendingDuplicates.append(
            PendingDuplicate(
              object: pointer(includingTop: false), key: String(decoding: text, as: UTF8.self), offset: key.start,
              firstOffset: entries[first].start))
        }
      }
    } else if frameBase[top].keySet >= 0 {
      keySets[frameBase[top].keySet].insert(String(decoding: text, as: UTF8.self))
    }
    frameBase[top].key = keyEntry
    entryBase[frameBase[top].entry].word |= UInt32(lengthBit) << Slot.keyLengthShift
    frameBase[top].keyBits |= keyBit
  }
}
