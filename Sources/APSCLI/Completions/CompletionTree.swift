/// The command tree flattened for the completion writers: one node per command, with what a
/// shell may offer at that point. The three scripts share this so they agree on what they offer.
struct CompletionTree: Sendable {
  struct Node: Sendable {
    /// Command names from the root: `["aps", "getui", "decode"]`.
    var path: [String]
    var abstract: String
    var subcommands: [CommandSpec]
    /// Visible options offered here; a group without a handler also offers its default
    /// subcommand's options, because the parser routes them there.
    var options: [OptionSpec]
    /// Every option that takes a value, hidden ones included, so a value is never mistaken for
    /// a subcommand or an argument.
    var valueOptions: [OptionSpec]
    var arguments: [ArgumentSpec]

    /// `aps getui decode`.
    var pathString: String { path.joined(separator: " ") }
  }

  let root: CommandSpec
  let nodes: [Node]

  init(root: CommandSpec) {
    self.root = root
    var completed = root
    if !root.subcommands.isEmpty {
      // `aps help getui decode`, `aps help json`: the parser reads these words; here they are a
      // mirror of the command tree (names only) plus the topics.
      var help = HelpCommand.spec(root: root)
      help.arguments = []
      help.subcommands = root.subcommands.map(Self.helpMirror) + HelpCommand.topics.map {
        CommandSpec(name: $0, abstract: $0 == "json" ? "The JSON output contract." : "How to use help.")
      }
      completed.subcommands.append(help)
    }
    var nodes: [Node] = []
    Self.collect(completed, parents: [], into: &nodes)
    self.nodes = nodes
  }

  /// A command as a help topic: its name, abstract and subcommands, nothing to run.
  private static func helpMirror(_ command: CommandSpec) -> CommandSpec {
    CommandSpec(name: command.name, abstract: command.abstract, subcommands: command.subcommands.map(helpMirror))
  }

  /// The program name: `aps`.
  var name: String { root.name }

  private static func collect(_ command: CommandSpec, parents: [String], into nodes: inout [Node]) {
    var options = command.options
    if command.run == nil, let name = command.defaultSubcommand,
      let fallback = command.subcommand(named: name)
    {
      options += fallback.options
    }
    let path = parents + [command.name]
    nodes.append(
      Node(
        path: path, abstract: command.abstract, subcommands: command.subcommands,
        options: options.filter { !$0.isHidden }, valueOptions: options.filter { !$0.isFlag },
        arguments: command.arguments))
    for sub in command.subcommands {
      collect(sub, parents: path, into: &nodes)
    }
  }
}

extension OptionSpec {
  /// `["--compact", "-c"]`.
  var spellings: [String] {
    ["--" + long] + (short.map { ["-\($0)"] } ?? [])
  }
}

extension CompletionTree {
  /// A shell function name made from the program name: `aps` → `_aps`, `my-tool` → `_my_tool`.
  var functionPrefix: String {
    "_" + String(name.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }
}
