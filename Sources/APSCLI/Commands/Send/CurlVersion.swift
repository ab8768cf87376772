import APSKit

/// What `curl --version` says, checked before `aps send` hands curl its requests: an older curl
/// fails on an unknown option (or, without HTTP/2, on `--http2`) and each token would only get
/// "not sent" with curl's terse message.
///
/// `aps send` needs `--parallel` (curl 7.66.0) and the `--write-out` variables `%{exitcode}` and
/// `%{errormsg}`: "errormsg — The error message. (Added in 7.75.0)", "exitcode — The numerical
/// exitcode of the transfer. (Added in 7.75.0)" (curl's `write-out` manual,
/// https://everything.curl.dev/usingcurl/verbose/all-variables.html); HTTP/2 is listed as the
/// `HTTP2` feature.
struct CurlVersion: Equatable {
  var major: Int
  var minor: Int
  var patch: Int
  var http2: Bool

  static let minimum = (major: 7, minor: 75, patch: 0)

  /// From the output of `curl --version`: the first line starts `curl X.Y.Z`, a later line
  /// `Features: … HTTP2 …`. Nil when the text is not that.
  init?(versionOutput text: String) {
    let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
    guard let first = lines.first, first.hasPrefix("curl ") else { return nil }
    let number = first.dropFirst(5).prefix { $0 != " " }
    let parts = number.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
    guard parts.count >= 2, let major = parts[0], let minor = parts[1] else { return nil }
    self.major = major
    self.minor = minor
    self.patch = parts.count > 2 ? parts[2] ?? 0 : 0
    self.http2 = lines.contains { $0.hasPrefix("Features:") && $0.split(separator: " ").contains("HTTP2") }
  }

  var text: String { "\(major).\(minor).\(patch)" }

  var isRecentEnough: Bool {
    (major, minor, patch) >= (Self.minimum.major, Self.minimum.minor, Self.minimum.patch)
  }

  /// `%{header_json}` in `--write-out`: "A JSON object with all HTTP response headers from the
  /// recent transfer. … (Added in 7.83.0)" (curl's manual, https://curl.se/docs/manpage.html#-w;
  /// changes in 7.83.0, https://curl.se/ch/7.83.0.html). The answer's headers then come with the
  /// result line and no file is made per transfer (creating and removing 10,000 files cost more
  /// than sending them).
  var hasHeaderJSON: Bool { (major, minor) >= (7, 83) }

  /// The version of `curl` at `path` when it can send for `aps send`; else the reason, as an error.
  static func usable(curl path: String, io: CommandIO) throws -> CurlVersion {
    var found: CurlVersion?
    if let problem = problem(curl: path, io: io, found: &found) { throw CLIError.unavailable(problem) }
    return found!  // problem is nil only when a version was read
  }

  /// Why `curl` at `path` cannot send for `aps send` (nil when it can, `found` then set; also
  /// set for a curl without HTTP/2). `aps doctor` asks the same.
  static func problem(curl path: String, io: CommandIO, found: inout CurlVersion?) -> String? {
    guard let result = Subprocess.run(path, ["--version"], environment: io.environment), result.status == 0,
      let version = CurlVersion(versionOutput: String(decoding: result.stdout, as: UTF8.self))
    else {
      return "'\(TerminalText.visible(path)) --version' did not print a curl version; aps send needs curl 7.75 or later built with HTTP/2"
    }
    if !version.isRecentEnough {
      return "\(TerminalText.visible(path)) is curl \(version.text); aps send needs curl 7.75 or later (--parallel, --write-out %{exitcode}); install a newer curl and put it first on $PATH"
    }
    found = version
    if !version.http2 {
      return "\(TerminalText.visible(path)) (curl \(version.text)) is built without HTTP/2 ('curl --version' does not list HTTP2), which APNs requires; install a curl with HTTP/2 (nghttp2)"
    }
    return nil
  }
}
