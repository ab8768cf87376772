import Testing

@testable import APSKit

/// The server-side printers (`ServerSpelling` rows): each reads its own documented output, as its
/// language's page describes it (cited per row), detected in a log and forced with `--from`.
@Suite struct ServerPrinterTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var form: CaptureForm
    /// The documentation of the printer's output.
    var page: String
    var text: String
    var expected: String
    var testDescription: String { "\(form.rawValue): \(page)" }
  }

  static let rows: [Row] = [
    Row(form: .python, page: "https://docs.python.org/3/library/functions.html#repr",
        text: "{'aps': {'alert': 'Hi', 'badge': 1}, 'silent': False, 'meta': None}",
        expected: #"{"aps":{"alert":"Hi","badge":1},"silent":false,"meta":null}"#),
    Row(form: .python, page: "https://docs.python.org/3/reference/lexical_analysis.html#escape-sequences",
        text: #"{'aps': {'alert': "it's \u4f60\xa0ok", 'sound': 'a\\b'}, 'ids': [1, 2.5], 'pair': (1, 'x')}"#,
        expected: "{\"aps\":{\"alert\":\"it's 你\u{00A0}ok\",\"sound\":\"a\\\\b\"},\"ids\":[1,2.5],\"pair\":[1,\"x\"]}"),
    Row(form: .python, page: "https://docs.python.org/2/reference/lexical_analysis.html#string-literals",
        text: #"{u'aps': {u'alert': u'Caf\xe9', u'badge': 3L}, u'id': u'7'}"#,
        expected: #"{"aps":{"alert":"Café","badge":3},"id":"7"}"#),
    Row(form: .python, page: "https://docs.python.org/2/library/functions.html#repr",
        text: #"{'aps': {'alert': 'Caf\xc3\xa9'}}"#,
        expected: #"{"aps":{"alert":"Café"}}"#),
    Row(form: .ruby, page: "https://docs.ruby-lang.org/en/3.3/Hash.html#method-i-inspect",
        text: #"{"aps"=>{"alert"=>"Hi", "badge"=>1}, "silent"=>false, "meta"=>nil}"#,
        expected: #"{"aps":{"alert":"Hi","badge":1},"silent":false,"meta":null}"#),
    Row(form: .ruby, page: "https://www.ruby-lang.org/en/news/2024/12/25/ruby-3-4-0-released/",
        text: #"{"aps" => {"alert" => "Caf\u00E9 \e[1m"}, kind: :promo, "content-available": 1}"#,
        expected: #"{"aps":{"alert":"Café \u001b[1m"},"kind":"promo","content-available":1}"#),
    Row(form: .ruby, page: "https://docs.ruby-lang.org/en/3.3/Symbol.html#method-i-inspect",
        text: #"{:aps=>{:alert=>"Hi", :sound=>nil}, :"thread-id"=>"t1"}"#,
        expected: #"{"aps":{"alert":"Hi","sound":null},"thread-id":"t1"}"#),
    Row(form: .php, page: "https://www.php.net/manual/en/function.var-export.php",
        text: "array (\n  'aps' => \n  array (\n    'alert' => 'It\\'s \\\\ here',\n    'badge' => 1,\n  ),\n  'silent' => false,\n  'meta' => NULL,\n  'ids' => \n  array (\n    0 => 'a',\n    1 => 'b',\n  ),\n)",
        expected: #"{"aps":{"alert":"It's \\ here","badge":1},"silent":false,"meta":null,"ids":["a","b"]}"#),
    Row(form: .phpVarDump, page: "https://www.php.net/manual/en/function.var-dump.php",
        text: "array(3) {\n  [\"aps\"]=>\n  array(2) {\n    [\"alert\"]=>\n    string(9) \"Hi \"there\"\n    [\"badge\"]=>\n    int(1)\n  }\n  [\"silent\"]=>\n  bool(false)\n  [\"meta\"]=>\n  NULL\n}",
        expected: #"{"aps":{"alert":"Hi \"there","badge":1},"silent":false,"meta":null}"#),
    Row(form: .phpVarDump, page: "https://www.php.net/manual/en/function.json-decode.php",
        text: "object(stdClass)#1 (1) {\n  [\"aps\"]=>\n  object(stdClass)#2 (1) {\n    [\"badge\"]=>\n    float(1.5)\n  }\n}",
        expected: #"{"aps":{"badge":1.5}}"#),
    Row(form: .phpDump, page: "https://symfony.com/doc/current/components/var_dumper.html",
        text: "array:3 [\n  \"aps\" => array:2 [\n    \"alert\" => \"Hi\"\n    \"badge\" => 1\n  ]\n  \"silent\" => false\n  \"meta\" => null\n]",
        expected: #"{"aps":{"alert":"Hi","badge":1},"silent":false,"meta":null}"#),
    Row(form: .phpDump, page: "https://laravel.com/docs/helpers#method-dd",
        text: "^ array:2 [▼\n  \"aps\" => array:1 [▼\n    \"alert\" => \"Hi\"\n  ]\n  \"ids\" => array:1 [▼\n    0 => 7\n  ]\n]",
        expected: #"{"aps":{"alert":"Hi"},"ids":[7]}"#),
    Row(form: .elixir, page: "https://hexdocs.pm/elixir/Kernel.html#inspect/2",
        text: #"%{"aps" => %{"alert" => "Hi", "badge" => 1}, "silent" => false, "meta" => nil, kind: :promo}"#,
        expected: #"{"aps":{"alert":"Hi","badge":1},"silent":false,"meta":null,"kind":"promo"}"#),
    Row(form: .elixir, page: "https://hexdocs.pm/elixir/structs.html",
        text: "%Pigeon.APNS.Notification{device_token: \"t\", expiration: nil,\n payload: %{\"aps\" => %{\"alert\" => \"Hi\"}}, response: :success}",
        expected: #"{"aps":{"alert":"Hi"}}"#),
    Row(form: .elixir, page: "https://hexdocs.pm/elixir/syntax-reference.html",
        text: "%{\n  \"aps\" => %{\"alert\" => \"Hi # not a comment\"}, # the alert\n  \"badge\" => 1 # a count\n}",
        expected: #"{"aps":{"alert":"Hi # not a comment"},"badge":1}"#),
    Row(form: .ruby, page: "https://docs.ruby-lang.org/en/3.3/syntax/literals_rdoc.html#label-Strings",
        text: #"{"aps" => {"alert" => 'It\'s a \n', "sound" => 'default'}}"#,
        expected: #"{"aps":{"alert":"It's a \\n","sound":"default"}}"#),
    Row(form: .php, page: "https://www.php.net/manual/en/language.types.string.php",
        text: "array (\n  // the alert\n  'aps' => array ('alert' => \"Hi\\t\\\"you\\\"\",), # a count next\n  'badge' => 1,\n);",
        expected: #"{"aps":{"alert":"Hi\t\"you\""},"badge":1}"#),
    Row(form: .go, page: "https://pkg.go.dev/fmt#hdr-Printing",
        text: #"map[string]interface {}{"aps":map[string]interface {}{"alert":"Hi \u4f60", "badge":1}, "ids":[]interface {}{"a", "b"}, "meta":interface {}(nil), "silent":false}"#,
        expected: #"{"aps":{"alert":"Hi 你","badge":1},"ids":["a","b"],"meta":null,"silent":false}"#),
    Row(form: .javascript, page: "https://nodejs.org/api/util.html#utilinspectobject-options",
        text: "{ aps: { alert: 'Hi', badge: 1 }, silent: false, meta: null }",
        expected: #"{"aps":{"alert":"Hi","badge":1},"silent":false,"meta":null}"#),
    // Found by PrinterDriveTests: the forms below are what the interpreters print.
    Row(form: .javascript, page: "https://nodejs.org/api/util.html#utilinspectobject-options",
        text: #"{ aps: { alert: `both ' and "` }, '$meta': 1, 'ключ': 'it\'s' }"#,
        expected: #"{"aps":{"alert":"both ' and \""},"$meta":1,"ключ":"it's"}"#),
    Row(form: .python, page: "https://docs.python.org/3/library/pprint.html",
        text: "{'aps': {'alert': 'hello '\n                  'world',\n         'badge': 1},\n 'id': 'a'}",
        expected: #"{"aps":{"alert":"hello world","badge":1},"id":"a"}"#),
    Row(form: .ruby, page: "https://docs.ruby-lang.org/en/3.3/PP.html",
        text: #"{"aps"=>{"alert"=>"line\n" + "break"}, :$meta=>nil}"#,
        expected: #"{"aps":{"alert":"line\nbreak"},"$meta":null}"#),
    Row(form: .php, page: "https://www.php.net/manual/en/language.types.array.php",
        text: "['aps' => ['alert' => 'Hi', 'badge' => 1], 'ids' => ['a', 'b'], 'silent' => false]",
        expected: #"{"aps":{"alert":"Hi","badge":1},"ids":["a","b"],"silent":false}"#),
    // Source literals: each language's documented literal syntax, as a sender writes the payload.
    Row(form: .python, page: "https://docs.python.org/3/reference/expressions.html#dictionary-displays",
        text: "{'aps': {'alert': 'Hi', \"sound\": \"chime\",},\n \"custom_data\": 12345, 'ok': True,}",
        expected: #"{"aps":{"alert":"Hi","sound":"chime"},"custom_data":12345,"ok":true}"#),
    Row(form: .ruby, page: "https://docs.rubocop.org/rubocop/cops_style.html#styletrailingcommainhashliteral",
        text: "{\n  \"aps\" => {\"alert\" => \"hi\"},\n  \"fizz\" => 1,\n  :buzz => nil,\n}",
        expected: #"{"aps":{"alert":"hi"},"fizz":1,"buzz":null}"#),
    Row(form: .kotlin, page: "https://kotlinlang.org/docs/constructing-collections.html",
        text: #"mapOf("aps" to mapOf("content-available" to 1, "alert" to "\u00e9 \"x\""), "ids" to listOf(1L, 2), "meta" to null)"#,
        expected: #"{"aps":{"content-available":1,"alert":"é \"x\""},"ids":[1,2],"meta":null}"#),
    Row(form: .java, page: "https://docs.oracle.com/en/java/javase/21/docs/api/java.base/java/util/Map.html#of(K,V,K,V)",
        text: #"Map.of("aps", ImmutableMap.of("alert", "Café", "badge", 1), "ids", List.of(1L, 2), "silent", false)"#,
        expected: #"{"aps":{"alert":"Café","badge":1},"ids":[1,2],"silent":false}"#),
    Row(form: .csharp, page: "https://learn.microsoft.com/en-us/dotnet/csharp/fundamentals/types/anonymous-types",
        text: #"new { aps = new { alert = "hi", badge = 1, @sound = "default" }, ids = new[] { "a", "b" }, silent = false }"#,
        expected: #"{"aps":{"alert":"hi","badge":1,"sound":"default"},"ids":["a","b"],"silent":false}"#),
    Row(form: .perl, page: "https://perldoc.perl.org/perldata#List-value-constructors",
        text: #"{ aps => { alert => 'Caf\'e', "badge" => 1, sound => undef, }, ids => [1, 'b'] }"#,
        expected: #"{"aps":{"alert":"Caf'e","badge":1,"sound":null},"ids":[1,"b"]}"#),
    Row(form: .go, page: "https://go.dev/ref/spec#Composite_literals",
        text: "Notification{DeviceToken: \"abc\", PushType: apns2.PushTypeAlert, Expiration: time.Now().Add(time.Hour),\n\tPayload: map[string]interface{}{\"aps\": map[string]interface{}{\"alert\": \"Hi\"}},\n}",
        expected: #"{"aps":{"alert":"Hi"}}"#),
    Row(form: .go, page: "https://pkg.go.dev/fmt#hdr-Printing",
        text: #"apns2.Notification{DeviceToken:"abc", Topic:"", Priority:10, Payload:map[string]interface {}{"aps":map[string]interface {}{"badge":1}}}"#,
        expected: #"{"aps":{"badge":1}}"#),
  ]

  /// What `convert --to json -c` prints for `text`.
  static func values(_ text: String, as form: CaptureForm? = nil) throws -> [String] {
    try CaptureReader().readAll(Array(text.utf8), as: form).map { JSONPrinter.compactString(try #require($0.value)) }
  }

  @Test(arguments: rows) func readsItsDocumentedOutput(_ row: Row) throws {
    // Alone, inside a log line, and forced with `--from`.
    let alone = try CaptureReader().readAll(Array(row.text.utf8))
    #expect(alone.map(\.form) == [row.form])
    #expect(try Self.values(row.text) == [row.expected])
    #expect(try Self.values("2026-05-01 12:00:00 INFO push sent: " + row.text + "\nnext line\n") == [row.expected])
    #expect(try Self.values(row.text, as: row.form) == [row.expected])
  }

  @Test func pythonTwoNeverYieldsPrefixedKeys() throws {
    let text = #"{u'aps': {u'alert': {u'title': u'Hi'}}, u'gcm.message_id': u'1'}"#
    let value = try #require(try CaptureReader().readAll(Array(text.utf8)).first?.value)
    #expect(JSONPrinter.compactString(value) == #"{"aps":{"alert":{"title":"Hi"}},"gcm.message_id":"1"}"#)
    #expect(!JSONPrinter.compactString(value).contains("u'"))
  }

  /// print_r and Go's %v lose types: the provider's schema types the scalars, with notes.
  @Test func typeLosingPrintersAreTypedBySchema() throws {
    let printR = "Array\n(\n    [aps] => Array\n        (\n            [alert] => Hi there\n            [badge] => 1\n        )\n\n    [silent] => \n    [gcm.message_id] => 1577\n)\n"
    let read = try #require(try CaptureReader().readAll(Array(printR.utf8)).first)
    #expect(read.form == .phpPrintR)
    #expect(JSONPrinter.compactString(try #require(read.value)) == #"{"aps":{"alert":"Hi there","badge":1},"silent":"","gcm.message_id":"1577"}"#)
    #expect(read.notes.contains { $0.description.contains("print_r prints false, null and \"\" alike") })
    #expect(read.notes.contains { $0.description.contains("Firebase defines /gcm.message_id as a string") })
    #expect(try Self.values("map[aps:map[alert:Hi badge:1] gcm.message_id:1577]") == [#"{"aps":{"alert":"Hi","badge":1},"gcm.message_id":"1577"}"#])
  }

  /// Go's %v with a space in a value cannot be split: refused where reading stopped, with the reason.
  @Test func goPlainWithSpacesIsRefused() {
    do {
      _ = try CaptureReader().readAll(Array("map[aps:map[alert:Hello world badge:1]]".utf8))
      Issue.record("read")
    } catch {
      #expect(error.description.contains("Go's %v prints strings unquoted"))
      #expect(error.location?.offset == 18)
    }
  }

  /// Symfony's collapsed container (`[▶]`) hides entries: refused at the mark.
  @Test func collapsedDumpIsRefused() {
    do {
      _ = try CaptureReader().readAll(Array("^ array:2 [▼\n  \"aps\" => array:1 [▶]\n  \"id\" => 7\n]\n".utf8))
      Issue.record("read")
    } catch {
      #expect(error.description.contains("printed in full"))
      #expect(error.location != nil)
    }
  }

  /// A struct is a library's value: read only through its payload map, else refused (never its fields).
  @Test func structWithoutPayloadIsRefused() {
    do {
      let read = try CaptureReader().readAll(Array(#"%URI{host: "example.com", port: 443}"#.utf8))
      Issue.record("read \(read.map(\.form))")
    } catch {
      #expect(error.description.contains("not a struct without a payload map"))
    }
  }

  /// Text typed at a REPL prompt is input (a call's argument), the value printed back the capture:
  /// IEx (https://hexdocs.pm/iex/IEx.html) and Node's REPL (https://nodejs.org/api/repl.html).
  @Test func replInputIsSkipped() throws {
    let iex = "iex> put_custom(n, %{\"k\" => 1})\n%{\"aps\" => %{\"alert\" => \"Hi\"}, \"k\" => 1}\n"
    #expect(try Self.values(iex) == [#"{"aps":{"alert":"Hi"},"k":1}"#])
    let node = "> var n = new Note({\n...   badge: Math.floor(3.5) })\nundefined\n> n\n{ aps: { badge: 3 } }\n"
    #expect(try Self.values(node) == [#"{"aps":{"badge":3}}"#])
  }

  /// A value the source fills in when it runs is not in the text: Kotlin's string template
  /// ("String templates": https://kotlinlang.org/docs/strings.html#string-templates), C#'s member
  /// named by a variable alone ("Anonymous types", projection initializers) and a variable passed to
  /// Java's `Map.of` are refused where they stand.
  @Test(arguments: [
    ("mapOf(\"aps\" to mapOf(\"alert\" to \"Hi $name\"))\n", "1:37"),
    ("var body = JsonConvert.SerializeObject(new { aps = new { alert, sound = \"default\" } });\n", "1:63"),
    ("send(Map.of(\"aps\", Map.of(\"alert\", name)));\n", "1:36"),
    // Perl: an interpolated "…$name…" and a bare word (a constant or a call) as a value ("perlop",
    // https://perldoc.perl.org/perlop#Quote-and-Quote-like-Operators).
    ("$apns->send($token, { aps => { alert => \"Hi $name\" } });\n", "1:45"),
    ("$apns->send($token, { aps => { alert => 'Hi', badge => BADGE } });\n", "1:56"),
  ])
  func sourceValuesNotInTheTextAreRefused(text: String, at: String) {
    do {
      let read = try CaptureReader().readAll(Array(text.utf8))
      Issue.record("read \(read.map(\.form))")
    } catch {
      #expect(error.location.map { "\($0)".hasPrefix(at) } == true, "\(error)")
    }
  }

  @Test func everyServerPrinterIsAForm() {
    for form in CaptureForm.server {
      #expect(CaptureForm(rawValue: form.rawValue) == form)
      #expect(CaptureReader.structuredForms.contains(form))
    }
  }
}
