import APSKit

/// `aps token`: the APNs provider token (ES256 JWT) from a `.p8` key.
enum TokenCommand {
  static var spec: CommandSpec {
    var spec = CommandSpec(
      name: "token",
      abstract: "Make the APNs provider token (ES256 JWT) from a .p8 key.",
      discussion: """
        Prints the JSON Web Token APNs expects in 'authorization: bearer …' for token-based \
        connections (Apple: Establishing a token-based connection to APNs, \
        https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns): \
        header alg ES256 and kid (the key ID), claims iss (the team ID) and iat (now, or \
        $SOURCE_DATE_EPOCH). Apple: "Refresh your token no more than once every 20 minutes and \
        no less than once every 60 minutes." A token whose iat is more than one hour old is \
        answered with ExpiredProviderToken (403); a new token more than once every 20 minutes \
        on the same connection with TooManyProviderTokenUpdates (429). So make one, export it \
        as $APNS_JWT and reuse it for 20 to 60 minutes. Signed with CryptoKit on macOS and with \
        the system openssl elsewhere.
        """,
      examples: [
        "export APNS_JWT=$(aps token --key-file AuthKey_ABC123DEFG.p8 --key-id ABC123DEFG --team-id DEF123GHIJ)",
        "APNS_KEY_FILE=AuthKey.p8 APNS_KEY_ID=ABC123DEFG APNS_TEAM_ID=DEF123GHIJ aps token",
      ],
      options: SigningKey.self,
      run: run)
    spec.outputIsSecret = true
    return spec
  }

  /// The key options, shared with `aps send`.
  struct SigningKey: CommandOptions {
    var keyFile: String?
    var keyID: String?
    var teamID: String?
    var keyPassEnv: String?

    static let fields: [OptionField<Self>] = [
      .value(\.keyFile, .option("key-file", value: "FILE", help: "The .p8 signing key (default: $APNS_KEY_FILE).", completion: .file(extensions: ["p8"]))),
      .value(\.keyID, .option("key-id", value: "ID", help: "The key's 10-character ID (default: $APNS_KEY_ID).")),
      .value(\.teamID, .option("team-id", value: "ID", help: "Your 10-character team ID (default: $APNS_TEAM_ID).")),
      .value(\.keyPassEnv, .option("key-pass-env", value: "VAR", help: "An encrypted key: the environment variable holding its passphrase.")),
    ]
  }

  static func run(_ key: SigningKey, io: CommandIO) throws -> ExitCode {
    io.stdout.write(try makeToken(key, io: io) + "\n")
    return .ok
  }

  /// The signed token from the key options (or their environment variables).
  static func makeToken(_ key: SigningKey, io: CommandIO) throws -> String {
    func required(_ given: String?, _ option: String, _ variable: String) throws -> String {
      guard let value = given ?? io.environment[variable], !value.isEmpty else {
        throw CLIError.usage("--\(option) is required (or set $\(variable))")
      }
      return value
    }
    let keyPath = try required(key.keyFile, "key-file", "APNS_KEY_FILE")
    let keyID = try required(key.keyID, "key-id", "APNS_KEY_ID")
    let teamID = try required(key.teamID, "team-id", "APNS_TEAM_ID")
    for (name, value) in [("--key-id", keyID), ("--team-id", teamID)] where !ProviderToken.isIdentifier(value) {
      throw CLIError.usage("\(name) takes 10 letters and digits (from your Apple developer account), got '\(TerminalText.visible(value))' (\(value.count) characters)")
    }
    guard keyPath != "-" else {
      throw CLIError.usage("--key-file takes the path of the .p8 file (/dev/stdin or <(…) work too), not '-'")
    }
    let passwordVariable = try passwordVariable(key.keyPassEnv, "key-pass-env", io: io)
    let issuedAt = try BuildInput.now(io)
    let secret = try SecretFile.read(keyPath, what: "a .p8 key")
    if let warning = secret.permissionWarning(option: "--key-file") { io.stderr.write(warning) }
    let token = ProviderToken(keyID: keyID, teamID: teamID, issuedAt: issuedAt)
    let signature = try TokenSigner.sign(token.signingInput, key: secret, passwordVariable: passwordVariable, io: io)
    return token.token(signature: signature)
  }

  /// `--key-pass-env VAR`/`--cert-pass-env VAR`: the name of a set environment variable (the
  /// passphrase itself never goes on a command line, where `ps` shows it).
  static func passwordVariable(_ given: String?, _ option: String, io: CommandIO) throws -> String? {
    guard let name = given else { return nil }
    guard !name.isEmpty, name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
      throw CLIError.usage("--\(option) takes the name of an environment variable (letters, digits, _), got '\(TerminalText.visible(name))'")
    }
    guard io.environment(name) != nil else {
      throw CLIError.usage("--\(option) \(name): $\(name) is not set; export the passphrase in it first")
    }
    return name
  }
}
