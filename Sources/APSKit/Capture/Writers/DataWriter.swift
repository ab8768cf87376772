/// Writes bytes the ways a developer meets them: NSData descriptions, hex, base64.
public enum DataWriter {
  /// The byte forms `aps` writes.
  public enum Form: String, CaseIterable, Sendable {
    case nsdata
    case nsdataLegacy = "nsdata-legacy"
    case hex
    case base64
  }

  /// `bytes` in `form`, ending with a newline.
  public static func write(_ bytes: [UInt8], as form: Form) -> String {
    switch form {
    case .nsdata: return nsdata(bytes) + "\n"
    case .nsdataLegacy: return "<" + CaptureHex.spaced(bytes) + ">\n"
    case .hex: return CaptureHex.plain(bytes) + "\n"
    case .base64: return CaptureBase64.encode(bytes) + "\n"
    }
  }

  /// The iOS 13 SDK layout: up to 24 bytes as one run (`0x7b226b…`), longer data in 4-byte
  /// groups with a space before `}`. Apple's own description elides bytes 17…N−8 of longer
  /// data; this writes every byte so the text can be read back.
  static func nsdata(_ bytes: [UInt8]) -> String {
    if bytes.count <= 24 {
      return "{length = \(bytes.count), bytes = 0x\(CaptureHex.plain(bytes))}"
    }
    return "{length = \(bytes.count), bytes = 0x\(CaptureHex.spaced(bytes)) }"
  }
}
