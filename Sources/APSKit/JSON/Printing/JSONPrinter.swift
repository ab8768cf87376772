/// Writes `JSONValue`s as JSON text: compact (exactly the bytes a push provider sends) or pretty.
///
/// Strings escape only what JSON requires (`"`, `\`, control characters); `/` and non-ASCII stay raw
/// unless `asciiOnly`. Numbers are written as their source lexeme.
public struct JSONPrinter: Sendable {
  /// How to lay the text out.
  public struct Options: Sendable, Equatable {
    /// Indentation: none (compact), N spaces, or one tab per level.
    public enum Indent: Sendable, Equatable {
      case compact
      case spaces(Int)
      case tab
    }

    public var indent: Indent
    /// Sort object members by key (byte order of their UTF-8; stable for repeated keys).
    public var sortKeys: Bool
    /// Escape every non-ASCII character as `\uXXXX` (surrogate pairs beyond the BMP).
    public var asciiOnly: Bool
    /// ANSI colours, or nil for plain text.
    public var colors: JSONColors?
    /// Escape DEL, C1 and bidi controls as `\uXXXX` too (`TerminalText.needsEscape`): JSON allows
    /// them raw, but on a terminal U+009B starts an escape sequence and U+202E reverses text. The
    /// value read back is the same; for output shown to people, never for files or pipes.
    public var escapesTerminalControls: Bool

    public init(
      indent: Indent = .compact, sortKeys: Bool = false, asciiOnly: Bool = false, colors: JSONColors? = nil,
      escapesTerminalControls: Bool = false
    ) {
      self.indent = indent
      self.sortKeys = sortKeys
      self.asciiOnly = asciiOnly
      self.colors = colors
      self.escapesTerminalControls = escapesTerminalControls
    }

    /// Compact, as sent: no whitespace at all.
    public static let compact = Options()
    /// Two-space indentation.
    public static let pretty = Options(indent: .spaces(2))
  }

  public var options: Options {
    didSet { copiesCanonicalValues = Self.copiesCanonicalValues(options) }
  }
  /// Whether a value already in printed form is copied in one piece (compact, plain, raw UTF-8, unsorted):
  /// worked out when the options are set, because reading `options.colors` per JSON Lines record copied
  /// the colour strings (about 330 instructions a record).
  private(set) var copiesCanonicalValues: Bool

  public init(options: Options = .compact) {
    self.options = options
    copiesCanonicalValues = Self.copiesCanonicalValues(options)
  }

  private static func copiesCanonicalValues(_ options: Options) -> Bool {
    options.indent == .compact && options.colors == nil && !options.asciiOnly && !options.sortKeys
      && !options.escapesTerminalControls
  }

  /// The compact bytes of `value`: what a provider sends and what `size` counts.
  public static func compact(_ value: JSONValue) -> [UInt8] {
    var out: [UInt8] = []
    JSONPrinter().write(value, into: &out)
    return out
  }

  /// The compact text of `value`.
  public static func compactString(_ value: JSONValue) -> String {
    String(decoding: compact(value), as: UTF8.self)
  }

  /// The pretty (two-space) text of `value`, without a trailing newline.
  public static func prettyString(_ value: JSONValue) -> String {
    var out: [UInt8] = []
    JSONPrinter(options: .pretty).write(value, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// The text of `value` as bytes.
  public func bytes(_ value: JSONValue) -> [UInt8] {
    var out: [UInt8] = []
    write(value, into: &out)
    return out
  }

  /// The text of `value` as a string.
  public func string(_ value: JSONValue) -> String {
    String(decoding: bytes(value), as: UTF8.self)
  }

  /// Appends the text of `value` to `out` (no trailing newline). A tree is written compact directly; any
  /// other layout prints it compact with its tape (`JSONTape.printing`, no scan) and lays it out from the tape,
  /// so indentation, sorting, colours and the escaping options have one implementation (`JSONPrinter+Tape`).
  public func write(_ value: JSONValue, into out: inout [UInt8]) {
    guard options.indent == .compact, !options.sortKeys, options.colors == nil else {
      JSONTape.withRoot(printing: value) { write($0, into: &out) }
      return
    }
    writeCompact(value, into: &out)
  }

  /// Writes `value` compact with this printer's escaping (`JSONTapeWriter` writes the same bytes with their tape).
  func writeCompact(_ value: JSONValue, into out: inout [UInt8]) {
    switch value {
    case .null:
      out.append(contentsOf: Self.nullBytes)
    case .bool(let flag):
      out.append(contentsOf: flag ? Self.trueBytes : Self.falseBytes)
    case .number(let lexeme):
      var lexeme = lexeme
      lexeme.withUTF8 { out.append(contentsOf: $0) }
    case .string(let text):
      var text = text  // withUTF8 needs a var; a native string is not copied
      text.withUTF8 { _ = writeString($0, into: &out) }
    case .array(let elements):
      out.append(UInt8(ascii: "["))
      if elements.isEmpty {
        out.append(UInt8(ascii: "]"))
        return
      }
      for (index, element) in elements.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        writeCompact(element, into: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      if members.isEmpty {
        out.append(UInt8(ascii: "}"))
        return
      }
      for (index, member) in members.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        var key = member.key
        key.withUTF8 { _ = writeString($0, into: &out) }
        out.append(UInt8(ascii: ":"))
        writeCompact(member.value, into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
  }

  @inline(__always)
  private func writeString(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) -> JSONStringEscaper.Escapes {
    JSONStringEscaper.write(utf8, asciiOnly: options.asciiOnly, terminalControls: options.escapesTerminalControls, into: &out)
  }

  private static let nullBytes: [UInt8] = Array("null".utf8)
  private static let trueBytes: [UInt8] = Array("true".utf8)
  private static let falseBytes: [UInt8] = Array("false".utf8)
}

/// ANSI SGR codes for each kind of token (gojq's palette by default).
public struct JSONColors: Sendable, Equatable {
  public var key: String
  public var string: String
  public var number: String
  public var boolean: String
  public var null: String
  /// Braces, brackets, commas and colons; empty leaves them plain.
  public var punctuation: String

  public init(key: String, string: String, number: String, boolean: String, null: String, punctuation: String) {
    self.key = key
    self.string = string
    self.number = number
    self.boolean = boolean
    self.null = null
    self.punctuation = punctuation
  }

  /// Bold blue keys, green strings, cyan numbers, yellow booleans, grey null.
  public static let standard = JSONColors(
    key: "34;1", string: "32", number: "36", boolean: "33", null: "90", punctuation: "")

  static let reset: [UInt8] = [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]
}
