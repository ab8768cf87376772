import Testing

@testable import APSKit

/// The validator runs a rule only when the payload holds what its trigger names (`RuleTrigger`). A trigger
/// narrower than its rule would drop findings silently, so every payload the rule tests know, the sample
/// corpus and a set of edge cases are validated both ways, under several push types and headers, and must
/// give the same report.
@Suite struct RuleTriggerTests {
  static let contexts: [ValidationContext] = [
    RuleCase.context(), RuleCase.context("alert"), RuleCase.context("background"), RuleCase.context("liveactivity"),
    RuleCase.context("widgets"), RuleCase.context("controls"), RuleCase.context("voip"),
    RuleCase.context(topic: "web.com.example"), RuleCase.context(legacyLimit: 256),
    RuleCase.context("liveactivity", channelID: "dHN0"), RuleCase.context(priority: "10"),
  ]

  /// Keys written with escapes, repeated `aps`/`alert`, an alert string, misspellings, nulls, non-objects.
  static let edgeCases: [String] = [
    #"{"\u0061ps":{"b\u0061dge":"1","so\u0075nd":"x.mp3"}}"#,
    #"{"aps":{"badge":1},"aps":{"alert":"x"}}"#,
    #"{"aps":{"alert":{"body":"a"},"alert":"b","sound":{"name":"a.wav","critical":2,"volume":3}}}"#,
    #"{"aps":{"alert":{"title":"t","sound":"s.wav","summary-arg":"x","summary-arg-count":0,"action":"Go"}}}"#,
    #"{"aps":{"alert":{"ti\u0074le-loc-args":["a",1],"loc-args":"x","titel":"t"}}}"#,
    #"{"aps":{"events":"start","event":"begin","attributes":1,"content-state":[]}}"#,
    #"{"aps":{"input-push-token":0,"input-push-channel":"","timestamp":1700000000123,"stale-date":1.5}}"#,
    #"{"aps":{"timestamp":1700000000,"stale-date":1600000000,"dismissal-date":1600000000,"event":"update"}}"#,
    #"{"aps":{"content-available":0,"alert":"x","mutable-content":2,"category":"C"}}"#,
    #"{"aps":{"content-available":1,"badge":1}}"#, #"{"aps":{"mutable-content":1}}"#, #"{"aps":{"category":"C"}}"#,
    #"{"aps":{"interruption-level":"Time_Sensitive","relevance-score":7,"thread-id":5,"url-args":[1]}}"#,
    #"{"aps":{"content-changed":"yes","badge":2}}"#, #"{"aps":{}}"#, #"{"aps":[]}"#, #"{"aps":null,"x":null}"#,
    #"{"mdm":"x"}"#, #"{"mdm":"x","aps":{}}"#, #"[1]"#, #""x""#, "", "  ", "{", #"{"a":1,"a":2}"#,
    #"{"aps":{"alert":{"body":"\u4e2d"}}}"#, #"{"aps":{"alert":{}}}"#, #"{"aps":{"alert":{"launch-image":"x"}}}"#,
    #"{"aps":{"alert":{"action-loc-key":"A","loc-key":"K","body":"b","title":"t","title-loc-key":"T"}}}"#,
    "{\"aps\":{\"alert\":\"" + String(repeating: "x", count: 4200) + "\"}}",
    "{\"aps\":{\"alert\":\"x\"}" + String(repeating: " ", count: 4200) + "}",
    "{\"aps\":{\"attributes\":{\"a\":\"" + String(repeating: "y", count: 3700) + "\"}}}",
  ]

  static var payloads: [String] {
    Array(Set(ruleCases.map(\.payload) + edgeCases + SampleCorpus.lines(count: 300)))
  }

  @Test func everyTriggerCoversItsRule() {
    var compared = 0
    for payload in Self.payloads {
      let bytes = Array(payload.utf8)
      for context in Self.contexts {
        let triggered = PayloadValidator.validate(bytes, context: context)
        let everyRule = PayloadValidator.validateWithEveryRule(bytes, context: context)
        #expect(triggered == everyRule, "context \(context): \(payload.prefix(120))")
        compared += 1
      }
    }
    for row in ruleCases {
      let bytes = Array(row.payload.utf8)
      #expect(PayloadValidator.validate(bytes, context: row.context) == PayloadValidator.validateWithEveryRule(bytes, context: row.context), "\(row.rule): \(row.payload)")
    }
    #expect(compared > 1000)
  }

  /// Triggers must skip rules, or the oracle compares a path with itself: a usual alert (`alert`, `badge`,
  /// `sound` in `aps`, nothing else to note) meets a few rules, far fewer than half.
  @Test func triggersSkipRules() {
    var met: [String] = []
    ValidationRule.index.rules(aps: KeyMask([APSKey.alert, .badge, .sound]), alert: KeyMask(), signals: []).forEach {
      met.append(ValidationRule.all[$0].id)
    }
    #expect(!met.isEmpty && met.count < ValidationRule.all.count / 2, "\(met)")
  }
}
