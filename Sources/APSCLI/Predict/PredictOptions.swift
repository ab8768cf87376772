import APSKit

/// Turns the command line of `aps predict` into a `DeliveryScenario`: a preset first, then the
/// dimensions given explicitly, then what a payload says.
enum PredictOptions {
  static func scenario(from parsed: ParsedArguments, io: CommandIO) throws -> DeliveryScenario {
    var scenario = DeliveryScenario()
    if let name = parsed.value("scenario") {
      guard let preset = NamedScenario.named(name) else {
        throw DeliveryError.unknownScenario(
          name: name, suggestion: Suggestions.didYouMean(name, among: NamedScenario.all.map(\.name)))
      }
      scenario = preset.scenario
    }
    // Defaults apply only without a preset; a preset keeps its own values unless overridden.
    let usePreset = parsed.flag("scenario")
    func given(_ name: String) -> String? {
      usePreset ? parsed.options[name]?.last : parsed.value(name)
    }
    if let text = given("ios") { scenario.ios = try version(text) }
    if let text = given("state"), let state = AppState(rawValue: text) { scenario.state = state }
    if let text = given("kind"), let kind = NotificationKind(rawValue: text) { scenario.kind = kind }
    if let text = given("action"), let action = UserAction(rawValue: text) { scenario.action = action }
    if let text = parsed.value("sdk"), let sdk = PushSDK(rawValue: text) { scenario.sdk = sdk }
    scenario.implements += parsed.values("implements").flatMap {
      $0.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
    }
    if let path = parsed.value("payload") {
      let payload: JSONValue
      let traits: PayloadTraits
      do {
        payload = try PayloadInput.read(path, io: io)
        traits = try PayloadClassifier.classify(payload)
      } catch {
        throw PayloadFailure(file: io.displayName(path), error: error)
      }
      scenario.payload = payload
      if !parsed.flag("kind") {
        scenario.kind = traits.kind
        scenario.flags = traits.flags
      }
      if !parsed.flag("sdk"), let sdk = traits.sdk { scenario.sdk = sdk }
      if traits.mutableContent { scenario.implements.append("service-extension") }
    }
    let given = APSFlag.allCases.filter { parsed.flag($0.rawValue) }
    if !given.isEmpty {
      if parsed.flag("kind"), APSFlag.plainKinds.contains(scenario.kind) {
        throw CLIError.usage(
          "--kind \(scenario.kind.rawValue) and --\(given[0].rawValue) both say what the push is; give either the kind or the payload flags (--alert, --sound, --badge, --content-available, --mutable-content)")
      }
      scenario.flags = Set(given)
      if given.contains(.mutableContent) { scenario.implements.append("service-extension") }
    }
    if let text = parsed.value("lifecycle") { scenario.lifecycle = Lifecycle(rawValue: text) }
    if let text = parsed.value("authorization"), let value = Authorization(rawValue: text) { scenario.authorization = value }
    if let text = parsed.value("proxy"), let value = ProxySetting(rawValue: text) { scenario.proxy = value }
    if parsed.flag("low-power") { scenario.implements.append(Capability.lowPower.rawValue) }
    if parsed.value("background-refresh") == "off" { scenario.implements.append(Capability.backgroundRefreshOff.rawValue) }
    return scenario
  }

  /// `N` or `N.M`, or a usage error.
  static func version(_ text: String) throws -> IOSVersion {
    guard let version = IOSVersion(parsing: text) else {
      throw CLIError.usage("--ios takes a version such as 9, 10.0 or 26.4, got '\(text)'")
    }
    return version
  }
}

/// The --payload input could not be read or classified: with --format json it gets the failure
/// record of `aps help json` (`{"file","ok":false,"error"}`), and its diagnostic either way.
struct PayloadFailure: Error {
  let file: String
  let error: Error
}
