import APSKit

extension Subprocess.Result {
  /// The first line of standard error, safe for a terminal, for messages.
  var errorLine: String {
    let text = String(decoding: stderr, as: UTF8.self)
    return TerminalText.visible(String(text.split(separator: "\n").first ?? ""))
  }
}
