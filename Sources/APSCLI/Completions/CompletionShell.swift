/// A shell `aps completions` writes a script for.
public enum CompletionShell: String, CaseIterable, Sendable {
  case bash, zsh, fish

  /// The completion script for `root`, a pure function of the command model.
  public func script(for root: CommandSpec) -> String {
    let tree = CompletionTree(root: root)
    switch self {
    case .bash: return BashCompletion(tree: tree).script
    case .zsh: return ZshCompletion(tree: tree).script
    case .fish: return FishCompletion(tree: tree).script
    }
  }

  /// The file name the script is committed under in `completions/` and installed as.
  public var fileName: String {
    switch self {
    case .bash: return "aps.bash"
    case .zsh: return "_aps"
    case .fish: return "aps.fish"
    }
  }
}
