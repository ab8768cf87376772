import Testing

@testable import APSKit

@Suite struct TemplateRendererTests {
  func template(_ text: String, name: String = "t") throws -> Template {
    try Template(name: name, json: try JSONText(scanning: text).value)
  }

  func render(_ text: String, _ values: [String: TemplateValue], strict: Bool = false) throws -> JSONValue {
    try TemplateRenderer(template: try template(text)).render(values, strict: strict).payload
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var template: String
    var values: [String: TemplateValue]
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "string", template: #"{"a":"{{x}}"}"#, values: ["x": .text("hi")], expected: #"{"a":"hi"}"#),
    Case(name: "int", template: #"{"a":"{{x:int}}"}"#, values: ["x": .text("-3")], expected: #"{"a":-3}"#),
    Case(name: "number keeps lexeme", template: #"{"a":"{{x:number}}"}"#, values: ["x": .text("1.50")], expected: #"{"a":1.50}"#),
    Case(name: "bool", template: #"{"a":"{{x:bool}}"}"#, values: ["x": .text("true")], expected: #"{"a":true}"#),
    Case(name: "json text", template: #"{"a":"{{x:json}}"}"#, values: ["x": .text(#"{"k":[1,null]}"#)], expected: #"{"a":{"k":[1,null]}}"#),
    Case(name: "json value", template: #"{"a":"{{x:json}}"}"#, values: ["x": .json(["k": 1])], expected: #"{"a":{"k":1}}"#),
    Case(name: "int from JSON", template: #"{"a":"{{x:int}}"}"#, values: ["x": .json(7)], expected: #"{"a":7}"#),
    Case(name: "interpolation", template: #"{"a":"{{s}}: {{t}}"}"#, values: ["s": .text("Al"), "t": .text("hi")], expected: #"{"a":"Al: hi"}"#),
    Case(name: "typed interpolation", template: #"{"a":"n={{n:int}} b={{b:bool}} j={{j:json}}"}"#,
      values: ["n": .text("2"), "b": .text("false"), "j": .text("[1, 2]")], expected: #"{"a":"n=2 b=false j=[1,2]"}"#),
    Case(name: "default", template: #"{"a":"{{x=dflt}}"}"#, values: [:], expected: #"{"a":"dflt"}"#),
    Case(name: "typed default", template: #"{"a":"{{x:number=1}}"}"#, values: [:], expected: #"{"a":1}"#),
    Case(name: "given beats default", template: #"{"a":"{{x=dflt}}"}"#, values: ["x": .text("v")], expected: #"{"a":"v"}"#),
    Case(name: "optional member removed", template: #"{"a":"{{x?}}","b":1}"#, values: [:], expected: #"{"b":1}"#),
    Case(name: "optional in longer string removes member", template: #"{"a":"pre {{x?}}","b":1}"#, values: [:], expected: #"{"b":1}"#),
    Case(name: "optional element removed", template: #"{"a":["{{x?}}","k"]}"#, values: [:], expected: #"{"a":["k"]}"#),
    Case(name: "optional given", template: #"{"a":"{{x?:int}}"}"#, values: ["x": .text("0")], expected: #"{"a":0}"#),
    Case(name: "same variable twice", template: #"{"a":"{{x}}","b":["{{x}}!"]}"#, values: ["x": .text("v")], expected: #"{"a":"v","b":["v!"]}"#),
    Case(name: "metadata never output", template: #"{"$template":{"description":"d"},"aps":{}}"#, values: [:], expected: #"{"aps":{}}"#),
    Case(name: "keys are not templated", template: #"{"{{k}}":"{{v}}"}"#, values: ["v": .text("x")], expected: #"{"{{k}}":"x"}"#),
    Case(name: "literal strings untouched", template: #"{"a":"}} {","b":[1,true,null]}"#, values: [:], expected: #"{"a":"}} {","b":[1,true,null]}"#),
  ]

  @Test(arguments: cases)
  func renders(_ row: Case) throws {
    let rendered = try render(row.template, row.values)
    #expect(rendered == (try JSONText(scanning: row.expected).value))
  }

  @Test func missingVariablesAreAllListedWithDescriptions() throws {
    let text = #"""
      {"$template":{"vars":{"a":{"description":"the a","example":"A"},"c":"the c"}},
       "x":"{{a}}","y":"{{b:int}}","z":"{{c}} {{d?}}","w":"{{e=1}}"}
      """#
    #expect(throws: TemplateError.missingVariables([
      MissingVariable(name: "a", type: .string, description: "the a", example: "\"A\""),
      MissingVariable(name: "b", type: .int, description: nil, example: nil),
      MissingVariable(name: "c", type: .string, description: "the c", example: nil),
    ])) { try render(text, [:]) }
  }

  @Test func badValuesNameTheVariable() throws {
    let text = #"{"a":"{{n:int}}","b":"{{f:bool}}","c":"{{j:json}}","d":"{{m:number}}"}"#
    let good: [String: TemplateValue] = ["n": .text("1"), "f": .text("true"), "j": .text("1"), "m": .text("1")]
    for (name, value) in [("n", "1.5"), ("n", "01"), ("f", "yes"), ("j", "{"), ("m", "1."), ("m", ".5"), ("n", "+1")] {
      var values = good
      values[name] = .text(value)
      #expect(throws: TemplateError.self) { try render(text, values) }
      do {
        _ = try render(text, values)
      } catch let TemplateError.invalidValue(variable, _, given, _) {
        #expect(variable == name && given == value)
      }
    }
    // A JSON string is text, typed as --var's text is; another JSON type must match.
    var stringValues = good
    stringValues["n"] = .json("3")
    #expect(throws: Never.self) { try render(text, stringValues) }
    #expect(throws: TemplateError.invalidValue(name: "n", type: .int, value: "true", reason: "expected a JSON number, got boolean")) {
      var values = good
      values["n"] = .json(true)
      return try render(text, values)
    }
  }

  @Test func unusedVariablesWarnOrFailWhenStrict() throws {
    let compiled = try template(#"{"a":"{{title}}"}"#)
    let rendering = try TemplateRenderer(template: compiled).render(["title": .text("x"), "titel": .text("y")])
    #expect(rendering.unusedVariables == [UnusedVariable(name: "titel", hint: "Did you mean 'title'?")])
    #expect(throws: TemplateError.unusedVariables([UnusedVariable(name: "titel", hint: "Did you mean 'title'?")])) {
      try TemplateRenderer(template: compiled).render(["title": .text("x"), "titel": .text("y")], strict: true)
    }
  }

  @Test func templateErrorsSayWhere() throws {
    #expect(throws: TemplateError.malformedPlaceholder(pointer: JSONPointer(tokens: ["aps", "alert"]), column: 7, reason: "expected a variable name after '{{' (a letter or '_', then letters, digits, '_', '-' or '.')")) {
      try template(#"{"aps":{"alert":"hi {{ }}"}}"#)
    }
    #expect(throws: TemplateError.conflictingTypes(name: "x", first: .int, second: .string, pointer: JSONPointer(tokens: ["b", "0"]))) {
      try template(#"{"a":"{{x:int}}","b":["{{x}}"]}"#)
    }
    #expect(throws: TemplateError.invalidDefault(name: "x", type: .int, text: "one", reason: "expected a whole number such as 3 or -1", pointer: JSONPointer(tokens: ["a"]))) {
      try template(#"{"a":"{{x:int=one}}"}"#)
    }
    #expect(throws: TemplateError.notAnObject(found: "array")) { try template("[]") }
    #expect(throws: TemplateError.self) { try template(#"{"$template":{"push_type":"alert"}}"#) }
    #expect(throws: TemplateError.invalidMetadata(pointer: JSONPointer(tokens: ["$template", "vars", "gone"]), reason: "describes 'gone', which the template never uses")) {
      try template(#"{"$template":{"vars":{"gone":"x"}},"a":1}"#)
    }
  }

  @Test func metadataIsRead() throws {
    let compiled = try template(#"{"$template":{"description":"D","push-type":"voip","vars":{"a":{"description":"A","example":[1]}}},"x":"{{a:json}}"}"#)
    #expect(compiled.metadata.description == "D")
    #expect(compiled.metadata.pushType == "voip")
    #expect(compiled.variables == [TemplateVariable(name: "a", type: .json, defaultValue: nil, isRequired: true, description: "A", example: [1])])
  }

  /// Values full of JSON syntax stay inside their strings, whatever is around them.
  @Test(arguments: [
    "\"", "\\", "}", "}}", "{{", "{{x}}", "\n\r\t", "\"}]},\"aps\":{\"badge\":9}, \"x\":\"", "\u{0}\u{1f}", "\\u0022", "中文 😀",
  ])
  func valuesCannotBreakTheJSON(_ evil: String) throws {
    let text = #"{"aps":{"alert":"{{sender}}: {{text}}","sound":"{{sound}}"},"k":["{{text}}"]}"#
    let rendered = try render(text, ["sender": .text(evil), "text": .text(evil + evil), "sound": .json(.string(evil))])
    let printed = JSONPrinter.compactString(rendered)
    let reparsed = try JSONText(scanning: printed).value
    #expect(reparsed == rendered)
    #expect(reparsed[pointer: JSONPointer(tokens: ["aps", "alert"])] == .string(evil + ": " + evil + evil))
    #expect(reparsed[pointer: JSONPointer(tokens: ["aps", "sound"])] == .string(evil))
    #expect(reparsed.keys == ["aps", "k"])
    #expect(reparsed["aps"]?.keys == ["alert", "sound"])
  }
}
