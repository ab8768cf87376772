import APSKit

/// The `aps build` flags that set one key of `aps` or `aps.alert`, as one table: the options
/// in help and completions and the edits they make come from the same rows, applied in this order.
struct PayloadFlag: Sendable {
  enum Kind: Sendable {
    /// A string in `aps.alert`.
    case alertString(String)
    /// A repeatable option collected into an array of strings in `aps.alert`.
    case alertStrings(String)
    case string(String)
    case int(String)
    case number(String)
    /// A flag that writes `1`.
    case one(String)
    /// A flag that writes `true`.
    case isTrue(String)
    /// JSON text that must be an object.
    case object(String)
    /// A date: UNIX seconds, ISO 8601, `now`, `now+15m` (`DateText`), written as UNIX seconds.
    case seconds(String)
  }

  var kind: Kind
  var option: OptionSpec

  /// The `aps` key this row writes.
  var key: String {
    switch kind {
    case .alertString(let key), .alertStrings(let key), .string(let key), .int(let key), .number(let key),
      .one(let key), .isTrue(let key), .object(let key), .seconds(let key):
      return key
    }
  }

  static let all: [PayloadFlag] = [
    PayloadFlag(kind: .string("alert"), option: .option("alert", value: "TEXT", help: "aps.alert as a plain string (shown as the body).")),
    alert("title", "TEXT", "Alert title."),
    alert("subtitle", "TEXT", "Alert subtitle."),
    alert("body", "TEXT", "Alert text."),
    alert("launch-image", "FILE", "Launch image shown when the alert opens the app."),
    alert("title-loc-key", "KEY", "Localizable.strings key of the title."),
    PayloadFlag(kind: .alertStrings("title-loc-args"), option: .option("title-loc-arg", value: "TEXT", help: "A value for the title key's %@ (repeat for each).", repeatable: true)),
    alert("subtitle-loc-key", "KEY", "Localizable.strings key of the subtitle."),
    PayloadFlag(kind: .alertStrings("subtitle-loc-args"), option: .option("subtitle-loc-arg", value: "TEXT", help: "A value for the subtitle key's %@ (repeat for each).", repeatable: true)),
    alert("loc-key", "KEY", "Localizable.strings key of the body."),
    PayloadFlag(kind: .alertStrings("loc-args"), option: .option("loc-arg", value: "TEXT", help: "A value for the body key's %@ (repeat for each).", repeatable: true)),
    PayloadFlag(kind: .int("badge"), option: .option("badge", value: "N", help: "Number on the app icon; 0 clears it.")),
    PayloadFlag(kind: .string("sound"), option: .option("sound", value: "NAME", help: "Sound file in the app bundle, or 'default'.")),
    PayloadFlag(kind: .string("thread-id"), option: .option("thread-id", value: "ID", help: "Groups related notifications.")),
    PayloadFlag(kind: .string("category"), option: .option("category", value: "ID", help: "Registered notification category (its actions).")),
    PayloadFlag(kind: .one("content-available"), option: .flag("content-available", help: "content-available: 1 (background update).")),
    PayloadFlag(kind: .one("mutable-content"), option: .flag("mutable-content", help: "mutable-content: 1 (run the notification service extension).")),
    PayloadFlag(kind: .string("target-content-id"), option: .option("target-content-id", value: "ID", help: "Window to bring forward.")),
    PayloadFlag(kind: .string("interruption-level"), option: .option("interruption-level", value: "LEVEL", help: "How it interrupts.", allowed: ["passive", "active", "time-sensitive", "critical"])),
    PayloadFlag(kind: .number("relevance-score"), option: .option("relevance-score", value: "NUMBER", help: "0 to 1 (any number for Live Activities).")),
    PayloadFlag(kind: .string("filter-criteria"), option: .option("filter-criteria", value: "TEXT", help: "Focus filter criteria.")),
    PayloadFlag(kind: .string("event"), option: .option("event", value: "EVENT", help: "Live Activity event.", allowed: ["start", "update", "end"])),
    PayloadFlag(kind: .seconds("timestamp"), option: .option("timestamp", value: "DATE", help: "Live Activity timestamp: a DATE (UNIX seconds, ISO 8601, now, now+1h).")),
    PayloadFlag(kind: .object("content-state"), option: .option("content-state", value: "JSON", help: "Live Activity content state (a JSON object).")),
    PayloadFlag(kind: .seconds("stale-date"), option: .option("stale-date", value: "DATE", help: "When the Live Activity goes stale: a DATE, e.g. now+2h.")),
    PayloadFlag(kind: .seconds("dismissal-date"), option: .option("dismissal-date", value: "DATE", help: "When an ended Live Activity goes: a DATE, e.g. now+15m.")),
    PayloadFlag(kind: .string("attributes-type"), option: .option("attributes-type", value: "NAME", help: "ActivityAttributes type to start.")),
    PayloadFlag(kind: .object("attributes"), option: .option("attributes", value: "JSON", help: "ActivityAttributes to start with (a JSON object).")),
    PayloadFlag(kind: .one("input-push-token"), option: .flag("input-push-token", help: "input-push-token: 1 (a started activity gets a push token).")),
    PayloadFlag(kind: .string("input-push-channel"), option: .option("input-push-channel", value: "ID", help: "Broadcast channel a started activity joins.")),
    PayloadFlag(kind: .isTrue("content-changed"), option: .flag("content-changed", help: "content-changed: true (widgets and controls reload).")),
  ]

  private static func alert(_ key: String, _ value: String, _ help: String) -> PayloadFlag {
    PayloadFlag(kind: .alertString(key), option: .option(key, value: value, help: help))
  }

  /// The rows as fields: each given row's values land in `given` under its option's name.
  static func fields<Options>(
    _ given: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [String: [String]]>
  ) -> [OptionField<Options>] {
    all.map { .collect(given(), $0.option) }
  }

  /// Applies the row to `payload` when its option was given (`given`: the values of each row given).
  func apply(_ given: [String: [String]], to payload: inout JSONValue, now: Int) throws {
    let long = option.long
    guard let values = given[long] else { return }
    let text = values.last ?? ""
    let spelled = "--\(long)"
    let value: JSONValue
    switch kind {
    case .alertString, .string: value = .string(text)
    case .alertStrings: value = .array(values.map(JSONValue.string))
    case .int:
      guard let number = try? TemplateValue.text(text).converted(to: .int) else {
        throw CLIError.usage("\(spelled) takes a whole number, got '\(text)'")
      }
      value = number
    case .number:
      guard let number = try? TemplateValue.text(text).converted(to: .number) else {
        throw CLIError.usage("\(spelled) takes a number such as 0.5, got '\(text)'")
      }
      value = number
    case .one: value = .number("1")
    case .isTrue: value = .bool(true)
    case .object: value = try BuildInput.parseJSON(text, for: spelled, object: true)
    case .seconds:
      guard let seconds = DateText.seconds(text, now: now) else {
        throw CLIError.usage("\(spelled) takes a date: UNIX seconds, ISO 8601 such as 2026-12-01T10:00:00Z (or with +02:00), now, or now+90s|15m|2h|3d; got '\(TerminalText.visible(text))'")
      }
      value = .number(String(seconds))
    }
    do {
      switch kind {
      case .alertString(let key), .alertStrings(let key): try payload.setAlertField(key, to: value)
      default: try payload.setCreatingParents(value, at: JSONPointer(tokens: ["aps", key]))
      }
    } catch {
      throw CLIError.usage("\(spelled): \(error)")
    }
  }
}
