import APSKit
import Testing

/// Inputs the fuzz targets (Tests/Fuzz) found crashing, kept so the fix stays: each must now end in
/// a clean error. Add a row per finding: the target, the form it forced, and the input as found.
@Suite struct FuzzRegressionTests {
  struct Finding: Sendable, CustomTestStringConvertible {
    var target: String
    var form: CaptureForm
    var input: String
    var testDescription: String { "\(target): \(input.prefix(40))…" }
  }

  static let findings: [Finding] = [
    // fuzz-bytes: a second `bytes` field paired its hex with the first one's `...` → range trap.
    Finding(
      target: "bytes", form: .nsdata,
      input: "{length=32,bytes=0x860cd4dd123466cc763298025b3cc...0f98524b3cc,"
        + "bytes=0x860cd4dd123466cc76329...0f9852475faab5*0}"),
    Finding(
      target: "bytes", form: .nsdata,
      input: "{length=32,bytes=0x860c...0f9852Q75\u{0}{length=32,bytes=0x860c...0f9852Q75ffaab5*0}"),
  ]

  @Test(arguments: findings)
  func endsInACleanError(_ finding: Finding) {
    #expect(throws: CaptureError.self) { try CaptureReader().read(Array(finding.input.utf8), as: finding.form) }
    // Detection must not trap either.
    _ = try? CaptureReader().read(Array(finding.input.utf8))
  }

  @Test func repeatedBytesFieldIsNamed() {
    do {
      _ = try CaptureReader().read(Array("{length = 1, bytes = 0x31, bytes = 0x32}".utf8), as: .nsdata)
      Issue.record("a repeated bytes field must be rejected")
    } catch {
      guard case .malformedDataDescription(let reason, let location) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(reason == "'bytes' appears twice")
      #expect(location.column == 28)
    }
  }
}
