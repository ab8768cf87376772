import Testing

@testable import APSKit

/// The public corpus (captures collected from GitHub, issues, vendor pages and blogs, each with its
/// source link and the value its sender sent): every case through the reader `aps convert --to json`
/// and `aps inspect` use. Prints the agreement; fails on a fragment (a case read with exit 0 into
/// something other than its notifications) and when the agreement drops under the floor.
@Suite struct PublicCaptureCorpusTests {
  /// Raised as classes get fixed; the measured figure is printed by the test.
  static let agreementFloor = 0.95

  /// What `convert --to json` makes of `input`: each notification's JSON value, or the error it exits 1 with.
  static func read(_ input: [UInt8]) -> Result<[JSONValue], CaptureError> {
    do {
      let captures = try CaptureReader().readAll(input)
      var values: [JSONValue] = []
      for capture in captures {
        guard let value = capture.value else { return .failure(.notJSON(capture.jsonError ?? "no JSON value")) }
        values.append(value)
      }
      return .success(values)
    } catch {
      return .failure(error)
    }
  }

  @Test func agreement() {
    let cases = PublicCapture.all
    var agreeing = 0
    var fragments: [String] = []
    var lines: [String] = []
    for case_ in cases {
      let outcome = CorpusComparison.outcome(case_, read: Self.read(case_.input))
      switch outcome {
      case .agrees: agreeing += 1
      case .fragment(let got): fragments.append(case_.name); lines.append("FRAGMENT \(case_.name) [\(case_.printer)]: \(got)")
      case .wrongTypes(let got): lines.append("types    \(case_.name) [\(case_.printer)]: \(got)")
      case .wrongValue(let got): lines.append("value    \(case_.name) [\(case_.printer)]: \(got)")
      case .refusedReadable(let why): lines.append("refused  \(case_.name) [\(case_.printer)]: \(CaptureText.abbreviated(why, limit: 200))")
      case .readUnreadable: lines.append("read     \(case_.name) [\(case_.printer)]: expected a refusal")
      }
    }
    let share = cases.isEmpty ? 1 : Double(agreeing) / Double(cases.count)
    let percent = (share * 1000).rounded() / 10
    print("public capture corpus: \(agreeing) of \(cases.count) agree (\(percent)%)")
    for line in lines { print("  " + line) }
    #expect(fragments.isEmpty, "read with exit 0 into something else: \(fragments.joined(separator: ", "))")
    #expect(share >= Self.agreementFloor)
  }
}
