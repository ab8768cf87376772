import APSKit

/// How `aps send` authenticates: a client certificate (read once, with its password's variable),
/// or the provider token (signed here, or `$APNS_JWT`).
enum SendCredentials {
  /// `--cert FILE` and `--cert-pass-env VAR`.
  struct Given: CommandOptions {
    var cert: String?
    var certPassEnv: String?

    static let fields: [OptionField<Self>] = [
      .value(
        \.cert,
        .option("cert", value: "FILE", help: "Certificate authentication (PEM, or .p12) instead of a token.", completion: .file(extensions: ["pem", "p12"]))),
      .value(\.certPassEnv, .option("cert-pass-env", value: "VAR", help: "The environment variable holding the --cert password.")),
    ]
  }

  struct Certificate {
    var file: SecretFile
    var passwordVariable: String?
  }

  /// `--cert FILE` with `--cert-pass-env VAR`, read now: an input that cannot be opened is
  /// exit 66 before anything is sent, not one curl error per token. The value is the whole
  /// path (a `:` in it is part of the name); the old `FILE:PASSWORD` form is refused with the
  /// way to give the password without showing it in `ps`.
  static func certificate(_ given: Given, io: CommandIO) throws -> Certificate? {
    guard let path = given.cert else {
      if given.certPassEnv != nil { throw CLIError.usage("--cert-pass-env goes with --cert") }
      return nil
    }
    if !Platform.fileExists(path), let colon = path.lastIndex(of: ":"), Platform.fileExists(String(path[..<colon])) {
      throw CLIError.usage(
        "--cert takes only the file; give its password in an environment variable: --cert-pass-env VAR (a password on the command line is visible in ps)")
    }
    let variable = try TokenCommand.passwordVariable(given.certPassEnv, "cert-pass-env", io: io)
    let file = try SecretFile.read(path, what: "a client certificate")
    if let warning = file.permissionWarning(option: "--cert") { io.stderr.write(warning) }
    return Certificate(file: file, passwordVariable: variable)
  }

  /// The JWT: signed here from the key options (or $APNS_KEY_*), else $APNS_JWT.
  static func providerToken(_ key: TokenCommand.SigningKey, io: CommandIO) throws -> String {
    let keyGiven = key.keyFile != nil || key.keyID != nil || key.teamID != nil
    if keyGiven || (io.environment("APNS_JWT") ?? "").isEmpty && io.environment("APNS_KEY_FILE") != nil {
      return try TokenCommand.makeToken(key, io: io)
    }
    guard let jwt = io.environment("APNS_JWT"), !jwt.isEmpty else {
      throw CLIError.usage("no authentication: give --key-file, --key-id and --team-id, set $APNS_JWT (aps token), or use --cert FILE")
    }
    guard ProviderToken.isTokenText(jwt) else { throw CLIError.failed(ProviderToken.tokenTextProblem("$APNS_JWT")) }
    // A warning, not an error: the local clock may be the one that is wrong; APNs decides.
    if let issuedAt = ProviderToken.issuedAt(ofJWT: jwt) {
      if let problem = ProviderToken.staleness(issuedAt: issuedAt, now: try BuildInput.now(io)) {
        io.stderr.write(DiagnosticText(
          file: nil, level: .warning, rule: "provider-token-age", message: "$APNS_JWT: \(problem)",
          hint: "make a new one: export APNS_JWT=$(aps token …)").rendered)
      }
    } else {
      io.stderr.write(DiagnosticText(
        file: nil, level: .warning, rule: "provider-token-form",
        message: "$APNS_JWT is not a JWT with an iat claim in seconds since 1970 (header.claims.signature in base64url)",
        hint: "make one with 'aps token'").rendered)
    }
    return jwt
  }
}
