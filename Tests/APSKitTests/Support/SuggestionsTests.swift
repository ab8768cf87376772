import APSKit
import Testing

@Suite struct SuggestionsTests {
  @Test(arguments: [
    ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "abc", 0), ("ab", "ba", 1), ("alrt", "alert", 1),
  ])
  func editDistance(lhs: String, rhs: String, expected: Int) {
    #expect(Suggestions.editDistance(lhs, rhs) == expected)
  }

  @Test func closestPrefersSmallestDistance() {
    #expect(Suggestions.closest(to: "alrt", among: ["alert", "badge", "alert-localized"]) == ["alert"])
    #expect(Suggestions.closest(to: "zzzz", among: ["alert"]).isEmpty)
    #expect(Suggestions.didYouMean("--compcat", among: ["--compact", "--color"]) == "Did you mean '--compact'?")
  }
}
