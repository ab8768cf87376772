@testable import APSCLI

/// A private command tree covering every feature the help, error and completion renderers
/// handle, so their tests do not change when real commands are added.
enum SampleTool {
  static let root = CommandSpec(
    name: "tool",
    abstract: "A sample tool whose abstract is long enough to wrap onto a second line at eighty columns.",
    discussion: "Exit codes: 0 ok; 64 usage error; 66 an input cannot be opened.",
    options: [.flag("version", help: "Show the version.")],
    subcommands: [fmt, templates, getui, shell])

  static let fmt = CommandSpec(
    name: "fmt", abstract: "Format JSON payloads.",
    discussion: """
      Reads each FILE (standard input when none or '-') and prints it formatted.

      Rules:
      - Object members keep their order, and numbers keep every digit they were written with.
        - Nested items keep their own indent.
      """,
    examples: ["tool fmt payload.json", "echo '{\"a\":1}' | tool fmt -c"],
    options: [
      .flag("compact", short: "c", help: "Print on one line."),
      .flag("sort-keys", short: "S", help: "Sort object keys."),
      .option("indent", value: "N", help: "Indent by N spaces.", default: "2"),
      .option(
        "color", value: "WHEN", help: "When to colour the output.",
        allowed: ["auto", "always", "never"], default: "auto"),
      .option("var", short: "v", value: "NAME=VALUE", help: "Set a variable.", repeatable: true),
      .option(
        "allow-duplicate-keys-in-objects", value: "POLICY",
        help: "A long option label that pushes its help text onto the next line."),
      .flag("debug", help: "Hidden.", hidden: true),
    ],
    arguments: [.inputFiles()],
    run: { parsed, io in
      for path in io.inputPaths(parsed.positional("FILE")) {
        io.stdout.write(try io.open(path).readAll())
      }
      return .ok
    })

  static let templates = CommandSpec(
    name: "templates", abstract: "List and show payload templates.",
    subcommands: [
      CommandSpec(
        name: "list", abstract: "List the templates.",
        options: [.flag("names", help: "Print only the names, one a line.")],
        run: { _, io in
          io.stdout.write("alert\nbackground\n")
          return .ok
        }),
      CommandSpec(
        name: "show", abstract: "Show one template.",
        arguments: [
          ArgumentSpec(
            "NAME", help: "The template.", completion: .dynamic(["templates", "list", "--names"]))
        ],
        run: { _, _ in .ok }),
    ],
    defaultSubcommand: "list")

  static let getui = CommandSpec(
    name: "getui", abstract: "Work with GeTui 个推 messages.",
    subcommands: [
      CommandSpec(
        name: "decode", abstract: "Decode a GeTui payload.",
        options: [
          .option("out", short: "o", value: "DIR", help: "Write here.", completion: .directory)
        ],
        arguments: [
          ArgumentSpec("FILE", help: "A capture.", completion: .file(extensions: ["json", "bin"]))
        ],
        run: { _, _ in .ok })
    ])

  static let shell = CommandSpec(
    name: "shell", abstract: "Name a shell.",
    arguments: [
      ArgumentSpec("SHELL", help: "The shell.", allowed: ["bash", "zsh", "fish"]),
      ArgumentSpec("RC", help: "Its startup file.", optional: true, completion: .file(extensions: [])),
    ],
    run: { parsed, io in
      io.stdout.write("\(parsed.argument("SHELL") ?? "")\n")
      return .ok
    })
}

/// Runs the sample tool in-process, like `runAPS`.
func runSample(_ arguments: [String], stdin: String = "", width: Int = 80) -> CLIResult {
  let io = CommandIO.memory(stdin: Array(stdin.utf8), terminalWidth: width)
  let code = APS.run(arguments, io: io, root: SampleTool.root)
  return CLIResult(
    stdout: io.stdout.text, stderr: io.stderr.text, exitCode: code, stdoutBytes: io.stdout.captured)
}
