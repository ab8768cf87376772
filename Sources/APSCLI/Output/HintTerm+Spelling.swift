import APSKit

/// The CLI names a hint's terms by the options and commands that set or run them.
extension HintTerm {
  var spelled: String {
    switch self {
    case .pushType: "--push-type"
    case .priority: "--priority"
    case .topic: "--topic"
    case .expiration: "--expiration"
    case .headersFile: "'aps build --headers-out'"
    case .sizeBreakdown: "'aps size --breakdown'"
    case .sizeFit: "'aps size --fit'"
    case .jsonLines: "--jsonl"
    case .legacyLimit: "--legacy-limit"
    }
  }
}

extension Hint: CustomStringConvertible {
  /// The hint as the CLI shows it, terms spelled as options and commands.
  public var description: String { text(spelling: \.spelled) }
}
