@testable import APSKit
@testable import APSKitTests

/// A fixed-seed set of push payloads that exercise what server-side printers spell differently:
/// nesting, empty containers, CJK and emoji, escapes, both quote kinds inside a string, negative,
/// big and fractional numbers (`1.0`, `1e-05`), literals, and keys with spaces, dashes, digits and
/// non-ASCII letters. The same seed gives the same payloads on every machine, so a failure names a
/// payload that can be printed again.
struct PrinterDrivePayloads {
  private var generator: SplitMix

  init(seed: UInt64) { generator = SplitMix(state: seed) }

  static let strings = [
    "Hi", "", "hello world", "it's", #"say "hi""#, #"both ' and ""#, "line\nbreak", "tab\there",
    #"back\slash"#, "你好，世界", "🎉 party", "Café", "mixed 中文 and emoji 😀", "a=b; c", "{not a dict}",
    "[1, 2]", "null", "true", "42", "-7", "with, comma", "key => value", "percent %d %@", "#{x}",
    "trailing space ", "  leading", "\\n is not a newline", "emoji 👍🏽 skin", "€100", "dollar $x",
  ]
  static let keys = [
    "alert", "badge", "sound", "title", "body", "thread-id", "content-available", "mutable-content",
    "key with space", "dash-key", "under_score", "123", "k2", "ключ", "键", "emoji🎉", "CamelCase",
    "a.b", "$meta", "_private", "url", "id", "type", "data",
  ]
  static let numbers = [
    "0", "1", "7", "-3", "42", "-100", "4294967296", "9007199254740993", "1234567890123456789", "12345678901234567890",
    "1.0", "0.5", "-2.25", "1e-05", "3.14159", "100.0", "2.5e+20",
  ]

  mutating func next() -> UInt64 { generator.next() }

  mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

  /// `count` payloads: an `aps` dictionary first, then custom keys.
  static func make(count: Int, seed: UInt64 = 0x5EED_CAFE) -> [JSONValue] {
    var generator = PrinterDrivePayloads(seed: seed)
    return (0..<count).map { _ in generator.payload() }
  }

  mutating func payload() -> JSONValue {
    var aps: [JSONMember] = []
    switch below(3) {
    case 0: aps.append(JSONMember("alert", .string(pick(Self.strings))))
    case 1:
      aps.append(JSONMember("alert", .object([
        JSONMember("title", .string(pick(Self.strings))),
        JSONMember("body", .string(pick(Self.strings))),
      ])))
    default: aps.append(JSONMember("content-available", .number("1")))
    }
    if below(2) == 0 { aps.append(JSONMember("badge", .number(pick(["0", "1", "42", "-1"])))) }
    if below(2) == 0 { aps.append(JSONMember("sound", .string(pick(["default", "a b.caf"])))) }
    var members = [JSONMember("aps", .object(aps))]
    members += self.members(count: 1 + below(4), depth: 0)
    return .object(members)
  }

  mutating func members(count: Int, depth: Int) -> [JSONMember] {
    var keys = Self.keys
    return (0..<count).map { _ in
      let key = keys.remove(at: below(keys.count))
      return JSONMember(key, value(depth: depth + 1))
    }
  }

  mutating func value(depth: Int) -> JSONValue {
    let choice = below(depth >= 4 ? 6 : 9)
    switch choice {
    case 0, 1: return .string(pick(Self.strings))
    case 2: return .number(pick(Self.numbers))
    case 3: return pick([.bool(true), .bool(false), .null])
    case 4: return .string(pick(Self.strings) + " " + pick(Self.strings))
    case 5: return pick([.object([]), .array([]), .number(pick(Self.numbers))])
    case 6: return .array((0..<(1 + below(4))).map { _ in value(depth: depth + 1) })
    default: return .object(members(count: 1 + below(3), depth: depth))
    }
  }
}
