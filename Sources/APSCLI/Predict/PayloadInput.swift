import APSKit

/// Reads the payload of `aps predict --payload FILE` ('-' is standard input).
enum PayloadInput {
  /// The parsed payload; a syntax error fails with `file:line:column: message`, the line and a
  /// caret (exit 1).
  static func read(_ path: String, io: CommandIO) throws -> JSONValue {
    let bytes = try io.open(path).readAll()
    do {
      return try JSONParser.parse(bytes).value
    } catch {
      let where_ = error.pointer.tokens.isEmpty ? "" : " (at \(error.pointer))"
      let name = io.displayName(path)
      let excerpt = SourceExcerpt.render(message: error.message, fileName: name, location: error.location, source: bytes)
      // Keep the source line and caret; the header is ours, since the reporter adds "error:".
      let lines = excerpt.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).dropFirst()
      throw CLIError.failed("\(name):\(error.location): \(error.message)\(where_)\n" + lines.joined())
    }
  }
}
