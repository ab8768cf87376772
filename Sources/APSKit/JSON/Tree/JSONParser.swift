/// How JSON is read: a strict RFC 8259 reader over UTF-8 bytes (`JSONTape`, one reader for everything) that
/// keeps member order, repeated keys and number lexemes. A document is read into a `JSONText`.
public enum JSONParser {
  /// Limits and extras.
  public struct Options: Sendable, Equatable {
    /// How many arrays/objects may nest; one more is a `tooDeep` error.
    public var maxDepth: Int

    public init(maxDepth: Int = 512) {
      self.maxDepth = maxDepth
    }
  }
}
