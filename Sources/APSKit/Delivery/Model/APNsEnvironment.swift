/// An APNs environment: the one a device token belongs to (`token-environment`: a development-signed
/// build registers with the sandbox, a TestFlight or App Store build with production) and the one
/// the push is sent to (`apns-environment`: api.sandbox.push.apple.com or api.push.apple.com).
public enum APNsEnvironment: String, Sendable, CaseIterable {
  case development
  case production
}
