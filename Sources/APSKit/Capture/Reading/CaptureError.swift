/// Why a pasted capture (an NSLog description, an NSData dump, hex, base64, a log line) could not
/// be read. Every case carries where the problem is; `message` says what is wrong and how to fix it.
public enum CaptureError: Error, Equatable, Sendable {
  /// Nothing but whitespace was given.
  case empty
  /// The input ends inside a structure: typically NSLog's ~1024-byte limit cut the message.
  case truncated(expected: String, openedAt: SourceLocation?, endsAt: SourceLocation)
  /// os_log's `<…>` (or `<...>`) elision marker: the message was cut by the logger.
  case elided(at: SourceLocation)
  /// A character that cannot start or continue what is being read.
  case unexpected(character: String, expected: String, at: SourceLocation)
  /// A dictionary key not followed by `=` (or `;`).
  case missingEquals(key: String, at: SourceLocation)
  /// A dictionary entry not ended by `;`.
  case missingSemicolon(at: SourceLocation)
  /// A `\U` escape with no hex digits, or an escape that ends the input.
  case badEscape(String, at: SourceLocation)
  /// A `\U` surrogate that is not part of a valid pair.
  case loneSurrogate(String, at: SourceLocation)
  /// `<…>` or `0x…` data with an odd number of hex digits.
  case oddHexDigits(count: Int, at: SourceLocation)
  /// A character that is not a hex digit inside data or hex text.
  case invalidHexDigit(character: String, at: SourceLocation)
  /// An iOS 13 data description longer than 24 bytes: the middle bytes were never logged.
  case dataElided(declared: Int, prefix: [UInt8], suffix: [UInt8], at: SourceLocation)
  /// `{length = N, bytes = 0x…}` whose hex holds a different number of bytes.
  case lengthMismatch(declared: Int, actual: Int, at: SourceLocation)
  /// A malformed `{length = N, bytes = 0x…}` description.
  case malformedDataDescription(reason: String, at: SourceLocation)
  /// Swift's `Data.description` (`9 bytes`): the bytes themselves were never printed.
  case swiftDataDescription(count: Int, at: SourceLocation)
  /// Text that is not valid base64.
  case invalidBase64(reason: String, at: SourceLocation)
  /// Bytes that are not valid UTF-8 (what the app's `initWithBytes:…NSUTF8StringEncoding` returns nil for).
  /// `at` is its line and column when known.
  case invalidUTF8(offset: Int, at: SourceLocation? = nil)
  /// Text that had to be JSON (forced with `--from json`, or `--json`) and is not.
  case notJSON(String)
  /// JSON (it starts like JSON) with a syntax error at a place.
  case jsonSyntax(String, at: SourceLocation)
  /// A GeTui demo log line missing one of its parts.
  case malformedLogLine(reason: String, at: SourceLocation)
  /// The input is not in the form that was forced with `--from`.
  case notInForm(form: String, reason: String)
  /// A Swift dump (`po` of a Swift dictionary) that does not hold the whole value.
  case incompleteDump(reason: String, at: SourceLocation)
  /// A key repeated in one dictionary (`--allow-duplicates` keeps both).
  case duplicateKey(key: String, first: SourceLocation, at: SourceLocation)
  /// Apple's description of a notification object (`<UNNotificationResponse: 0x…; …>`) that does
  /// not show the userInfo; `print` is what to log instead.
  case objectDescription(name: String, print: String, at: SourceLocation)
  /// The system's log of a received notification (SpringBoard's `Received remote notification request …
  /// [ waking: 0, hasAlertContent: 1, … ]`, `Received incoming message on topic … at priority 10`): flags
  /// and the topic, never the payload's keys.
  case deliverySummary(at: SourceLocation)
  /// A literal the sender's code assigns to a property of an object it builds and sends (`note.alert = {…}`,
  /// `apn.custom_properties = {…}`): a part of that object. Beside a whole notification it is dropped.
  case propertyPart(name: String, at: SourceLocation)
  /// A dictionary of `aps` keys only (`alert`, `badge`, `sound`…): the `aps` dictionary logged
  /// alone, not the notification.
  case apsAlone(keys: [String])
  /// An app's registration request (a device token and the app's identifier), logged beside its pushes.
  case registration(keys: [String])
  /// A push service's request data (Parse's and LeanCloud's `badge: "Increment"`), which the service turns
  /// into a payload: not what the phone got.
  case serviceRequest(keys: [String])
  /// APNs' answer to a request (`{"reason": "BadDeviceToken"}`, with `timestamp` for a 410), logged
  /// beside the payload that was sent.
  case apnsResponse(reason: String)
  /// A JSON Schema of a payload (`$schema`, or `type: "object"` with `properties`): it describes the
  /// keys a payload may have, it is not one.
  case jsonSchema(keyword: String)
  /// os_log's `<private>`: the logger redacted the value.
  case redacted(at: SourceLocation)
  /// A line longer than a stream holds (`limit` bytes) with no line end: `/dev/zero`, binary
  /// data, or a log with only CR line ends.
  case lineTooLong(limit: Int, at: SourceLocation)
  /// A capture inside a log event's `eventMessage` (`log stream --style ndjson`) that cannot be read;
  /// `at` is the event, the inner error's position is in the message text.
  indirect case inLogEvent(at: SourceLocation, error: CaptureError)
  /// Text shaped like a structured form (it starts with `{` or `[`) that no form reads; carries
  /// the most plausible form's error.
  indirect case unreadable(form: CaptureForm, error: CaptureError)
}

extension CaptureError {
  /// Where the problem is, when it has a place in the input.
  public var location: SourceLocation? {
    switch self {
    case .empty, .notJSON, .notInForm, .apsAlone, .registration, .serviceRequest, .apnsResponse, .jsonSchema: return nil
    case .invalidUTF8(_, let at): return at
    case .truncated(_, _, let at), .elided(let at), .unexpected(_, _, let at), .missingEquals(_, let at),
      .missingSemicolon(let at), .badEscape(_, let at),
      .loneSurrogate(_, let at), .oddHexDigits(_, let at), .invalidHexDigit(_, let at),
      .dataElided(_, _, _, let at), .lengthMismatch(_, _, let at),
      .malformedDataDescription(_, let at), .swiftDataDescription(_, let at),
      .invalidBase64(_, let at), .malformedLogLine(_, let at), .incompleteDump(_, let at),
      .duplicateKey(_, _, let at), .jsonSyntax(_, let at), .objectDescription(_, _, let at), .redacted(let at), .deliverySummary(let at), .propertyPart(_, let at),
      .lineTooLong(_, let at):
      return at
    case .unreadable(_, let error):
      return error.location
    case .inLogEvent(let at, _):
      return at
    }
  }

  /// What is wrong and how to fix it, without the position prefix; the options it names are
  /// terms the CLI spells.
  public var message: Hint { explained(formHint: true) }

  /// The message; without `formHint`, a `notInForm` leaves out how to detect the form (the list
  /// of forms tried is that detection).
  func explained(formHint: Bool) -> Hint {
    switch self {
    case .notInForm(let form, let reason):
      guard formHint else { return "the input is not \(form): \(reason)" }
      return "the input is not \(form): \(reason); drop \(term: .captureForm) to detect the form"
    case .duplicateKey(let key, let first, _):
      return "duplicate key \"\(key)\" (first at \(first)); remove one, or pass \(term: .allowDuplicates) to keep both"
    case .inLogEvent(_, let error):
      let place = error.location.map { " (at \($0) of the message)" } ?? ""
      return "in this log event's eventMessage\(place): \(error.explained(formHint: formHint))"
    case .unreadable(let form, let error):
      // Detection chose the form: no --from was given to drop.
      return "not readable as any capture form; read as \(form.rawValue) (the most plausible): \(error.explained(formHint: false))"
    default:
      return Hint(plain)
    }
  }

  /// The message of a case that names no option and holds no other error.
  private var plain: String {
    switch self {
    case .empty:
      return "the input is empty; paste the capture or give a file"
    case .truncated(let expected, let openedAt, _):
      let opened = openedAt.map { " (opened at \($0))" } ?? ""
      return "the capture ends before \(expected)\(opened): it looks cut off "
        + "(NSLog/os_log truncate a message at about 1024 bytes); log the payload in parts or "
        + "write it to a file, and never trust a guessed ending"
    case .elided:
      return "the logger cut the message here ('<…>'): the capture is incomplete; "
        + "log the payload in parts or write it to a file"
    case .unexpected(let character, let expected, _):
      return "unexpected \(character); expected \(expected)"
    case .missingEquals(let key, _):
      return "expected '=' after the key \"\(key)\" (or ';' to end a strings-file entry)"
    case .missingSemicolon:
      return "missing ';' after a dictionary value; each entry is 'key = value;'"
    case .badEscape(let text, _):
      return "bad escape \(text); \\U needs 1 to 4 hex digits"
    case .loneSurrogate(let text, _):
      return "lone UTF-16 surrogate \(text); a \\Ud800–\\Udbff escape must be followed by \\Udc00–\\Udfff"
    case .oddHexDigits(let count, _):
      return "\(count) hex digits is an odd number; every byte is two digits"
    case .invalidHexDigit(let character, _):
      return "\(character) is not a hex digit (0-9, a-f)"
    case .dataElided(let declared, let prefix, let suffix, _):
      return "only 24 of \(declared) bytes were logged (bytes 17…\(declared - 8) are missing; "
        + "iOS 13+ NSData descriptions keep the first 16 and last 8); log the string instead: "
        + "NSLog(@\"%@\", [[NSString alloc] initWithData:data encoding:NSUTF8StringEncoding]). "
        + "Recovered prefix \(CaptureHex.spaced(prefix)), suffix \(CaptureHex.spaced(suffix)); "
        + "nothing was reconstructed"
    case .lengthMismatch(let declared, let actual, _):
      return "the description says length = \(declared) but its hex holds \(actual) bytes; the capture is damaged"
    case .malformedDataDescription(let reason, _):
      return "malformed data description: \(reason); expected {length = N, bytes = 0x…}"
    case .swiftDataDescription(let count, _):
      return "Swift's Data description ('\(count) bytes') does not contain the bytes; log "
        + "String(decoding: data, as: UTF8.self) or data.base64EncodedString() instead"
    case .invalidBase64(let reason, _):
      return "invalid base64: \(reason)"
    case .invalidUTF8(let offset, let at):
      // With a place, the text itself is not UTF-8 (a log saved in another encoding); without,
      // the bytes a capture holds are not.
      let convert = at == nil ? "" : "; a log saved in another encoding reads once converted (e.g. iconv -f GBK -t UTF-8 FILE)"
      return "the bytes are not valid UTF-8 at byte offset \(offset); the app's "
        + "[[NSString alloc] initWithBytes:…encoding:NSUTF8StringEncoding] returns nil for them" + convert
    case .jsonSyntax(let reason, _):
      return "JSON syntax error: \(reason)"
    case .notJSON(let reason):
      return "the text is not JSON: \(reason)"
    case .malformedLogLine(let reason, _):
      return "malformed GeTui log line: \(reason); expected taskId=…,messageId:…,payloadMsg:…"
    case .incompleteDump(let reason, _):
      return "cannot read this Swift dump (po output): \(reason)"
    case .lineTooLong(let limit, _):
      return "line over \(limit >> 20) MiB without a line end: is this text? A log with only CR line ends "
        + "reads with: tr '\\r' '\\n' < FILE | aps inspect -f"
    case .redacted:
      return "the logger redacted the value ('<private>'): nothing of the notification was logged; during "
        + "development log it with privacy: .public (Logger) or %{public}@ (os_log)"
    case .apsAlone(let keys):
      return "this is an aps dictionary alone (\(keys.joined(separator: ", "))), not a whole notification: "
        + "log the whole userInfo (or the payload) so the keys beside aps are seen too"
    case .serviceRequest(let keys):
      return "this is a push service's request data (\(keys.joined(separator: ", "))), not the payload the phone got: "
        + "the service builds aps from it (badge \"Increment\" becomes each device's next badge); log the userInfo the app receives"
    case .apnsResponse(let reason):
      return "this is APNs' answer to a request (reason \(reason)), not a notification: "
        + "log the payload that was sent, or the userInfo the app receives"
    case .jsonSchema(let keyword):
      return "this is a JSON Schema (\(keyword)) that describes a payload's keys and their types, not a notification: "
        + "give a payload itself (one with values), such as the one the server sends or the userInfo the app receives"
    case .registration(let keys):
      return "this is an app's registration request (\(keys.joined(separator: ", "))), not a notification: "
        + "log the userInfo the app receives, or the payload the server sends"
    case .objectDescription(let name, let print, _):
      return "this is a \(name) description, which does not show the payload; print `\(print)` instead"
    case .propertyPart(let name, _):
      return "this is a value the code assigns to \(name) of an object it builds and sends, not a notification: what is sent "
        + "is that object, which the text does not show whole; give the payload the object produces, or the userInfo the app receives"
    case .deliverySummary:
      return "this is the system's log of a received notification (SpringBoard's 'Received remote notification request … "
        + "hasAlertContent: 1 …'), which shows the payload's flags and topic, not its keys: log the userInfo the app "
        + "receives (or request.content.userInfo in a service extension) and give that"
    case .notInForm, .duplicateKey, .inLogEvent, .unreadable:
      return explained(formHint: true).text(spelling: \.fact)
    }
  }

  /// `line:column: message`, or just the message when there is no place, each term written by
  /// `spelling`.
  public func text(spelling: (HintTerm) -> String) -> String {
    let text = message.text(spelling: spelling)
    guard let location else { return text }
    return "\(location): \(text)"
  }

  /// The text with each term named as the fact it is (what the library says; the CLI spells flags).
  public var description: String { text(spelling: \.fact) }
}
