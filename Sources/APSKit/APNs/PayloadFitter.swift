/// Shrinks a payload to a byte limit by truncating one text field on grapheme-cluster boundaries.
///
/// Works on the tape: the compact size of the fitted payload is the scan's compact size with the
/// field's printed length swapped for the candidate's, so no tree is built and no candidate is
/// printed while searching; the result is the compact form of the document with the shortened
/// string spliced in where the field's string was.
public enum PayloadFitter {
  /// The default candidates: the longest of these strings is truncated.
  public static let defaultFields = ["/aps/alert/body", "/aps/alert", "/aps/alert/subtitle", "/aps/alert/title"]

  /// Returns the compact form of `payload` when it fits `limit`; otherwise the version whose
  /// `field` (or the longest default field) is cut to the longest prefix of whole characters that,
  /// with `ellipsis` appended, still fits. JSON escaping is counted as the compact printer writes it.
  public static func fit(
    _ payload: JSONView, limit: Int, field: JSONPointer? = nil, ellipsis: String = "…"
  ) throws(FitError) -> FitResult {
    let (pointer, target) = try chooseField(in: payload, given: field)
    let size = payload.compactSize
    guard size > limit else {
      return FitResult(compact: compactForm(of: payload, replacing: nil), field: pointer.description, bytes: size, removedCharacters: 0)
    }
    let printed = JSONTape.printedLength(of: target.entry, in: target.bytes)
    let ellipsisLength = JSONStringEscaper.encodedLength(ellipsis)
    let emptySize = size - printed + ellipsisLength
    guard emptySize <= limit else {
      throw .cannotFit(field: pointer.description, bytesWithEmptyField: emptySize, limit: limit)
    }
    // Size only grows with each character kept, so the first character that does not fit ends the
    // prefix: one pass, and the same count a binary search over candidates would find.
    let text = target.stringValue ?? ""
    var room = limit - emptySize
    var kept = text.startIndex
    var keptCount = 0
    var removed = 0
    for index in text.indices {
      if removed == 0 {
        let cost = escapedLength(of: text[index])
        if cost <= room {
          room -= cost
          keptCount += 1
          kept = text.index(after: index)
          continue
        }
      }
      removed += 1
    }
    var replacement: [UInt8] = []
    var fittedText = String(text[..<kept]) + ellipsis
    // withUTF8 makes the storage contiguous first (one path); the escapes count is not needed.
    _ = fittedText.withUTF8 { JSONStringEscaper.write($0, into: &replacement) }
    let compact = compactForm(of: payload, replacing: (payload.compactOffset(of: target), printed, replacement))
    return FitResult(compact: compact, field: pointer.description, bytes: compact.count, removedCharacters: removed)
  }

  /// The compact form of `payload`, with the `length` printed bytes at `offset` replaced. Printed in
  /// chunks and the replaced bytes dropped as they pass, so a huge field is never held printed.
  private static func compactForm(of payload: JSONView, replacing splice: (offset: Int, length: Int, bytes: [UInt8])?) -> [UInt8] {
    var out: [UInt8] = []
    var position = 0
    JSONPrinter(options: .compact).write(payload) { chunk in
      defer { position += chunk.count }
      guard let splice else { return out.append(contentsOf: chunk) }
      let start = max(0, splice.offset - position)
      let end = min(chunk.count, splice.offset + splice.length - position)
      if start >= end { return out.append(contentsOf: chunk) }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[..<start]))
      if position + start == splice.offset { out.append(contentsOf: splice.bytes) }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[end...]))
    }
    return out
  }

  /// The bytes a character adds inside a compact JSON string (the printer's escapes).
  private static func escapedLength(of character: Character) -> Int {
    var length = 0
    for byte in character.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: length += 2
      case 0..<0x20: length += 6
      default: length += 1
      }
    }
    return length
  }

  private static func chooseField(in payload: JSONView, given: JSONPointer?) throws(FitError) -> (JSONPointer, JSONView) {
    if let given {
      guard let value = payload[pointer: given] else { throw .fieldNotFound(given.description) }
      guard value.kind == .string else { throw .notAString(given.description, typeName: value.typeName) }
      return (given, value)
    }
    let candidates = defaultFields.compactMap { text -> (JSONPointer, JSONView, Int)? in
      guard let pointer = try? JSONPointer(text), let value = payload[pointer: pointer], value.kind == .string else { return nil }
      return (pointer, value, value.textLength)
    }
    // max(by:) keeps the first of equals, so ties go to the earlier field in `defaultFields`.
    guard let longest = candidates.max(by: { $0.2 < $1.2 }) else { throw .noTextField }
    return (longest.0, longest.1)
  }
}

/// A fitted payload and what was cut.
public struct FitResult: Sendable, Hashable {
  /// The fitted payload in compact form (the input's compact form when it already fit).
  public var compact: [UInt8]
  /// The JSON Pointer of the truncated field.
  public var field: String
  /// Compact size of the fitted payload.
  public var bytes: Int
  /// How many characters (grapheme clusters) were removed; 0 when the payload already fit.
  public var removedCharacters: Int

  /// The fitted payload as a tree (for a JSON record): read from `compact`, at most the limit's size.
  public var payload: JSONValue {
    // `compact` is the printer's output, so it parses.
    (try? JSONText(scanning: compact).value) ?? .null
  }
}

/// Why a payload cannot be fitted (the command says it in terms of its options).
public enum FitError: Error, Equatable, Sendable {
  /// None of the default fields holds a string.
  case noTextField
  case fieldNotFound(String)
  case notAString(String, typeName: String)
  /// Even with the field emptied (plus the ellipsis) the payload is too large.
  case cannotFit(field: String, bytesWithEmptyField: Int, limit: Int)

}
