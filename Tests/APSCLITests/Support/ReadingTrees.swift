import APSKit

// The library reads only through the tape (`JSONView.stringValue`, `JSONView.keys`); a test that checks a
// tree it got back (a JSON record, a built payload) reads it with these.
extension JSONValue {
  var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  var keys: [String] { members?.map(\.key) ?? [] }
}
