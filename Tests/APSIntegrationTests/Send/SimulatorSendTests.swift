import APSKit
import Foundation
import Testing

@testable import APSCLI
@testable import APSCLITests

/// `aps send --simulator`: a fake `xcrun` on `PATH` records each call's arguments, a copy of the
/// payload file and its mode; the real one is never needed. simctl's usage
/// (`simctl push <device> [<bundle identifier>] (<json file> | -)`) is from `xcrun simctl help push`.
@Suite struct SimulatorSendTests {
  /// A folder with `bin/xcrun` (a shell script) and the environment that puts it first on PATH.
  /// The script exits 148 with simctl's message for the device named `FAILING`.
  struct FakeXcrun {
    static let failingDevice = "FFFFFFFF-0000-0000-0000-000000000000"
    let folder: URL
    var environment: [String: String] {
      ["PATH": folder.appendingPathComponent("bin").path + ":/usr/bin:/bin", "TMPDIR": folder.appendingPathComponent("tmp").path, "FAKE_LOG": folder.path]
    }

    init() throws {
      folder = try makeTemporaryFolder()
      let bin = folder.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
      let script = """
        #!/bin/sh
        n=$(ls "$FAKE_LOG" | grep -c '^call')
        printf '%s\\n' "$@" > "$FAKE_LOG/call$n.args"
        cat "$5" > "$FAKE_LOG/call$n.payload"
        ls -l "$5" | cut -c1-10 > "$FAKE_LOG/call$n.mode"
        if [ "$3" = "\(Self.failingDevice)" ]; then
          echo "An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):" >&2
          exit 148
        fi
        echo "Notification sent to '$4'"
        """
      let xcrun = bin.appendingPathComponent("xcrun")
      try script.write(to: xcrun, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: xcrun.path)
    }

    /// Each call's arguments, payload bytes and `ls -l` mode, in order.
    var calls: [(args: [String], payload: String, mode: String)] {
      (0..<20).compactMap { index in
        let base = folder.appendingPathComponent("call\(index)")
        guard let args = try? String(contentsOf: base.appendingPathExtension("args"), encoding: .utf8) else { return nil }
        let payload = (try? String(contentsOf: base.appendingPathExtension("payload"), encoding: .utf8)) ?? ""
        let mode = (try? String(contentsOf: base.appendingPathExtension("mode"), encoding: .utf8)) ?? ""
        return (args.split(separator: "\n").map(String.init), payload, mode.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }

    /// What is left in TMPDIR: nothing, once aps has removed its payload file.
    var leftInTemporaryFolder: [String] {
      (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("tmp").path)) ?? []
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  static let payload = #"{"aps":{"alert":"Hello"}}"#

  @Test func pushesTheGivenPayloadToTheBootedSimulatorThroughAPrivateFile() throws {
    let xcrun = try FakeXcrun()
    defer { xcrun.remove() }
    let result = runAPS(["send", "--simulator", "--topic", "com.example.app"], stdin: Self.payload, environment: xcrun.environment)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout == "booted: sent to com.example.app (alert, 25 bytes)\n")
    let call = try #require(xcrun.calls.first)
    #expect(Array(call.args.prefix(4)) == ["simctl", "push", "booted", "com.example.app"])
    #expect(call.args.count == 5 && call.args[4].hasPrefix(xcrun.folder.appendingPathComponent("tmp").path + "/"))
    #expect(call.payload == Self.payload, "the bytes given, unchanged")
    #expect(call.mode == "-rw-------", "only the owner may read the payload file")
    #expect(xcrun.leftInTemporaryFolder.isEmpty, "the payload file is removed")
  }

  @Test func severalDevicesOneResultEach() throws {
    let xcrun = try FakeXcrun()
    defer { xcrun.remove() }
    let udid = "0B1A2C3D-1111-2222-3333-444455556666"
    let result = runAPS(
      ["send", "--simulator", "booted", "--simulator", udid, "--simulator", FakeXcrun.failingDevice, "--simulator", "booted", "--topic", "com.example.app"],
      stdin: Self.payload, environment: xcrun.environment)
    #expect(result.exitCode == .failure, "one device failed")
    #expect(result.stdout == """
      booted: sent to com.example.app (alert, 25 bytes)
      \(udid): sent to com.example.app (alert, 25 bytes)
      \(FakeXcrun.failingDevice): not sent: xcrun simctl push exited 148: An error was encountered processing the command (domain=com.apple.CoreSimulator.SimError, code=405):

      """)
    #expect(result.stderr.contains("note[simulator-duplicate]: --simulator booted was already given; it is pushed once"))
    #expect(xcrun.calls.map { $0.args[2] } == ["booted", udid, FakeXcrun.failingDevice])
    #expect(xcrun.leftInTemporaryFolder.isEmpty)
  }

  /// build's payload flags make the payload for send, as for build (one table, PayloadFlag).
  @Test func payloadFlagsAsInBuild() throws {
    let xcrun = try FakeXcrun()
    defer { xcrun.remove() }
    let result = runAPS(["send", "--simulator", "--alert", "Hi", "--sound", "default", "--topic", "com.example.app"], environment: xcrun.environment)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(xcrun.calls.first?.payload == #"{"aps":{"alert":"Hi","sound":"default"}}"#)
    #expect(runAPS(["build", "--alert", "Hi", "--sound", "default"]).stdout == #"{"aps":{"alert":"Hi","sound":"default"}}"# + "\n")
  }

  @Test func templateAndVariablesAsInBuild() throws {
    let xcrun = try FakeXcrun()
    defer { xcrun.remove() }
    let result = runAPS(
      ["send", "--simulator", "--template", "alert", "--var", "title=Hi", "--var", "body=There", "--topic", "com.example.app"],
      environment: xcrun.environment)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    let built = runAPS(["build", "--template", "alert", "--var", "title=Hi", "--var", "body=There"])
    #expect(xcrun.calls.first?.payload == built.stdout.dropLast().description, "the bytes aps build prints")
  }

  @Test func aFileAfterTheOptionIsThePayloadNotADevice() throws {
    let xcrun = try FakeXcrun()
    defer { xcrun.remove() }
    let file = xcrun.folder.appendingPathComponent("push.json")
    try Self.payload.write(to: file, atomically: true, encoding: .utf8)
    let result = runAPS(["send", "--simulator", file.path, "--topic", "com.example.app"], environment: xcrun.environment)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(xcrun.calls.first?.args[2] == "booted")
    #expect(xcrun.calls.first?.payload == Self.payload)
  }

  @Test func theBundleKeyOfABuiltSimulatorFileServesAsTopic() throws {
    let xcrun = try FakeXcrun()
    defer { xcrun.remove() }
    let payload = #"{"Simulator Target Bundle":"com.example.shop","aps":{"alert":"Hi"}}"#
    let result = runAPS(["send", "--simulator"], stdin: payload, environment: xcrun.environment)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(xcrun.calls.first?.args[3] == "com.example.shop")
  }

  @Test func textOutputMayBeNamed() throws {
    let xcrun = try FakeXcrun()
    defer { xcrun.remove() }
    let result = runAPS(["send", "--simulator", "--format", "text", "--topic", "com.example.app"], stdin: Self.payload, environment: xcrun.environment)
    #expect(result.exitCode == .ok, "\(result.stderr)")
  }

  @Test func backgroundPushesAreDelivered() throws {
    let xcrun = try FakeXcrun()
    defer { xcrun.remove() }
    // Xcode 11.4 Release Notes: "including background content fetch notifications".
    let result = runAPS(["send", "--simulator", "--topic", "com.example.app"], stdin: #"{"aps":{"content-available":1}}"#, environment: xcrun.environment)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout.contains("(background, "))
  }

  /// Every check runs before xcrun is looked for: nothing is pushed, nothing is written.
  static let refused: [CLICase] = [
    CLICase(name: "voip", args: ["send", "--simulator", "--topic", "com.example.app.voip"], stdin: payload, stdout: "", stderrContains: ["simctl delivers only an app's alert and background pushes", "this is a voip push"], exit: 1),
    CLICase(name: "invalid payload", args: ["send", "--simulator", "--topic", "com.example.app"], stdin: #"{"aps":{"badge":"1"}}"#, stdout: "", stderrContains: ["error[badge-type]"], exit: 1),
    CLICase(name: "no aps", args: ["send", "--simulator", "--topic", "com.example.app", "--no-validate"], stdin: #"{"x":1}"#, stdout: "", stderrContains: ["simctl needs an \"aps\" object"], exit: 1),
    CLICase(name: "too large", args: ["send", "--simulator", "--topic", "com.example.app", "--no-validate"], stdin: #"{"aps":{"alert":""# + String(repeating: "x", count: 4090) + #""}}"#, stdout: "", stderrContains: ["simctl accepts at most 4096"], exit: 1),
    CLICase(name: "header injection", args: ["send", "--simulator", "--topic", "com.x\r\nx: 1"], stdin: payload, stdout: "", stderrContains: ["error[header-value]"], exit: 1),
    CLICase(name: "no bundle id", args: ["send", "--simulator"], stdin: payload, stderrContains: ["--simulator needs the app's bundle ID: --topic BUNDLE_ID"], exit: 64),
    CLICase(name: "not a device", args: ["send", "--simulator=iPhone", "--topic", "com.example.app"], stdin: payload, stderrContains: ["--simulator takes booted or a device UDID"], exit: 64),
    CLICase(name: "apns option", args: ["send", "--simulator", "--device-token", "00fc", "--topic", "com.example.app"], stdin: payload, stderrContains: ["--device-token is for APNs"], exit: 64),
    CLICase(name: "json output", args: ["send", "--simulator", "--format", "json", "--topic", "com.example.app"], stdin: payload, stderrContains: ["--format is for APNs"], exit: 64),
    CLICase(name: "payload flag and file", args: ["send", "--simulator", "--alert", "Hi", "x.json", "--topic", "com.example.app"], stderrContains: ["not both"], exit: 64),
    CLICase(name: "template and file", args: ["send", "--simulator", "--template", "alert", "x.json", "--topic", "com.example.app"], stderrContains: ["not both"], exit: 64),
    CLICase(name: "vendor template", args: ["send", "--simulator", "--template", "getui-push", "--topic", "com.example.app"], stderrContains: ["aps send takes an APNs payload"], exit: 64),
    CLICase(name: "var without template", args: ["send", "--simulator", "--var", "a=b", "--topic", "com.example.app"], stdin: payload, stderrContains: ["add --template NAME"], exit: 64),
  ]

  @Test(arguments: refused)
  func refusedBeforeAnythingIsPushed(_ row: CLICase) throws {
    let xcrun = try FakeXcrun()
    defer { xcrun.remove() }
    var row = row
    row.env = xcrun.environment
    row.check()
    #expect(xcrun.calls.isEmpty)
    #expect(xcrun.leftInTemporaryFolder.isEmpty)
  }

  @Test func withoutXcrunExit69NamesTheFileToDrag() {
    let result = runAPS(["send", "--simulator", "--topic", "com.example.app"], stdin: Self.payload, environment: ["PATH": "/nonexistent"])
    #expect(result.exitCode == .unavailable)
    #expect(result.exitCode.rawValue == 69)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "aps: error: \(SimulatorSend.unavailableMessage)\n")
    #expect(SimulatorSend.unavailableMessage == "xcrun not found: the Simulator needs macOS with Xcode; `aps build --simulator BUNDLE -o push.apns` writes a file to drag onto it")
  }

  @Test func devicesAreBootedOrUDIDs() {
    #expect(SimulatorSend.isDevice("booted"))
    #expect(SimulatorSend.isDevice("0B1A2C3D-1111-2222-3333-444455556666"))
    #expect(SimulatorSend.isDevice("0b1a2c3d-1111-2222-3333-444455556666"))
    #expect(!SimulatorSend.isDevice("push.json"))
    #expect(!SimulatorSend.isDevice("0B1A2C3D-1111-2222-3333-44445555666"))
    #expect(!SimulatorSend.isDevice("--topic"))
  }
}
