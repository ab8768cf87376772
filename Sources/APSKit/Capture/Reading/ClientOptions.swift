/// A sender's source often declares its APNs client's connection options beside the payload
/// (`const options = { token: { key, keyId, teamId }, production: false }`). Those are credentials
/// for the connection to APNs, never sent to the phone: a dictionary without `aps` that holds them
/// is dropped with a note, as a part that travels beside a notification is (`CaptureParts`).
/// Option names: node-apn's provider options, "Provider" (https://github.com/parse-community/node-apn/blob/master/doc/provider.markdown):
/// `token` (`key`, `keyId`, `teamId`), `cert`, `key`, `pfx`, `passphrase`.
extension CaptureParts {
  /// `segments` without APNs client options; a text holding only options is refused (it holds no notification).
  static func droppingClientOptions(_ segments: [CaptureSegment]) -> [CaptureSegment] {
    let options = segments.map(isClientOptions)
    guard options.contains(true) else { return segments }
    var kept: [CaptureSegment] = []
    var notes: [String] = []
    for (segment, isOptions) in zip(segments, options) {
      if isOptions {
        notes.append("line \(segment.line) holds an APNs client's connection options (credentials for the connection, never sent to the phone): not read as a notification")
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
    } else if kept.isEmpty, let first = segments.first {
      kept.append(CaptureSegment(line: first.line, result: .failure(.notInForm(
        form: "capture", reason: "line \(first.line) holds an APNs client's connection options (credentials), not a notification"))))
    }
    return kept
  }

  /// A dictionary without `aps` holding a client's credentials: a certificate and its key, a
  /// PKCS #12 bundle or its passphrase, or a token signing key with its key and team ids.
  private static func isClientOptions(_ segment: CaptureSegment) -> Bool {
    guard case .success(let capture) = segment.result else { return false }
    return capture.withRoot { root -> Bool in
      guard root.members != nil, root["aps"] == nil else { return false }
      let keys = Set(root.keys)
      if keys.contains("cert") && keys.contains("key") || keys.contains("pfx") || keys.contains("passphrase") { return true }
      guard let token = root["token"], token.members != nil else { return false }
      let tokenKeys = Set(token.keys)
      return tokenKeys.contains("keyId") && tokenKeys.contains("teamId")
    } ?? false
  }
}
