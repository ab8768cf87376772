import Testing

@testable import APSKit

/// Headers files (`aps build --headers-out`, `--headers FILE`): HTTP-style `name: value` lines.
@Suite struct HeaderFileTests {
  @Test func parsesAndWritesBack() throws {
    let file = try HeaderFile.parse(Array("# from aps build\napns-push-type: voip\r\nAPNS-Priority:10\n\n".utf8))
    #expect(file["apns-push-type"] == "voip")
    #expect(file["apns-priority"] == "10")
    #expect(file.text == "apns-push-type: voip\napns-priority: 10\n")
  }

  @Test(arguments: [
    ("apns-push-type voip\n", 1, 1, "expected 'name: value'"),
    ("\nx-injected: 1\n", 2, 1, "is not a header aps sends"),
    ("apns-push-type: voip\napns-push-type: alert\n", 2, 1, "given twice"),
    ("apns-topic: com.x y\n", 1, 12, "is not a bundle ID"),
    ("apns-push-type: sms\n", 1, 16, "is not a push type"),
  ])
  func problemsAreLocated(_ text: String, _ line: Int, _ column: Int, _ message: String) {
    do {
      _ = try HeaderFile.parse(Array(text.utf8))
      Issue.record("accepted \(text.debugDescription)")
    } catch {
      #expect(error.line == line)
      #expect(error.column == column)
      #expect(error.message.contains(message), "\(error.message)")
    }
  }
}
