/// How a shell completes a value: nothing special, files, folders, a fixed list, or words that
/// `aps` itself prints (for instance template names).
public enum CompletionKind: Sendable, Equatable {
  case none
  /// Files; an empty list means any extension.
  case file(extensions: [String])
  case directory
  case values([String])
  /// Run `aps` with these arguments; each output line is a candidate.
  case dynamic([String])
  /// Names `aps` prints (as `dynamic`) or a path to a file with one of the extensions
  /// (`--template alert` or `--template ./mine.json`).
  case dynamicOrFile([String], extensions: [String])
  /// A comma-separated list of these values: after `a,` the next value is offered.
  case commaList([String])
  /// A fixed list worked out only when a completion script is written: `predict --explain`'s ids
  /// come from the delivery tables, whose building cost more than the rest of `aps --version`.
  case lazyValues(LazyCompletionValues)

  /// Values completed as files or folders are file names: bytes that need not be UTF-8
  /// (`ArgumentBytes`); every other value must be text.
  public var takesFileNames: Bool {
    switch self {
    case .file, .directory: return true
    case .none, .values, .dynamic, .dynamicOrFile, .commaList, .lazyValues: return false
    }
  }
}

/// Completion values made on demand; two are equal when they have the same name.
public struct LazyCompletionValues: Sendable, Equatable {
  public let name: String
  private let make: @Sendable () -> [String]

  public init(_ name: String, _ make: @escaping @Sendable () -> [String]) {
    self.name = name
    self.make = make
  }

  public var values: [String] { make() }

  public static func == (lhs: LazyCompletionValues, rhs: LazyCompletionValues) -> Bool { lhs.name == rhs.name }
}

/// One option or flag of a command, as plain data: the parser, help and completions read it.
public struct OptionSpec: Sendable {
  /// The long name without dashes: `compact` for `--compact`.
  public var long: String
  /// The short name: `c` for `-c`.
  public var short: Character?
  /// The value's name in help (`N`, `FILE`); `nil` makes this a flag that takes no value.
  public var valueName: String?
  public var help: String
  /// When not empty, the only values accepted (checked by the parser, listed in help and completions).
  public var allowedValues: [String]
  /// Shown in help as `(default: …)`; also what `ParsedArguments.value` returns when not given.
  public var defaultValue: String?
  /// May be given more than once (values accumulate); a flag that is not repeatable may still be
  /// repeated harmlessly.
  public var isRepeatable: Bool
  /// The command reads every value given even though help shows the option once (`predict`'s
  /// settings: one value per side of `--diff`, per column of `--matrix`); the parser then lets
  /// it repeat. Otherwise a second value is a usage error, never a silent "last one wins".
  public var readsEveryValue = false
  public var completion: CompletionKind
  /// Parsed but not shown in help or completions.
  public var isHidden: Bool
  /// For an option whose value may be left out (`--simulator` alone means `booted`): the value
  /// it then has. `--name=VALUE` always gives one; `--name WORD` takes WORD only when
  /// `takesWord` accepts it, so a file or an option that follows is never swallowed.
  public var bareValue: String? = nil
  public var takesWord: (@Sendable (String) -> Bool)? = nil
  /// For a closed set: what a likely wrong word (lowercased) means in the set's terms, said instead
  /// of a spelling suggestion (`--state killed` is `not-running` or `force-quit`).
  public var valueHints: [String: String] = [:]
  /// For a hidden old spelling: what replaced it (given, it is a usage error naming that).
  public var renamedTo: String?

  /// Names a file the command writes (`-o`, `--headers-out`): its `-` is standard output.
  public var writesFile = false

  public var isFlag: Bool { valueName == nil }

  /// Its value `-` reads standard input: an option naming a file (or a name or a file) to read.
  var readsStandardInput: Bool {
    guard !writesFile, !isFlag else { return false }
    switch completion {
    case .file, .dynamicOrFile: return true
    default: return false
    }
  }

  /// A flag: `--compact`, `-c`.
  public static func flag(
    _ long: String, short: Character? = nil, help: String, hidden: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: short, valueName: nil, help: help, allowedValues: [], defaultValue: nil,
      isRepeatable: false, completion: .none, isHidden: hidden)
  }

  /// An option that takes a value: `--indent N`, `--indent=N`, `-o FILE`.
  public static func option(
    _ long: String, short: Character? = nil, value valueName: String, help: String,
    allowed: [String] = [], default defaultValue: String? = nil, repeatable: Bool = false,
    completion: CompletionKind? = nil, hidden: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      long: long, short: short, valueName: valueName, help: help, allowedValues: allowed,
      defaultValue: defaultValue, isRepeatable: repeatable,
      completion: completion ?? (allowed.isEmpty ? .none : .values(allowed)), isHidden: hidden)
  }
}

extension OptionSpec {
  /// An option whose value may be left out: `--simulator` (meaning `booted`), `--simulator booted`,
  /// `--simulator=UDID`; the next word is its value only when `takesWord` accepts it.
  public static func optionalValue(
    _ long: String, value valueName: String, help: String, bare: String, repeatable: Bool = false,
    takesWord: @escaping @Sendable (String) -> Bool, completion: CompletionKind = .none
  ) -> OptionSpec {
    var option = OptionSpec.option(long, value: valueName, help: help, repeatable: repeatable, completion: completion)
    option.bareValue = bare
    option.takesWord = takesWord
    return option
  }
}

/// One positional argument of a command.
public struct ArgumentSpec: Sendable {
  /// The name in usage and help: `FILE`, `TEXT`, `SHELL`.
  public var name: String
  public var help: String
  public var isOptional: Bool
  /// Takes every remaining positional word.
  public var isRepeating: Bool
  public var allowedValues: [String]
  public var completion: CompletionKind

  public init(
    _ name: String, help: String, optional: Bool = false, repeating: Bool = false,
    allowed: [String] = [], completion: CompletionKind? = nil
  ) {
    self.name = name
    self.help = help
    self.isOptional = optional
    self.isRepeating = repeating
    self.allowedValues = allowed
    self.completion = completion ?? (allowed.isEmpty ? .none : .values(allowed))
  }

  /// Zero or more input files; none or `-` means standard input.
  public static func inputFiles(_ help: String = "Input files; '-' or none reads standard input.")
    -> ArgumentSpec
  {
    ArgumentSpec("FILE", help: help, optional: true, repeating: true, completion: .file(extensions: []))
  }
}

extension OptionSpec {
  /// This option with hints for likely wrong words of its closed set.
  public func hinting(_ hints: [String: String]) -> OptionSpec {
    var copy = self
    copy.valueHints = hints
    return copy
  }

  /// `-o/--output FILE`: the result goes to FILE (any file; `-` is standard output), written
  /// through `AtomicFileWriter`.
  public static let outputFile = OptionSpec.option(
    "output", short: "o", value: "FILE", help: "Write the output to FILE atomically instead of standard output.",
    completion: .file(extensions: [])
  ).writing()

  /// This option as one naming a file the command writes (not an input: `-` is standard output).
  public func writing() -> OptionSpec {
    var copy = self
    copy.writesFile = true
    return copy
  }
}
