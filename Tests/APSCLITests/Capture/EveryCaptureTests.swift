import Foundation
import Testing

@testable import APSCLI

/// `getui decode` and `jpush parse` used to read only the first capture of a log and drop the
/// rest silently (only -v hinted "ignored text after the description"); they read every capture
/// through the capture reader `inspect` and `convert` use, one result each.
@Suite struct EveryCaptureTests {
  @Test func getuiDecodeReportsEachCapture() throws {
    let one = try String(contentsOfFile: "Tests/Captures/getui-userinfo.log", encoding: .utf8)
    let single = runAPS(["getui", "decode"], stdin: one)
    let double = runAPS(["getui", "decode"], stdin: one + one)
    #expect(single.exitCode == .ok && double.exitCode == .ok, "\(double.stderr)")
    #expect(!single.stdout.isEmpty)
    #expect(double.stdout == single.stdout + single.stdout)
  }

  @Test func jpushParseReportsEachCapture() {
    let log = """
      2024-05-01 10:00:00.000 App[1:2] userInfo: {
          "_j_msgid" = 111;
          aps = { alert = "first"; };
      }
      2024-05-01 10:00:01.000 App[1:2] userInfo: {
          "_j_msgid" = 222;
          aps = { alert = "second"; };
      }

      """
    let result = runAPS(["jpush", "parse", "--get", "msg_id"], stdin: log)
    #expect(result.exitCode == .ok, "\(result.stderr)")
    #expect(result.stdout == "111\n222\n", "\(result.stdout)")
  }
}
