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
    case .text: return "text"
    }
  }

  /// Whether the form holds bytes (decoded to text) rather than a dictionary.
  public var holdsBytes: Bool {
    switch self {
    case .nsdata, .nsdataLegacy, .hex, .base64, .text: return true
    case .json, .nslog, .swift, .swiftDump, .getuiLog, .dart, .javascript: return false
    case .python, .ruby, .elixir, .php, .phpPrintR, .phpVarDump, .phpDump, .go, .goPlain: return false
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
    default: return "'{'"
    }
  }

  /// The server-side printers (`ServerSpelling`).
  static let server: [CaptureForm] = [.python, .ruby, .elixir, .php, .phpPrintR, .phpVarDump, .phpDump, .go, .goPlain]

  /// Printers that print scalars without their types: the provider's schema types them (`typedByVendor`).
  var losesTypes: Bool { [.nslog, .swift, .swiftDump, .dart, .phpPrintR, .goPlain].contains(self) }
}

/// What was read from a capture: its form, the bytes and text it carried, the structured value
/// (from a description, or text that is JSON), and notes about guesses made on the way.
public struct Capture: Sendable, Equatable {
  public var form: CaptureForm
  /// The structured content, when there is one: a description, JSON, or text that parses as JSON.
  /// A new value drops `json`, so the text it was read from is never read in place of it.
  public var value: JSONValue? { didSet { json = nil } }
  /// The decoded bytes of a byte form (NSData description, hex, base64, raw text).
  public var bytes: [UInt8]?
  /// Those bytes as UTF-8 text, or the payload of a GeTui log line.
  public var text: String?
  /// The parts of a GeTui log line.
  public var logLine: GeTuiLogLine?
  /// Why the text is not JSON, when it was tried.
  public var jsonError: String?
  /// The JSON text the value was parsed from (JSON input, or bytes/text that are JSON) with its tape, so
  /// readers and the APNs checks read the source exactly as `aps validate` does, without scanning it again.
  public var json: JSONText? { didSet { jsonIsPrinted = false } }
  /// Whether `json` is `value` as aps prints it compact (a printer's tree, printed once by `sealed`):
  /// its bytes are then the compact form, written as they are, and no source the input had.
  public internal(set) var jsonIsPrinted = false
  /// The JSON text the value was parsed from. Nil for a tree the printers read (its `json` is aps's
  /// printing, not the input's text).
  public var jsonSource: [UInt8]? { jsonIsPrinted ? nil : json?.bytes }
  public var notes: [CaptureNote]

  public init(
    form: CaptureForm, value: JSONValue? = nil, bytes: [UInt8]? = nil, text: String? = nil,
    logLine: GeTuiLogLine? = nil, jsonError: String? = nil, notes: [CaptureNote] = []
  ) {
    self.form = form
    self.value = value
    self.bytes = bytes
    self.text = text
    self.logLine = logLine
    self.jsonError = jsonError
    self.notes = notes
  }
}
