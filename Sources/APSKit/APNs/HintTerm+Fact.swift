/// The library's own text names each term as what it is (a header, a setting, a table), so
/// that its messages read without the CLI; the CLI spells the same terms as its flags.
extension HintTerm {
  public var fact: String {
    switch self {
    case .pushType: "the apns-push-type header"
    case .priority: "the apns-priority header"
    case .topic: "the apns-topic header"
    case .expiration: "the apns-expiration header"
    case .headersFile: "a headers file"
    case .sizeBreakdown: "the size breakdown"
    case .sizeFit: "fitting the alert"
    case .jsonLines: "the JSON Lines setting"
    case .legacyLimit: "the legacy limit setting"
    case .ios: "the iOS version"
    case .state: "the app state"
    case .kind: "the kind of push"
    case .action: "the user's action"
    case .sdk: "the push SDK"
    case .lifecycle: "the life-cycle owner"
    case .implements: "what the app implements"
    case .proxy: "the SDK's swizzling switch"
    case .alert: "an alert"
    case .sound: "a sound"
    case .badge: "a badge"
    case .contentAvailable: "content-available"
    case .predictMatrix: "the delivery matrix"
    case .predictScenarios: "the scenario list"
    case .predictExplain: "the catalogue entry"
    case .captureForm: "the form setting"
    case .allowDuplicates: "the allow-duplicates setting"
    case .stringScalars: "the strings setting"
    case .compactForm: "the compact form"
    }
  }
}
