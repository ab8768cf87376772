import APSKit

/// JSON text bound for a terminal: DEL, C1 and bidi controls (`TerminalText.needsEscape`) inside its
/// strings are written as `\uXXXX`, the same JSON value, because U+009B starts an escape sequence
/// there and U+202E reorders what people read. Outside strings JSON text is ASCII, and the printer
/// already escapes C0, so every such scalar is inside a string. Pipes and files keep the bytes.
enum TerminalJSON {
  static func visible(_ bytes: [UInt8]) -> [UInt8] {
    guard bytes.withUnsafeBufferPointer(JSONStringEscaper.mayHoldTerminalControls) else { return bytes }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16)
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      if scalar.value >= 0x7F, TerminalText.needsEscape(scalar) {
        out.append(contentsOf: Array("\\u".utf8))
        let hex = String(scalar.value, radix: 16)
        out.append(contentsOf: Array((String(repeating: "0", count: max(0, 4 - hex.count)) + hex).utf8))
      } else {
        out.append(contentsOf: Array(String(scalar).utf8))
      }
    }
    return out
  }
}

extension CommandIO {
  /// JSON bytes as standard output should get them: unchanged for a pipe or a file.
  func stdoutJSON(_ bytes: [UInt8]) -> [UInt8] {
    stdoutIsTerminal ? TerminalJSON.visible(bytes) : bytes
  }
}
