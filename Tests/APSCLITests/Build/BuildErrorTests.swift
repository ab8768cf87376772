import Testing

@testable import APSCLI

@Suite struct BuildErrorTests {
  static let cases: [CLICase] = [
    CLICase(name: "nothing to build", args: ["build"], stderrContains: ["nothing to build"], exit: 64),
    CLICase(name: "var without template", args: ["build", "--var", "a=b"], stderrContains: ["add --template"], exit: 64),
    CLICase(name: "missing variables", args: ["build", "-t", "alert"], stdout: "", stderrContains: ["title (string): Alert title", "body (string): Alert text"], exit: 1),
    CLICase(name: "bad typed var", args: ["build", "-t", "badge", "--var", "badge=two"], stdout: "", stderrContains: ["variable 'badge' is an int; 'two' is not"], exit: 64),
    CLICase(name: "unknown template", args: ["build", "-t", "alrt"], stderrContains: ["unknown template 'alrt'. Did you mean 'alert'?"], exit: 64),
    CLICase(name: "template file missing", args: ["build", "-t", "/nonexistent/t.json"], stderrContains: ["cannot open /nonexistent/t.json"], exit: 66),
    CLICase(name: "unused vars under --strict: one error, a line each", args: ["build", "--strict", "--no-validate", "-t", "badge", "--var", "badge=1", "--var", "bagde=2", "--var", "zz=3"], stderrContains: ["2 variables are not used by the template (--strict):\n  variable 'bagde' is not used by the template. Did you mean 'badge'?\n  variable 'zz'"], exit: 1),
    CLICase(name: "unused var warns", args: ["build", "--no-validate", "-t", "badge", "--var", "badge=1", "--var", "bagde=2"], stdout: "{\"aps\":{\"badge\":1}}\n", stderrContains: ["warning: variable 'bagde' is not used by the template. Did you mean 'badge'?"]),
    CLICase(name: "unused var strict", args: ["build", "--no-validate", "--strict", "-t", "badge", "--var", "badge=1", "--var", "x=2"], stdout: "", stderrContains: ["variable 'x' is not used"], exit: 1),
    CLICase(name: "bad badge", args: ["build", "--badge", "1.5"], stderrContains: ["--badge takes a whole number"], exit: 64),
    CLICase(name: "bad timestamp", args: ["build", "--timestamp", "soon"], stderrContains: ["--timestamp takes a date: UNIX seconds, ISO 8601"], exit: 64),
    CLICase(name: "bad content-state", args: ["build", "--content-state", "[1]"], stderrContains: ["--content-state takes a JSON object"], exit: 64),
    CLICase(name: "bad JSON", args: ["build", "--custom-json", "k={"], stderrContains: ["--custom-json k takes JSON"], exit: 64),
    CLICase(name: "custom aps", args: ["build", "--custom", "aps=x"], stderrContains: ["not aps itself"], exit: 64),
    CLICase(name: "volume alone", args: ["build", "--volume", "1"], stderrContains: ["--critical-sound"], exit: 64),
    CLICase(name: "volume range", args: ["build", "--critical-sound", "a", "--volume", "2"], stderrContains: ["from 0 (silent) to 1"], exit: 64),
    CLICase(name: "sound twice", args: ["build", "--sound", "a", "--critical-sound", "b"], stderrContains: ["keep one"], exit: 64),
    CLICase(name: "bad pointer", args: ["build", "--set", "aps=x"], stderrContains: ["invalid JSON Pointer"], exit: 64),
    CLICase(name: "set into scalar", args: ["build", "--set", "/a=1", "--set", "/a/b=2"], stderrContains: ["--set /a/b"], exit: 64),
    CLICase(name: "aps flag on GeTui body", args: ["build", "-t", "getui-push", "--title", "x"], stderrContains: ["makes a getui-v2 request body"], exit: 64),
    CLICase(name: "simulator refuses voip", args: ["build", "--no-validate", "--alert", "Hi", "--push-type", "voip", "--simulator", "com.x"], stdout: "", stderrContains: ["simctl delivers only an app's alert and background pushes", "this is a voip push"], exit: 1),
    // Xcode 11.4 Release Notes: "including background content fetch notifications".
    CLICase(name: "simulator takes background", args: ["build", "--content-available", "--push-type", "background", "--simulator", "com.x"], stdout: #"{"Simulator Target Bundle":"com.x","aps":{"content-available":1}}"# + "\n", exit: 0),
    CLICase(name: "simulator needs aps", args: ["build", "--no-validate", "--custom", "a=b", "--simulator", "com.x"], stdout: "", stderrContains: ["needs an \"aps\" object"], exit: 1),
    CLICase(name: "simulator size", args: ["build", "--no-validate", "--alert", String(repeating: "x", count: 4060), "--simulator", "com.x"], stdout: "", stderrContains: ["simctl accepts at most 4096"], exit: 1),
  ]

  @Test(arguments: cases)
  func errors(_ row: CLICase) {
    row.check()
  }
}
