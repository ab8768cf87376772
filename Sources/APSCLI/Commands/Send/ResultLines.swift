import APSKit

/// curl's standard output in `aps send`: per transfer an optional `aps-headers INDEX
/// {header_json}` block (it spans lines: one header a line, values JSON-escaped by curl) and an
/// `aps-result INDEX {json}` line. Bytes come in as they are read; each complete result is
/// handed on with its headers as a `name: value` block.
struct ResultLines {
  private var line: [UInt8] = []
  private var headers: [UInt8]?
  /// Larger lines are cut (a `%{json}` line is about 1.5 KB, headers a few hundred bytes).
  private static let maximumLine = 1 << 20
  private static let resultPrefix = Array("aps-result ".utf8)
  private static let headersPrefix = Array("aps-headers ".utf8)

  mutating func feed(_ bytes: ArraySlice<UInt8>, _ result: (Int, JSONView, [UInt8]?) -> Void) {
    for byte in bytes {
      guard byte == UInt8(ascii: "\n") else {
        if line.count < Self.maximumLine { line.append(byte) }
        continue
      }
      complete(result)
      line.removeAll(keepingCapacity: true)
    }
  }

  private mutating func complete(_ result: (Int, JSONView, [UInt8]?) -> Void) {
    if line.starts(with: Self.headersPrefix), let (_, rest) = Self.indexed(line.dropFirst(Self.headersPrefix.count)) {
      headers = Array(rest)
    } else if line.starts(with: Self.resultPrefix), let (index, rest) = Self.indexed(line.dropFirst(Self.resultPrefix.count)) {
      let block = headers.map(Self.headerBlock)
      headers = nil
      _ = JSONTape.withRoot(of: rest) { writeOut in result(index, writeOut, block) }
    } else if headers != nil, (headers?.count ?? 0) < Self.maximumLine {
      headers?.append(UInt8(ascii: "\n"))
      headers?.append(contentsOf: line)
    }
  }

  /// `INDEX rest` → (INDEX, rest).
  private static func indexed(_ text: ArraySlice<UInt8>) -> (Int, ArraySlice<UInt8>)? {
    guard let space = text.firstIndex(of: UInt8(ascii: " ")), let index = Int(String(decoding: text[..<space], as: UTF8.self)) else { return nil }
    return (index, text[(space + 1)...])
  }

  /// `{"apns-id":["…"],…}` as `apns-id: …` lines, as `--dump-header` would have written them.
  private static func headerBlock(_ json: [UInt8]) -> [UInt8] {
    // Only read: looked at on the tape.
    JSONTape.withRoot(of: json[...]) { root in
      var text = ""
      for member in root.members ?? .empty(in: root) {
        if let list = member.value.elements {
          for value in list { text += "\(member.key): \(value.stringValue ?? "")\n" }
        } else {
          text += "\(member.key): \(member.value.stringValue ?? "")\n"
        }
      }
      return Array(text.utf8)
    } ?? []
  }
}
