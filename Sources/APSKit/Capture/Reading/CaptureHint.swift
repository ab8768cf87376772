/// The syntax error `fmt`/`validate` report for a pasted log capture: the JSON reader's own
/// hint would suggest reading JSON Lines (one JSON text per line), which never helps with an NSLog or
/// `po` capture; name the capture form and point to the commands that read it.
extension JSONParseError {
  /// The message and hint, the hint replaced by `aps convert`/`aps inspect` in the message when
  /// `source` is in a capture form those read.
  public func explained(consideringCapturesIn source: UnsafeBufferPointer<UInt8>) -> (message: String, hint: Hint?) {
    // Out of memory: reading the text again as a capture would need more of it (and trap).
    if case .outOfMemory = kind { return (message, kind.hint) }
    let captureForms: Set<CaptureForm> = [.nslog, .swift, .swiftDump, .nsdata, .nsdataLegacy, .getuiLog]
    // Only a capture read to its end counts: `{}` then `{}` is two JSON texts, not a description.
    guard let capture = try? CaptureReader(allowDuplicates: true).read(Array(source)),
      captureForms.contains(capture.form),
      !capture.notes.contains(where: { $0.ignoresText })
    else { return (message, kind.hint) }
    let form = capture.form
    return (message + "; this is a log capture (\(form.title)), not JSON: read it with 'aps convert' (to JSON) or 'aps inspect'", nil)
  }
}
