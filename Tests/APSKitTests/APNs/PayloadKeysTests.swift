import Testing

@testable import APSKit

/// The byte-level readers the hot rules use must answer exactly what the string-based code they replaced
/// answered (`Int(lexeme)`, `Numbers.isInteger`, `Numbers.hasSoundExtension`), and the key walk must find
/// what `JSONView`'s own look-ups find, escapes and repeated keys included.
@Suite struct PayloadKeysTests {
  static let numbers = [
    "0", "-0", "7", "1700000000", "1700000000123", "-12", "1.5", "1e3", "1E+3", "-0.0", "9223372036854775807",
    "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "123456789012345678901234567890",
  ]

  @Test(arguments: numbers)
  func numberReadersMatchTheLexeme(_ lexeme: String) throws {
    try withValue(lexeme) { value in
      #expect(value.wholeNumber == Int(lexeme))
      #expect(value.hasFractionOrExponent == !Numbers.isInteger(lexeme))
      #expect(value.isNonNegativeWholeNumber == (Numbers.isInteger(lexeme) && !lexeme.hasPrefix("-")))
    }
  }

  static let soundNames = [
    "default", "a.caf", "A.CAF", "b.Wav", "c.aif", "d.aiff", "e.AIFF", "aiff", "xaiff", ".aiff", "wav", "x.wave",
    "x.mp3", "铃声.caf", "铃声", "x.caf ", "", "c",
  ]

  @Test(arguments: soundNames)
  func soundExtensionMatchesTheStringTest(_ name: String) throws {
    try withValue("\"" + name + "\"") { value in
      // True is final; false leaves the decision to the string test (escaped or unusual names).
      if value.hasSoundFileExtension { #expect(Numbers.hasSoundExtension(name), "\(name)") }
      #expect(value.isText("default") == (name == "default"))
    }
  }

  /// A key's number is its place in Apple's list (`APNsKeys`): the enums must follow those lists' order.
  @Test func keyNumbersFollowTheKeyLists() {
    let aps: [(APSKey, String)] = [
      (.alert, "alert"), (.badge, "badge"), (.sound, "sound"), (.threadID, "thread-id"), (.category, "category"),
      (.contentAvailable, "content-available"), (.mutableContent, "mutable-content"),
      (.targetContentID, "target-content-id"), (.interruptionLevel, "interruption-level"),
      (.relevanceScore, "relevance-score"), (.filterCriteria, "filter-criteria"), (.staleDate, "stale-date"),
      (.contentState, "content-state"), (.timestamp, "timestamp"), (.event, "event"),
      (.dismissalDate, "dismissal-date"), (.attributesType, "attributes-type"), (.attributes, "attributes"),
      (.inputPushToken, "input-push-token"), (.inputPushChannel, "input-push-channel"),
      (.contentChanged, "content-changed"), (.urlArgs, "url-args"), (.events, "events"),
    ]
    #expect(aps.count == APSKey.allCases.count)
    for (key, name) in aps { #expect(key.name == name && APSKey.names.firstIndex(of: name) == key.rawValue) }
    let alert: [(AlertKey, String)] = [
      (.title, "title"), (.subtitle, "subtitle"), (.body, "body"), (.launchImage, "launch-image"),
      (.titleLocKey, "title-loc-key"), (.titleLocArgs, "title-loc-args"), (.subtitleLocKey, "subtitle-loc-key"),
      (.subtitleLocArgs, "subtitle-loc-args"), (.locKey, "loc-key"), (.locArgs, "loc-args"),
      (.actionLocKey, "action-loc-key"), (.action, "action"), (.summaryArg, "summary-arg"),
      (.summaryArgCount, "summary-arg-count"), (.sound, "sound"),
    ]
    #expect(alert.count == AlertKey.allCases.count)
    for (key, name) in alert { #expect(key.name == name && AlertKey.names.firstIndex(of: name) == key.rawValue) }
  }

  @Test func keysFindWhatLookUpsFind() throws {
    let payload = #"{"\u0061ps":{"b\u0061dge":1,"badge":"x","alert":{"title":"t","loc-args":[1]},"x-custom":2},"mdm":null}"#
    try withValue(payload) { root in
      let keys = PayloadKeys(payload: root)
      #expect(keys.hasAps && keys.apsIsObject && keys.hasMDMKey && keys.hasNullCustomValue)
      #expect(keys.value(.badge, in: root)?.isNumber("1") == true)  // the first of the repeated key
      #expect(keys.apsHasUnknownKey && !keys.apsHasValueOfUnexpectedKind)
      #expect(keys.alertIsObject && keys.alertHasNonStringValue && !keys.alertHasUnknownKey)
      #expect(keys.value(.title, in: root)?.isText("t") == true)
      #expect(keys.value(APSKey.sound, in: root) == nil && keys.value(AlertKey.body, in: root) == nil)
    }
  }

  private func withValue(_ json: String, _ body: (JSONView) -> Void) throws {
    let bytes = Array(json.utf8)
    try bytes.withUnsafeBufferPointer { buffer in
      var tape = JSONTape()
      try tape.scan(buffer)
      tape.withRoot(body)
    }
  }
}
