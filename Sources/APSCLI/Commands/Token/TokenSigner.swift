import APSKit

/// Signs a provider token's signing input with the `.p8` key, using the platform's crypto:
/// CryptoKit where it exists (macOS, through `Platform.signES256`), otherwise the system `openssl`
/// executable. No EC math or hashing is written here.
enum TokenSigner {
  /// Returns the ES256 signature (r‖s, 64 bytes) of `input` with `key` (read once, see
  /// `SecretFile`); an encrypted key needs `passwordVariable`, the environment variable that
  /// holds its passphrase (`--key-pass-env`).
  static func sign(_ input: String, key: SecretFile, passwordVariable: String?, io: CommandIO) throws -> [UInt8] {
    let keyPath = key.path
    guard String(decoding: key.bytes, as: UTF8.self).contains("-----BEGIN") else {
      throw CLIError.failed(
        "\(shown(keyPath)) is not a PEM private key; the .p8 file Apple gives you starts with '-----BEGIN PRIVATE KEY-----'")
    }
    if key.isEncryptedPEM && passwordVariable == nil {
      throw CLIError.failed(
        "\(shown(keyPath)) is an encrypted private key (Apple's .p8 keys are not); give the name of the environment variable that holds its passphrase with --key-pass-env VAR, or decrypt it once: openssl pkey -in \(shown(keyPath).shellQuoted) -out AuthKey.p8")
    }
    if Platform.hasBuiltInSigning && !key.isEncryptedPEM { return try signBuiltIn(input, keyPath: keyPath, keyText: key.bytes) }
    let base = io.temporaryFolder
    guard let secret = ChildSecret.make(key.bytes, name: "key.pem", base: base, readOnce: true) else {
      throw CLIError.cannotWrite(path: base, reason: Platform.errnoMessage())
    }
    defer { secret.discard() }
    return try signWithOpenSSL(input, key: secret, shownPath: keyPath, passwordVariable: passwordVariable, io: io)
  }

  private static func shown(_ path: String) -> String { TerminalText.visible(path) }

  /// Signs with the system's crypto (CryptoKit on macOS, `Platform.signES256`).
  private static func signBuiltIn(_ input: String, keyPath: String, keyText: [UInt8]) throws -> [UInt8] {
    do {
      if let signature = try Platform.signES256(Array(input.utf8), pem: String(decoding: keyText, as: UTF8.self)) { return signature }
    } catch Platform.BuiltInSigningFailure.otherCurve {
      throw CLIError.failed("\(shown(keyPath)) is an EC key on another curve; APNs keys are P-256 (prime256v1) for ES256")
    } catch Platform.BuiltInSigningFailure.unreadable(let reason) {
      // CryptoKit does not say whether the key is another kind (RSA, Ed25519) or damaged.
      throw CLIError.failed(
        "\(shown(keyPath)): CryptoKit cannot read a P-256 private key from it (\(TerminalText.visible(reason))): it is not an EC P-256 key or the file is damaged; download the .p8 key again from your Apple developer account")
    }
    throw CLIError.unavailable("this system has no built-in ES256 signing")
  }

  /// `openssl pkey -text` checks the key and its curve first, so a wrong key says what it is;
  /// `openssl dgst -sha256 -sign` signs (DER), converted to r‖s. openssl opens `key` by its
  /// name (`/dev/fd/3`: no copy of the key is written where the system allows it); messages
  /// name `shownPath`. `-passin env:VAR` reads a passphrase from the environment (never
  /// from a command line), and without one openssl fails instead of prompting on the terminal.
  static func signWithOpenSSL(_ input: String, key: ChildSecret, shownPath: String, passwordVariable: String?, io: CommandIO) throws -> [UInt8] {
    let keyPath = key.path
    // No passphrase given: an empty one, so that openssl fails rather than prompt on a terminal.
    let passIn = ["-passin", passwordVariable.map { "env:" + $0 } ?? "pass:"]
    let environment = io.environment
    guard let openssl = Subprocess.find("openssl", environment: io.environment) else {
      throw CLIError.unavailable("signing a provider token (--key-file) needs the 'openssl' command here (no CryptoKit on this platform); install OpenSSL (e.g. apt-get install openssl) and try again")
    }
    key.rewind()
    guard let described = Subprocess.run(openssl, ["pkey", "-in", keyPath, "-noout", "-text"] + passIn, environment: environment, inheriting: key.inherited) else {
      throw CLIError.unavailable("cannot run \(TerminalText.visible(openssl))")
    }
    guard described.status == 0 else {
      if passwordVariable != nil {
        throw CLIError.failed("\(shown(shownPath)): openssl cannot read the private key with the passphrase in $\(passwordVariable ?? "") (\(described.errorLine))")
      }
      throw CLIError.failed("\(shown(shownPath)): openssl cannot read the private key (\(described.errorLine)); download the .p8 key again from your Apple developer account")
    }
    let text = String(decoding: described.stdout, as: UTF8.self)
    guard text.contains("prime256v1") || text.contains("P-256") else {
      let curve = text.split(separator: "\n").first { $0.contains("ASN1 OID:") }.map { $0.split(separator: ":").last.map(String.init) ?? "" }
      if let curve {
        throw CLIError.failed("\(shown(shownPath)) is an EC key on curve\(curve); APNs keys are P-256 (prime256v1) for ES256")
      }
      let kind = TerminalText.visible(String(text.split(separator: "\n").first ?? "unknown key"))
      throw CLIError.failed("\(shown(shownPath)) is not an EC P-256 key (openssl says: \(kind)); use the .p8 key from Apple")
    }
    key.rewind()
    guard let signed = Subprocess.run(openssl, ["dgst", "-sha256", "-sign", keyPath] + passIn, input: Array(input.utf8), environment: environment, inheriting: key.inherited),
      signed.status == 0
    else {
      throw CLIError.failed("\(shown(shownPath)): openssl could not sign with the key")
    }
    do {
      return try ECDSASignature.jose(fromDER: signed.stdout)
    } catch {
      throw CLIError.failed("openssl returned a signature that is not DER ECDSA (\(signed.stdout.count) bytes)")
    }
  }
}
