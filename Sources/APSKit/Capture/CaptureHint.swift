/// The syntax error `fmt`/`validate` report for a pasted log capture: the JSON reader's own
/// message would suggest `--jsonl` (one JSON text per line), which never helps with an NSLog or
/// `po` capture; name the capture form and point to the commands that read it.
extension JSONParseError {
  /// The message, with the `--jsonl` suggestion replaced by `aps convert`/`aps inspect` when
  /// `source` is in a capture form those read.
  public func message(consideringCapturesIn source: UnsafeBufferPointer<UInt8>) -> String {
    let captureForms: Set<CaptureForm> = [.nslog, .swift, .swiftDump, .nsdata, .nsdataLegacy, .getuiLog]
    // Only a capture read to its end counts: `{}` then `{}` is two JSON texts, not a description.
    guard let capture = try? CaptureReader(allowDuplicates: true).read(Array(source)),
      captureForms.contains(capture.form),
      !capture.notes.contains(where: { $0.message.hasPrefix("ignored text") })
    else { return message }
    let form = capture.form
    var text = message
    if let jsonl = text.firstRange(of: " (use --jsonl for one per line)") { text.removeSubrange(jsonl) }
    return text + "; this is a log capture (\(form.title)), not JSON: read it with 'aps convert' (to JSON) or 'aps inspect'"
  }
}
