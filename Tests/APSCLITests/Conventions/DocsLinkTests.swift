import Foundation
import Testing

/// The manual is reachable: every page of docs/ is linked from the README, and every relative
/// link of the README and docs/ names a file that is there.
@Suite struct DocsLinkTests {
  /// The relative Markdown links of a page (`[text](target)`, without `#anchor`), not web addresses.
  static func links(in text: String) -> [String] {
    guard let pattern = try? NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#) else { return [] }
    return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }.filter { !$0.contains("://") && !$0.hasPrefix("#") }.map { String($0.split(separator: "#").first ?? "") }
  }

  @Test func everyDocsPageIsLinkedFromTheReadme() {
    let linked = Set(Self.links(in: ReadmeExamples.text(of: "README.md")))
    let pages = ReadmeExamples.pages.filter { $0.hasPrefix("docs/") }
    #expect(pages.count >= 14)
    for page in pages {
      #expect(linked.contains(page), "\(page) is not linked from README.md")
    }
  }

  @Test(arguments: ReadmeExamples.pages)
  func relativeLinksResolve(_ page: String) {
    let folder = ReadmeExamples.packageRoot.appendingPathComponent(page).deletingLastPathComponent()
    for link in Self.links(in: ReadmeExamples.text(of: page)) {
      let target = folder.appendingPathComponent(link).standardizedFileURL.path
      #expect(FileManager.default.fileExists(atPath: target), "\(page) links to \(link), which is not there")
    }
  }
}
