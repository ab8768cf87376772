import Testing

@testable import APSKit

/// Payloads embedded in source code and logs: JSON inside a string literal (unescaped by its
/// language's rule), JSON beside code whose braces open no value, per-key log lines, and comments
/// that say the text is no whole payload. Each row is the form's documented shape, cited.
@Suite struct EmbeddedCaptureTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// The values read, or nil for a refusal.
    var expected: [String]?
    var testDescription: String { name }
  }

  static let rows: [Row] = [
    // C# "Verbatim string literals" (https://learn.microsoft.com/en-us/dotnet/csharp/language-reference/tokens/verbatim):
    // a quote is doubled, a backslash is itself.
    Row(
      name: "C# verbatim string with doubled quotes",
      text: "string payload = @\"{\"\"aps\"\":{\"\"alert\"\":\"\"a\\\\b\"\"}}\";\n",
      expected: [#"{"aps":{"alert":"a\\b"}}"#]),
    // Java Language Specification §3.10.7 "Escape Sequences": `\"` and `\\`.
    Row(
      name: "Java string constant with escaped quotes",
      text: "  public static final String APN_PAYLOAD = \"{\\\"aps\\\":{\\\"sound\\\":\\\"default\\\"}}\";\n",
      expected: [#"{"aps":{"sound":"default"}}"#]),
    // A literal that is no JSON object is code's text, beside the one that is.
    Row(
      name: "string literal holding no JSON before one holding a payload",
      text: "log.info(\"{name} is here\");\nString p = \"{\\\"aps\\\":{\\\"badge\\\":1}}\";\n",
      expected: [#"{"aps":{"badge":1}}"#]),
    // Rust "std::fmt" (https://doc.rust-lang.org/std/fmt/): `{host}` is a placeholder; `json!` takes JSON.
    Row(
      name: "Rust format placeholders before a json! body",
      text: ".post(format!(\"{host}/3/device/{token}\"))\n.json(&json!({ \"aps\": { \"content-available\": 1 } }))\n",
      expected: [#"{"aps":{"content-available":1}}"#]),
    // A call's argument that no printer reads and that holds no `aps` is code, here Go's slice literal
    // ("Composite literals", https://go.dev/ref/spec#Composite_literals) after the request it sends (public capture 478).
    Row(
      name: "Go slice literal argument after a map literal",
      text: "req := map[string]interface{}{\n\t\"apns\": map[string]interface{}{\"aps\": map[string]interface{}{\"alert\": \"Hi\"}},\n}\nid, err := n.Publish([]string{\"hello\"}, req)\n",
      expected: [#"{"apns":{"aps":{"alert":"Hi"}}}"#]),
    // A Go struct's composite literal is read only as Go's struct (its `Payload` field, case 476); one without a
    // payload is code beside the expected JSON in a raw string (public capture 505), never a printed map.
    Row(
      name: "Go struct literals without a payload beside raw-string JSON",
      text: "p := buford.Payload{Alert: buford.Alert{Title: \"Hi\"}}\nexpected := []byte(`{\"aps\":{\"alert\":{\"title\":\"Hi\"}}}`)\n",
      expected: [#"{"aps":{"alert":{"title":"Hi"}}}"#]),
    // An Allman-style method body after parameters that run over lines (public capture 531), and a C#
    // anonymous type serialized inside it ("Anonymous types",
    // https://learn.microsoft.com/en-us/dotnet/csharp/fundamentals/types/anonymous-types).
    Row(
      name: "Allman block after a declaration whose parameters run over lines",
      text: "private static string Send(string host,\n\tint port)\n{\n\tvar json = JsonConvert.SerializeObject(new { aps = new { alert = \"hi\" } });\n}\n",
      expected: [#"{"aps":{"alert":"hi"}}"#]),
    // Swift "Multiline String Literals" (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/stringsandcharacters/#Multiline-String-Literals):
    // the JSON inside `"""` is text, though a `guard` opens the line; `else {` opens a block (public capture 547).
    Row(
      name: "JSON in a Swift multi-line string after guard, then else block",
      text: "guard let data = \"\"\"\n{\n  \"aps\": {\"alert\": \"Hi\"},\n  \"k\": 2\n}\n\"\"\".data(using: .utf8)\nelse {\n    return false\n}\n",
      expected: [#"{"aps":{"alert":"Hi"},"k":2}"#]),
    // A declaration's body (`struct X: Decodable {`) and an Allman-style C# block are statements.
    Row(
      name: "JSON in comment lines after Swift declarations",
      text: "struct APS: Decodable {\nlet badge: Int?\n}\n// {\n// \"aps\" : { \"badge\": 9, },\n// }\n",
      expected: [#"{"aps":{"badge":9}}"#]),
    Row(
      name: "C# object initializer around a verbatim string",
      text: "var t = new PushTemplate\n{\n    Body = @\"{\"\"aps\"\":{\"\"alert\"\":\"\"Hi\"\"}}\"\n};\n",
      expected: [#"{"aps":{"alert":"Hi"}}"#]),
    Row(
      name: "C# collection initializer elements are no dictionary",
      text: "var p = @\"{\"\"aps\"\":{\"\"badge\"\":1}}\";\nvar d = new Dictionary<string, object>()\n{\n    {\"ID\", Guid.NewGuid()},\n};\n",
      expected: [#"{"aps":{"badge":1}}"#]),
    // `NSLog(@"Data: %@ -> %@", key, value)` per key: one notification per run of lines; an empty string ends in `->`.
    Row(
      name: "per-key arrow lines",
      text: "App[1:2] Remote notification\nApp[1:2] Data: track_id -> 475\nApp[1:2] Data: note ->\nApp[1:2] Data: aps -> {\n\"content-available\" = 1;\n}\nApp[1:2] Remote notification\nApp[1:2] Data: a -> 1\nApp[1:2] Data: aps -> {\nbadge = 2;\n}\n",
      expected: [#"{"track_id":475,"note":"","aps":{"content-available":1}}"#, #"{"a":1,"aps":{"badge":2}}"#]),
    // NSLog's header (`date time+zone Process[pid:tid] `) on every line of one message: the same shape,
    // with each line's own timestamp.
    Row(
      name: "a logger's header with changing timestamps on every line",
      text: "2018-03-22 12:21:18.118543+0530 app[62:29] [Message] payload : {\n2018-03-22 12:21:18.118703+0530 app[62:29] [Message] \t    aps =     {\n2018-03-22 12:21:18.118834+0530 app[62:29] [Message] \t        \"content-available\" = 1;\n2018-03-22 12:21:18.119096+0530 app[62:29] [Message] \t    };\n2018-03-22 12:21:18.119245+0530 app[62:29] [Message] \t}\n",
      expected: [#"{"aps":{"content-available":1}}"#]),
    // Amazon Pinpoint's message configuration ("Messages",
    // https://docs.aws.amazon.com/pinpoint/latest/apireference/apps-application-id-messages.html): the payload in APNSMessage.
    Row(
      name: "Pinpoint APNSMessage holding the payload",
      text: "{\n  \"APNSMessage\": {\n    \"aps\": { \"alert\": \"Hi\", \"url-args\": [\"\"] }\n  }\n}\n",
      expected: [#"{"aps":{"alert":"Hi","url-args":[""]}}"#]),
    Row(
      name: "Pinpoint APNSMessage RawContent as JSON text",
      text: #"{"APNSMessage":{"RawContent":"{\"aps\":{\"badge\":1}}"}}"# + "\n",
      expected: [#"{"aps":{"badge":1}}"#]),
    // Pinpoint's own message fields are not an APNs payload: read as they stand.
    Row(
      name: "Pinpoint APNSMessage with its own fields",
      text: #"{"APNSMessage":{"Body":"Hi","Title":"T"}}"# + "\n",
      expected: [#"{"APNSMessage":{"Body":"Hi","Title":"T"}}"#]),
    // Chrome's console: the collapsed summary (cut with `…`) above the expanded own properties; `(...)`
    // is an accessor not invoked and `undefined` is dropped, as JSON.stringify drops it.
    Row(
      name: "Chrome summary line above an expanded listing with getters",
      text: "RemoteMessage {_from: \"63\", _data: {…}, _type: undefined, …}\n_data: {}\n_from: \"63\"\n_type: undefined\n_ttl: 3600\nfrom: (...)\n__proto__: Object\n",
      expected: [#"{"_data":{},"_from":"63","_ttl":3600}"#]),
    // Documentation that elides entries, and a schema of several pushes: refused at the comment.
    Row(
      name: "elision comment",
      text: "{\n  \"aps\": { \"badge\": 5 },\n  \"payload\": {\n    \"count\": 5,\n    // ... other fields\n  }\n}\n",
      expected: nil),
    Row(
      name: "block elision comment",
      text: "{ aps: { badge: 5 }, /* … */ }\n",
      expected: nil),
    Row(
      name: "schema comments",
      text: "{\"aps\": {\n  \"event\": \"start\",   // or \"update\" / \"end\"\n  \"dismissal-date\": 1   // end only\n}}\n",
      expected: nil),
    // A comment that explains a key is no mark (Customer.io's annotated payload, case 302).
    Row(
      name: "explaining comment",
      text: "{\n  \"aps\": {\n    \"badge\": 1 //(optional) the badge\n  }\n}\n",
      expected: [#"{"aps":{"badge":1}}"#]),
    // JSON with comments ("JSONC", https://code.visualstudio.com/docs/languages/json#_json-with-comments): a
    // commented-out line offering another spelling of the value above it is not sent (Countly's documented
    // payload, public capture 818), where `// or …` trailing a value lists other pushes (the schema row above).
    Row(
      name: "commented-out alternative line",
      text: "{\n  \"aps\": {\n    \"alert\": \"hi\",\n    //or {\"title\": \"t\", \"body\": \"b\"}, //if title is set\n    \"badge\": 1, //if badge is set\n  },\n}\n",
      expected: [#"{"aps":{"alert":"hi","badge":1}}"#]),
    // A page that indents JSON with no-break spaces (U+00A0, HTML's `&nbsp;`; JPush's REST API page, public capture 819).
    Row(
      name: "JSON indented with no-break spaces",
      text: "{\n\t\"notification\" : {\n\t\u{A0} \u{A0} \"ios\" : { \"alert\" : \"hi\" }\n\t}\n}\n",
      expected: [#"{"notification":{"ios":{"alert":"hi"}}}"#]),
    // A Darwin description commented out with `//` at the line start, holding a remark whose own `//` is
    // indented deeper (public capture 809): the remark is the property-list grammar's comment, not an entry
    // (CFPropertyList's old-style plists allow `//` comments: "Old-Style ASCII Property Lists",
    // https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/PropertyLists/OldStylePlists/OldStylePLists.html).
    Row(
      name: "commented-out description with a deeper remark",
      text: "//{\n//    aps = {\n//        badge = 1;\n//    };\n          //extra\n//    key1 = value1;\n//}\n",
      expected: [#"{"aps":{"badge":1},"key1":"value1"}"#]),
  ]

  @Test(arguments: rows) func reads(_ row: Row) throws {
    if let expected = row.expected {
      #expect(try CaptureLogShapeTests.values(row.text) == expected)
    } else {
      let error = try #require(CaptureLogShapeTests.refusal(row.text))
      #expect(error.location != nil)
    }
  }

  @Test func commentMarks() {
    let rows: [(String, CommentMark?)] = [
      (" ... other fields", .elision), (" \u{2026}", .elision), (" etc.", .elision), (" start only", .alternatives),
      (" or \"update\"", .alternatives), ("(optional) The title", nil), (" etcd key", nil), (" snake_caseをcamelCaseに変換する場合", nil),
    ]
    for (text, mark) in rows {
      let bytes = Array(text.utf8)
      let found = bytes.withUnsafeBufferPointer { CommentMark.of($0, text: 0..<$0.count) }
      #expect(found == mark, "\(text)")
    }
  }
}
