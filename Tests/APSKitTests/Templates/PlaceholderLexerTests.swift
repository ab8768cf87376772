import Testing

@testable import APSKit

@Suite struct PlaceholderLexerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var segments: [TemplateSegment]
    var testDescription: String { text }
  }

  static let cases: [Case] = [
    Case(text: "plain", segments: [.text("plain")]),
    Case(text: "", segments: []),
    Case(text: "{{name}}", segments: [.placeholder(Placeholder(name: "name"))]),
    Case(text: "{{ name }}", segments: [.placeholder(Placeholder(name: "name"))]),
    Case(text: "{{badge:int}}", segments: [.placeholder(Placeholder(name: "badge", type: .int))]),
    Case(text: "{{n:number}}", segments: [.placeholder(Placeholder(name: "n", type: .number))]),
    Case(text: "{{on:bool}}", segments: [.placeholder(Placeholder(name: "on", type: .bool))]),
    Case(text: "{{data:json}}", segments: [.placeholder(Placeholder(name: "data", type: .json))]),
    Case(text: "{{s:string}}", segments: [.placeholder(Placeholder(name: "s"))]),
    Case(text: "{{sound=default}}", segments: [.placeholder(Placeholder(name: "sound", defaultText: "default"))]),
    Case(text: "{{sound= a b }}", segments: [.placeholder(Placeholder(name: "sound", defaultText: " a b "))]),
    Case(text: "{{v:number=0.5}}", segments: [.placeholder(Placeholder(name: "v", type: .number, defaultText: "0.5"))]),
    Case(text: "{{x?}}", segments: [.placeholder(Placeholder(name: "x", isOptional: true))]),
    Case(text: "{{x?:int}}", segments: [.placeholder(Placeholder(name: "x", type: .int, isOptional: true))]),
    Case(text: "{{x:int?}}", segments: [.placeholder(Placeholder(name: "x", type: .int, isOptional: true))]),
    Case(text: "{{thread-id.v_2}}", segments: [.placeholder(Placeholder(name: "thread-id.v_2"))]),
    Case(
      text: "{{o:json={\"a\":{\"b\":1}}}}",
      segments: [.placeholder(Placeholder(name: "o", type: .json, defaultText: "{\"a\":{\"b\":1}}"))]),
    Case(
      text: "{{sender}}: {{text}}",
      segments: [.placeholder(Placeholder(name: "sender")), .text(": "), .placeholder(Placeholder(name: "text"))]),
    Case(text: "中文 {{n}} 文", segments: [.text("中文 "), .placeholder(Placeholder(name: "n")), .text(" 文")]),
    Case(text: "a } b }} c {", segments: [.text("a } b }} c {")]),
  ]

  @Test(arguments: cases)
  func lexes(_ row: Case) throws {
    #expect(try PlaceholderLexer.segments(in: row.text) == row.segments)
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var text: String
    var offset: Int
    var reason: String
    var testDescription: String { text }
  }

  static let bad: [Bad] = [
    Bad(text: "{{}}", offset: 2, reason: "expected a variable name"),
    Bad(text: "hi {{ 1x }}", offset: 6, reason: "expected a variable name"),
    Bad(text: "{{name", offset: 0, reason: "is not closed"),
    Bad(text: "{{name=oops", offset: 0, reason: "is not closed"),
    Bad(text: "{{n:integer}}", offset: 4, reason: "unknown type 'integer'"),
    Bad(text: "{{n:}}", offset: 4, reason: "expected a type after ':'"),
    Bad(text: "{{n?=1}}", offset: 4, reason: "optional ('?') and has a default"),
    Bad(text: "{{a b}}", offset: 4, reason: "unexpected 'b'"),
    Bad(text: "ab{{{x}}}", offset: 4, reason: "expected a variable name"),
    Bad(text: "中文{{名}}", offset: 8, reason: "expected a variable name"),
  ]

  @Test(arguments: bad)
  func rejects(_ row: Bad) {
    #expect(throws: PlaceholderLexer.Failure.self) { try PlaceholderLexer.segments(in: row.text) }
    do {
      _ = try PlaceholderLexer.segments(in: row.text)
    } catch {
      #expect(error.offset == row.offset)
      #expect(error.reason.contains(row.reason), "\(error.reason)")
    }
  }

  @Test func unknownTypeSuggestsTheClosest() {
    do {
      _ = try PlaceholderLexer.segments(in: "{{n:nubmer}}")
      Issue.record("expected an error")
    } catch {
      #expect(error.reason.contains("Did you mean 'number'?"))
    }
  }
}
