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
    case .ios: "--ios"
    case .state: "--state"
    case .kind: "--kind"
    case .action: "--action"
    case .sdk: "--sdk"
    case .lifecycle: "--lifecycle"
    case .implements: "--implements"
    case .proxy: "--proxy"
    case .alert: "--alert"
    case .sound: "--sound"
    case .badge: "--badge"
    case .contentAvailable: "--content-available"
    case .predictMatrix: "'aps predict --matrix'"
    case .compactForm: "'aps fmt -c'"
    case .predictScenarios: "'aps predict --scenarios'"
    case .predictExplain: "--explain"
    case .captureForm: "--from"
    case .allowDuplicates: "--allow-duplicates"
    case .stringScalars: "--strings"
    }
  }
}

extension Hint: CustomStringConvertible {
  /// The hint as the CLI shows it, terms spelled as options and commands.
  public var description: String { text(spelling: \.spelled) }
}

extension DeliveryError {
  /// The message as the CLI shows it, options spelled as flags.
  public var message: String { explanation.description }
}

extension CaptureNote {
  /// The note as the CLI shows it (`line:column: /pointer: message`), options spelled as flags.
  var spelled: String { text(spelling: \.spelled) }
}

extension CaptureError {
  /// `line:column: message` as the CLI shows it, options spelled as flags.
  var spelled: String { text(spelling: \.spelled) }
}
