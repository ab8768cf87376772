/// Shrinks a payload to a byte limit by truncating one text field on grapheme-cluster boundaries.
public enum PayloadFitter {
  /// The default candidates: the longest of these strings is truncated.
  public static let defaultFields = ["/aps/alert/body", "/aps/alert", "/aps/alert/subtitle", "/aps/alert/title"]

  /// Returns `payload` unchanged when it fits `limit`; otherwise the version whose `field` (or the
  /// longest default field) is cut to the longest prefix of whole characters that, with
  /// `ellipsis` appended, still fits. JSON escaping is counted by measuring the compact form.
  public static func fit(
    _ payload: JSONValue, limit: Int, field: JSONPointer? = nil, ellipsis: String = "…"
  ) throws(FitError) -> FitResult {
    let size = JSONPrinter.compactSize(of: payload)
    let pointer = try chooseField(in: payload, given: field)
    guard size > limit else {
      return FitResult(payload: payload, field: pointer.description, bytes: size, removedCharacters: 0)
    }
    guard let text = payload[pointer: pointer]?.stringValue else {
      throw .notAString(pointer.description, typeName: payload[pointer: pointer]?.typeName ?? "nothing")
    }
    let characters = Array(text)
    func candidate(_ count: Int) -> JSONValue {
      var copy = payload
      // The pointer names an existing string, so setting it cannot fail.
      try? copy.set(.string(String(characters[0..<count]) + ellipsis), at: pointer)
      return copy
    }
    let emptySize = JSONPrinter.compactSize(of: candidate(0))
    guard emptySize <= limit else {
      throw .cannotFit(field: pointer.description, bytesWithEmptyField: emptySize, limit: limit)
    }
    // Largest count that fits; size only grows with count, so binary search is exact.
    var low = 0
    var high = characters.count
    while low < high {
      let middle = (low + high + 1) / 2
      if JSONPrinter.compactSize(of: candidate(middle)) <= limit { low = middle } else { high = middle - 1 }
    }
    let fitted = candidate(low)
    return FitResult(
      payload: fitted, field: pointer.description, bytes: JSONPrinter.compactSize(of: fitted),
      removedCharacters: characters.count - low)
  }

  private static func chooseField(in payload: JSONValue, given: JSONPointer?) throws(FitError) -> JSONPointer {
    if let given {
      guard let value = payload[pointer: given] else { throw .fieldNotFound(given.description) }
      guard value.stringValue != nil else { throw .notAString(given.description, typeName: value.typeName) }
      return given
    }
    let candidates = defaultFields.compactMap { text -> (JSONPointer, Int)? in
      guard let pointer = try? JSONPointer(text), let string = payload[pointer: pointer]?.stringValue else { return nil }
      return (pointer, string.utf8.count)
    }
    // max(by:) keeps the first of equals, so ties go to the earlier field in `defaultFields`.
    guard let longest = candidates.max(by: { $0.1 < $1.1 }) else { throw .noTextField }
    return longest.0
  }
}

/// A fitted payload and what was cut.
public struct FitResult: Sendable, Hashable {
  /// The fitted payload (the input when it already fit).
  public var payload: JSONValue
  /// The JSON Pointer of the truncated field.
  public var field: String
  /// Compact size of `payload`.
  public var bytes: Int
  /// How many characters (grapheme clusters) were removed; 0 when the payload already fit.
  public var removedCharacters: Int
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
