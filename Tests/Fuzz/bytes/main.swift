import APSKit

/// libFuzzer entry: the byte-carrying capture forms — NSData descriptions (iOS 13+ and legacy),
/// hex and base64 — forced by the first byte, then written back out in each form and read again (it must round-trip).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let forms: [CaptureForm?] = [.nsdata, .nsdataLegacy, .hex, .base64, .text, nil]
  let form = forms[Int(data[0]) % forms.count]
  let input = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  guard let capture = try? CaptureReader().read(input, as: form) else { return 0 }
  _ = InspectReport(capture)
  if let bytes = capture.bytes {
    _ = CaptureHex.plain(bytes)
    _ = CaptureHex.spaced(bytes)
    _ = CaptureBase64.encode(bytes, lineLength: 76)
    // Writing the bytes in a form and reading that form back gives the same bytes.
    for written in DataWriter.Form.allCases {
      let text = Array(DataWriter.write(bytes, as: written).utf8)
      let back = CaptureForm(rawValue: written.rawValue)
      if let again = try? CaptureReader().read(text, as: back), let decoded = again.bytes, decoded != bytes {
        fatalError("\(written.rawValue) round trip changed \(bytes) into \(decoded)")
      }
    }
  }
  return 0
}
