import APSKit

/// Reads the payload of `aps predict --payload FILE` ('-' is standard input): JSON, or any capture
/// form `aps inspect` reads (NSLog/po descriptions, Swift print, NSData, hex, base64), through the
/// one capture reader.
enum PayloadInput {
  /// The payload as aps prints it, with its tape (what predict reads): a capture's text printed when it
  /// was read, else the value printed once here. A JSON syntax error fails with `file:line:column:
  /// message`, the line and a caret (exit 1); a capture that cannot be read fails like `aps inspect`
  /// does (exit 1).
  static func read(_ path: String, io: CommandIO) throws -> JSONText {
    let bytes = try io.open(path).readAll()
    let name = io.displayName(path)
    let reader = CaptureReader()
    // JSON, and text that is no capture form (a broken JSON payload), get JSON's caret error.
    let form = reader.detect(bytes)
    if form == .json || form == .text { return JSONText(printing: try json(bytes, name: name)) }
    let capture: Capture
    do {
      capture = try reader.read(bytes)
    } catch {
      throw CaptureFailure(file: name, error: error)
    }
    CaptureSupport.printNotes(capture.notes, file: name, io: io)
    if capture.jsonIsPrinted, let json = capture.json { return json }
    if let value = capture.value { return JSONText(printing: value) }
    // Bytes (hex, base64, NSData) that hold JSON text.
    if let payload = capture.bytes, capture.jsonError == nil { return JSONText(printing: try json(payload, name: name)) }
    throw CaptureSupport.needsJSON(capture, file: name, what: "predict --payload")
  }

  /// `read` for a path a scenario file names: a file that is neither JSON nor a capture is refused
  /// without showing any of it (a scenario from elsewhere could name /etc/shadow).
  static func readNamedByScenario(_ path: String, io: CommandIO) throws -> JSONText {
    do {
      return try read(path, io: io)
    } catch let failure as LocatedError {
      guard failure.exitCode == .failure else { throw failure }
      throw InputFailure(
        file: io.displayName(path),
        message: "is not a JSON payload (nor a capture aps reads); the scenario's \"payload\" must name one (none of the file is shown)",
        hint: "check the \"payload\" path in the scenario file (it is relative to that file)")
    }
  }

  private static func json(_ bytes: [UInt8], name: String) throws -> JSONValue {
    do {
      let text = try JSONText(scanning: bytes)
      // Which member a device keeps is not for predict to guess (validate and fmt refuse it too).
      if let duplicate = text.duplicateKeys.first {
        let diagnostic = DiagnosticText(
          file: name, line: duplicate.location.line, column: duplicate.location.column, rule: "duplicate-key",
          message: duplicate.message + "; the device keeps only one of them", hint: "remove one ('aps validate' lists every repeat)")
        throw InputFailure(bytes.withUnsafeBufferPointer { diagnostic.withExcerpt(at: duplicate.location, in: $0) })
      }
      return text.value
    } catch let error as JSONParseError {
      let where_ = error.pointer.tokens.isEmpty ? "" : " (at \(error.pointer))"
      // The one layout, FILE:LINE:COL: error: message, with the source line and a caret.
      let diagnostic = DiagnosticText(
        file: name, line: error.location.line, column: error.location.column, message: error.message + where_)
      throw InputFailure(bytes.withUnsafeBufferPointer { diagnostic.withExcerpt(at: error.location, in: $0) })
    }
  }
}
