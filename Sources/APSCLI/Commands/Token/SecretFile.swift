import APSKit

/// A signing key or client certificate, read once: from any kind of file (a regular file, a
/// FIFO from a secret manager, `<(…)`, `/dev/stdin`), capped in size, and never opened again by
/// name — openssl and curl get the bytes as a `ChildSecret` instead (in memory on Linux), so a
/// pipe that can be read only once still works.
struct SecretFile {
  /// A `.p8` key is about 250 bytes and a `.p12` a few KB; anything this large is another file.
  static let maximumLength = 65_536

  var path: String
  var bytes: [UInt8]
  /// Group or others may read it (a regular file with mode bits 044).
  var readableByOthers: Bool
  var permissions: UInt32

  /// Reads `path` through the one opener of inputs (`ByteSource`): exit 66 when it cannot be
  /// opened or read or is too large. The bytes stay in this process's memory.
  static func read(_ path: String, what: String) throws -> SecretFile {
    let source = try ByteSource.open(path: path)
    source.expectation = "\(what) is a few KB at most"
    let bytes = try source.readAll(limit: maximumLength)
    let status = source.openedStatus
    return SecretFile(
      path: path, bytes: bytes, readableByOthers: status.map { $0.kind == .regular && $0.permissions & 0o044 != 0 } ?? false,
      permissions: (status?.permissions ?? 0) & 0o777)
  }

  /// The warning for a key others can read (printed once, before anything is signed or sent).
  func permissionWarning(option: String) -> String? {
    guard readableByOthers else { return nil }
    let shown = TerminalText.visible(ArgumentBytes.display(path))
    let mode = String(permissions, radix: 8)
    return DiagnosticText(
      file: nil, level: .warning, rule: "secret-file-permissions",
      message: "\(option) \(shown) can be read by other users (mode 0\(mode))",
      hint: "chmod 600 \(shown.shellQuoted)").rendered
  }

  /// Whether the PEM text says the key is encrypted (PKCS #8 `ENCRYPTED PRIVATE KEY`, or a
  /// traditional `Proc-Type: 4,ENCRYPTED` header).
  var isEncryptedPEM: Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.contains("-----BEGIN ENCRYPTED PRIVATE KEY-----") || text.contains("Proc-Type: 4,ENCRYPTED")
  }
}
