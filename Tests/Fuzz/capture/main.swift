import APSKit

/// libFuzzer entry: the capture reader on pasted text — form detection, the NSLog/`po`
/// description reader, Swift `print(userInfo)` reader and the Swift `po`/dump tree reader — then
/// the report, the GeTui/JPush decoders and the writers on what it reads. The first byte picks
/// detection or a forced form (bit 7: strings only, bit 6: allow duplicate keys), so each reader
/// sees every input shape.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCapture(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let forms: [CaptureForm?] = [nil, .nslog, .swift, .getuiLog, .json, .swiftDump]
  let form = forms[Int(data[0] & 0x3F) % forms.count]
  let input = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  let reader = CaptureReader(stringsOnly: data[0] & 0x80 != 0, allowDuplicates: data[0] & 0x40 != 0)
  guard let capture = try? reader.read(input, as: form) else { return 0 }
  _ = InspectReport(capture)
  _ = GeTuiDecoder.decode(capture)
  if let value = capture.value { _ = try? JPushParser.parse(value) }
  if let value = capture.value {
    _ = DescriptionWriter.write(value)
    _ = LiteralWriter.swift(value)
    _ = LiteralWriter.objc(value)
  }
  return 0
}
