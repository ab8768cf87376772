import APSKit

/// `aps doctor`: checks the tools `send` and `token` drive, each line with what to do.
enum DoctorCommand {
  static var spec: CommandSpec {
    CommandSpec(
      name: "doctor",
      abstract: "Check the tools send and token need: curl with HTTP/2, openssl, xcrun, $TMPDIR.",
      discussion: """
        One line per check: ok, or fails with what to do. curl: on $PATH, 7.75 or later, built \
        with HTTP/2 (aps send; APNs speaks only HTTP/2). Token signing: CryptoKit on macOS, \
        else the openssl command (aps token, aps send with --key-file). On macOS: xcrun and a \
        booted Simulator (aps send --simulator); elsewhere that check is skipped. $TMPDIR (or \
        /tmp): a private file can be written there (send keeps each answer there while curl \
        runs; token and --cert hand keys on through it). Exit 0 when every check that applies \
        passes, 1 otherwise. --format json prints one record per check.
        """,
      examples: ["aps doctor", "aps doctor --format json | jq -r 'select(.ok | not) | .fix'"],
      options: RecordOptions.self,
      run: run)
  }

  /// One check's outcome; `fix` says what to do when it fails.
  struct Check {
    enum Status: String { case ok, fails, skipped }
    var name: String
    var status: Status
    var detail: String
    var fix: String?
  }

  static func run(_ options: RecordOptions, io: CommandIO) throws -> ExitCode {
    let checks = [curl(io), signing(io), simulator(io), temporaryFolder(io)]
    let records = options.records(io)
    for check in checks {
      if let records {
        records.write(.object([
          JSONMember("check", .string(check.name)), JSONMember("ok", .bool(check.status != .fails)),
          JSONMember("status", .string(check.status.rawValue)), JSONMember("detail", .string(check.detail)),
          JSONMember("fix", JSONRecord.string(check.fix)),
        ]))
      } else {
        var line = "\(check.status.rawValue.padded(to: 8))\(check.name): \(check.detail)\n"
        if let fix = check.fix { line += "        fix: \(fix)\n" }
        io.stdout.show(line)
      }
    }
    return checks.contains { $0.status == .fails } ? .failure : .ok
  }

  static func curl(_ io: CommandIO) -> Check {
    guard let path = Subprocess.find("curl", environment: io.environment) else {
      return Check(name: "curl", status: .fails, detail: "not on $PATH (aps send drives it)", fix: installHint("curl"))
    }
    var found: CurlVersion?
    if let problem = CurlVersion.problem(curl: path, io: io, found: &found) {
      return Check(name: "curl", status: .fails, detail: problem, fix: installHint("curl") + ", built with HTTP/2 (nghttp2), 7.75 or later")
    }
    return Check(name: "curl", status: .ok, detail: "curl \(found?.text ?? "") with HTTP/2 at \(path)")
  }

  static func signing(_ io: CommandIO) -> Check {
    if Platform.hasBuiltInSigning {
      return Check(name: "token signing", status: .ok, detail: "CryptoKit (built into macOS)")
    }
    guard let path = Subprocess.find("openssl", environment: io.environment) else {
      return Check(name: "token signing", status: .fails, detail: "no openssl on $PATH (aps token signs with it here)", fix: installHint("openssl"))
    }
    guard let result = Subprocess.run(path, ["version"], environment: io.environment), result.status == 0 else {
      return Check(name: "token signing", status: .fails, detail: "'\(path) version' failed", fix: installHint("openssl"))
    }
    let version = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    return Check(name: "token signing", status: .ok, detail: "\(version) at \(path)")
  }

  static func simulator(_ io: CommandIO) -> Check {
    guard Platform.isMacOS else {
      return Check(name: "simulator", status: .skipped, detail: "the Simulator needs macOS with Xcode; aps send --simulator is not available here")
    }
    guard let xcrun = Subprocess.find("xcrun", environment: io.environment) else {
      return Check(name: "simulator", status: .fails, detail: "no xcrun on $PATH (aps send --simulator drives it)", fix: "install Xcode, then: xcode-select --install")
    }
    guard let result = Subprocess.run(xcrun, ["simctl", "list", "devices", "booted"], environment: io.environment), result.status == 0 else {
      return Check(name: "simulator", status: .fails, detail: "'xcrun simctl list devices booted' failed", fix: "select a full Xcode: sudo xcode-select -s /Applications/Xcode.app")
    }
    let booted = String(decoding: result.stdout, as: UTF8.self).split(separator: "\n").filter { $0.contains("(Booted)") }
    guard let first = booted.first else {
      return Check(name: "simulator", status: .fails, detail: "xcrun found; no Simulator is booted", fix: "open -a Simulator (or: xcrun simctl boot DEVICE)")
    }
    return Check(name: "simulator", status: .ok, detail: "booted: \(first.trimmingPrefixSpaces)")
  }

  static func temporaryFolder(_ io: CommandIO) -> Check {
    let folder = io.temporaryFolder
    let written = Platform.writePrivateFile(Array("aps doctor".utf8), inFolder: folder)
    guard let path = written.path else {
      return Check(
        name: "temporary folder", status: .fails, detail: "cannot write in \(folder): \(written.error ?? "unknown error")",
        fix: "set $TMPDIR to a folder you can write, with room (export TMPDIR=$HOME/tmp)")
    }
    Platform.remove(path)
    return Check(name: "temporary folder", status: .ok, detail: "\(folder) is writable")
  }

  private static func installHint(_ tool: String) -> String {
    "install \(tool): " + Platform.installCommand(tool)
  }
}

extension Substring {
  fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " } }
}
