/// A deterministic corpus of realistic push payloads, one compact JSON text per line, for measuring
/// throughput (`aps fmt`, validation, `aps-bench`): alerts with CJK and emoji text, silent pushes, GeTui
/// APNs pushes with their `payload` JSON string, JPush pushes with big `_j_msgid` integers, and Live
/// Activity updates. Lines average about 260 bytes.
public enum SampleCorpus {
  /// The default seed, so separate runs measure the same bytes.
  public static let defaultSeed: UInt64 = 20_261_122

  /// `count` payload lines (compact JSON, no newline), the same for the same seed.
  public static func lines(count: Int, seed: UInt64 = defaultSeed) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<max(0, count)).map { _ in JSONPrinter.compactString(payload(&generator)) }
  }

  /// `count` payload lines as JSON Lines bytes: each line ends with `\n`.
  public static func jsonl(count: Int, seed: UInt64 = defaultSeed) -> [UInt8] {
    var generator = SeededGenerator(seed: seed)
    var out: [UInt8] = []
    out.reserveCapacity(max(0, count) * 280)
    let printer = JSONPrinter()
    for _ in 0..<max(0, count) {
      printer.write(payload(&generator), into: &out)
      out.append(UInt8(ascii: "\n"))
    }
    return out
  }

  /// One payload: 38% alerts, 10% silent, 20% GeTui, 22% JPush, 10% Live Activity updates.
  public static func payload(_ generator: inout SeededGenerator) -> JSONValue {
    switch generator.below(100) {
    case 0..<38: return alert(&generator)
    case 38..<48: return silent(&generator)
    case 48..<68: return getui(&generator)
    case 68..<90: return jpush(&generator)
    default: return liveActivity(&generator)
    }
  }

  // MARK: - Kinds

  static func alert(_ g: inout SeededGenerator) -> JSONValue {
    var aps: [JSONMember] = [JSONMember("alert", alertBody(&g, subtitle: g.chance(30)))]
    if g.chance(70) { aps.append(JSONMember("badge", number(g.int(in: 0...99)))) }
    aps.append(JSONMember("sound", .string(g.pick(SampleCorpusWords.sounds))))
    if g.chance(50) { aps.append(JSONMember("thread-id", .string(g.pick(SampleCorpusWords.threads)))) }
    if g.chance(30) { aps.append(JSONMember("category", .string(g.pick(SampleCorpusWords.categories)))) }
    if g.chance(25) { aps.append(JSONMember("mutable-content", 1)) }
    if g.chance(15) { aps.append(JSONMember("interruption-level", .string(g.pick(SampleCorpusWords.levels)))) }
    var members = [JSONMember("aps", .object(aps))]
    if g.chance(60) { members.append(JSONMember("url", .string(link(&g)))) }
    if g.chance(50) { members.append(JSONMember("msgId", .string(g.hex(16)))) }
    if g.chance(20) { members.append(JSONMember("type", number(g.int(in: 1...120)))) }
    return .object(members)
  }

  static func silent(_ g: inout SeededGenerator) -> JSONValue {
    var members: [JSONMember] = [JSONMember("aps", ["content-available": 1])]
    members.append(JSONMember("sync", .string(g.pick(["messages", "inbox", "contacts", "config"]))))
    members.append(JSONMember("since", number(1_763_000_000 + g.below(2_000_000))))
    if g.chance(50) { members.append(JSONMember("seq", number(g.below(100_000)))) }
    return .object(members)
  }

  static func getui(_ g: inout SeededGenerator) -> JSONValue {
    var aps: [JSONMember] = [JSONMember("alert", alertBody(&g, subtitle: false))]
    if g.chance(60) { aps.append(JSONMember("badge", number(g.int(in: 1...20)))) }
    aps.append(JSONMember("sound", .string(g.chance(15) ? "com.gexin.ios.silence" : "default")))
    if g.chance(40) { aps.append(JSONMember("mutable-content", 1)) }
    let inner: JSONValue = [
      "type": .string(String(g.int(in: 1...99))), "title": .string(g.pick(SampleCorpusWords.titles)),
      "url": .string(link(&g)),
    ]
    var payloadText = JSONPrinter.compactString(inner)
    if g.chance(20) { payloadText += "\n" }  // seen in captured GeTui payloads
    let taskId = "OSL-\(g.int(in: 1001...1231))_" + String(g.hex(22))
    return .object([
      JSONMember("aps", .object(aps)), JSONMember("payload", .string(payloadText)), JSONMember("_ge_", 1),
      JSONMember("_gmid_", .string("\(taskId):\(g.hex(32)):\(g.hex(12))")),
      JSONMember("_gurl_", "sdk.open.extension.getui.com:8123"),
    ])
  }

  static func jpush(_ g: inout SeededGenerator) -> JSONValue {
    var aps: [JSONMember] = [JSONMember("alert", .string(g.pick(SampleCorpusWords.bodies)))]
    if g.chance(70) { aps.append(JSONMember("badge", number(g.int(in: 1...9)))) }
    aps.append(JSONMember("sound", .string(g.pick(SampleCorpusWords.sounds))))
    var members: [JSONMember] = [JSONMember("_j_business", 1)]
    // Real ids pass 2^53, so a double-based tool would round them.
    members.append(JSONMember("_j_msgid", .number(String(36_028_797_018_963_968 + UInt64(g.below(1 << 30))))))
    members.append(JSONMember("_j_uid", number(17_000_000_000 + g.below(100_000_000))))
    members.append(JSONMember("aps", .object(aps)))
    if g.chance(50) { members.append(JSONMember("page", .string(g.pick(["chat", "order", "home", "coupon"])))) }
    if g.chance(30) { members.append(JSONMember("id", number(g.below(10_000_000)))) }
    return .object(members)
  }

  static func liveActivity(_ g: inout SeededGenerator) -> JSONValue {
    let now = 1_763_800_000 + g.below(100_000)
    let state: JSONValue = [
      "courier": .string(g.pick(SampleCorpusWords.couriers)), "etaMinutes": number(g.int(in: 1...45)),
      "status": .string(g.pick(SampleCorpusWords.statuses)), "progress": .number("0.\(g.int(in: 10...99))"),
    ]
    var aps: [JSONMember] = [
      JSONMember("timestamp", number(now)), JSONMember("event", .string(g.chance(85) ? "update" : "end")),
      JSONMember("content-state", state), JSONMember("stale-date", number(now + 900)),
    ]
    if g.chance(50) { aps.append(JSONMember("relevance-score", number(g.pick([25, 50, 75, 100])))) }
    if g.chance(40) {
      aps.append(JSONMember("alert", ["title": "外卖进度 🛵", "body": .string(g.pick(SampleCorpusWords.statuses))]))
    }
    return ["aps": .object(aps)]
  }

  // MARK: - Parts

  private static func alertBody(_ g: inout SeededGenerator, subtitle: Bool) -> JSONValue {
    var members = [JSONMember("title", .string(g.pick(SampleCorpusWords.titles)))]
    if subtitle { members.append(JSONMember("subtitle", .string(g.pick(SampleCorpusWords.subtitles)))) }
    members.append(JSONMember("body", .string(g.pick(SampleCorpusWords.bodies))))
    return .object(members)
  }

  private static func link(_ g: inout SeededGenerator) -> String {
    g.chance(50)
      ? "myapp://order/detail?id=\(g.below(100_000_000))&from=push"
      : "https://m.example.com/activity/2026/\(g.int(in: 1...12))/\(g.hex(8))?utm_source=push"
  }

  private static func number(_ value: Int) -> JSONValue { .number(String(value)) }
}
