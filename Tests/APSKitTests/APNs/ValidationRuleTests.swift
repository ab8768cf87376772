import Testing

@testable import APSKit

@Suite struct ValidationRuleTests {
  @Test(arguments: ruleCases)
  func rule(_ row: RuleCase) {
    row.check()
  }

  @Test func everyRuleHasAFailingAndAPassingCase() {
    for rule in ValidationRule.all {
      #expect(ruleCases.contains { $0.rule == rule.id && $0.fires }, "\(rule.id) has no failing case")
      #expect(ruleCases.contains { $0.rule == rule.id && !$0.fires }, "\(rule.id) has no passing case")
    }
    let unknown = Set(ruleCases.map(\.rule)).subtracting(ValidationRule.all.map(\.id))
    #expect(unknown.isEmpty, "cases for rules that do not exist: \(unknown)")
  }

  @Test func ruleIDsAreUniqueKebabCase() {
    let ids = ValidationRule.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for id in ids {
      #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !id.hasPrefix("-"), "\(id)")
    }
    // Every rule names a page a reader can open, and no section of a document users do not have.
    #expect(ValidationRule.all.allSatisfy { !$0.references.isEmpty && !$0.source.contains("§") && !$0.summary.parts.isEmpty })
  }

  @Test(arguments: [
    #"{"aps":{"alert":{"title":"Order shipped","body":"Your parcel is on its way."},"badge":1,"sound":"default"},"orderID":"A-1"}"#,
    #"{"aps":{"content-available":1},"sync":"inbox"}"#,
    #"{"aps":{"event":"update","timestamp":1700000000,"content-state":{"eta":5}}}"#,
    #"{"aps":{"event":"end","timestamp":1700000000,"content-state":{"eta":0},"dismissal-date":1700003600}}"#,
    #"{"aps":{"event":"start","timestamp":1700000000,"content-state":{"eta":9},"attributes-type":"Trip","attributes":{"id":"t"},"alert":{"title":{"loc-key":"TRIP"},"body":{"loc-key":"TRIP_BODY","loc-args":["x"]},"sound":"chime.caf"}}}"#,
    #"{"aps":{"content-changed":true}}"#,
    #"{"mdm":"5D5A6F0E-2B88-4B7F-8B53-1F7A1D9E2C11"}"#,
  ])
  func realisticPayloadsAreClean(_ payload: String) {
    let report = PayloadValidator.validate(Array(payload.utf8), context: .init(now: RuleCase.now))
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map { "\($0.rule): \($0.message)" })")
  }

  @Test func voipPayloadWithoutAPSIsCleanWhenDeclared() {
    let report = PayloadValidator.validate(Array(#"{"caller":"Ann"}"#.utf8), context: .init(pushType: "voip"))
    #expect(report.diagnostics.isEmpty)
    #expect(report.limit == 5120 && report.pushType == .voip && !report.pushTypeInferred)
  }

  @Test func syntaxErrorsCarryTheirPosition() throws {
    let report = PayloadValidator.validate(Array("{\n  \"aps\": {,}\n}".utf8))
    let finding = try #require(report.diagnostics.first)
    #expect(finding.rule == "json-syntax" && finding.line == 2 && finding.column == 11)
    #expect(report.bytes == nil && report.diagnostics.count == 1)
  }

  @Test func validatingAValueSkipsSourceRules() {
    let report = PayloadValidator.validate(value: ["aps": ["badge": "1"]])
    #expect(report.diagnostics.map(\.rule) == ["badge-type"])
    #expect(report.diagnostics.first?.message == #"badge must be a number, got string "1""#)
    #expect(report.diagnostics.first?.hint == #"write "badge": 1"#)
  }
}
