/// A text may hold several captures (a console log with three pushes, `log stream` output, a
/// page): each is found and read on its own, with the line it starts on.
extension CaptureReader {
  /// Every capture in `input`, in order; the first that cannot be read throws.
  public func readAll(_ input: [UInt8], as form: CaptureForm? = nil) throws(CaptureError) -> [Capture] {
    var captures: [Capture] = []
    for segment in segments(input, as: form) {
      switch segment.result {
      case .success(let capture): captures.append(capture)
      case .failure(let error): throw error
      }
    }
    return captures
  }

  /// Every capture in `input` with its line, or why it cannot be read. A text that is one capture in
  /// any form (JSON, a description, a dump, NSData, hex…) is that capture; else the scanner finds
  /// each; a text with none is read whole (plain text, or the most plausible form's error).
  public func segments(_ input: [UInt8], as form: CaptureForm? = nil) -> [CaptureSegment] {
    segments(input, as: form, nested: false)
  }

  func segments(_ input: [UInt8], as form: CaptureForm? = nil, nested: Bool) -> [CaptureSegment] {
    if let form, !form.scanned {
      return [CaptureSegment(line: 1, result: Self.catching { () throws(CaptureError) in try read(input, as: form) })]
    }
    var whole: Result<Capture, CaptureError>?
    if form == nil {
      let result = Self.catching { () throws(CaptureError) in try read(input) }
      if case .success(let capture) = result, capture.form == .getuiLog, let lines = Self.logLines(input) {
        // One GeTui demo log line per notification: each line is its own capture.
        return lines.map { line in
          CaptureSegment(line: line.number, result: Self.catching { () throws(CaptureError) in try read(line.bytes, as: .getuiLog) })
        }
      }
      if case .success(let capture) = result, capture.form != .text, !Self.readsPart(capture) {
        return CaptureParts.dropped(CaptureScanner(reader: self).expandWhole(capture, line: Self.firstLine(input), input: input), in: input)
      }
      whole = result
    }
    let body = CaptureText.hasBOM(input) ? Array(input.dropFirst(3)) : input
    let found = CaptureParts.dropped(Self.droppingRepeatedAps(body.withUnsafeBufferPointer { CaptureScanner(reader: self, only: form).scan($0, final: true).segments }, in: body), in: body)
    if !found.isEmpty || nested { return found }
    switch whole {
    case .success(let capture) where capture.notes.contains { $0.ignoresText }:
      // Only part of the text reads and the scanner found no whole capture: never a fragment.
      return [CaptureSegment(line: 1, result: .failure(.notInForm(
        form: capture.form.rawValue, reason: "only part of the text reads as a capture (text around it is part of the same structure)")))]
    case .some(let result):
      return [CaptureSegment(line: Self.firstLine(input), result: result)]
    case nil:
      return [CaptureSegment(line: 1, result: .failure(.notInForm(form: form?.rawValue ?? "capture", reason: "no capture found")))]
    }
  }

  /// A log that printed a notification whole and then its `aps` dictionary alone (`NSLog(@"%@",
  /// userInfo[@"aps"])`): the second is a part of a capture already read, not a fragment passed off
  /// as a notification. It is dropped, with a note on the whole one. In a log that names VoIP the part
  /// was read as a PushKit payload: it is dropped too when it equals the `aps` of the capture before it.
  /// `afterNotification`: a stream gave out a notification before these segments; `given`: the last it gave.
  static func droppingRepeatedAps(
    _ segments: [CaptureSegment], in text: [UInt8], afterNotification: Bool = false, given: CaptureSegment? = nil
  ) -> [CaptureSegment] {
    var kept: [CaptureSegment] = []
    // An app's registration request beside the notifications it logged is none of them; alone it is refused.
    let hasNotification = afterNotification || segments.contains { if case .success = $0.result { true } else { false } }
    // An API's answer or another call's body beside a push is none of them; alone it is read as printed.
    let contentless = segments.map { segment -> [String]? in
      guard case .success(let capture) = segment.result else { return nil }
      return NotificationWrapper.apiAnswerKeys(capture)
    }
    let hasPush = afterNotification || zip(segments, contentless).contains { if case .success = $0.result { $1 == nil } else { false } }
    // A logger's metadata printed with its values elided (`{"userId":"..."}`) beside a notification with
    // values is none of them; alone it is read as printed.
    let elided = segments.map(isElided)
    let hasInformative = zip(segments, elided).contains { if case .success = $0.result { !$1 } else { false } }
    // Notes on the first capture for the segments dropped as no notification.
    var droppedNotes: [Hint] = []
    for ((segment, isElided), contentlessKeys) in zip(zip(segments, elided), contentless) {
      // A source literal that stops at a variable and names none of a push's keys (node-apn's Provider
      // options: `token: {key: __dirname + …}`) beside a push is the sender's settings, not a notification.
      if hasPush, case .failure(let error) = segment.result, NotificationWrapper.stoppedAtVariable(error) {
        let keys = NotificationWrapper.literalKeys(text, line: segment.line)
        if !keys.isEmpty, !keys.contains(where: NotificationWrapper.pushContentKeys.contains) {
          droppedNotes.append("line \(segment.line) holds a literal with a variable that names none of a push's keys (\(keys.joined(separator: ", "))), not a notification: not read")
          continue
        }
      }
      if hasPush, let keys = contentlessKeys {
        droppedNotes.append("line \(segment.line) logs an API's answer or another call's body (\(keys.joined(separator: ", "))), not a notification: not read")
        continue
      }
      if hasNotification, case .failure(.registration(let keys)) = segment.result {
        droppedNotes.append("line \(segment.line) logs an app's registration request (\(keys.joined(separator: ", "))), not a notification: not read")
        continue
      }
      if hasNotification, case .failure(.propertyPart(let name, _)) = segment.result {
        droppedNotes.append("line \(segment.line) assigns a value to \(name) of an object the code builds, not a notification: not read")
        continue
      }
      if hasNotification, case .failure(.apnsResponse(let reason)) = segment.result {
        droppedNotes.append("line \(segment.line) logs APNs' answer (reason \(reason)), not a notification: not read")
        continue
      }
      if hasInformative, isElided {
        droppedNotes.append("line \(segment.line) logs a value whose every member is elided (\"...\"), not a notification: not read")
        continue
      }
      let again = repeatedAps(segment, in: kept).map { ($0, "this notification's aps dictionary again, alone") }
        ?? reprinted(segment, in: kept, given: given, text: text).map { ($0, "this notification again \(sameForm(segment, kept[$0]) ? "from another statement" : "in another form")") }
      guard let (whole, what) = again, case .success(var capture) = kept[whole].result else {
        kept.append(segment)
        continue
      }
      capture.notes.append(CaptureNote("line \(segment.line) logs \(what): not read as another notification"))
      kept[whole].result = .success(capture)
    }
    if let first = kept.firstIndex(where: { if case .success = $0.result { true } else { false } }),
      case .success(var capture) = kept[first].result, !droppedNotes.isEmpty
    {
      capture.notes += droppedNotes.map { CaptureNote($0) }
      kept[first].result = .success(capture)
    }
    return kept
  }

  private static let sorted = JSONPrinter(options: .init(indent: .compact, sortKeys: true))

  /// The kept capture whose `aps` dictionary `segment` logs again alone.
  private static func repeatedAps(_ segment: CaptureSegment, in kept: [CaptureSegment]) -> Int? {
    switch segment.result {
    case .failure(.apsAlone(let keys)):
      return kept.lastIndex { Self.apsKeys(of: $0) == Set(keys) }
    case .success(let part):
      guard let last = kept.indices.last, case .success(let whole) = kept[last].result,
        let value = part.withRoot(Self.dictionaryWithoutAps) ?? nil,
        let aps = whole.withRoot({ $0["aps"]?.value }) ?? nil,
        Self.sorted.bytes(aps) == Self.sorted.bytes(value)  // a printer's key order is its own
      else { return nil }
      return last
    default:
      return nil
    }
  }

  /// The forms that print a notification's bytes rather than its value.
  static let dataForms: Set<CaptureForm> = [.nsdata, .nsdataLegacy, .hex, .base64]

  /// Lines within which a capture printed again in another form is the same notification.
  static let reprintDistance = 4

  /// The kept capture that `segment` prints again, equal, a few lines on, from another log statement:
  /// one of the two as the bytes of the other (a plugin that logs a message's data, `<7b22…>`, and then
  /// the JSON it hands on: cordova-plugin-fcm, https://github.com/fechanique/cordova-plugin-fcm/issues/375),
  /// or the same form after another label (`Notification tapped: {…}`, then `Processing payload: {…}`:
  /// the app passing one notification on). The same label twice is two notifications (a resent push is
  /// logged by the same statement).
  private static func reprinted(_ segment: CaptureSegment, in kept: [CaptureSegment], given: CaptureSegment?, text: [UInt8]) -> Int? {
    guard case .success(let again) = segment.result, let last = kept.indices.last,
      case .success(let first) = kept[last].result,
      segment.line - kept[last].line <= reprintDistance
    else { return nil }
    // Cheap tests first: a log of many captures asks this of every neighbour (one line of n captures
    // cost n² when each looked back to its line's start).
    let otherForm = dataForms.contains(first.form) != dataForms.contains(again.form)
    // A data map its label typed as the sender's strings, printed again after another label: the
    // second printing's unquoted scalars are those strings too.
    let asData = first.senderLabel != nil && again.senderLabel == nil && again.form.losesTypes
    guard otherForm || segment.line != kept[last].line && first.form == again.form,
      asData || first.withRoot(\.compactSize) == again.withRoot(\.compactSize),  // order aside, equal values print equal lengths
      let one = first.withRoot({ sorted.bytes($0.value) }),
      let two = again.withRoot({ sorted.bytes(asData ? dataStrings($0) : $0.value) }), one == two,
      otherForm || differentLabels(kept[last].range, segment.range, in: text),
      !isField(kept[last], of: last > 0 ? kept[last - 1] : given)
    else { return nil }
    return last
  }

  /// Whether `field`'s value is a member's value of the capture `before` it: a log that printed an
  /// event and then its fields one per line (Pushwoosh's Cordova plugin, `info={"notification":{…},"name":…}`
  /// then `notification={…}`, "Invalid callback id received by sendPluginResult",
  /// https://github.com/Pushwoosh/pushwoosh-phonegap-plugin/issues/208) prints each value it handles as it
  /// passes, so the same value printed again after another label is another call's, read as printed.
  private static func isField(_ field: CaptureSegment, of before: CaptureSegment?) -> Bool {
    guard case .success(let field) = field.result, case .success(let whole)? = before?.result,
      let value = field.withRoot({ sorted.bytes($0.value) })
    else { return false }
    return whole.withRoot { root in root.members?.contains { sorted.bytes($0.value.value) == value } ?? false } ?? false
  }

  /// Whether a capture's every value is an elision mark (`"..."`, `"…"`): an author's sketch of a
  /// value, not the value.
  static func isElided(_ segment: CaptureSegment) -> Bool {
    guard case .success(let capture) = segment.result else { return false }
    func elided(_ view: JSONView) -> Bool {
      if let members = view.members { return !members.isEmpty && members.allSatisfy { elided($0.value) } }
      if let elements = view.elements { return !elements.isEmpty && elements.allSatisfy(elided) }
      return view.isString("...") || view.isString("\u{2026}")
    }
    return capture.withRoot(elided) ?? false
  }

  /// `view` with its top-level numbers and booleans as the strings a sender's data map holds.
  private static func dataStrings(_ view: JSONView) -> JSONValue {
    guard let members = view.members else { return view.value }
    return .object(members.map { member in
      let value = member.value
      let text = value.numberLexeme ?? value.boolValue.map { $0 ? "true" : "false" }
      return JSONMember(member.key, text.map(JSONValue.string) ?? value.value)
    })
  }

  private static func sameForm(_ one: CaptureSegment, _ two: CaptureSegment) -> Bool {
    guard case .success(let first) = one.result, case .success(let second) = two.result else { return false }
    return first.form == second.form
  }

  /// Whether two captures on different lines follow different text on their lines, digits aside (a
  /// log header's time and process numbers change from line to line; its words do not).
  private static func differentLabels(_ one: Range<Int>?, _ two: Range<Int>?, in text: [UInt8]) -> Bool {
    guard let one, let two, one.upperBound <= two.lowerBound, two.lowerBound <= text.count else { return false }
    func label(before start: Int) -> [UInt8] {
      var lineStart = start
      while lineStart > 0, text[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
      return text[lineStart..<start].filter { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) && $0 != UInt8(ascii: " ") }
    }
    let first = label(before: one.lowerBound)
    return !first.isEmpty && first != label(before: two.lowerBound)
  }

  /// The root of a capture that holds no `aps`, as a value. `Optional.none`, not `nil`: `JSONValue`
  /// takes a nil literal as JSON's null, which made every capture a candidate part (two trees printed
  /// for each capture of a log).
  private static func dictionaryWithoutAps(_ root: JSONView) -> JSONValue? {
    guard root["aps"] == nil, root.members?.isEmpty == false else { return Optional.none }
    return root.value
  }

  private static func apsKeys(of segment: CaptureSegment) -> Set<String>? {
    guard case .success(let capture) = segment.result else { return nil }
    return capture.withRoot { root in root["aps"]?.members.map { Set($0.map(\.key)) } } ?? nil
  }

  public static func catching(_ body: () throws(CaptureError) -> Capture) -> Result<Capture, CaptureError> {
    do { return .success(try body()) } catch { return .failure(error) }
  }

  /// The non-blank lines of `input` when there are several and each is a GeTui demo log line.
  static func logLines(_ input: [UInt8]) -> [(number: Int, bytes: [UInt8])]? {
    var lines: [(number: Int, bytes: [UInt8])] = []
    for (index, line) in input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
    where line.contains(where: { !CaptureText.isSpace($0) }) {
      guard GeTuiLogLine.looksLikeLogLine(String(decoding: line, as: UTF8.self)) else { return nil }
      lines.append((index + 1, Array(line)))
    }
    return lines.count > 1 ? lines : nil
  }

  /// The line of the first character that is not a space.
  static func firstLine(_ input: [UInt8]) -> Int {
    var line = 1
    for byte in input {
      if byte == UInt8(ascii: "\n") { line += 1 } else if !CaptureText.isSpace(byte) { break }
    }
    return line
  }

  /// `capture` (read with the provider `hint` guessed from its text) re-read with the schema of the
  /// provider it is from, when that is another one and the printer left scalars unquoted (so FCM
  /// data values come back as the strings FCM sent).
  /// A log's label before the capture names the sender when its keys name none (`SenderLabel`).
  func typedByVendor(_ capture: Capture, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, hint: PushVendor?) -> Capture {
    guard vendor == nil, let label = SenderLabel.found(capture, bytes, before: start) else {
      return typedByVendor(capture, bytes, at: start, hint: hint, label: nil)
    }
    var typed = typedByVendor(capture, bytes, at: start, hint: hint, label: label)
    typed.senderLabel = label
    typed.notes.append(CaptureNote("the log's label \"\(label.words)\" names the sender: \(label.vendor.shortName), whose data values are strings"))
    return typed
  }

  private func typedByVendor(_ capture: Capture, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, hint: PushVendor?, label: SenderLabel?) -> Capture {
    guard !stringsOnly, vendor == nil, capture.form.losesTypes, capture.form != .swiftDump else { return capture }
    let vendor = label?.vendor ?? capture.withRoot(PushVendor.found(in:)) ?? nil
    guard vendor != hint || vendor?.root.isEmpty == false else { return capture }
    var typed = self
    typed.vendor = vendor
    for reading in typed.readings(bytes, at: start) {
      if case .read(let retyped, _) = reading(), retyped.form == capture.form { return retyped.sealed() }
    }
    return capture
  }

  /// A whole-input reading re-read with its provider's schema (see above).
  func typedByVendor(_ capture: Capture, _ input: [UInt8]) -> Capture {
    guard !stringsOnly, vendor == nil, capture.form.losesTypes,
      let vendor = capture.withRoot(PushVendor.found(in:)) ?? nil
    else { return capture }
    var typed = self
    typed.vendor = vendor
    return (try? typed.read(input, as: capture.form)) ?? capture
  }
}

extension CaptureScanner {
  /// A whole-input capture: a log event array (`log stream --style json`), an event, a wrapper.
  func expandWhole(_ capture: Capture, line: Int, input: [UInt8]) -> [CaptureSegment] {
    if let messages = LogEvent.messages(capture) {
      return messages.flatMap { message in
        LogEvent.segments(message, reader: reader, line: line, at: CaptureText.location(line: line))
      }
    }
    let pushKit = { input.withUnsafeBufferPointer { PushKitEvidence.found($0, in: 0..<$0.count) } }
    return NotificationWrapper.unwrapped(capture, pushKitLog: pushKit).map { result in
      let refusal = result.flatMap { read in
        input.withUnsafeBufferPointer { TemplateExpressions.refusal(read, $0, range: 0..<$0.count, line: 1, lineStart: 0) }.map { .failure($0) } ?? .success(read)
      }
      return CaptureSegment(line: line, result: refusal)
    }
  }
}
