import APSKit
import Testing

@testable import APSCLI

/// `aps send` says what to do for every reason Apple documents; the library only knows the reason.
@Suite struct APNsReasonFixTests {
  @Test func everyDocumentedReasonHasAFix() {
    for reason in APNsReason.all {
      #expect(!reason.fix.isEmpty, "\(reason.reason)")
    }
    #expect(APNsReason.named("BadPriority")?.fix == "use --priority 10, 5 or 1")
  }
}
