/// A command's options as one typed value. Each field is declared once, beside its `OptionSpec`,
/// by a key path: the spec drives parsing, help, completions and the man page, and the key path is
/// where the parsed value lands. Key paths are taken as autoclosures, made only when the command's own
/// arguments are read: every run builds the whole command tree, and making every command's key paths
/// there (the runtime looks up each one's types by name) was 3.2 M of the 10.9 M instructions of
/// `aps size small.json`. A command reads `options.compact`, never `parsed.flag("compact")`,
/// so an option read that has no declaration does not compile.
public protocol CommandOptions: Sendable {
  init()
  /// Every option and positional argument, in the order help lists them.
  static var fields: [OptionField<Self>] { get }
}

extension CommandOptions {
  /// The options for the command model (help, completions, the man page, the parser).
  static var optionSpecs: [OptionSpec] { fields.compactMap(\.option) }
  /// The positional arguments for the command model.
  static var argumentSpecs: [ArgumentSpec] { fields.compactMap(\.argument) }

  /// The typed value of what the parser read.
  init(parsed: ParsedArguments) throws {
    self.init()
    for field in Self.fields { try field.read(&self, parsed) }
  }
}

/// One option or positional argument of `Options`, and how its parsed words become the field's value.
public struct OptionField<Options>: Sendable {
  let option: OptionSpec?
  let argument: ArgumentSpec?
  let read: @Sendable (inout Options, ParsedArguments) throws -> Void

  private init(
    option: OptionSpec?, argument: ArgumentSpec?, read: @escaping @Sendable (inout Options, ParsedArguments) throws -> Void
  ) {
    self.option = option
    self.argument = argument
    self.read = read
  }

  /// A flag: true when given.
  public static func flag(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Bool>, _ spec: OptionSpec) -> Self {
    Self(option: spec, argument: nil) { options, parsed in options[keyPath: field()] = parsed.flag(spec.long) }
  }

  /// A flag counted: `-vv` is 2.
  public static func count(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Int>, _ spec: OptionSpec) -> Self {
    Self(option: spec, argument: nil) { options, parsed in options[keyPath: field()] = parsed.count(spec.long) }
  }

  /// An option's last value, else its default, else nil.
  public static func value(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, String?>, _ spec: OptionSpec) -> Self {
    Self(option: spec, argument: nil) { options, parsed in options[keyPath: field()] = parsed.value(spec.long) }
  }

  /// An option with a default: its last value, else the default.
  public static func value(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, String>, _ spec: OptionSpec) -> Self {
    precondition(spec.defaultValue != nil, "--\(spec.long) is read as a String: it needs a default")
    return Self(option: spec, argument: nil) { options, parsed in
      options[keyPath: field()] = parsed.value(spec.long) ?? spec.defaultValue ?? ""
    }
  }

  /// An option's value only when given on the command line (its default is left to the command,
  /// which needs to tell an explicit `--indent 2` from none).
  public static func given(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, String?>, _ spec: OptionSpec) -> Self {
    Self(option: spec, argument: nil) { options, parsed in options[keyPath: field()] = parsed.options[spec.long]?.last }
  }

  /// Every value of a repeatable option, in order.
  public static func values(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [String]>, _ spec: OptionSpec) -> Self {
    Self(option: spec, argument: nil) { options, parsed in options[keyPath: field()] = parsed.values(spec.long) }
  }

  /// Every word the option was given (a flag: one empty word per use), handed to `read` when
  /// given at all: for options whose values a domain table types (`ScenarioKey`).
  public static func each(_ spec: OptionSpec, _ read: @escaping @Sendable (inout Options, [String]) throws -> Void) -> Self {
    var repeating = spec
    repeating.readsEveryValue = true
    let long = spec.long
    return Self(option: repeating, argument: nil) { options, parsed in
      let values = parsed.values(long)
      if !values.isEmpty { try read(&options, values) }
    }
  }

  /// A row of a table of options (`PayloadFlag`): when given, its values are kept under its name.
  public static func collect(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [String: [String]]>, _ spec: OptionSpec) -> Self {
    Self(option: spec, argument: nil) { options, parsed in
      if let values = parsed.options[spec.long], !values.isEmpty { options[keyPath: field()][spec.long] = values }
    }
  }

  /// A whole number (a usage error names the option otherwise).
  public static func int(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Int?>, _ spec: OptionSpec) -> Self {
    Self(option: spec, argument: nil) { options, parsed in options[keyPath: field()] = try parsed.int(spec.long) }
  }

  /// A value of a closed set, as its type (the parser already checked it is one of `allowedValues`,
  /// in any case).
  public static func choice<Value: RawRepresentable & Sendable>(
    _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Value?>, _ spec: OptionSpec
  ) -> Self where Value.RawValue == String {
    Self(option: spec, argument: nil) { options, parsed in
      options[keyPath: field()] = parsed.value(spec.long).flatMap { Value(rawValue: $0) ?? Value(rawValue: $0.lowercased()) }
    }
  }

  /// A value of a closed set with a default.
  public static func choice<Value: RawRepresentable & Sendable>(
    _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Value>, _ spec: OptionSpec
  ) -> Self where Value.RawValue == String {
    Self(option: spec, argument: nil) { options, parsed in
      if let text = parsed.value(spec.long), let value = Value(rawValue: text) ?? Value(rawValue: text.lowercased()) {
        options[keyPath: field()] = value
      }
    }
  }

  /// The words of a positional argument.
  public static func arguments(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, [String]>, _ spec: ArgumentSpec) -> Self {
    Self(option: nil, argument: spec) { options, parsed in options[keyPath: field()] = parsed.positional(spec.name) }
  }

  /// A single positional argument.
  public static func argument(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, String?>, _ spec: ArgumentSpec) -> Self {
    Self(option: nil, argument: spec) { options, parsed in options[keyPath: field()] = parsed.argument(spec.name) }
  }

  /// An option with no field: a hidden old spelling (`renamedTo`) the runner turns into a usage error.
  public static func declared(_ spec: OptionSpec) -> Self {
    Self(option: spec, argument: nil) { _, _ in }
  }

  /// Whether `-o/--output FILE` was given: the runner adds that option to every command and writes
  /// the file (`CommandSpec.withOutputFile`); a command may still need to know.
  public static func outputFileGiven(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Bool>) -> Self {
    Self(option: nil, argument: nil) { options, parsed in
      options[keyPath: field()] = parsed.value(OptionSpec.outputFile.long) != nil
    }
  }

  /// Whether an option declared by another field was given on the command line, its default
  /// left aside (`send --simulator` refuses `--parallel 10` as it refuses `--parallel 5`).
  public static func presence(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Bool>, of spec: OptionSpec) -> Self {
    Self(option: nil, argument: nil) { options, parsed in options[keyPath: field()] = parsed.flag(spec.long) }
  }

  /// The fields of an option group shared by several commands (`ReportOptions`), kept in `field`.
  public static func group<Group: CommandOptions>(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Group>, _: Group.Type) -> [Self] {
    group(field(), Group.fields)
  }

  /// Some fields of a group, declared by this command (its own help for a shared value).
  public static func group<Group>(_ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Group>, _ fields: [OptionField<Group>]) -> [Self] {
    fields.map { inner in
      Self(option: inner.option, argument: inner.argument) { options, parsed in
        try inner.read(&options[keyPath: field()], parsed)
      }
    }
  }
}

extension CommandSpec {
  /// A command whose options are the fields of `Options`: `run` gets them typed.
  init<Options: CommandOptions>(
    name: String, abstract: String, discussion: String = "", examples: [String] = [],
    options _: Options.Type, run: @escaping @Sendable (Options, CommandIO) throws -> ExitCode
  ) {
    self.init(
      name: name, abstract: abstract, discussion: discussion, examples: examples,
      options: Options.optionSpecs, arguments: Options.argumentSpecs
    ) { parsed, io in try run(try Options(parsed: parsed), io) }
  }
}

extension Array {
  /// `.group(\.report, ReportOptions.self)` inside a list of field lists.
  static func group<Options, Group: CommandOptions>(
    _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Group>, _ type: Group.Type
  ) -> Self where Element == OptionField<Options> {
    OptionField.group(field(), type)
  }

  /// `.group(\.headers, someFields)` inside a list of field lists.
  static func group<Options, Group>(
    _ field: @autoclosure @escaping @Sendable () -> WritableKeyPath<Options, Group>, _ fields: [OptionField<Group>]
  ) -> Self where Element == OptionField<Options> {
    OptionField.group(field(), fields)
  }
}
