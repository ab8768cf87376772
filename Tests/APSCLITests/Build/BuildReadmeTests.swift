import Testing

@testable import APSCLI

/// The `aps build`, `aps templates` and `aps request` examples of the README and docs/ are real: each
/// ```console block starting with one of them is run in-process (a `|` feeds one command's
/// standard output to the next) and its standard output, then standard error, compared.
@Suite struct BuildReadmeTests {
  static func examples() -> [ReadmeExample] {
    ReadmeExamples.examples(startingWith: ["aps build", "aps templates", "aps request"])
  }

  @Test func readmeHasTheExamples() {
    #expect(Self.examples().count >= 5)
  }

  @Test(arguments: examples())
  func exampleOutputIsCurrent(_ example: ReadmeExample) throws {
    var stdin = ""
    var output = ""
    for stage in try ShellWords.split(example.command, on: "|") {
      let result = runAPS(Array(stage.dropFirst()), stdin: stdin)
      stdin = result.stdout
      output += result.stderr
    }
    expectEqualLines(stdin + output, example.expected)
  }
}

/// Splits a README command line into pipeline stages of words: single and double quotes group,
/// as a POSIX shell does for these examples (no variables, no escapes outside quotes).
enum ShellWords {
  struct Unbalanced: Error {}

  static func split(_ line: String, on separator: Character) throws -> [[String]] {
    var stages: [[String]] = [[]]
    var word = ""
    var inWord = false
    var quote: Character?
    for character in line {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " || character == separator {
        if inWord { stages[stages.count - 1].append(word) }
        word = ""
        inWord = false
        if character == separator { stages.append([]) }
      } else {
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil else { throw Unbalanced() }
    if inWord { stages[stages.count - 1].append(word) }
    return stages
  }
}
