extension String {
  /// The text followed by spaces up to `width` characters (Foundation's `padding(toLength:)` without
  /// Foundation, which `aps` does not link); longer text is kept whole.
  func padded(to width: Int) -> String {
    let missing = width - count
    return missing > 0 ? self + String(repeating: " ", count: missing) : self
  }
}
