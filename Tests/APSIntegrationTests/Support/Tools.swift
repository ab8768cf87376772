import Testing
@testable import APSCLITests

/// What the tests that drive outside tools need. A test that needs one is `.enabled(if:)` with the
/// reason, so a machine without the tool shows it as skipped instead of passing it silently.
enum Tools {
  /// The local mock APNs runs on python3 with h2, makes its certificate with openssl, and is reached with curl.
  static let canRunMockAPNs = MockAPNs.python != nil && which("openssl") != nil && which("curl") != nil
  static let mockAPNsMissing: Comment =
    "needs python3 with h2 (Debian python3-h2), openssl and curl for the local mock APNs"
}
