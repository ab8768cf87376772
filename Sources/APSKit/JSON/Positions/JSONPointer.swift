/// An RFC 6901 JSON Pointer such as `/aps/alert/title` (`~0` is `~`, `~1` is `/`).
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible, Comparable {
  /// The unescaped reference tokens, outermost first; empty for the whole document.
  public var tokens: [String]

  /// The pointer to the whole document (`""`).
  public static let root = JSONPointer(tokens: [])

  public init(tokens: [String]) {
    self.tokens = tokens
  }

  /// Parses the RFC 6901 text form: `""` or `/`-separated tokens with `~0`/`~1` escapes.
  public init(_ text: String) throws(JSONPointerError) {
    if text.isEmpty {
      self = .root
      return
    }
    guard text.hasPrefix("/") else { throw .invalidSyntax(text, reason: "a JSON Pointer is empty or starts with '/'") }
    var tokens: [String] = []
    for raw in text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst() {
      var token: [UInt8] = []
      token.reserveCapacity(raw.count)
      var iterator = raw.makeIterator()
      while let byte = iterator.next() {
        guard byte == UInt8(ascii: "~") else {
          token.append(byte)
          continue
        }
        switch iterator.next() {
        case UInt8(ascii: "0"): token.append(UInt8(ascii: "~"))
        case UInt8(ascii: "1"): token.append(UInt8(ascii: "/"))
        default: throw .invalidSyntax(text, reason: "'~' must be followed by 0 (for '~') or 1 (for '/')")
        }
      }
      tokens.append(String(decoding: token, as: UTF8.self))
    }
    self.tokens = tokens
  }

  /// The RFC 6901 text form, e.g. `/aps/alert` or `/a~1b` for the key `a/b`.
  public var description: String {
    var text = ""
    for token in tokens {
      text += "/"
      text += Self.escape(token)
    }
    return text
  }

  /// The pointer with `token` (an object key or array index) added at the end.
  public func appending(_ token: String) -> JSONPointer {
    JSONPointer(tokens: tokens + [token])
  }

  /// The pointer with the array index `index` added at the end.
  public func appending(index: Int) -> JSONPointer {
    appending(String(index))
  }

  /// The pointer without its last token (the root's parent is the root).
  public var parent: JSONPointer { JSONPointer(tokens: Array(tokens.dropLast())) }

  /// The last token, nil for the root.
  public var lastToken: String? { tokens.last }

  /// Document order for tokens compared one by one (used to sort findings stably).
  public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
    lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
  }

  /// `token` with `~` as `~0` and `/` as `~1`.
  public static func escape(_ token: String) -> String {
    guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
    return token.replacingTildeAndSlash()
  }
}

extension String {
  fileprivate func replacingTildeAndSlash() -> String {
    var bytes: [UInt8] = []
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "~"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "0")]
      case UInt8(ascii: "/"): bytes += [UInt8(ascii: "~"), UInt8(ascii: "1")]
      default: bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

/// Why a JSON Pointer could not be parsed or followed; each message says where and what to do.
public enum JSONPointerError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not an RFC 6901 pointer.
  case invalidSyntax(String, reason: String)
  /// The object at `parent` has no member `key`.
  case noSuchMember(parent: JSONPointer, key: String)
  /// `token` is not a valid index (digits without leading zeros, or `-` where appending) for the array at `parent`.
  case invalidIndex(parent: JSONPointer, token: String)
  /// The array at `parent` has `count` elements; `index` is past the end.
  case indexOutOfRange(parent: JSONPointer, index: Int, count: Int)
  /// The value at `parent` is a scalar (`typeName`), so it has no `token` inside it.
  case notAContainer(parent: JSONPointer, typeName: String, token: String)
  /// The whole document cannot be removed.
  case cannotRemoveRoot

  public var description: String {
    switch self {
    case .invalidSyntax(let text, let reason):
      return "invalid JSON Pointer '\(text)': \(reason) (e.g. /aps/alert)"
    case .noSuchMember(let parent, let key):
      return "no member '\(key)' in the object at '\(parent)'"
    case .invalidIndex(let parent, let token):
      return "'\(token)' is not an index for the array at '\(parent)': use 0, 1, 2, … (or '-' to append)"
    case .indexOutOfRange(let parent, let index, let count):
      return "index \(index) is out of range for the array at '\(parent)', which has \(count) element\(count == 1 ? "" : "s")"
    case .notAContainer(let parent, let typeName, let token):
      return "cannot look up '\(token)' in the \(typeName) at '\(parent)': only objects and arrays have members"
    case .cannotRemoveRoot:
      return "cannot remove the whole document (pointer '')"
    }
  }
}
