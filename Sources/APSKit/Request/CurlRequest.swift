/// The one description of how curl sends an `APNsRequest`: a list of curl options, rendered as a
/// shell command line (`aps request --curl`) or as a curl config read from standard input
/// (`aps send`, `curl -K -`). Both renderings come from `options`, so they cannot drift apart.
///
/// Hardening that every rendering carries: `-q` first (curl reads `~/.curlrc` unless `-q` is its
/// first argument, and an `insecure` or `trace-ascii` line there would send the token to an
/// untrusted server or write it to a file), `--proto` limited to the URL's own scheme, and
/// `--max-filesize` (an APNs answer is a small JSON object).
public struct CurlOption: Sendable, Hashable {
  public enum Value: Sendable, Hashable {
    case text(String)
    /// `prefix` followed by the value of an environment variable (a secret: the JWT, a
    /// certificate password). A command line takes it from the shell at run time; a config is
    /// given the value.
    case secret(prefix: String, variable: String)
  }

  /// The long option name without dashes, as a curl config spells it (`header`, `data-binary`).
  public var name: String
  public var value: Value?

  public init(_ name: String, _ value: Value? = nil) {
    self.name = name
    self.value = value
  }

  public static func text(_ name: String, _ value: String) -> CurlOption { CurlOption(name, .text(value)) }
}

extension APNsRequest {
  /// The largest response body curl accepts (`--max-filesize`); APNs answers with a few bytes.
  public static let maximumResponseBytes = 65_536

  /// The curl options that send this request, in order (no `-q`: it is a command-line word only).
  public var curlOptions: [CurlOption] {
    let scheme = url.hasPrefix("http://") ? "http" : "https"
    // TLS negotiates HTTP/2 (ALPN); a plain http:// mock needs prior knowledge.
    var options = [CurlOption(scheme == "http" ? "http2-prior-knowledge" : "http2")]
    options.append(.text("proto", "=" + scheme))
    options.append(.text("max-filesize", String(Self.maximumResponseBytes)))
    options.append(.text("request", "POST"))
    if case .certificate(let path, let passwordVariable) = authentication {
      options.append(.text("cert", path))
      if Self.isPKCS12(path) { options.append(.text("cert-type", "P12")) }
      if let passwordVariable { options.append(CurlOption("pass", .secret(prefix: "", variable: passwordVariable))) }
    }
    for header in headers {
      if header.name == "authorization" {
        options.append(CurlOption("header", .secret(prefix: "authorization: bearer ", variable: Self.tokenVariable)))
      } else {
        options.append(.text("header", "\(header.name): \(header.value)"))
      }
    }
    options.append(.text("data-binary", String(decoding: body, as: UTF8.self)))
    options.append(.text("url", url))
    return options
  }

  /// A shell command that sends this request and prints one line: Apple's answer body (empty for
  /// 200), the status and the URL. The secrets are read by the shell (`${APNS_JWT:?…}` stops it
  /// when one is unset, before anything runs) and handed
  /// to curl as a config on its standard input by the `printf` builtin, so they appear neither in
  /// the printed text nor in any process's arguments.
  ///
  /// `--fail-with-body` makes an APNs rejection (`400 {"reason":"BadDeviceToken"}`) a failing exit
  /// (22) while still printing Apple's reason; `-sS` hides the progress meter but keeps errors.
  public var curlCommand: String {
    let options = curlOptions
    let secrets = options.compactMap { option -> (name: String, prefix: String, variable: String)? in
      guard case .secret(let prefix, let variable)? = option.value else { return nil }
      return (option.name, prefix, variable)
    }
    var lines: [String] = []
    if !secrets.isEmpty {
      // Checked before the pipeline: inside it, a failing printf would still let curl send.
      let checks = secrets.map { "\"${\($0.variable):?set \($0.variable)\(Self.hint(for: $0.variable))}\"" }
      lines.append(": \(checks.joined(separator: " ")) &&")
      // The token passes the check `send` makes, in the shell, before printf writes it into the config.
      for secret in secrets where secret.variable == Self.tokenVariable {
        let message = "aps: " + ProviderToken.tokenTextProblem("$" + secret.variable)
        lines.append("case $\(secret.variable) in *[!\(ProviderToken.tokenAlphabet)]*) echo \(message.shellQuoted) >&2; false;; esac &&")
      }
      let format = secrets.map { "\($0.name) = \"\($0.prefix)%s\"\\n" }.joined()
      let values = secrets.map { "\"$\($0.variable)\"" }
      lines.append("printf \(format.shellQuoted) \(values.joined(separator: " ")) |")
    }
    lines.append("curl -q --fail-with-body -sS --write-out ' %{http_code} %{url_effective}\\n' \\")
    if !secrets.isEmpty { lines.append("  --config - \\") }
    for option in options {
      switch option.value {
      case nil: lines.append("  --\(option.name) \\")
      case .text(let value)?:
        lines.append(option.name == "url" ? "  \(value.shellQuoted)" : "  --\(option.name) \(value.shellQuoted) \\")
      case .secret?: continue
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func hint(for variable: String) -> String {
    variable == tokenVariable ? " (aps token)" : ""
  }

  /// The request as curl config lines (`name = "value"`), with the secrets' values given.
  public func curlConfig(secrets: [String: String], extra: [CurlOption] = []) -> String {
    var out = ""
    for option in curlOptions + extra {
      out += option.name
      switch option.value {
      case nil: break
      case .text(let value)?: out += " = " + Self.configQuoted(value)
      case .secret(let prefix, let variable)?: out += " = " + Self.configQuoted(prefix + (secrets[variable] ?? ""))
      }
      out += "\n"
    }
    return out
  }

  /// A curl config string: double quotes, with `\` and `"` escaped and controls as `\n`, `\r`, `\t`.
  public static func configQuoted(_ text: String) -> String {
    var out = "\""
    for character in text {
      // By character, so a character of several scalars (`\r\n`, a mark on a quote) stands as itself.
      if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
        let escaped = BackslashEscape.written(scalar, quoting: true)
      {
        out += escaped
      } else {
        out.append(character)
      }
    }
    return out + "\""
  }

  /// The request as data (`aps request --format json`): method, URL, headers in order (the
  /// authorization value names the variable, never a token), the body as JSON and the
  /// authentication.
  public var json: JSONValue {
    var members = [
      JSONMember("method", .string("POST")), JSONMember("url", .string(url)), JSONMember("path", .string(path)),
      JSONMember("host", .string(environment.host)),
      JSONMember("headers", .array(headers.map { .object([JSONMember("name", .string($0.name)), JSONMember("value", .string($0.value))]) })),
    ]
    let bodyValue = (try? JSONText(scanning: body).value) ?? .string(String(decoding: body, as: UTF8.self))
    members.append(JSONMember("body", bodyValue))
    switch authentication {
    case .token:
      members.append(JSONMember("authentication", .object([JSONMember("kind", .string("token")), JSONMember("variable", .string(Self.tokenVariable))])))
    case .certificate(let path, let variable):
      members.append(JSONMember("authentication", .object([
        JSONMember("kind", .string("certificate")), JSONMember("certificate", .string(path)),
        JSONMember("passwordVariable", variable.map(JSONValue.string) ?? .null),
      ])))
    }
    return .object(members)
  }
}

extension String {
  /// Single-quoted for POSIX shells, bash and zsh: `it's` → `'it'\''s'`.
  public var shellQuoted: String {
    "'" + split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
  }
}
