import Foundation
import Testing

@testable import APSCLI

/// The capture examples of the README and docs/ are real: each ```console block starting with
/// `$ aps inspect`, `$ aps convert`, `$ aps getui` or `$ aps jpush` is run and its output compared
/// (standard output, then standard error); a block that shows an error must exit 1, any other 0.
@Suite struct CaptureReadmeTests {
  static func examples() -> [ReadmeExample] {
    ReadmeExamples.examples(startingWith: ["aps inspect", "aps convert", "aps getui", "aps jpush"])
  }

  @Test func readmeHasCaptureExamples() {
    #expect(Self.examples().count >= 3)
  }

  @Test(arguments: examples())
  func exampleOutputIsCurrent(_ example: ReadmeExample) {
    let words = example.command.split(separator: " ").map(String.init).dropFirst().map { word in
      word.hasPrefix("Tests/Captures/") ? ReadmeExamples.packageRoot.appendingPathComponent(word).path : word
    }
    let result = runAPS(Array(words))
    #expect(result.exitCode == (example.expected.contains(": error: ") ? .failure : .ok))
    let output = (result.stdout + result.stderr).replacingOccurrences(of: ReadmeExamples.packageRoot.path + "/", with: "")
    expectEqualLines(output, example.expected)
  }
}
