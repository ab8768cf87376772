/// A sender's source often declares its push client's options beside the payload
/// (`const options = { token: { key, keyId, teamId }, production: false }`, `new Novu({ secretKey })`,
/// `PushNotification.init({ android: { senderID } })`). Those are credentials and settings for the
/// connection or the SDK, never sent to the phone: a dictionary without `aps` that holds them is
/// dropped with a note, as a part that travels beside a notification is (`CaptureParts`).
extension CaptureParts {
  /// `segments` without client options; a text holding only options is refused (it holds no notification).
  static func droppingClientOptions(_ segments: [CaptureSegment]) -> [CaptureSegment] {
    let options = segments.map(clientOptions)
    guard options.contains(where: { $0 != nil }) else { return segments }
    var kept: [CaptureSegment] = []
    var notes: [String] = []
    for (segment, kind) in zip(segments, options) {
      if let kind {
        notes.append("line \(segment.line) holds \(kind.described) (\(kind.holds), never sent to the phone): not read as a notification")
        continue
      }
      var segment = segment
      if case .success(var capture) = segment.result, !notes.isEmpty {
        for note in notes { capture.notes.append(CaptureNote("\(note)")) }
        notes = []
        segment.result = .success(capture)
      }
      kept.append(segment)
    }
    if !notes.isEmpty, let last = kept.lastIndex(where: { if case .success = $0.result { true } else { false } }),
      case .success(var capture) = kept[last].result
    {
      for note in notes { capture.notes.append(CaptureNote("\(note)")) }
      kept[last].result = .success(capture)
    } else if kept.isEmpty, let first = segments.first, let kind = options.first ?? nil {
      kept.append(CaptureSegment(line: first.line, result: .failure(.notInForm(
        form: "capture", reason: "line \(first.line) holds \(kind.described) (\(kind.holds)), not a notification"))))
    }
    return kept
  }

  enum ClientOptionsKind {
    /// node-apn's provider options, "Provider" (https://github.com/parse-community/node-apn/blob/master/doc/provider.markdown):
    /// `token` (`key`, `keyId`, `teamId`), `cert`, `key`, `pfx`, `passphrase`.
    case apnsConnection
    /// A push service's server SDK built with its secret: Novu's `new Novu({ secretKey })` (Novu REST API,
    /// "Authentication": https://docs.novu.co/api-reference; an older SDK's `apiKey`, "Novu API", https://www.npmjs.com/package/novu-sdk).
    case serviceCredentials
    /// phonegap-plugin-push's `PushNotification.init(options)`: one dictionary per platform, Android's
    /// holding `senderID` (phonegap-plugin-push API, "PushNotification.init(options)":
    /// https://github.com/phonegap/phonegap-plugin-push/blob/master/docs/API.md).
    case pluginRegistration

    var described: String {
      switch self {
      case .apnsConnection: "an APNs client's connection options"
      case .serviceCredentials: "a push service client's options"
      case .pluginRegistration: "a push plugin's registration options"
      }
    }
    var holds: String {
      switch self {
      case .apnsConnection: "credentials for the connection"
      case .serviceCredentials: "the sender's secret key"
      case .pluginRegistration: "the sender ID and permission flags per platform"
      }
    }
  }

  /// Keys that name a push service's secret in its client's options. Neither is a key of any
  /// vendor's notification in the catalogue; a dictionary a vendor's marks recognise is kept.
  static let credentialKeys: Set<String> = ["secretKey", "apiKey"]
  /// The platforms of phonegap-plugin-push's init options (API, "PushNotification.init(options)").
  static let pluginPlatforms: Set<String> = ["android", "ios", "windows", "browser"]

  /// A dictionary without `aps` holding a client's credentials: a certificate and its key, a
  /// PKCS #12 bundle or its passphrase, a token signing key with its key and team ids, a service's
  /// secret key; or a plugin's per-platform registration options naming the sender ID.
  private static func clientOptions(_ segment: CaptureSegment) -> ClientOptionsKind? {
    guard case .success(let capture) = segment.result else { return nil }
    return capture.withRoot { root -> ClientOptionsKind? in
      guard root.members != nil, root["aps"] == nil else { return nil }
      let keys = Set(root.keys)
      if keys.contains("cert") && keys.contains("key") || keys.contains("pfx") || keys.contains("passphrase") { return .apnsConnection }
      if let token = root["token"], token.members != nil {
        let tokenKeys = Set(token.keys)
        if tokenKeys.contains("keyId") && tokenKeys.contains("teamId") { return .apnsConnection }
      }
      if !keys.isDisjoint(with: credentialKeys), PushVendor.vendor(of: root) == nil { return .serviceCredentials }
      if !keys.isEmpty, keys.isSubset(of: pluginPlatforms),
        keys.contains(where: { root[$0]?["senderID"] != nil })
      {
        return .pluginRegistration
      }
      return nil
    } ?? nil
  }
}
