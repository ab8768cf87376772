import APSKit

/// libFuzzer entry: the capture reader on pasted text — form detection, every printer of the
/// printed-value grammar (Darwin description, Swift print and dump, Dart, JavaScript, JSON with
/// comments), the stream splitter (whole text, and the same text fed in pieces as `--follow` reads
/// it), then the report, the GeTui/JPush decoders and the writers on what it reads. The first byte
/// picks detection or a forced form (bit 7: strings only, bit 6: allow duplicate keys); the second
/// the piece size for the stream reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 1 else { return 0 }
  let forms: [CaptureForm?] = [nil, .nslog, .swift, .getuiLog, .json, .swiftDump, .dart, .javascript]
  let form = forms[Int(data[0] & 0x3F) % forms.count]
  let piece = Int(data[1]) + 1
  let input = Array(UnsafeBufferPointer(start: data + 2, count: size - 2))
  let reader = CaptureReader(stringsOnly: data[0] & 0x80 != 0, allowDuplicates: data[0] & 0x40 != 0)
  if let capture = try? reader.read(input, as: form) { use(capture) }
  for segment in reader.segments(input, as: form) {
    if case .success(let capture) = segment.result { use(capture) }
  }
  var stream = CaptureStreamReader(reader: reader, form: form)
  var offset = 0
  var lines: [Int] = []
  while offset < input.count {
    let end = min(offset + piece, input.count)
    lines += input[offset..<end].withUnsafeBytes { stream.feed($0) }.map(\.line)
    offset = end
  }
  lines += stream.finish().map(\.line)
  // Segments come in input order.
  precondition(lines == lines.sorted(), "stream segments out of order")
  return 0
}

private func use(_ capture: Capture) {
  _ = InspectReport(capture)
  _ = GeTuiDecoder.decode(capture)
  _ = try? JPushParser.parse(capture)
  if let value = capture.value {
    _ = DescriptionWriter.write(value)
    _ = LiteralWriter.swift(value)
    _ = LiteralWriter.objc(value)
    _ = PushVendor.recognise(value)
  }
}
