extension ValidationRule {
  /// Types and values of the `aps` keys (Apple: "Generating a remote notification", https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification).
  static let apsValueRules: [ValidationRule] = [
    ValidationRule("alert-type", .error, "`alert` must be a string or a dictionary.", source: "[GEN]", when: .signals(.unexpectedKind)) { facts in
      guard let alert = facts.alert, alert.kind != .string, alert.members == nil else { return [] }
      return [Finding("/aps/alert", "alert must be a string or an object, got \(Describe.value(alert))", hint: #"write "alert": {"title": "…", "body": "…"}"#)]
    },
    ValidationRule("badge-type", .error, "`badge` must be a number.", source: "[GEN]", when: .signals(.unexpectedKind)) { facts in
      guard let badge = facts.apsValue(.badge), badge.kind != .number else { return [] }
      let hint = badge.stringValue.flatMap { Int($0) }.map { "write \"badge\": \($0)" }
        ?? #"write a whole number such as "badge": 1 (0 clears the badge)"#
      return [Finding("/aps/badge", "badge must be a number, got \(Describe.value(badge))", hint: hint)]
    },
    ValidationRule("badge-value", .warning, "`badge` should be a non-negative whole number.", source: "[GEN]", when: .aps(.badge)) { facts in
      guard let badge = facts.apsValue(.badge), !badge.isSmallWholeCount, badge.kind == .number, !badge.isNonNegativeWholeNumber,
        let lexeme = badge.numberLexeme
      else { return [] }
      return [Finding("/aps/badge", "badge should be a non-negative whole number, got \(lexeme)", hint: "write a count such as 1; 0 clears the badge")]
    },
    // Apple states no range for `badge`: the device reads it as an NSNumber (UNNotificationContent.badge)
    // shown as an `Int` (UIApplication.applicationIconBadgeNumber), so a whole number counts only when a
    // signed 64-bit integer holds it; `wholeNumber` is nil exactly when it does not.
    ValidationRule(
      "badge-range", .error, "`badge` must be a whole number a signed 64-bit integer holds.",
      source: "[GEN]; UNNotificationContent.badge", when: .aps(.badge)
    ) { facts in
      guard let badge = facts.apsValue(.badge), !badge.isSmallWholeCount, badge.kind == .number,
        badge.numberForm?.fractionOrExponent == false,
        badge.wholeNumber == nil, let lexeme = badge.numberLexeme
      else { return [] }
      let shown = lexeme.count > 24 ? "\(lexeme.prefix(20))… (\(lexeme.count) characters)" : lexeme
      return [Finding("/aps/badge", "badge \(shown) is out of range: the device reads it as a 64-bit integer", hint: "write a count such as 1; 0 clears the badge")]
    },
    ValidationRule("sound-type", .error, "`sound` must be a string or a critical-sound dictionary.", source: "[GEN]", when: .signals(.unexpectedKind)) { facts in
      guard let sound = facts.apsValue(.sound), sound.kind != .string, sound.members == nil else { return [] }
      return [Finding("/aps/sound", "sound must be a string or an object, got \(Describe.value(sound))", hint: #"write "sound": "default""#)]
    },
    ValidationRule(
      "sound-dict", .error, "A sound dictionary needs `name` (string); `critical` and `volume` must be numbers.",
      source: "[GEN] Table 3", when: .signals(.soundObject)
    ) { facts in
      guard let sound = facts.apsValue(.sound), sound.members != nil else { return [] }
      var findings: [Finding] = []
      if sound["name"]?.kind != .string {
        let got = sound["name"].map { ", got \(Describe.value($0))" } ?? ""
        findings.append(Finding("/aps/sound/name", "critical sound needs a string \"name\"\(got)", hint: #"add "name": "default""#))
      }
      for key in ["critical", "volume"] {
        if let value = sound[key], value.kind != .number {
          findings.append(Finding("/aps/sound/\(key)", "\(key) must be a number, got \(Describe.value(value))", hint: key == "critical" ? #"write "critical": 1"# : #"write a number from 0 to 1, e.g. "volume": 1"#))
        }
      }
      return findings
    },
    ValidationRule("sound-volume", .error, "A critical sound's `volume` must be between 0 and 1.", source: "[GEN]; criticalSoundNamed", when: .signals(.soundObject)) { facts in
      guard let volume = facts.apsValue(.sound)?["volume"]?.doubleValue, !(0...1).contains(volume) else { return [] }
      return [Finding("/aps/sound/volume", "volume must be between 0 and 1, got \(volume)", hint: "0 is silent, 1 full volume")]
    },
    ValidationRule("sound-critical-flag", .warning, "A sound dictionary's `critical` should be 1 (the only value Apple documents).", source: "[GEN]", when: .signals(.soundObject)) { facts in
      guard let critical = facts.apsValue(.sound)?["critical"]?.numberLexeme, critical != "1" else { return [] }
      return [Finding("/aps/sound/critical", "critical is \(critical); Apple documents only 1", hint: #"write "critical": 1, or use "sound": "name" for a regular sound"#)]
    },
    ValidationRule("sound-extension", .warning, "Sound files should be .aiff, .wav or .caf.", source: "[SOUND]; [LA]", when: RuleTrigger(aps: [.sound], alert: [.sound])) { facts in
      var findings: [Finding] = []
      // Asked only of the values present, so `"sound": "default"` costs one comparison.
      if let sound = facts.apsValue(.sound) {
        if sound.kind == .string {
          if let finding = soundFileProblem(sound, at: "/aps/sound") { findings.append(finding) }
        } else if let name = sound["name"], let finding = soundFileProblem(name, at: "/aps/sound/name") {
          findings.append(finding)
        }
      }
      if let sound = facts.alertValue(.sound), let finding = soundFileProblem(sound, at: "/aps/alert/sound") {
        findings.append(finding)
      }
      return findings
    },
    ValidationRule("content-available-value", .error, "`content-available` must be 1; omit it rather than send 0.", source: "[GEN]; [PKR-legacy]", when: .aps(.contentAvailable)) { facts in
      flagOne(facts, .contentAvailable, hint: "its presence wakes the app: delete the key rather than send 0")
    },
    ValidationRule("mutable-content-value", .error, "`mutable-content` must be 1.", source: "[GEN]", when: .aps(.mutableContent)) { facts in
      flagOne(facts, .mutableContent, hint: "write \"mutable-content\": 1 or delete the key")
    },
    ValidationRule(
      "aps-string-type", .error, "`thread-id`, `category`, `target-content-id`, `filter-criteria`, `attributes-type` must be strings.",
      source: "[GEN]", when: .signals(.unexpectedKind)
    ) { facts in
      APNsKeys.stringValued.compactMap { key in
        guard let value = facts.apsValue(key), value.kind != .string else { return nil }
        let hint = value.numberLexeme.map { "write \"\(key)\": \"\($0)\"" } ?? "write a string"
        return Finding("/aps/\(key)", "\(key) must be a string, got \(Describe.value(value))", hint: hint)
      }
    },
    ValidationRule(
      "interruption-level-value", .error, "`interruption-level` must be passive, active, time-sensitive or critical.",
      source: "[GEN]; [IL]; sideshow/apns2 PR #185", when: .aps(.interruptionLevel)
    ) { facts in
      guard let value = facts.apsValue(.interruptionLevel) else { return [] }
      if let text = value.stringValue, APNsKeys.interruptionLevels.contains(text) { return [] }
      let text = value.stringValue ?? ""
      let normalized = text.lowercased().replacing("_", with: "-")
      let guess = normalized == "timesensitive" || normalized.hasPrefix("time-sen") ? "time-sensitive"
        : Suggestions.closest(to: normalized, among: APNsKeys.interruptionLevels).first
      return [
        Finding(
          "/aps/interruption-level", "interruption-level must be one of passive, active, time-sensitive, critical; got \(Describe.value(value))",
          hint: guess.map { "write \"interruption-level\": \"\($0)\"" } ?? "use one of the four values")
      ]
    },
    ValidationRule(
      "critical-entitlement", .warning, "Critical alerts need an entitlement approved by Apple.",
      source: "[IL]; defaultCritical", when: RuleTrigger(aps: [.interruptionLevel], signals: .soundObject)
    ) { facts in
      var findings: [Finding] = []
      if facts.apsValue(.interruptionLevel)?.stringValue == "critical" {
        findings.append(Finding("/aps/interruption-level", "critical interruption level needs Apple's critical-alerts entitlement", hint: "without it the alert is delivered as active; request the entitlement from Apple"))
      }
      if facts.apsValue(.sound)?.members != nil {
        findings.append(Finding("/aps/sound", "a critical sound needs Apple's critical-alerts entitlement", hint: "use \"sound\": \"default\" unless the app has the entitlement"))
      }
      return findings
    },
    ValidationRule("relevance-score-type", .error, "`relevance-score` must be a number.", source: "[GEN]", when: .signals(.unexpectedKind)) { facts in
      guard let value = facts.apsValue(.relevanceScore), value.kind != .number else { return [] }
      return [Finding("/aps/relevance-score", "relevance-score must be a number, got \(Describe.value(value))", hint: "write a number from 0 to 1, e.g. 0.5")]
    },
    ValidationRule(
      "relevance-score-range", .warning, "`relevance-score` should be between 0 and 1 (any number for Live Activities).",
      source: "[GEN]; [LA]", when: .aps(.relevanceScore)
    ) { facts in
      guard facts.pushType != .liveactivity, let score = facts.apsValue(.relevanceScore)?.doubleValue,
        !(0...1).contains(score)
      else { return [] }
      return [Finding("/aps/relevance-score", "relevance-score \(score) is outside 0…1", hint: "use 0 (least relevant) to 1 (most relevant)")]
    },
    ValidationRule("date-type", .error, "`stale-date`, `timestamp`, `dismissal-date` must be numbers (UNIX seconds).", source: "[GEN]; [LA]", when: .signals(.unexpectedKind)) { facts in
      APNsKeys.dates.compactMap { key in
        guard let value = facts.apsValue(key), value.kind != .number else { return nil }
        return Finding("/aps/\(key)", "\(key) must be a number of seconds since 1970, got \(Describe.value(value))", hint: "write e.g. \"\(key)\": \(facts.context.nowText())")
      }
    },
    ValidationRule(
      "date-seconds", .warning, "Live Activity dates should be whole UNIX seconds, not milliseconds.",
      source: "[GEN]; [LA]", when: .aps(.timestamp, .staleDate, .dismissalDate)
    ) { facts in
      APNsKeys.dates.compactMap { key in
        // Most dates are whole seconds of ten digits: settled from the bytes, without making the lexeme.
        guard let value = facts.apsValue(key), value.kind == .number,
          value.hasFractionOrExponent || value.compactSize > 11, let lexeme = value.numberLexeme
        else { return nil }
        if !Numbers.isInteger(lexeme) {
          return Finding("/aps/\(key)", "\(key) \(lexeme) is not a whole number of seconds", hint: "drop the fraction")
        }
        if let seconds = Double(lexeme), seconds > 1e11 {
          let seconds = Numbers.thousandth(seconds).map { ": \"\(key)\": \($0)" } ?? ""
          return Finding("/aps/\(key)", "\(key) \(lexeme) looks like milliseconds", hint: "divide by 1000\(seconds)")
        }
        return nil
      }
    },
  ]

  /// A sound file name without an .aiff, .wav or .caf extension ("default", the usual value, is recognised
  /// without making a string).
  @inline(__always)
  static func soundFileProblem(_ value: JSONView, at path: StaticString) -> Finding? {
    guard value.kind == .string, !value.isText("default"), !value.hasSoundFileExtension else { return nil }
    return soundFileFinding(value, at: path.description)
  }

  /// The finding of a sound name the byte checks did not settle (decoded: escapes, any case).
  @inline(never)
  private static func soundFileFinding(_ value: JSONView, at path: String) -> Finding? {
    guard let name = value.stringValue, !Numbers.hasSoundExtension(name) else { return nil }
    return Finding(path, "sound \(Describe.quoted(name)) is not an .aiff, .wav or .caf file", hint: "convert it with 'afconvert' to .caf; other files play the default sound")
  }

  /// A flag key (`content-available`, `mutable-content`) present with a value other than 1.
  static func flagOne(_ facts: PayloadFacts, _ key: APSKey, hint: String) -> [Finding] {
    guard let value = facts.apsValue(key), !value.isLexeme("1") else { return [] }
    return [Finding("/aps/\(key.name)", "\(key.name) must be 1, got \(Describe.value(value))", hint: hint)]
  }
}

/// Number lexeme and file-name tests shared by the rules.
enum Numbers {
  /// An integer lexeme: no fraction, no exponent.
  static func isInteger(_ lexeme: String) -> Bool {
    !lexeme.contains { $0 == "." || $0 == "e" || $0 == "E" }
  }

  /// `value / 1000` rounded down, when it is a whole number an `Int` can hold (not for 1e400).
  static func thousandth(_ value: Double) -> String? {
    Int(exactly: (value / 1000).rounded(.down)).map(String.init)
  }

  static func hasSoundExtension(_ name: String) -> Bool {
    if name == "default" { return true }
    let lower = name.lowercased()
    return [".aiff", ".aif", ".wav", ".caf"].contains { lower.hasSuffix($0) }
  }
}
