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
    if let text = given("ios") {
      guard let version = IOSVersion(parsing: text) else {
        throw CLIError.usage("--ios takes a version such as 9, 10.0 or 26.4, got '\(text)'")
      }
      scenario.ios = version
    }
    if let text = given("state"), let state = AppState(rawValue: text) { scenario.state = state }
    if let text = given("kind"), let kind = NotificationKind(rawValue: text) { scenario.kind = kind }
    if let text = given("action"), let action = UserAction(rawValue: text) { scenario.action = action }
    if let text = parsed.value("sdk"), let sdk = PushSDK(rawValue: text) { scenario.sdk = sdk }
    scenario.implements += parsed.values("implements").flatMap {
      $0.split(separator: ",").map { String($0.filter { $0 != " " }) }.filter { !$0.isEmpty }
    }
    if let path = parsed.value("payload") {
      let payload = try PayloadInput.read(path, io: io)
      let traits = try PayloadClassifier.classify(payload)
      scenario.payload = payload
      if !parsed.flag("kind") { scenario.kind = traits.kind }
      if !parsed.flag("sdk"), let sdk = traits.sdk { scenario.sdk = sdk }
      if traits.mutableContent { scenario.implements.append("service-extension") }
    }
    return scenario
  }
}
