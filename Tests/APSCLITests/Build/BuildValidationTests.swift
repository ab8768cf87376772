import Testing

@testable import APSCLI

/// `aps build` and `aps request` run the APNs rules: errors print findings on stderr, nothing on
/// stdout, exit 1; warnings are printed and pass unless `--strict`.
@Suite struct BuildValidationTests {
  static let token = "00fc13adff785122b4ad28809a3420982341241421348097878e577c991de8f0"

  static let cases: [CLICase] = [
    CLICase(name: "valid alert prints nothing on stderr", args: ["build", "--alert", "Hi"], stdout: #"{"aps":{"alert":"Hi"}}"# + "\n"),
    CLICase(name: "background with a badge fails", args: ["build", "--content-available", "--badge", "1", "--push-type", "background"],
      stdout: "", stderrContains: ["<build>: error[", "/aps/badge", "<build>: invalid"], exit: 1),
    CLICase(name: "template push type is used", args: ["build", "-t", "silent", "--badge", "1"], stdout: "", stderrContains: ["error["], exit: 1),
    CLICase(name: "bad interruption level via --set", args: ["build", "--alert", "x", "--set", "/aps/interruption-level=urgent"], stdout: "", stderrContains: ["/aps/interruption-level"], exit: 1),
    CLICase(name: "warning passes", args: ["build", "--critical-sound", "default", "--alert", "x"], stdout: #"{"aps":{"alert":"x","sound":{"critical":1,"name":"default","volume":1}}}"# + "\n", stderrContains: ["warning[critical-entitlement]"]),
    CLICase(name: "warning fails when strict", args: ["build", "--strict", "--critical-sound", "default", "--alert", "x"], stdout: "", stderrContains: ["fails --strict"], exit: 1),
    CLICase(name: "no-validate skips", args: ["build", "--no-validate", "--content-available", "--badge", "1", "--push-type", "background"], stdout: #"{"aps":{"badge":1,"content-available":1}}"# + "\n"),
    CLICase(name: "GeTui body checks its iOS payload", args: ["build", "-t", "getui-push", "--var", "request-id=r123456789", "--var", "cid=c", "--var", "transmission=t", "--var", "title=T", "--var", "body=B", "--set-json", "/push_channel/ios/aps/sound=5"],
      stdout: "", stderrContains: ["<getui-v2 iOS payload>: error[", "/aps/sound"], exit: 1),
    CLICase(name: "request: background at priority 10", args: ["request", "--device-token", token, "--topic", "com.x", "--priority", "10"], stdin: #"{"aps":{"content-available":1}}"#,
      stdout: "", stderrContains: ["<stdin>", "error["], exit: 1),
    CLICase(name: "request: voip topic needs .voip", args: ["request", "--device-token", token, "--topic", "com.x", "--push-type", "voip"], stdin: #"{"aps":{}}"#,
      stdout: "", stderrContains: [".voip"], exit: 1),
    CLICase(name: "request: --no-validate", args: ["request", "--no-validate", "--device-token", token, "--topic", "com.x", "--push-type", "voip"], stdin: #"{"aps":{}}"#, stderrContains: []),
    CLICase(name: "request: topic suffix implies the push type", args: ["request", "--device-token", token, "--topic", "com.x.voip"], stdin: #"{"call":1}"#, stderrContains: []),
  ]

  @Test(arguments: cases)
  func validation(_ row: CLICase) {
    row.check()
    if row.exit == 0, row.args.first == "build", !row.args.contains("--critical-sound") {
      #expect(runAPS(row.args, stdin: row.stdin).stderr.isEmpty)
    }
  }
}
