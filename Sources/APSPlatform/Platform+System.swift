#if canImport(CryptoKit)
  // No `import Foundation` (aps links none; NoFoundationTests): CryptoKit's own interface
  // imports it, which makes `[UInt8]: DataProtocol` (for `signature(for:)`) and `Data` (from
  // `rawRepresentation`, read here only as a Sequence of bytes) usable without naming them.
  import CryptoKit
#endif

/// What the system offers that differs by platform: the CLI asks here instead of branching.
extension Platform {
  /// macOS: Xcode's `xcrun simctl` may be there, and Homebrew is the usual package manager.
  #if os(macOS)
    public static let isMacOS = true
  #else
    public static let isMacOS = false
  #endif

  /// The command that installs `tool` with the system's usual package manager.
  public static func installCommand(_ tool: String) -> String {
    #if os(macOS)
      return "brew install \(tool)"
    #else
      return "sudo apt-get install \(tool) (or your system's package manager)"
    #endif
  }

  /// Why an ES256 key could not be used by the system's own crypto.
  public enum BuiltInSigningFailure: Error, Sendable {
    /// An EC key on P-384 or P-521: APNs keys are P-256.
    case otherCurve
    /// Not a P-256 private key, or a damaged one; what the crypto library said.
    case unreadable(String)
  }

  /// Whether the system signs ES256 itself (CryptoKit, macOS); elsewhere the `openssl` command signs.
  #if canImport(CryptoKit)
    public static let hasBuiltInSigning = true
  #else
    public static let hasBuiltInSigning = false
  #endif

  /// The ES256 signature (ECDSA P-256 with SHA-256; r‖s, 64 bytes) of `message` with the PEM
  /// private key `pem`, by the system's crypto (CryptoKit: "P256.Signing.PrivateKey",
  /// https://developer.apple.com/documentation/cryptokit/p256/signing/privatekey); nil where
  /// there is none (`hasBuiltInSigning` is false).
  public static func signES256(_ message: [UInt8], pem: String) throws(BuiltInSigningFailure) -> [UInt8]? {
    #if canImport(CryptoKit)
      let key: P256.Signing.PrivateKey
      do {
        key = try P256.Signing.PrivateKey(pemRepresentation: pem)
      } catch {
        if (try? P384.Signing.PrivateKey(pemRepresentation: pem)) != nil || (try? P521.Signing.PrivateKey(pemRepresentation: pem)) != nil {
          throw .otherCurve
        }
        throw .unreadable(String(describing: error))
      }
      do {
        return Array(try key.signature(for: message).rawRepresentation)  // CryptoKit hashes with SHA-256 for P256
      } catch {
        throw .unreadable(String(describing: error))
      }
    #else
      return nil
    #endif
  }
}
