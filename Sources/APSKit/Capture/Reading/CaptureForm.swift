/// The shape a pasted capture is in. `aps` detects it; `--from` forces one.
public enum CaptureForm: String, CaseIterable, Sendable {
  /// JSON text.
  case json
  /// `NSLog(@"%@", dict)` / `po dict`: the old-style property-list description.
  case nslog
  /// Swift's `print(userInfo)`: `[AnyHashable("aps"): …]`.
  case swift
  /// `po userInfo` of a Swift `[AnyHashable: Any]`: Swift's `dump` tree (`▿ 3 elements`).
  case swiftDump = "swift-dump"
  /// Dart's `Map.toString()` (Flutter's `print(message.data)`): `{aps: {badge: 1}, id: 7}`.
  case dart
  /// A JavaScript console's object (Metro/pretty-format, Node, a browser inspector).
  case javascript = "js"
  /// `{length = 9, bytes = 0x7b226b6579223a317d}`: NSData description, iOS 13 SDK and later.
  case nsdata
  /// `<7b226b65 79223a31 7d>`: NSData description, apps built before the iOS 13 SDK.
  case nsdataLegacy = "nsdata-legacy"
  /// Hex digits (spaces, `0x`, `:` and newlines allowed).
  case hex
  /// Base64 (padded or not, line-wrapped, URL-safe alphabet accepted).
  case base64
  /// Python's repr of a dict (`{'aps': {'badge': 1}, 'silent': False}`; Python 2's `u'…'`).
  case python
  /// Ruby's inspect of a Hash (`{"aps"=>{…}}`, Ruby 3.4's `{"aps" => …}`, `{aps: …}`).
  case ruby
  /// Elixir's inspect of a map (`%{"aps" => %{…}}`).
  case elixir
  /// PHP's var_export (`array ( 'aps' => array ( … ), )`).
  case php
  /// PHP's print_r (`Array ( [aps] => Array ( … ) )`): types lost.
  case phpPrintR = "php-print-r"
  /// PHP's var_dump (`array(1) { ["aps"]=> … }`).
  case phpVarDump = "php-var-dump"
  /// Symfony's VarDumper, Laravel's `dump()`/`dd()` (`array:1 [ "aps" => … ]`).
  case phpDump = "php-dump"
  /// Go's `%#v` (`map[string]interface {}{"aps":…}`).
  case go
  /// Go's `%v` / `Println` (`map[aps:map[badge:1]]`): types lost.
  case goPlain = "go-v"
  /// Kotlin source (`mapOf("aps" to mapOf(…))`).
  case kotlin
  /// C# source: an anonymous object (`new { aps = new { … } }`).
  case csharp
  /// Perl source: a hash reference (`{ aps => { alert => 'Hi' } }`).
  case perl
  /// Java source (`Map.of("aps", Map.of(…))`).
  case java
  /// The GeTui demo's log line `taskId=…,messageId:…,payloadMsg:…`.
  case getuiLog = "getui-log"
  /// Plain text (raw bytes from a file), not JSON.
  case text

  /// What the form is, for reports.
  public var title: String {
    switch self {
    case .json: return "JSON"
    case .nslog: return "NSLog/po description of an NSDictionary/NSArray (Darwin)"
    case .swift: return "Swift print(userInfo) output"
    case .dart: return "Dart Map.toString() (Flutter print)"
    case .javascript: return "JavaScript console object (Metro, Node, inspector)"
    case .swiftDump: return "lldb po / Swift dump of a Swift dictionary (▿ N elements)"
    case .nsdata: return "NSData description, iOS 13+ SDK ({length = N, bytes = 0x…})"
    case .nsdataLegacy: return "NSData description, pre-iOS 13 SDK (<…>)"
    case .hex: return "hex"
    case .base64: return "base64"
    case .getuiLog: return "GeTui demo log line (taskId=…,messageId:…,payloadMsg:…)"
    case .python: return "Python repr of a dict ({'key': 'value'}; Python 2's u'…')"
    case .ruby: return "Ruby inspect of a Hash ({\"key\"=>\"value\"}, {key: …})"
    case .elixir: return "Elixir inspect of a map (%{\"key\" => value})"
    case .php: return "PHP var_export (array ( 'key' => 'value', ))"
    case .phpPrintR: return "PHP print_r (Array ( [key] => value ))"
    case .phpVarDump: return "PHP var_dump (array(N) { [\"key\"]=> … })"
    case .phpDump: return "Symfony/Laravel dump, dd() (array:N [ \"key\" => value ])"
    case .go: return "Go %#v (map[string]interface {}{…})"
    case .goPlain: return "Go %v / Println (map[key:value])"
    case .kotlin: return "Kotlin mapOf(\"key\" to value) in source"
    case .csharp: return "C# anonymous object (new { key = value }) in source"
    case .perl: return "Perl hash reference ({ key => 'value' }) in source"
    case .java: return "Java Map.of(\"key\", value, …) in source"
    case .text: return "text"
    }
  }

  /// Whether the form holds bytes (decoded to text) rather than a dictionary.
  public var holdsBytes: Bool {
    switch self {
    case .nsdata, .nsdataLegacy, .hex, .base64, .text: return true
    case .json, .nslog, .swift, .swiftDump, .getuiLog, .dart, .javascript: return false
    case .python, .ruby, .elixir, .php, .phpPrintR, .phpVarDump, .phpDump, .go, .goPlain, .kotlin, .csharp, .perl, .java: return false
    }
  }

  /// The printers read where they start in a text (the scanner's): forcing one reads its first capture.
  var scanned: Bool { self == .dart || self == .javascript || Self.server.contains(self) }

  /// How a dictionary of a scanned form opens, for errors.
  var opener: String {
    switch self {
    case .javascript: return "'{' or 'Object {'"
    case .elixir: return "'%{'"
    case .php: return "'array ('"
    case .phpPrintR: return "'Array ('"
    case .phpVarDump: return "'array(N) {'"
    case .phpDump: return "'array:N ['"
    case .go: return "'map[…]…{'"
    case .goPlain: return "'map['"
    case .kotlin: return "'mapOf('"
    case .csharp: return "'new {'"
    case .java: return "'Map.of('"
    default: return "'{'"
    }
  }

  /// The server-side printers (`ServerSpelling`).
  static let server: [CaptureForm] = [.python, .ruby, .elixir, .php, .phpPrintR, .phpVarDump, .phpDump, .go, .goPlain, .kotlin, .csharp, .perl, .java]

  /// Printers that print scalars without their types: the provider's schema types them (`typedByVendor`).
  var losesTypes: Bool { [.nslog, .swift, .swiftDump, .dart, .phpPrintR, .goPlain].contains(self) }
}

/// What was read from a capture: its form, the bytes and text it carried, its JSON (from a
/// description, or text that is JSON) in one representation, and notes about guesses made on the way.
public struct Capture: Sendable, Equatable {
  /// The one form a capture's JSON takes: a tree while a printer builds it, else JSON text with its
  /// tape, which every reader after the capture reader reads (the tree is derived from it on demand).
  public enum Content: Sendable, Equatable {
    /// A tree a reader built (a dump, a server printer's reading), until `sealed` prints it once into a tape.
    case tree(JSONValue)
    /// The input's own JSON text (JSON input, or bytes/text that are JSON), so readers and the APNs
    /// checks read the source exactly as `aps validate` does, without scanning it again.
    case source(JSONText)
    /// aps's compact writing of the value, no source the input had: what the printers' grammar wrote as it
    /// read (`JSONTapeWriter`), or a tree printed once by `sealed`.
    case printed(JSONText)
  }

  public var form: CaptureForm
  /// The JSON value, when there is one.
  public var content: Content?
  /// The decoded bytes of a byte form (NSData description, hex, base64, raw text).
  public var bytes: [UInt8]?
  /// Those bytes as UTF-8 text, or the payload of a GeTui log line.
  public var text: String?
  /// The parts of a GeTui log line.
  public var logLine: GeTuiLogLine?
  /// Why the text is not JSON, when it was tried.
  public var jsonError: String?
  public var notes: [CaptureNote]
  /// The sender a log's label names when the payload's keys name none (`SenderLabel`).
  public var senderLabel: SenderLabel? = nil
  /// The mark in the text before the capture that names its sender (`SenderContext`), looked for
  /// only when the reader is asked to (`CaptureReader.readsSenderContext`: inspect, not convert).
  public var senderContext: SenderContext? = nil

  public init(
    form: CaptureForm, value: JSONValue? = nil, json: JSONText? = nil, bytes: [UInt8]? = nil, text: String? = nil,
    logLine: GeTuiLogLine? = nil, jsonError: String? = nil, notes: [CaptureNote] = []
  ) {
    self.form = form
    self.content = json.map(Content.source) ?? value.map(Content.tree)
    self.bytes = bytes
    self.text = text
    self.logLine = logLine
    self.jsonError = jsonError
    self.notes = notes
  }

  /// The structured content as a tree: the printer's, else built from the tape on each call (for
  /// code that builds or edits; readers read the tape through `withRoot`). Setting a tree replaces
  /// the text, so the text it was read from is never read in place of it.
  public var value: JSONValue? {
    get {
      switch content {
      case .tree(let value): value
      case .source(let json), .printed(let json): json.value
      case nil: nil
      }
    }
    set { content = newValue.map(Content.tree) }
  }

  /// Whether the capture holds a JSON value at all.
  public var hasValue: Bool { content != nil }

  /// Whether the value is an object, read where it is (no tree built, none printed).
  public var holdsObject: Bool {
    switch content {
    case .tree(let value): value.members != nil
    case .source(let json), .printed(let json): json.withRoot { $0.members != nil }
    case nil: false
    }
  }

  /// The JSON text with its tape: the input's, or the tree printed by `sealed`; nil for a tree.
  public var json: JSONText? {
    switch content {
    case .source(let json), .printed(let json): json
    case .tree, nil: nil
    }
  }

  /// Whether `json` is the value as aps prints it compact (see `Content.printed`).
  public var jsonIsPrinted: Bool {
    if case .printed = content { return true }
    return false
  }

  /// The JSON text the value was parsed from. Nil for a tree the printers read (its `json` is aps's
  /// printing, not the input's text).
  public var jsonSource: [UInt8]? {
    if case .source(let json) = content { return json.bytes }
    return nil
  }
}
