/// `aps predict --format mermaid`: a sequence diagram APNs → iOS → App → SDK to paste into
/// Markdown. Messages carry the selector (or Swift name), the id and the arguments.
enum PredictMermaidRenderer {
  static func render(_ prediction: Prediction, swift: Bool) -> String {
    let scenario = prediction.scenario
    let hasSDK = scenario.sdk != .none
    let sdkName: String
    switch scenario.sdk {
    case .getui, .getuiLegacy: sdkName = "GeTui SDK"
    case .jpush: sdkName = "JPush SDK"
    case .firebase: sdkName = "Firebase Messaging"
    case .onesignal: sdkName = "OneSignal"
    case .aliyun: sdkName = "Alibaba Cloud Push"
    case .easemob, .rongcloud, .tencentIM, .sendbird, .zegoZIM, .streamChat, .mobpush: sdkName = OwnConnectionVendor.named(scenario.sdk)?.name ?? "SDK"
    case .none: sdkName = "SDK"
    case .mipush: sdkName = OwnConnectionVendor.named(scenario.sdk)?.name ?? "SDK"
    case .braze: sdkName = "Braze"
    case .salesforceMobilePush: sdkName = "MobilePush"
    case .tpns: sdkName = "TPNS"
    case .reactNativeFirebase, .flutterfire, .expoNotifications, .airship, .capacitorPushNotifications: sdkName = PushPlugin.named(scenario.sdk)?.name ?? "SDK"
    }
    var lines = ["sequenceDiagram", "  participant APNs", "  participant iOS", "  participant App"]
    if hasSDK { lines.append("  participant SDK as \(sdkName)") }
    if scenario.kind.apnsKind != nil {
      lines.append("  APNs->>iOS: \(scenario.kind.rawValue) push (app \(scenario.state.rawValue))")
    } else {
      lines.append("  Note over SDK: \(scenario.kind.rawValue) over the SDK's own connection (app \(scenario.state.rawValue))")
    }
    let shown = PredictTextRenderer.presentationText(prediction.presentation)
    lines.append("  Note over iOS: shows \(shown)")
    if scenario.action != .none {
      lines.append("  Note over iOS: user action \(scenario.action.rawValue)")
    }
    for callback in prediction.callbacks {
      let name = swift ? swiftName(callback.swift) : callback.selector
      let args = PredictTextRenderer.argumentText(callback.args)
      let label = "\(callback.order). \(name) (\(callback.id), \(callback.confidence.rawValue))"
        + (args.isEmpty ? "" : " \(args)")
      if let via = callback.via, let system = CallbackInfo.named(via) {
        let systemName = swift ? swiftName(system.swift) : system.selector
        lines.append("  iOS->>SDK: \(sanitize("\(systemName) (\(via))"))")
      }
      lines.append("  \(sender(callback.owner, hasSDK: hasSDK))->>App: \(sanitize(label))")
    }
    for note in prediction.uncertain {
      lines.append("  Note over iOS,App: uncertain \(note.id)")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// SDK delegates are called by the SDK; everything else by iOS.
  private static func sender(_ owner: String, hasSDK: Bool) -> String {
    hasSDK && (owner.hasPrefix("GeTui") || owner.hasPrefix("JPUSH") || owner.hasPrefix("NSNotificationCenter")
      || owner.hasPrefix("OSNotification") || owner.hasPrefix("Messaging")) ? "SDK" : "iOS"
  }

  /// `func application(_ …)` → `application(_:…)`-like short form: the text up to the first `(`.
  private static func swiftName(_ signature: String) -> String {
    let name = signature.split(separator: "(", maxSplits: 1).first.map(String.init) ?? signature
    return name.replacing("override func ", with: "").replacing("func ", with: "")
  }

  /// Mermaid ends a statement at `;` and treats `#` as an entity start.
  private static func sanitize(_ text: String) -> String {
    text.replacing(";", with: ",").replacing("#", with: "")
  }
}
