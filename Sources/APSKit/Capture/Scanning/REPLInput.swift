/// Lines typed at an interactive shell's prompt: source code, not a printed value. A capture that
/// starts on one is the user's input (a call's argument, a literal being built) and is skipped; the
/// value the shell printed back, on the lines after, is the capture.
/// Prompts: Elixir's IEx (`iex>`, `iex(1)>`, `...>`, `...(1)>`,
/// https://hexdocs.pm/iex/IEx.html), Python's (`>>> `, `... `,
/// https://docs.python.org/3/tutorial/interpreter.html#interactive-mode), Ruby's irb
/// (`irb(main):001:0> `, https://docs.ruby-lang.org/en/master/IRB.html), Node's REPL (`> ` when a
/// `... ` continuation line follows, so that a Markdown quote's `> ` stays text,
/// https://nodejs.org/api/repl.html).
enum REPLInput {
  /// Whether the line starting at `lineStart` (after its indentation) opens with an input prompt.
  static func isInputLine(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int) -> Bool {
    var cursor = lineStart
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
    // Every candidate's line comes here: only a prompt's first letters go on.
    guard cursor < bytes.count, [UInt8(ascii: "i"), UInt8(ascii: "."), UInt8(ascii: "p"), UInt8(ascii: ">")].contains(bytes[cursor]) else { return false }
    let reader = DataDescriptionReader(bytes: bytes)
    for word in ["iex", "...", "irb(", "pry("] where reader.matches(word, at: cursor) {
      if let end = promptEnd(bytes, from: cursor + word.utf8.count) {
        // `... ` alone is Python's and Node's continuation; `...>` and `iex>` IEx's.
        return word != "..." || end > cursor + 3 || isContinuation(bytes, at: cursor)
      }
    }
    if reader.matches(">>> ", at: cursor) { return true }
    guard reader.matches("> ", at: cursor) else { return false }
    var next = cursor
    while next < bytes.count, bytes[next] != UInt8(ascii: "\n") { next += 1 }
    next += 1
    while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
    return next < bytes.count && isContinuation(bytes, at: next)
  }

  /// `... ` at `offset`: a continuation line's prompt.
  private static func isContinuation(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
    DataDescriptionReader(bytes: bytes).matches("... ", at: offset)
  }

  /// After a prompt word: an optional `(…)` counter or irb's `(main):001:0`, then `>` or a space
  /// (`... `); the offset past it, or nil when no prompt ends there.
  private static func promptEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var cursor = start
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") || bytes[start - 1] == UInt8(ascii: "(") {
      while cursor < bytes.count, cursor - start < 40, bytes[cursor] != UInt8(ascii: ">"), bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
    }
    guard cursor < bytes.count else { return nil }
    if bytes[cursor] == UInt8(ascii: ">") { return cursor + 1 }
    return bytes[start - 1] == UInt8(ascii: ".") && bytes[cursor] == UInt8(ascii: " ") ? cursor : nil
  }
}
