import APSKit
import Foundation
import Testing

@testable import APSCLI
@testable import APSCLITests

/// `aps token`: keys made with openssl, tokens verified with `openssl dgst -sha256 -verify`
/// against the public key (the JOSE r‖s signature converted back to DER here), claims checked.
/// JWT layout: https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns
@Suite(.enabled(if: which("openssl") != nil, "needs openssl to make the keys"))
struct TokenCommandTests {
  static func withKeys(_ body: (URL, String) throws -> Void) throws {
    let openssl = try #require(which("openssl"))
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, curve) in [("p256", "prime256v1"), ("p384", "secp384r1")] {
      let made = try runProcess(openssl, ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:\(curve)", "-out", folder.appendingPathComponent("\(name).p8").path])
      try #require(made.status == 0, "\(made.stderr)")
    }
    _ = try runProcess(openssl, ["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:1024", "-out", folder.appendingPathComponent("rsa.p8").path])
    let publicKey = try runProcess(openssl, ["pkey", "-in", folder.appendingPathComponent("p256.p8").path, "-pubout", "-out", folder.appendingPathComponent("p256.pub").path])
    try #require(publicKey.status == 0)
    try body(folder, openssl)
  }

  /// DER `SEQUENCE { INTEGER r, INTEGER s }` from r‖s (the test's own inverse of the conversion).
  static func der(fromJOSE signature: [UInt8]) -> [UInt8] {
    func integer(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
      var digits = Array(bytes.drop { $0 == 0 })
      if digits.isEmpty || digits[0] & 0x80 != 0 { digits.insert(0, at: 0) }
      return [0x02, UInt8(digits.count)] + digits
    }
    let body = integer(signature[0..<32]) + integer(signature[32..<64])
    return [0x30, UInt8(body.count)] + body
  }

  @Test func tokenVerifiesWithOpenSSLAndCarriesTheClaims() throws {
    try Self.withKeys { folder, openssl in
      let result = runAPS(
        ["token", "--key-file", folder.appendingPathComponent("p256.p8").path, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"],
        environment: ["SOURCE_DATE_EPOCH": "1764583200", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"])
      #expect(result.exitCode == .ok, "\(result.stderr)")
      let parts = result.stdout.trimmingCharacters(in: .newlines).split(separator: ".").map(String.init)
      try #require(parts.count == 3)
      #expect(Base64URL.decode(parts[0]).map { String(decoding: $0, as: UTF8.self) } == #"{"alg":"ES256","kid":"ABC123DEFG"}"#)
      #expect(Base64URL.decode(parts[1]).map { String(decoding: $0, as: UTF8.self) } == #"{"iss":"DEF123GHIJ","iat":1764583200}"#)
      let signature = try #require(Base64URL.decode(parts[2]))
      #expect(signature.count == 64)
      let signatureFile = folder.appendingPathComponent("sig.der")
      let inputFile = folder.appendingPathComponent("input.txt")
      try Data(Self.der(fromJOSE: signature)).write(to: signatureFile)
      try Data((parts[0] + "." + parts[1]).utf8).write(to: inputFile)
      let verified = try runProcess(openssl, ["dgst", "-sha256", "-verify", folder.appendingPathComponent("p256.pub").path, "-signature", signatureFile.path, inputFile.path])
      #expect(verified.status == 0 && verified.stdout.contains("Verified OK"), "\(verified.stdout)\(verified.stderr)")
      // A changed claim must not verify: the check above can fail.
      try Data((parts[0] + "." + Base64URL.encode(Array(#"{"iss":"DEF123GHIJ","iat":1764583201}"#.utf8))).utf8).write(to: inputFile)
      let tampered = try runProcess(openssl, ["dgst", "-sha256", "-verify", folder.appendingPathComponent("p256.pub").path, "-signature", signatureFile.path, inputFile.path])
      #expect(tampered.status != 0)
    }
  }

  /// The JWT is a secret: `-o FILE` makes it 0600 whatever the umask, and an existing file
  /// readable by others loses those bits.
  @Test func outputFileIsReadableOnlyByItsOwner() throws {
    try Self.withKeys { folder, _ in
      let out = folder.appendingPathComponent("jwt.txt")
      let arguments = ["token", "--key-file", folder.appendingPathComponent("p256.p8").path, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ", "-o", out.path]
      let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]
      let previous = umask(0o022)
      defer { umask(previous) }
      func mode() throws -> Int? { try FileManager.default.attributesOfItem(atPath: out.path)[.posixPermissions] as? Int }
      #expect(runAPS(arguments, environment: environment).exitCode == .ok)
      let created = try mode()
      #expect(created == 0o600)
      chmod(out.path, 0o644)
      #expect(runAPS(arguments, environment: environment).exitCode == .ok)
      let replaced = try mode()
      #expect(replaced == 0o600)
    }
  }

  @Test func environmentVariablesStandInForOptions() throws {
    try Self.withKeys { folder, _ in
      let result = runAPS(["token"], environment: [
        "APNS_KEY_FILE": folder.appendingPathComponent("p256.p8").path, "APNS_KEY_ID": "K1K1K1K1K1", "APNS_TEAM_ID": "T1T1T1T1T1",
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin",
      ])
      #expect(result.exitCode == .ok, "\(result.stderr)")
      #expect(result.stdout.hasPrefix(Base64URL.encode(Array(#"{"alg":"ES256","kid":"K1K1K1K1K1"}"#.utf8)) + "."))
    }
  }

  @Test func badKeysGetClearErrors() throws {
    try Self.withKeys { folder, _ in
      let garbled = folder.appendingPathComponent("garbled.p8")
      try "-----BEGIN PRIVATE KEY-----\nnot base64 at all\n-----END PRIVATE KEY-----\n".write(to: garbled, atomically: true, encoding: .utf8)
      let notPEM = folder.appendingPathComponent("notpem.p8")
      try "hello".write(to: notPEM, atomically: true, encoding: .utf8)
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
      let ids = ["--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"]
      let cases: [(String, [String: String], Int32, String)] = [
        (folder.appendingPathComponent("p384.p8").path, ["PATH": path], 1, "P-256"),
        (folder.appendingPathComponent("rsa.p8").path, ["PATH": path], 1, "not an EC P-256 key"),
        (garbled.path, ["PATH": path], 1, "cannot read"),
        (notPEM.path, ["PATH": path], 1, "is not a PEM private key"),
        (folder.appendingPathComponent("missing.p8").path, ["PATH": path], 66, "cannot open"),
      ]
      for (key, environment, exit, message) in cases {
        let result = runAPS(["token", "--key-file", key] + ids, environment: environment)
        #expect(result.exitCode.rawValue == exit, "\(key): \(result.stderr)")
        #expect(result.stderr.contains(message), "\(key): \(result.stderr)")
        #expect(result.stdout.isEmpty)
      }
      #if !canImport(CryptoKit)
        let result = runAPS(["token", "--key-file", folder.appendingPathComponent("p256.p8").path] + ids, environment: ["PATH": "/nonexistent"])
        #expect(result.exitCode == .unavailable, "a tool aps drives is missing: 69, as for curl and xcrun")
        #expect(result.stderr.contains("needs the 'openssl' command"))
      #endif
      let missing = runAPS(["token", "--key-file", folder.appendingPathComponent("p256.p8").path], environment: ["PATH": path])
      #expect(missing.exitCode == .usage)
      #expect(missing.stderr.contains("--key-id is required (or set $APNS_KEY_ID)"))
      let quote = runAPS(["token", "--key-file", folder.appendingPathComponent("p256.p8").path, "--key-id", "A\"B", "--team-id", "T"], environment: ["PATH": path])
      #expect(quote.exitCode == .usage)
    }
  }
}

/// Key files are read once from any kind of file, capped, checked for permissions;
/// encrypted keys take their passphrase from an environment variable, never a command line.
@Suite struct TokenKeyFileTests {
  static let available = which("openssl") != nil

  static func key(in folder: URL, _ openssl: String) throws -> URL {
    let key = folder.appendingPathComponent("AuthKey.p8")
    let made = try runProcess(openssl, ["genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-out", key.path])
    try #require(made.status == 0)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: key.path)
    return key
  }

  static func token(_ key: String, _ extra: [String] = [], environment: [String: String] = [:]) -> CLIResult {
    var all = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    all["SOURCE_DATE_EPOCH"] = "1796119200"
    return runAPS(["token", "--key-file", key, "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"] + extra, environment: all)
  }

  @Test(.enabled(if: available, "needs openssl")) func fifoKeyIsReadOnce() throws {
    let openssl = try #require(which("openssl"))
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = try Self.key(in: folder, openssl)
    let fifo = folder.appendingPathComponent("key.fifo")
    #expect(mkfifo(fifo.path, 0o600) == 0)
    let bytes = try Data(contentsOf: key)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo.path) {
        handle.write(bytes)
        try? handle.close()
      }
    }
    writer.start()
    let result = Self.token(fifo.path)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout.split(separator: ".").count == 3)
  }

  /// `--key-file /dev/stdin`: openssl used to open it again by name and find it empty.
  @Test(.enabled(if: available && apsBinary != nil, "needs openssl and the aps binary"))
  func keyFromStandardInput() throws {
    let openssl = try #require(which("openssl"))
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = try Self.key(in: folder, openssl)
    let aps = try #require(apsBinary)
    let script = "'\(aps)' token --key-file /dev/stdin --key-id ABC123DEFG --team-id DEF123GHIJ < '\(key.path)'"
    let result = try runProcess(try #require(which("sh")), ["-c", script])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.split(separator: ".").count == 3)
  }

  @Test(.enabled(if: available, "needs openssl")) func keyReadableByOthersIsWarnedAbout() throws {
    let openssl = try #require(which("openssl"))
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = try Self.key(in: folder, openssl)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: key.path)
    let result = Self.token(key.path)
    #expect(result.exitCode == .ok)
    #expect(result.stderr.contains("warning[secret-file-permissions]: --key-file \(key.path) can be read by other users (mode 0644)"), "\(result.stderr)")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: key.path)
    #expect(Self.token(key.path).stderr.isEmpty)
  }

  @Test(.enabled(if: available, "needs openssl")) func encryptedKeyTakesItsPassphraseFromTheEnvironment() throws {
    let openssl = try #require(which("openssl"))
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = try Self.key(in: folder, openssl)
    let encrypted = folder.appendingPathComponent("encrypted.p8")
    let made = try runProcess(openssl, ["pkcs8", "-topk8", "-in", key.path, "-out", encrypted.path, "-passout", "pass:hunter2"])
    try #require(made.status == 0, "\(made.stderr)")
    let refused = Self.token(encrypted.path)
    #expect(refused.exitCode == .failure)
    #expect(refused.stderr.contains("is an encrypted private key") && refused.stderr.contains("--key-pass-env VAR"), "\(refused.stderr)")
    let signed = Self.token(encrypted.path, ["--key-pass-env", "APS_TEST_PASS"], environment: ["APS_TEST_PASS": "hunter2"])
    #expect(signed.exitCode == .ok, "\(signed.stderr)")
    let wrong = Self.token(encrypted.path, ["--key-pass-env", "APS_TEST_PASS"], environment: ["APS_TEST_PASS": "wrong"])
    #expect(wrong.exitCode == .failure)
    #expect(!wrong.stderr.contains("wrong") || wrong.stderr.contains("$APS_TEST_PASS"), "the passphrase is not printed")
    let unset = Self.token(encrypted.path, ["--key-pass-env", "APS_TEST_UNSET_VARIABLE"])
    #expect(unset.exitCode == .usage)
  }

  @Test func hugeKeyIsRefusedWithoutReadingIt() throws {
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let big = folder.appendingPathComponent("big.p8")
    try Data(repeating: 0x41, count: 70_000).write(to: big)
    let result = Self.token(big.path)
    #expect(result.exitCode == .noInput)
    #expect(result.stderr.contains("cannot open \(big.path): the input is over 64 KB; a .p8 key is a few KB at most (is this the right file?)"), "\(result.stderr)")
  }

  @Test func invalidSourceDateEpochIsAUsageError() throws {
    let result = runAPS(
      ["token", "--key-file", "/nonexistent", "--key-id", "ABC123DEFG", "--team-id", "DEF123GHIJ"],
      environment: ["SOURCE_DATE_EPOCH": "yesterday"])
    #expect(result.exitCode == .usage)
    #expect(result.stderr.contains("$SOURCE_DATE_EPOCH must be whole seconds since 1970"))
  }
}
