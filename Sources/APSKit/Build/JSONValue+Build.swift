/// Edits `aps build` makes after the template: set a value anywhere, creating missing objects.
extension JSONValue {
  /// Sets `newValue` at `pointer`, creating every missing parent as an empty object (so
  /// `/aps/alert/title` works on `{}`). A parent that exists but is a scalar is an error.
  /// A pointer deeper than the reader's nesting limit is refused: the payload would be one that
  /// `aps validate` refuses, and each level costs a recursion here and in the printer.
  public mutating func setCreatingParents(_ newValue: JSONValue, at pointer: JSONPointer) throws(JSONPointerError) {
    let limit = JSONParser.Options().maxDepth
    guard pointer.tokens.count < limit else {
      throw .invalidSyntax(String(pointer.description.prefix(40)) + "…", reason: "a payload nests at most \(limit) levels; this pointer has \(pointer.tokens.count)")
    }
    var prefix = JSONPointer.root
    for token in pointer.tokens.dropLast() {
      prefix = prefix.appending(token)
      if self[pointer: prefix] == nil {
        try set(.object([]), at: prefix)
      }
    }
    try set(newValue, at: pointer)
  }

  /// Sets a key of the `aps.alert` dictionary; an alert that is a string becomes `{"body": …}`
  /// first, so `--alert TEXT --title T` gives `{"title": T, "body": TEXT}`.
  public mutating func setAlertField(_ key: String, to newValue: JSONValue) throws(JSONPointerError) {
    let alert = JSONPointer(tokens: ["aps", "alert"])
    if case .string(let text) = self[pointer: alert] {
      try set(.object([JSONMember("body", .string(text))]), at: alert)
    }
    try setCreatingParents(newValue, at: alert.appending(key))
  }
}
