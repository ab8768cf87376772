import Foundation
import Testing

@testable import APSKit

/// One hand-written Darwin-format capture under `Fixtures/capture/` (`<form>__<name>.txt`) with
/// its expectation beside it: `.json` (the recovered value), `.text` (the recovered text) or
/// `.error` (the exact message with its position).
struct CaptureFixture: Sendable, CustomTestStringConvertible {
  var name: String
  var form: CaptureForm
  var input: [UInt8]
  var expectedJSON: [UInt8]?
  var expectedText: String?
  var expectedError: String?
  /// Only read with its form forced (`.forced` beside it): nothing marks it as that form.
  var onlyForced: Bool
  var testDescription: String { name }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures/capture")

  static let all: [CaptureFixture] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".txt") }.sorted().compactMap { file in
      let base = String(file.dropLast(4))
      guard let separator = base.range(of: "__"),
        let form = CaptureForm(rawValue: String(base[..<separator.lowerBound])),
        let input = try? Data(contentsOf: folder.appendingPathComponent(file))
      else { return nil }
      func sibling(_ ext: String) -> Data? { try? Data(contentsOf: folder.appendingPathComponent(base + ext)) }
      return CaptureFixture(
        name: base, form: form, input: Array(input), expectedJSON: sibling(".json").map { Array($0) },
        expectedText: sibling(".text").map { String(decoding: $0, as: UTF8.self) },
        expectedError: sibling(".error").map { String(decoding: $0, as: UTF8.self) },
        onlyForced: sibling(".forced") != nil)
    }
  }()
}

@Suite struct CaptureFixtureTests {
  @Test func fixturesArePresent() {
    #expect(CaptureFixture.all.count >= 60)
    for fixture in CaptureFixture.all {
      let kinds = [fixture.expectedJSON != nil, fixture.expectedText != nil, fixture.expectedError != nil]
      #expect(kinds.filter { $0 }.count == 1, "\(fixture.name) needs exactly one of .json, .text, .error")
    }
  }

  @Test(arguments: CaptureFixture.all)
  func detectedAndRead(_ fixture: CaptureFixture) throws {
    let reader = CaptureReader()
    if !fixture.onlyForced { #expect(reader.detect(fixture.input) == fixture.form, "detected form") }
    for forced in fixture.onlyForced ? [fixture.form] : [nil, fixture.form] {
      do {
        let capture = try reader.read(fixture.input, as: forced)
        #expect(fixture.expectedError == nil, "expected an error, read \(String(describing: capture.value))")
        #expect(capture.form == fixture.form)
        if let expectedJSON = fixture.expectedJSON {
          let expected = try JSONText(scanning: expectedJSON).value
          #expect(capture.value == expected)
        }
        if let expectedText = fixture.expectedText {
          #expect(capture.text == expectedText)
        }
      } catch {
        #expect(fixture.expectedError == ((error as? CaptureError)?.description ?? "\(error)") + "\n")
      }
    }
  }
}
