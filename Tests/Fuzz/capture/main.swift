import APSKit

/// libFuzzer entry: the capture reader on pasted text — form detection, every printer of the
/// printed-value grammar (Darwin description, Swift print and dump, Dart, JavaScript, JSON with
/// comments), the stream splitter (the whole text as `inspect`/`convert` read it, and the same text
/// fed in pieces as `--follow` reads it), then the report, the GeTui/JPush decoders and the writers
/// on what it reads. The first byte picks detection or a forced form (bit 7: strings only, bit 6:
/// allow duplicate keys); the second the path: bit 7 clear, the whole text as `inspect`/`convert`
/// read it (`segments`: the whole-text reading, where detection tries every form, then the
/// scanner); bit 7 set, the stream reader fed pieces of (the low bits + 1) bytes.
///
/// One path per input, each reading made once: the fuzzer reaches both paths by flipping one
/// bit, and an execution costs one reading of the text, not three (it ran at ~250 a second).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 1 else { return 0 }
  let forms: [CaptureForm?] = [nil, .nslog, .swift, .getuiLog, .json, .swiftDump, .dart, .javascript]
  let form = forms[Int(data[0] & 0x3F) % forms.count]
  let input = Array(UnsafeBufferPointer(start: data + 2, count: size - 2))
  let reader = CaptureReader(stringsOnly: data[0] & 0x80 != 0, allowDuplicates: data[0] & 0x40 != 0)
  guard data[1] & 0x80 != 0 else {
    for segment in reader.segments(input, as: form) {
      if case .success(let capture) = segment.result { use(capture) }
    }
    return 0
  }
  let piece = Int(data[1] & 0x7F) + 1
  var stream = CaptureStreamReader(reader: reader, form: form)
  var offset = 0
  var segments: [CaptureSegment] = []
  while offset < input.count {
    let end = min(offset + piece, input.count)
    segments += input[offset..<end].withUnsafeBytes { stream.feed($0) }
    offset = end
  }
  segments += stream.finish()
  for segment in segments {
    if case .success(let capture) = segment.result { use(capture) }
  }
  let lines = segments.map(\.line)
  // Segments come in input order.
  precondition(lines == lines.sorted(), "stream segments out of order")
  return 0
}

private func use(_ capture: Capture) {
  _ = InspectReport(capture)
  _ = GeTuiDecoder.decode(capture)
  _ = try? JPushParser.parse(capture)
  _ = capture.withRoot(PushVendor.recognise)
  if let value = capture.value {
    _ = DescriptionWriter.write(value)
    _ = LiteralWriter.swift(value)
    _ = LiteralWriter.objc(value)
  }
}
