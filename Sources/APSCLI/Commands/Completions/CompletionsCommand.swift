/// `aps completions bash|zsh|fish`: prints a completion script generated from the command model.
enum CompletionsCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "completions",
      abstract: "Print a completion script for bash, zsh or fish.",
      discussion: """
        The script completes subcommands, options, option values and file arguments, and asks \
        aps itself for names such as templates. Install it again after upgrading aps, so \
        that it knows the new commands and options.

        bash (needs the bash-completion package; on macOS: brew install bash-completion@2):
          mkdir -p ~/.local/share/bash-completion/completions
          aps completions bash > ~/.local/share/bash-completion/completions/aps
          or, also in macOS's bash 3.2, add to ~/.bashrc: eval "$(aps completions bash)"

        zsh (any folder listed in $fpath, before compinit runs in ~/.zshrc):
          mkdir -p ~/.zfunc && aps completions zsh > ~/.zfunc/_aps
          and in ~/.zshrc: fpath=(~/.zfunc $fpath); autoload -Uz compinit && compinit

        fish:
          mkdir -p ~/.config/fish/completions
          aps completions fish > ~/.config/fish/completions/aps.fish
        """,
      examples: [
        "aps completions bash > ~/.local/share/bash-completion/completions/aps",
        "aps completions zsh > ~/.zfunc/_aps",
        "aps completions fish > ~/.config/fish/completions/aps.fish",
      ],
      options: CompletionsOptions.self, run: run)
  }

  static func run(_ options: CompletionsOptions, io: CommandIO) throws -> ExitCode {
    // The parser has checked SHELL against the allowed values.
    guard let name = options.shell, let shell = CompletionShell(rawValue: name) else {
      throw CLIError.usage("missing argument <shell>")
    }
    io.stdout.write(shell.script(for: APS.root))
    return .ok
  }
}

/// What `aps completions` takes.
struct CompletionsOptions: CommandOptions {
  var shell: String?

  static let fields: [OptionField<Self>] = [
    .argument(\.shell, ArgumentSpec("SHELL", help: "The shell to write the script for.", allowed: CompletionShell.allCases.map(\.rawValue)))
  ]
}
