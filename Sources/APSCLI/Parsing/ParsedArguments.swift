/// What the parser read from argv for one command: option values by long name (in the order
/// given) and positional arguments by their spec name.
public struct ParsedArguments: Sendable, Equatable {
  /// The command names from the root: `["aps", "getui", "decode"]`.
  public var commandPath: [String]
  /// Every occurrence of every option, by long name. A flag stores one empty string per use.
  public var options: [String: [String]]
  /// Positional values by `ArgumentSpec.name`.
  public var arguments: [String: [String]]
  /// Defaults from the spec, used when an option was not given.
  public var defaults: [String: String]

  public init(
    commandPath: [String], options: [String: [String]] = [:], arguments: [String: [String]] = [:],
    defaults: [String: String] = [:]
  ) {
    self.commandPath = commandPath
    self.options = options
    self.arguments = arguments
    self.defaults = defaults
  }

  /// Whether the flag or option was given at least once.
  public func flag(_ long: String) -> Bool {
    !(options[long]?.isEmpty ?? true)
  }

  /// How many times the flag or option was given.
  public func count(_ long: String) -> Int {
    options[long]?.count ?? 0
  }

  /// The last value given for the option, else its default.
  public func value(_ long: String) -> String? {
    options[long]?.last ?? defaults[long]
  }

  /// Every value given for a repeatable option, in order.
  public func values(_ long: String) -> [String] {
    options[long] ?? []
  }

  /// The option's value as an integer, or a usage error naming the option.
  public func int(_ long: String) throws -> Int? {
    try value(long).map { try Self.int($0, option: long) }
  }

  /// An option's text as an integer, or the usage error `int(_:)` gives, for a command that
  /// reads the number later (`send` first refuses an option `--simulator` does not take).
  static func int(_ text: String, option long: String) throws -> Int {
    guard let number = Int(text) else {
      throw CLIError.usage("--\(long) takes a whole number, got '\(text)'")
    }
    return number
  }

  /// The values of a positional argument.
  public func positional(_ name: String) -> [String] {
    arguments[name] ?? []
  }

  /// The single value of a positional argument.
  public func argument(_ name: String) -> String? {
    arguments[name]?.first
  }
}
