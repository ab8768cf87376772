import APSKit

extension BuildInput {
  /// `now` for a token and a send: `$SOURCE_DATE_EPOCH` when set, which must then be whole
  /// seconds since 1970 (the reproducible-builds definition); a value that is not was silently
  /// replaced by the clock, signing a token with a time nobody asked for.
  static func checkedNow(_ io: CommandIO) throws -> Int {
    guard let text = io.environment("SOURCE_DATE_EPOCH") else { return now(io) }
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let seconds = Int(text) else {
      throw CLIError.usage("$SOURCE_DATE_EPOCH must be whole seconds since 1970 (e.g. 1796119200), got '\(TerminalText.visible(text))'; unset it to use the clock")
    }
    return seconds
  }
}
