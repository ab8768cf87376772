import Testing

@testable import APSKit

/// What a literal in a sender's source code is, by where it stands: a template's expressions, a part
/// passed to a constructor, the literal `payload` member of an options object whose other members are
/// code, a hash serialized with `.to_json`. Each class reads the notification or refuses where reading stopped.
@Suite struct SourceCodeContextTests {
  static func read(_ text: String) throws(CaptureError) -> [Capture] { try CaptureReader().readAll(Array(text.utf8)) }
  static func json(_ captures: [Capture]) throws -> [String] { try captures.map { JSONPrinter.compactString(try #require($0.value)) } }

  /// The refusal of `text`, nil when it reads.
  static func refusal(_ text: String) -> CaptureError? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error
    }
  }

  /// What a refusal says it met, for `.unexpected` refusals.
  static func met(_ error: CaptureError?) -> String? {
    guard case .unexpected(let character, _, _)? = error else { return nil }
    return character
  }

  /// Azure Notification Hubs' template expressions (`$(name)`: Microsoft Learn, "Templates",
  /// https://learn.microsoft.com/en-us/azure/notification-hubs/notification-hubs-templates-cross-platform-push-messages;
  /// public captures 497, 586) and Mustache tags (`{{name}}`: https://mustache.github.io/mustache.5.html)
  /// are filled in per send: refused at the expression. A placeholder of no template language is a string.
  @Test func templatesAreRefusedAtTheirExpression() throws {
    let rows: [(text: String, expression: String, column: Int)] = [
      ("reg.BodyTemplate = JSON.stringify({ aps: { alert: '$(alertMessage2)' } });\n", "$(alertMessage2)", 52),
      (#"Body = @"{""aps"":{""alert"":""$(message)""}}""# + "\n", "$(message)", 32),
      (#"{"aps": {"alert": "Hi {{ sender.name }}"}}"# + "\n", "{{ sender.name }}", 23),
    ]
    for row in rows {
      let error = try #require(Self.refusal(row.text), "\(row.text)")
      #expect(Self.met(error) == "template expression \"\(row.expression)\"", "\(row.text)")
      #expect(error.location?.line == 1 && error.location?.column == row.column, "\(row.text): \(String(describing: error.location))")
    }
    #expect(try Self.json(Self.read(#"curl -d '{"aps":{"alert":"<message>","badge":42}}'"# + "\n")) == [#"{"aps":{"alert":"<message>","badge":42}}"#])
    #expect(try Self.json(Self.read(#"{"aps":{"alert":"Price: $(5)","badge":1}}"#)) == [#"{"aps":{"alert":"Price: $(5)","badge":1}}"#])
  }

  /// A documented shape whose alert keys name alternatives (`"title-loc-key or title"`, KOBIL's "Push
  /// Content" page, https://dev.developer.kobil.com/docs/mcsdk-docs/shift-lite-twv/development/push-notification/push-content;
  /// public capture 830) is no notification: refused at the key. A sender's own key may be prose.
  @Test func keysNamingAlternativesAreADocumentedShape() throws {
    let text = #"{"aps": {"alert": {"title-loc-key or title": "<key>", "body": "b"}}, "messageId": "..."}"# + "\n"
    let error = try #require(Self.refusal(text))
    #expect(Self.met(error) == #"key "title-loc-key or title" naming alternatives"#)
    #expect(error.location?.line == 1 && error.location?.column == 21, "\(String(describing: error.location))")
    // Written with an escape, the key is the same text (placed at the capture's start: its bytes differ).
    let escaped = try #require(Self.refusal(#"{"aps": {"alert": {"title-loc-key\u0020or title": "<key>"}}}"# + "\n"))
    #expect(Self.met(escaped) == #"key "title-loc-key or title" naming alternatives"#)
    #expect(try Self.json(Self.read(#"{"aps":{"alert":"Hi"},"now or never":"x"}"#)) == [#"{"aps":{"alert":"Hi"},"now or never":"x"}"#])
  }

  /// A PHP string literal broken by the concatenation operator (`'…'. $tokens .'…'`, PHP manual, "String
  /// Operators", https://www.php.net/manual/en/language.operators.string.php; public capture 679): the value
  /// is the code's, refused where it stands. A price with a dollar sign stays a string.
  @Test func phpConcatenationIsRefused() throws {
    let text = #"curl_setopt($ch, CURLOPT_POSTFIELDS, '{"device_tokens": '. $device_tokens .', "aps": {"alert": "Hi"}}');"# + "\n"
    let error = try #require(Self.refusal(text))
    #expect(Self.met(error) == #"template expression ". $device_tokens .""#)
    #expect(error.location?.column == 58, "\(String(describing: error.location))")
    #expect(try Self.json(Self.read(#"{"aps":{"alert":"Pay $name. Now."}}"#)) == [#"{"aps":{"alert":"Pay $name. Now."}}"#])
  }

  /// A shell variable spliced into a single-quoted curl body (`'{"t":'"$TIME"'}'`: Bash manual, "Quoting",
  /// https://www.gnu.org/software/bash/manual/html_node/Quoting.html; public capture 768): the value is the
  /// shell's, refused where it stands. A quoted word with a dollar sign inside stays a string.
  @Test func shellVariableSplicedIntoASingleQuotedBody() throws {
    let text = "curl --data '{\"aps\": {\"timestamp\":'\"$JWT_ISSUE_TIME\"', \"event\": \"update\"}}' https://host/3/device/x\n"
    let error = try #require(Self.refusal(text))
    #expect(Self.met(error) == #"template expression "\"$JWT_ISSUE_TIME\"""#)
    #expect(try Self.json(Self.read(#"{"aps":{"alert":"\"$5\" off"}}"#)) == [#"{"aps":{"alert":"\"$5\" off"}}"#])
  }

  /// A value that is only a wildcard between guillemets (`«*»`, a literate test's "any value"; public capture
  /// 799) does not hold what was sent: refused there. Guillemets inside a sentence are quotation marks.
  @Test func guillemetWildcardIsRefused() throws {
    let text = #"=> {"aps":{"badge":1},"target":"chat:new","notificationId":"«*»","box":"«*»"}"# + "\n"
    let error = try #require(Self.refusal(text))
    #expect(Self.met(error) == #"template expression "«*»""#)
    #expect(error.location?.line == 1 && error.location?.column == 61, "\(String(describing: error.location))")
    #expect(try Self.json(Self.read(#"{"aps":{"alert":"Il a dit «bonjour» hier"}}"#)) == [#"{"aps":{"alert":"Il a dit «bonjour» hier"}}"#])
  }

  /// `, ...` ending a printed value: whoever pasted the capture cut the rest there (public capture 663, a
  /// README's console): refused at the dots, in Swift's print and in Dart's alike.
  @Test func trailingDotsAfterARawValueAreAnElision() throws {
    let rows = [
      #"Received remote notification: [AnyHashable("device_name"): Test Device, ...]"# + "\n",
      "flutter: onMessage: {aps: {alert: Hi}, name: Test, \u{2026}}\n",
    ]
    for text in rows {
      #expect(Self.met(Self.refusal(text)) == "'...' standing for entries left out", "\(text)")
    }
  }

  /// PyAPNs' `Payload(alert=…, custom={…})` (https://github.com/djacobs/PyAPNs) and firebase_admin's
  /// `messaging.Message(data={…})` (https://firebase.google.com/docs/reference/admin/python/firebase_admin.messaging):
  /// a dictionary passed to a constructor (a CapWords name, PEP 8) is one part of what it builds: refused
  /// at the keyword (public captures 522, 540). A function's keyword argument holding `aps` is the payload
  /// sent (608); a part whose whole payload the text prints later is dropped with a note (366).
  @Test func constructorArgumentsAreParts() throws {
    let pyapns = "alert = PayloadAlert(\"Hi\")\npayload = Payload(alert=alert, sound=\"a.caf\", custom={\"t\": \"x\"})\n"
    let error = try #require(Self.refusal(pyapns))
    #expect(Self.met(error) == "keyword argument \"custom=\" of Payload(…)")
    #expect(error.location?.line == 2 && error.location?.column == 47)
    let firebase = "message = messaging.Message(\n    data={\"action\": \"fetch\"},\n    token=token,\n)\n"
    #expect(Self.met(Self.refusal(firebase)) == "keyword argument \"data=\" of Message(…)")
    #expect(try Self.json(Self.read("client.send(token, payload={\"aps\": {\"alert\": \"Hi\"}})\n")) == [#"{"aps":{"alert":"Hi"}}"#])
    let printed = "payload = Payload(alert=\"Hi\", custom={\"type\": \"t\"})\npayload.dict()\n{'aps': {'alert': 'Hi'}, 'type': 't'}\n"
    #expect(try Self.json(Self.read(printed)) == [#"{"aps":{"alert":"Hi"},"type":"t"}"#])
  }

  /// A call's options object whose members hold code (`'a'.repeat(64)`, a variable) and whose `payload`
  /// member is a whole literal (public captures 567, 569): that member is the notification, with a note
  /// naming where reading the object stopped. A payload that holds code itself is refused; a member that
  /// lost its outer braces (`apns: {…},`, public capture 575) is still refused.
  @Test func literalPayloadMemberOfAnObjectWithCode() throws {
    let options = "await client.send({\n  deviceToken: 'a'.repeat(64), env: 'prod',\n  payload: { aps: { alert: { title: 't', body: 'b' } } },\n  priority: 10,\n})\n"
    let captures = try Self.read(options)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":{"title":"t","body":"b"}}}"#])
    #expect(captures[0].notes.contains { $0.description.contains("payload member of an object whose other members are code") && $0.description.contains(".repeat(64)") })
    let computed = "await client.send({\n  deviceToken: token,\n  payload: { aps: { alert: title } },\n})\n"
    #expect(Self.refusal(computed)?.location?.line == 2)
    let member = "apns: {\n  payload: {\n    aps: { alert: 'Hi' },\n  },\n},\n"
    #expect(Self.refusal(member) != nil)
  }

  /// An FCM message whose target is a variable (`token: TOKEN`; Firebase Admin SDK `TokenMessage`,
  /// https://firebase.google.com/docs/reference/admin/node/firebase-admin.messaging.tokenmessage; public
  /// captures 855, 856): its `apns.payload` is an override inside the sender's message, not the member the
  /// message stands for, so the message is refused where the variable stands instead of read as that override.
  @Test func messageWithAVariableTargetIsRefusedNotReadAsItsOverride() throws {
    let admin = "var payload = {\n  notification: { title: 't' },\n  apns: {\n    payload: {\n      aps: { sound: 'default' },\n    },\n  },\n  token: TOKEN,\n};\n"
    let error = try #require(Self.refusal(admin))
    #expect(error.location?.line == 8 && error.location?.column == 10)
    let v1 = "{\n  \"message\": {\n    \"token\": token,\n    \"apns\": { \"payload\": { \"aps\": { \"badge\": 0 } } }\n  }\n}\n"
    #expect(Self.refusal(v1)?.location?.line == 3)
  }

  /// A comment that is all a container holds (`data: { //some data }`) stands for entries left out (public
  /// captures 710, 886): refused at the comment, though another printer read the text further as a bare key.
  @Test func commentFillingAContainerIsTheRefusal() throws {
    let text = "admin.messaging().send({\n  data: {\n    //some data\n  },\n  apns: { payload: { aps: { contentAvailable: true } } },\n});\n"
    let error = try #require(Self.refusal(text))
    #expect(Self.met(error) == "a comment standing for entries left out")
    #expect(error.location?.line == 3 && error.location?.column == 5)
  }

  /// A Swift string interpolation (`"…\\(id)…"`: "String Interpolation",
  /// https://docs.swift.org/swift-book/documentation/the-swift-programming-language/stringsandcharacters/#String-Interpolation)
  /// is filled in when the code runs; Swift's printers escape a backslash, so only source holds one: refused
  /// as a template expression where it stands (public capture 873).
  @Test func swiftInterpolationIsATemplateExpression() throws {
    let text = "let info: [AnyHashable: Any] = [\"aps\": [\"alert\": \"Hi\"], \"link\": \"app://item?id=\\(id.uuidString)\"]\n"
    let error = try #require(Self.refusal(text))
    #expect(Self.met(error) == "template expression \"\\(id.uuidString)\"")
    #expect(error.location?.line == 1 && error.location?.column == 80)
  }

  /// A JavaScript template literal's substitution (ECMAScript, "Template Literals",
  /// https://tc39.es/ecma262/#sec-template-literals) is computed when the code runs: refused at `${`, and no
  /// printer that quotes nothing (Dart's) reads the code's text instead. A backtick string without one is text.
  @Test func templateLiteralSubstitutionIsRefused() throws {
    let error = try #require(Self.refusal("    const msg = { aps: { alert: `New message from ${sender}` } };\n"))
    #expect(Self.met(error) == "'${'")
    #expect(error.location?.line == 1 && error.location?.column == 51)
    #expect(try Self.json(Self.read("const msg = { aps: { alert: `Hi` } };\n")) == [#"{"aps":{"alert":"Hi"}}"#])
  }

  /// Ruby's and Elixir's `"#{…}"` interpolates when the code runs (their inspect prints `\#{`: "String#inspect",
  /// https://docs.ruby-lang.org/en/3.4/String.html#method-i-inspect): refused at `#`. A declaration's value
  /// with bare variables (`const payload = { aps: { alert: title } };`) is code, not Dart's printed map.
  @Test func interpolationsAndVariablesInDeclarationsAreRefused() throws {
    let elixir = try #require(Self.refusal("    notification = %{\"aps\" => %{\"alert\" => \"Hi #{name}\"}}\n"))
    #expect(elixir.location?.line == 1 && elixir.location?.column == 48)
    let declared = try #require(Self.refusal("const payload = { aps: { alert: title, badge: count } };\n"))
    #expect(declared.location?.column == 33)
    #expect(try Self.json(Self.read("flutter: payload = {aps: {alert: Hi}}\n")) == [#"{"aps":{"alert":"Hi"}}"#])
  }

  /// A Swift declaration's value (`let payload = [`) names variables with bare words, as a typed one does;
  /// JSON written in a template literal holds its `${…}` as text of the JSON; a Python string followed by
  /// `%` or `.format(` is a format ("printf-style String Formatting",
  /// https://docs.python.org/3/library/stdtypes.html#printf-style-string-formatting). Each is refused.
  @Test func codeAroundAWrittenPayloadIsRefused() throws {
    #expect(Self.refusal("let payload = [\"aps\": [\"alert\": \"Hi\"], \"x\": message]\n")?.location?.column == 45)
    #expect(Self.met(Self.refusal("const json = `{\"aps\":{\"alert\":\"${title}\"}}`;\n")) == "template expression \"${title}\"")
    #expect(Self.refusal("payload = '{\"aps\":{\"alert\":\"%s\"}}' % msg\n")?.location?.column == 36)
    #expect(try Self.json(Self.read("payload = '{\"aps\":{\"alert\":\"Hi\"}}'\n")) == [#"{"aps":{"alert":"Hi"}}"#])
  }

  /// A test matcher's expected value (`toEqual({…})`: Jest, https://jestjs.io/docs/expect) without `aps` is
  /// what the code under test returns, not a second notification; with `aps` it is the payload a test expects.
  @Test func matcherExpectationsWithoutApsAreNoCaptures() throws {
    let text = "expect(parsePush({ aps: { alert: 'Hi' }, threadId: 't1' })).toEqual({ title: 'Hi' });\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"Hi"},"threadId":"t1"}"#])
    #expect(captures[0].notes.contains { $0.description.contains("a test's expected value (title)") })
    #expect(try Self.json(Self.read("expect(build(user)).toEqual({ aps: { badge: 1 } });\n")) == [#"{"aps":{"badge":1}}"#])
  }

  /// Ruby's JSON library adds `to_json` to Hash (https://docs.ruby-lang.org/en/master/JSON.html): the hash
  /// before it is the body sent, even as one argument among others (public capture 576); source hashes
  /// quote keys with `'` too.
  @Test func rubyHashSerializedWithToJSON() throws {
    let text = "#pp Api.post('/api/push/', :body => {\"aps\"=> {\"alert\"=> \"Hello!\"}}.to_json, :headers => {'Content-type' => 'application/json'}).inspect\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"Hello!"}}"#])
    #expect(captures[0].notes.contains { $0.description.contains(".to_json") })
    #expect(try Self.json(Self.read("body = {'aps' => {'alert' => 'Hi'}}.to_json\n")) == [#"{"aps":{"alert":"Hi"}}"#])
  }

  /// The `{` ending a block's head opens statements, not a value: an Objective-C method (`- (void)test {`)
  /// or block (`^{`, "Blocks Programming Topics", https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Blocks/Articles/bxDeclaringCreating.html),
  /// a JavaScript `function` or arrow body (`() => {`, MDN "Arrow function expressions",
  /// https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Functions/Arrow_functions), a
  /// destructuring pattern, a Swift computed property (`var content: String {`); the literal inside is read
  /// (public captures 641, 655, 673, 675, 685). `const payload = {` still opens the value.
  @Test func blockHeadsOpenStatements() throws {
    let rows: [(text: String, json: String)] = [
      ("- (void)testActive {\n    NSDictionary *n = @{@\"aps\": @{@\"badge\": @2}};\n}\n", #"{"aps":{"badge":2}}"#),
      ("describe(@\"send\", ^{\n    __block ODContainer *c = nil;\n    NSDictionary *p = @{@\"aps\": @{@\"alert\": @\"Hi\"}};\n});\n", #"{"aps":{"alert":"Hi"}}"#),
      ("function receivePush(e) {\n  // {\"aps\":{\"alert\":\"Hi\"}}\n  Ti.API.info(e);\n}\n", #"{"aps":{"alert":"Hi"}}"#),
      ("it('sends', async () => {\n  const { standIn, sender } = await rig();\n  send(JSON.parse('{\"aps\":{\"alert\":\"Hi\"}}'));\n});\n", #"{"aps":{"alert":"Hi"}}"#),
      ("  var content: String {\n    switch self {\n      case .a:\n        return \"\"\"\n{\"aps\": {\"badge\": 5}}\n\"\"\"\n    }\n  }\n", #"{"aps":{"badge":5}}"#),
      ("const payload = {\n  aps: { alert: 'Hi' },\n};\n", #"{"aps":{"alert":"Hi"}}"#),
      // Kotlin's companion object around a comment holding Android's extras (public capture 744).
      ("    companion object {\n        //extras: Bundle[{google.message_id=0:1, sex=2,\n        // text=da}]\n        fun f(): Int {\n", #"{"google.message_id":"0:1","sex":"2","text":"da"}"#),
    ]
    for row in rows {
      #expect(try Self.json(Self.read(row.text)) == [row.json], "\(row.text)")
    }
  }

  /// JSON written as the format of a call (`fmt.Sprintf(`, https://pkg.go.dev/fmt; `String(format:)`) holds
  /// verbs the code fills in: refused at the first verb (public capture 528). Without a verb it is the JSON.
  @Test func formatCallVerbsAreRefused() throws {
    let text = "payload := fmt.Sprintf(`{\"aps\":{\"alert\":\"Call from %s\"}}`, name)\n"
    let error = try #require(Self.refusal(text))
    #expect(Self.met(error) == "'%'")
    #expect(error.location?.column == 52, "\(String(describing: error.location))")
    #expect(try Self.json(Self.read("payload := fmt.Sprintf(`{\"aps\":{\"alert\":\"Hi\"}}`)\n")) == [#"{"aps":{"alert":"Hi"}}"#])
  }

  /// A sender's request whose `payload` member is the notification as JSON text (`request({ payload: '{"aps":…}' })`,
  /// public capture 685): the JSON is read, as the envelope's dictionary member is; `{ key }` (a destructuring of
  /// one name) is code.
  @Test func envelopePayloadAsJSONText() throws {
    let text = "const { key } = scratchKey();\nconst req = request({ payload: '{\"aps\":{\"alert\":\"b\"}}' });\n"
    let captures = try Self.read(text)
    #expect(try Self.json(captures) == [#"{"aps":{"alert":"b"}}"#])
    #expect(captures[0].notes.contains { $0.description.contains("payload member, JSON text") })
  }

  /// JSON in a source string literal joined with `+` to other literals only (C#, "String concatenation",
  /// https://learn.microsoft.com/en-us/dotnet/csharp/language-reference/operators/addition-operator#string-concatenation;
  /// public capture 646): the constants hold the value, read. A name joined in is the code's value: refused at the `+`.
  @Test func constantStringConcatenation() throws {
    let text = #"Payload = JObject.Parse("{\"aps\":{\"badge\":111, \"alert\":\"" + "fiko" + "\"}}");"# + "\n"
    #expect(try Self.json(Self.read(text)) == [#"{"aps":{"badge":111,"alert":"fiko"}}"#])
    let variable = #"Payload = JObject.Parse("{\"aps\":{\"alert\":\"" + name + "\"}}");"# + "\n"
    let error = try #require(Self.refusal(variable))
    #expect(Self.met(error) == "'+'")
  }

  /// A literal that the code after it extends by subscript (`payload[k] = v`: Go's "Assignment statements",
  /// https://go.dev/ref/spec#Assignment_statements; public capture 649) is not what was sent: refused at the
  /// store. A comparison (`==`) or another name's store leaves it read.
  @Test func literalExtendedByLaterCodeIsRefused() throws {
    let text = "\tpayload := map[string]any{\"aps\": map[string]any{\"content-available\": 1}}\n\tfor k, v := range data {\n\t\tpayload[k] = v\n\t}\n"
    let error = try #require(Self.refusal(text))
    #expect(error.location?.line == 3 && error.location?.column == 3, "\(String(describing: error.location))")
    let compared = "payload = {'aps': {'alert': 'Hi'}}\nassert payload['aps'] == expected\nother['x'] = 1\n"
    #expect(try Self.json(Self.read(compared)) == [#"{"aps":{"alert":"Hi"}}"#])
  }
}
