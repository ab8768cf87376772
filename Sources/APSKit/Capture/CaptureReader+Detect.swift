extension CaptureReader {
  /// Guesses the form of `bytes` (a leading byte order mark is ignored). Structured forms are recognised by
  /// their opening (`{`, `[AnyHashable(`, `{length`, `<hex>`), byte forms by their alphabet: hex
  /// and base64 only when they decode to readable UTF-8 text, so a plain word stays text.
  public func detect(_ input: [UInt8]) -> CaptureForm {
    let body = CaptureText.hasBOM(input) ? Array(input.dropFirst(3)) : input
    return body.withUnsafeBufferPointer { detect($0) }
  }

  func detect(_ bytes: UnsafeBufferPointer<UInt8>) -> CaptureForm {
    guard CaptureText.firstInvalidUTF8(bytes) == nil else { return .text }
    let whole = CaptureText.trimmed(bytes, 0..<bytes.count)
    guard !whole.isEmpty else { return .text }
    let text = String(decoding: bytes[whole], as: UTF8.self)
    if GeTuiLogLine.looksLikeLogLine(text) { return .getuiLog }
    let first = bytes[whole.lowerBound]
    if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") {
      if (try? JSONParser.parse(Array(bytes[whole]))) != nil { return .json }
    }
    let reader = DataDescriptionReader(bytes: bytes)
    let brace = whole.first { bytes[$0] == UInt8(ascii: "{") }
    let angle = whole.first { bytes[$0] == UInt8(ascii: "<") && isLegacyData(bytes, at: $0) }
    let swiftStart = whole.first {
      reader.matches("[AnyHashable(", at: $0) || reader.matches("[\"", at: $0) || reader.matches("[:]", at: $0)
    }
    if let swiftStart, brace.map({ swiftStart < $0 }) ?? true { return .swift }
    if let brace, reader.isModernDescription(at: brace), angle.map({ brace < $0 }) ?? true { return .nsdata }
    if let angle, brace.map({ angle < $0 }) ?? true { return .nsdataLegacy }
    // `<…>` around a damaged hex body is still meant as data (and gets a precise error).
    if bytes[whole.lowerBound] == UInt8(ascii: "<"), bytes[whole.upperBound - 1] == UInt8(ascii: ">"),
      !reader.matches("<null>", at: whole.lowerBound)
    {
      return .nsdataLegacy
    }
    if text.hasSuffix(" bytes"), Int(text.dropLast(6)) != nil { return .swift }
    let locator = DescriptionLocator(bytes: bytes, stringsOnly: false)
    if brace != nil || !locator.candidates().isEmpty {
      // A description, or text shaped like one (so its error is reported), else plain text.
      if (try? locator.parseDescription()) != nil || text.contains("=") || text.contains(";") {
        return .nslog
      }
    }

    if let data = try? CaptureHex.decode(bytes, whole), Self.isReadable(data) { return .hex }
    if whole.count >= 4, let data = try? CaptureBase64.decode(bytes, whole), Self.isReadable(data) {
      return .base64
    }
    return .text
  }

  /// `<` followed by hex digits and spaces up to `>` (or the end: a cut-off capture), or `<>`.
  private func isLegacyData(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    var cursor = index + 1
    var digits = 0
    while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ">") {
      guard CaptureHex.value(bytes[cursor]) != nil || CaptureText.isSpace(bytes[cursor]) else { return false }
      if !CaptureText.isSpace(bytes[cursor]) { digits += 1 }
      cursor += 1
    }
    return digits > 0 || cursor < bytes.count
  }

  /// Valid UTF-8 without control characters other than tab, CR and LF.
  static func isReadable(_ data: [UInt8]) -> Bool {
    guard !data.isEmpty else { return false }
    let valid = data.withUnsafeBufferPointer { CaptureText.firstInvalidUTF8($0) } == nil
    return valid && !data.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D || $0 == 0x7F }
  }
}
