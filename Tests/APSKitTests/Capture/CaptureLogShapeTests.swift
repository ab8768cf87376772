import Testing

@testable import APSKit

/// Shapes of log text around and inside captures (empty containers in a log line, Dart's raw
/// text, per-key listings, Java maps, Swift's bracketed strings) that public captures (cases
/// 237-276) showed: each row is a shape, not the case; the case number is in the row's name.
@Suite struct CaptureLogShapeTests {
  /// What `convert --to json -c` prints for `text`: one compact JSON value per capture.
  static func values(_ text: String) throws -> [String] {
    try CaptureReader().readAll(Array(text.utf8)).map { capture in
      JSONPrinter.compactString(try #require(capture.value))
    }
  }

  /// The error `text` is refused with (nil when it reads).
  static func refusal(_ text: String) -> CaptureError? {
    do {
      _ = try CaptureReader().readAll(Array(text.utf8))
      return nil
    } catch {
      return error
    }
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// The values read, or nil for a refusal.
    var expected: [String]?
    var testDescription: String { name }
  }

  /// Case 249: an empty container inside a line of log text (`_flutter.listViews: {}`) is part of
  /// that text, never a capture beside the real one; a text that is just `{}` still converts.
  static let emptyContainers: [Row] = [
    Row(
      name: "249: tool line with {} before the capture",
      text: "[   +2 ms] _flutter.listViews: {}\n[+7871 ms] I/flutter (16241): onMessage: {status: 280418, id: 12345}\n",
      expected: [#"{"status":280418,"id":12345}"#]),
    Row(name: "249: {} in a sentence, then a capture", text: "got {} back\n{\"aps\":{\"badge\":1}}\n", expected: [#"{"aps":{"badge":1}}"#]),
    Row(name: "249: [:] after a label, then a capture", text: "extras: [:]\n{\"aps\":{\"badge\":1}}\n", expected: [#"{"aps":{"badge":1}}"#]),
    Row(name: "a text that is just {}", text: "{}\n", expected: ["{}"]),
    Row(name: "{} alone on its line among captures", text: "{\"a\":1}\n{}\n", expected: [#"{"a":1}"#, "{}"]),
  ]

  /// Case 250: Dart's raw-text guess for a bracketed value (`{"type":"0"}` is JSON text in a string)
  /// must not swallow a Darwin description (`key = value;`): that value is no Dart output, and the
  /// capture is refused with the place where reading stopped (`convert` and `inspect` alike).
  static let dartRawText: [Row] = [
    Row(
      name: "250: Darwin dictionary with ',' inside a Dart map",
      text: #"{aps: {acme1 = (post,X1); alert = {"loc-key" = PL},badge = 1,sound = default}}"#, expected: nil),
    Row(
      name: "250: as a comment line",
      text: #"//    {aps: {acme1 = (post,X1); alert = {"loc-args" = ("Jun") "loc-key" = PL},badge = 1,sound = default}}"#,
      expected: nil),
    Row(name: "JSON text in a Dart value stays a string", text: #"{title: Hi there, data: {"id":"7","kind":"chat"}}"#,
      expected: [#"{"title":"Hi there","data":"{\"id\":\"7\",\"kind\":\"chat\"}"}"#]),
    Row(
      name: "a list without spaces stays text", text: "{title: Hi there, size: [200,100]}",
      expected: [#"{"title":"Hi there","size":"[200,100]"}"#]),
  ]

  /// Case 240: Swift prints a top-level NSString raw, so a value in brackets that is no Swift array
  /// of printed values (`[PAYNETONE -  GIAO DỊCH]`) is the string with its brackets.
  static let swiftBracketedStrings: [Row] = [
    Row(
      name: "240: bracketed title before a description",
      text: "[AnyHashable(\"title\"): [PAYNETONE -  GIAO DICH], AnyHashable(\"aps\"): {\n alert = hi;\n}]",
      expected: [#"{"title":"[PAYNETONE -  GIAO DICH]","aps":{"alert":"hi"}}"#]),
    Row(
      name: "240: bracketed word with a comma inside",
      text: "[AnyHashable(\"title\"): [Sale - 50%, today only], AnyHashable(\"id\"): 7]",
      expected: [#"{"title":"[Sale - 50%, today only]","id":7}"#]),
    Row(
      name: "a Swift array stays an array",
      text: "[AnyHashable(\"ids\"): [1, 2], AnyHashable(\"aps\"): {\n badge = 1;\n}]",
      expected: [#"{"ids":[1,2],"aps":{"badge":1}}"#]),
    Row(
      name: "an array of Swift strings stays an array",
      text: "[AnyHashable(\"tags\"): [\"a\", \"b c\"], AnyHashable(\"id\"): 7]",
      expected: [#"{"tags":["a","b c"],"id":7}"#]),
    Row(
      name: "a damaged array of Swift strings is refused",
      text: "[AnyHashable(\"tags\"): [\"a\" \"b\"], AnyHashable(\"id\"): 7]",
      expected: nil),
  ]

  /// Cases 276 and 173: a loop that logs each key on its own line (`key: aps, value: {` + the
  /// description's lines, Xamarin's `Key: type - Value: dota2`) is one notification built from the
  /// entries; one such line alone is a key's value, refused as before.
  static let perKeyListings: [Row] = [
    Row(
      name: "276: NSLog loop, descriptions flush left, then an app line",
      text: """
        2016-03-03 08:04:12.590 App[3355:596199] key: aps, value: {
        alert = "Test ";
        badge = 1;
        }
        2016-03-03 08:04:12.591 App[3355:596199] key: custom, value: {
        Channel = all;
        }
        2016-03-03 08:04:12.591 App[3355:596199] Log url:https://example.com
        """,
      expected: [#"{"aps":{"alert":"Test ","badge":1},"custom":{"Channel":"all"}}"#]),
    Row(
      name: "173: Xamarin Key: … - Value: lines, scalars raw",
      text: "[0:] Key: type - Value: dota2\n[0:] Key: count - Value: 3\n[0:] Key: aps - Value: {\n    alert = hi;\n}\n",
      expected: [#"{"type":"dota2","count":3,"aps":{"alert":"hi"}}"#]),
    Row(
      name: "FCM keys in a listing are typed by its schema",
      text: "key: gcm.message_id, value: 1577\nkey: aps, value: {\n    badge = 1;\n}\n",
      expected: [#"{"gcm.message_id":"1577","aps":{"badge":1}}"#]),
    Row(
      name: "two listings apart are two notifications",
      text: "key: a, value: 1\nkey: b, value: 2\n\nsomething else\nkey: c, value: 3\nkey: d, value: x y\n",
      expected: [#"{"a":1,"b":2}"#, #"{"c":3,"d":"x y"}"#]),
    Row(name: "one entry alone is a key's value", text: "App[1:2] key: aps, value: {\n    badge = 1;\n}\n", expected: nil),
    Row(name: "a repeated key is refused", text: "key: a, value: 1\nkey: a, value: 2\n", expected: nil),
    Row(
      name: "a broken later value is refused",
      text: "key: a, value: 1\nkey: aps, value: {\n    badge = 1\n}\n", expected: nil),
  ]

  /// Case 274: Java's `Map.toString()` as Android prints an intent's extras (`Bundle[{k=v, k2=v2}]`):
  /// `=` right after the key, `, ` between entries, raw values typed by the sender's schema (FCM
  /// data values are strings; the extras' `google.sent_time` is a number).
  static let javaMaps: [Row] = [
    Row(
      name: "274: FCM Bundle behind a comment",
      text: "//Bundle[{google.c.a.c_l=test test, google.sent_time=1499141144010, google.c.a.e=1, from=849191857386, google.message_id=0:1499%cfc3}]",
      expected: [#"{"google.c.a.c_l":"test test","google.sent_time":1499141144010,"google.c.a.e":"1","from":"849191857386","google.message_id":"0:1499%cfc3"}"#]),
    Row(
      name: "a map without its Bundle wrapper, nested map, empty value",
      text: "extras: {id=7, title=Hi there, data={a=1, b=x}, note=}",
      expected: [#"{"id":7,"title":"Hi there","data":{"a":1,"b":"x"},"note":""}"#]),
    Row(name: "Darwin '=' with spaces is no Java map", text: "{\n    aps = {alert = hi};\n}", expected: nil),
    Row(name: "Darwin entries with ',' are no Java map", text: "{aps = {alert = hi, badge = 1};}", expected: nil),
  ]

  static func check(_ row: Row) throws {
    if let expected = row.expected {
      #expect(try Self.values(row.text) == expected)
    } else {
      let error = Self.refusal(row.text)
      #expect(error != nil, "read with exit 0: \((try? Self.values(row.text)) ?? [])")
      #expect(error?.location != nil, "refused without a position: \(String(describing: error))")
    }
  }

  @Test(arguments: emptyContainers) func emptyContainerInLogText(_ row: Row) throws { try Self.check(row) }
  @Test(arguments: dartRawText) func dartRawTextIsNoDescription(_ row: Row) throws { try Self.check(row) }
  @Test(arguments: perKeyListings) func perKeyListing(_ row: Row) throws { try Self.check(row) }
  @Test(arguments: javaMaps) func javaMapToString(_ row: Row) throws { try Self.check(row) }
  @Test(arguments: swiftBracketedStrings) func swiftBracketedString(_ row: Row) throws { try Self.check(row) }

  /// A listing fed in pieces (`inspect --follow`, a file read in chunks) gives the notifications the
  /// whole text gives: a piece that ends after one entry or inside a value waits for the rest.
  @Test(arguments: [1, 5, 23, 64, 4096]) func perKeyListingInPieces(_ size: Int) throws {
    let text = """
      App[1:2] key: aps, value: {
          badge = 1;
      }
      App[1:2] key: id, value: 7
      App[1:2] other text
      App[1:2] key: aps, value: {
          badge = 2;
      }
      App[1:2] key: id, value: 8

      """
    let bytes = Array(text.utf8)
    var stream = CaptureStreamReader(reader: CaptureReader())
    var segments: [CaptureSegment] = []
    for offset in stride(from: 0, to: bytes.count, by: size) {
      segments += bytes[offset..<min(offset + size, bytes.count)].withUnsafeBytes { stream.feed($0) }
    }
    segments += stream.finish()
    let values = try segments.map { JSONPrinter.compactString(try #require(try $0.result.get().value)) }
    #expect(values == [#"{"aps":{"badge":1},"id":7}"#, #"{"aps":{"badge":2},"id":8}"#])
    #expect(segments.map(\.line) == [1, 6])
  }
}
