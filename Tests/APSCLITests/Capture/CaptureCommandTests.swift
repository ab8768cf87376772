import Foundation
import Testing

@testable import APSCLI

/// The fixtures of the APSKit capture tests, read by the commands.
func captureFixture(_ name: String) -> String {
  (try? String(contentsOfFile: captureFixturePath(name), encoding: .utf8)) ?? "missing fixture \(name)"
}

func captureFixturePath(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("APSKitTests/Fixtures/capture/\(name)").path
}

@Suite struct ConvertCommandTests {
  static let cases: [CLICase] = [
    CLICase(
      name: "nslog to compact json", args: ["convert", "-c", "-q"], stdin: captureFixture("nslog__jpush-apns-doc.txt"),
      stdout: #"{"_j_msgid":813843507,"aps":{"alert":"hello,JPush!","badge":1,"sound":"sound.caf"},"my_key":"a value","news_id":134}"# + "\n"),
    CLICase(
      name: "nsdata to pretty json", args: ["convert"], stdin: "{length = 9, bytes = 0x7b226b6579223a317d}",
      stdout: "{\n  \"key\": 1\n}\n"),
    CLICase(
      name: "strings keeps scalars text", args: ["convert", "-c", "--strings"], stdin: "{ a = 1; b = \"<null>\"; c = true; }",
      stdout: #"{"a":"1","b":"<null>","c":"true"}"# + "\n"),
    CLICase(
      name: "json to swift", args: ["convert", "--to", "swift"], stdin: #"{"aps":{"alert":"Hi"}}"#,
      stdout: #"["aps": ["alert": "Hi"]] as [String: Any]"# + "\n"),
    CLICase(
      name: "json to objc", args: ["convert", "--to", "objc"], stdin: #"{"aps":{"alert":"Hi","badge":1}}"#,
      stdout: #"@{@"aps": @{@"alert": @"Hi", @"badge": @1}}"# + "\n"),
    CLICase(
      name: "json to nslog", args: ["convert", "--to", "nslog"], stdin: #"{"aps":{"alert":"你好","badge":1},"_j_msgid":1}"#,
      // Keys sorted as Darwin sorts them: "_j_msgid" (0x5F) before aps.
      stdout: "{\n    \"_j_msgid\" = 1;\n    aps =     {\n        alert = \"\\U4f60\\U597d\";\n        badge = 1;\n    };\n}\n"),
    CLICase(
      name: "json to nsdata", args: ["convert", "--to", "nsdata"], stdin: #"{"key":1}"#,
      stdout: "{length = 9, bytes = 0x7b226b6579223a317d}\n"),
    CLICase(
      name: "pretty json to hex uses compact bytes", args: ["convert", "--to", "hex"], stdin: "{ \"key\" : 1 }\n",
      stdout: "7b226b6579223a317d\n"),
    CLICase(
      name: "base64 keeps the captured bytes", args: ["convert", "--to", "nsdata-legacy"], stdin: "eyJrZXkiOjF9",
      stdout: "<7b226b65 79223a31 7d>\n"),
    CLICase(
      name: "legacy to base64", args: ["convert", "--to", "base64"], stdin: "<7b226b65 79223a31 7d>",
      stdout: "eyJrZXkiOjF9\n"),
    CLICase(
      name: "forced form", args: ["convert", "--from", "hex", "-c"], stdin: "7b 22 61 22 3a 32 7d",
      stdout: #"{"a":2}"# + "\n"),
    CLICase(
      name: "elided nsdata refused", args: ["convert"],
      stdin: captureFixture("nsdata__elided-51.txt"),
      stdout: "", stderrContains: ["<stdin>:1:61: error: only 24 of 51 bytes were logged", "nothing was reconstructed"], exit: 1),
    CLICase(
      name: "truncated nslog", args: ["convert"], stdin: captureFixture("nslog__truncated-mid-dict.txt"),
      stdout: "", stderrContains: ["<stdin>:5:1: error: the capture ends before '}' closing the dictionary (opened at 1:1): it looks cut off"], exit: 1),
    CLICase(
      name: "text is not json", args: ["convert", "--to", "swift"], stdin: "just words",
      stdout: "", stderrContains: ["--to swift needs JSON", "(text)"], exit: 1),
    CLICase(
      name: "text to hex is fine", args: ["convert", "--to", "hex"], stdin: "hi",
      stdout: "6869\n"),
    CLICase(
      name: "notes on stderr with --verbose", args: ["convert", "-c", "--verbose"], stdin: "(lldb) po userInfo\n{\n    flag = 1;\n}\n",
      stdout: #"{"flag":1}"# + "\n", stderrContains: ["<stdin>:3:12: note: /flag: unquoted 1 read as a number (no schema types this key; --strings keeps it text); Darwin prints booleans as 1/0 too", #"skipped the prefix "(lldb) po userInfo\n""#]),
    CLICase(
      name: "swift data description", args: ["convert"], stdin: "9 bytes",
      stderrContains: ["Swift's Data description ('9 bytes') does not contain the bytes"], exit: 1),
    CLICase(
      name: "invalid utf8 offset", args: ["convert", "--from", "hex"], stdin: "7b22c328",
      stderrContains: ["not valid UTF-8 at byte offset 2"], exit: 1),
    CLICase(name: "bad --to", args: ["convert", "--to", "jsn"], stderrContains: ["Did you mean 'json'?"], exit: 64),
    CLICase(name: "missing file", args: ["convert", "/nonexistent/x.log"], stderrContains: ["cannot open /nonexistent/x.log"], exit: 66),
    CLICase(name: "empty", args: ["convert"], stdin: "  \n", stderrContains: ["the input is empty"], exit: 1),
    CLICase(
      name: "a bad file among several", args: ["convert", "-c", "-q", captureFixturePath("nsdata__elided-51.txt"), captureFixturePath("hex__plain.txt")],
      stdout: #"{"key":1}"# + "\n", stderrContains: ["nsdata__elided-51.txt:1:61: error: only 24 of 51 bytes were logged"], exit: 1),
  ]

  @Test(arguments: cases) func convert(_ testCase: CLICase) { testCase.check() }
}

@Suite struct GeTuiCommandTests {
  static let cases: [CLICase] = [
    CLICase(
      name: "demo log line", args: ["getui", "decode", "-c", "--verbose"], stdin: captureFixture("getui-log__demo.txt"),
      stdout: #"{"body":"6a3ee0d537464be5a00f78951b46f2e2","description":"拼团有新产品上架","type":71}"# + "\n",
      stderrContains: ["taskId = OSL-0824_vKUVUIs1qd67M2X6WH2dh2", "offline = no"]),
    CLICase(
      name: "offline marker, text payload", args: ["getui", "decode", "-v"], stdin: captureFixture("getui-log__offline-payloadid.txt"),
      stdout: "hello,messageId:not-a-field\n", stderrContains: ["offline = yes", "payloadId = 12345"]),
    CLICase(
      name: "--require-json refuses text", args: ["getui", "decode", "--require-json"], stdin: "plain words",
      stdout: "", stderrContains: ["<stdin>: error: the payload text is not JSON"], exit: 1),
    CLICase(
      name: "userinfo payload and keys", args: ["getui", "decode", "-c", "--verbose"], stdin: captureFixture("nslog__getui-apns-seed000.txt"),
      stdout: #"{"title":"zhanguowusuang","subtitle":"VHCombin","actionType":"100"}"# + "\n",
      stderrContains: ["taskId = GT_1116_4f494301457b99468eaafd9425c7583c: push task id", "/_gurl_ = sdk.open.extension.getui.com:8123"]),
    CLICase(
      name: "apns without payload", args: ["getui", "decode"], stdin: #"{"aps":{"alert":"x"}}"#,
      stderrContains: ["no GeTui payload here"], exit: 1),
    CLICase(
      name: "escaped json string decoded one level", args: ["getui", "decode", "-c", "-q"], stdin: #""{\"a\":1}""#,
      stdout: #"{"a":1}"# + "\n"),
    CLICase(
      name: "invalid utf8", args: ["getui", "decode"], stdin: "<7b22c328 7d>",
      stderrContains: ["not valid UTF-8 at byte offset 2", "returns nil"], exit: 1),
    CLICase(
      name: "format json", args: ["getui", "decode", "--format", "json", "-c"], stdin: captureFixture("getui-log__demo.txt"),
      stdout: #"{"file":"<stdin>","ok":true,"form":"getui-log","source":"log-line","taskId":"OSL-0824_vKUVUIs1qd67M2X6WH2dh2","messageId":"d09057a1fbba4ff9ae4f30e826e83642","offline":false,"payload":"{\"body\":\"6a3ee0d537464be5a00f78951b46f2e2\",\"description\":\"拼团有新产品上架\",\"type\":71}","payloadJSON":{"body":"6a3ee0d537464be5a00f78951b46f2e2","description":"拼团有新产品上架","type":71},"fields":[{"name":"taskId","path":null,"value":"OSL-0824_vKUVUIs1qd67M2X6WH2dh2","meaning":"GeTui task id (one push task)"},{"name":"messageId","path":null,"value":"d09057a1fbba4ff9ae4f30e826e83642","meaning":"GeTui message id"},{"name":"offline","path":null,"value":false,"meaning":"delivered over GeTui's own channel while the app was in the foreground"}],"diagnostics":[],"notes":[]}"# + "\n"),
    CLICase(
      name: "encode nsdata", args: ["getui", "encode", "--text", #"{"key":1}"#],
      stdout: "{length = 9, bytes = 0x7b226b6579223a317d}\n"),
    CLICase(
      name: "encode legacy from stdin", args: ["getui", "encode", "--to", "nsdata-legacy"], stdin: #"{"key":1}"#,
      stdout: "<7b226b65 79223a31 7d>\n"),
    CLICase(
      name: "encode base64 text flag", args: ["getui", "encode", "--to", "base64", "--text", "-"],
      stdout: "LQ==\n"),
    CLICase(
      name: "encode a file", args: ["getui", "encode", "--to", "hex", captureFixturePath("json__escaped-json-string.txt")],
      stdout: "227b5c22615c223a317d220a\n"),
    CLICase(name: "encode bad form", args: ["getui", "encode", "--to", "hexx", "x"], stderrContains: ["Did you mean 'hex'?"], exit: 64),
    CLICase(name: "encode --as was renamed", args: ["getui", "encode", "--as", "hex"], stderrContains: ["--as was renamed; use --to FORM"], exit: 64),
  ]

  @Test(arguments: cases) func getui(_ testCase: CLICase) { testCase.check() }

  @Test func encodeThenDecodeRoundTrips() {
    for form in ["nsdata", "nsdata-legacy", "hex", "base64"] {
      let text = #"{"type":"order","id":123,"title":"订单已发货"}"#
      let encoded = runAPS(["getui", "encode", "--to", form, "--text", text])
      let decoded = runAPS(["getui", "decode", "-c", "-q"], stdin: encoded.stdout)
      #expect(decoded.stdout == text + "\n", "\(form): \(encoded.stdout)")
    }
  }
}

@Suite struct JPushCommandTests {
  static let cases: [CLICase] = [
    CLICase(
      name: "custom message nslog", args: ["jpush", "parse"], stdin: captureFixture("nslog__jpush-custom-message.txt"),
      stdout: """
        shape:        custom-message (custom message userInfo (kJPFNetworkDidReceiveMessageNotification))
        msg id:       20266198847393855
        title:        msg
        content:      Hi,JPush
        content type: text
        extras:       {"key":"value"}
        JPush keys:
          /_j_msgid  20266198847393855  JPush message id

        """),
    CLICase(
      name: "format json push body", args: ["jpush", "parse", "--format", "json", "--pretty"], stdin: captureFixture("json__jpush-v3-push.txt"),
      stdout: """
        {
          "file": "<stdin>",
          "ok": true,
          "shape": "push-api",
          "title": "msg",
          "content": "Hi,JPush",
          "contentType": "text",
          "extras": {
            "key": "value"
          },
          "msgId": null,
          "diagnostics": []
        }

        """),
    CLICase(name: "get content", args: ["jpush", "--get", "content"], stdin: captureFixture("json__jpush-v3-push.txt"), stdout: "Hi,JPush\n"),
    CLICase(name: "get extras key", args: ["jpush", "parse", "--get", "extras.news_id"], stdin: captureFixture("nslog__jpush-apns-doc.txt"), stdout: "134\n"),
    CLICase(name: "get extras object", args: ["jpush", "parse", "--get", "extras"], stdin: captureFixture("json__jpush-custom-message.txt"), stdout: #"{"key":"value"}"# + "\n"),
    CLICase(name: "get missing", args: ["jpush", "parse", "--get", "extras.nope"], stdin: captureFixture("json__jpush-custom-message.txt"), stderrContains: ["has no 'extras.nope'"], exit: 1),
    CLICase(
      name: "unwrap", args: ["jpush", "parse", "--unwrap", "--get", "content"], stdin: #"{"content":"{\"a\": [1]}","extras":{}}"#,
      stdout: #"{"a":[1]}"# + "\n"),
    CLICase(
      name: "missing msg_content", args: ["jpush", "parse", "--get", "title"], stdin: #"{"message":{"title":"t"}}"#,
      stdout: "t\n", stderrContains: ["<stdin>:1:12: error[jpush]: /message/msg_content: msg_content is required (error 1002)"], exit: 1),
    CLICase(name: "not jpush", args: ["jpush", "parse"], stdin: #"{"x":1}"#, stderrContains: ["not a JPush message (keys: x)"], exit: 1),
  ]

  @Test(arguments: cases) func jpush(_ testCase: CLICase) { testCase.check() }
}

@Suite struct InspectCommandTests {
  @Test func nslogCapture() {
    let result = runAPS(["inspect"], stdin: captureFixture("nslog__jpush-apns-doc.txt"))
    #expect(result.exitCode == .ok)
    #expect(result.stdout.hasPrefix("form:      NSLog/po description of an NSDictionary/NSArray (Darwin)\nprovider:  JPush (极光) via APNs (keys _j_msgid)\n           https://github.com/jpush/jpush-docs/blob/694250a1dffe29420306052f68712889498e2d21/zh/jpush/client/iOS/ios_api.md\nJSON:\n  {\n    \"_j_msgid\": 813843507,"))
    #expect(result.stdout.contains("  /_j_msgid   813843507     JPush message id\n"))
    #expect(result.stdout.contains("  /my_key     a value       custom key (notification.ios.extras, lifted to the top level)\n"))
    #expect(result.stdout.hasSuffix("provider checks: none\n"))
  }

  @Test func getuiDump() {
    let result = runAPS(["inspect"], stdin: "{length = 16, bytes = 0x7b226e616d65223a22576f726c64227d}")
    #expect(result.exitCode == .ok)
    #expect(result.stdout == """
      form:      NSData description, iOS 13+ SDK ({length = N, bytes = 0x…})
      provider:  unknown (no aps and no GeTui or JPush keys: payload bytes, such as a GeTui transmission (payloadData))
      JSON:
        {
          "name": "World"
        }
      provider checks: none

      """)
  }

  @Test func jsonReport() {
    let result = runAPS(["inspect", "--format", "json"], stdin: captureFixture("swift__getui-userinfo.txt"))
    #expect(result.exitCode == .ok)
    #expect(result.stdout.contains(#""provider":"GeTui""#))
    #expect(result.stdout.contains(#""form":"swift""#))
    #expect(result.stdout.contains(#""taskId":"OSS-1128_0398c109""#))
  }

  @Test func apnsChecksSizeAndKind() {
    let result = runAPS(["inspect", "--format", "json"], stdin: "{\n    aps =     {\n        badge = \"1\";\n    };\n}\n")
    #expect(result.exitCode == .failure)
    #expect(result.stdout.contains(#""pushType":"alert""#))
    #expect(result.stdout.contains(#""bytes":21"#))
    #expect(result.stdout.contains(#""limit":4096"#))
    #expect(result.stdout.contains(#""rule":"badge-type""#))
    let text = runAPS(["inspect"], stdin: #"{"aps":{"content-available":1}}"#)
    #expect(text.exitCode == .ok)
    #expect(text.stdout.contains("push kind: background (inferred from the payload)\nsize:      31 of 4096 bytes (0%)\n"))
    #expect(text.stdout.contains("APNs checks: ok\n"))
  }

  @Test func unreadableCaptureExits1() {
    CLICase(name: "elided", args: ["inspect"], stdin: captureFixture("nslog__elided.txt"),
      stderrContains: ["<stdin>:3:35: error: the logger cut the message here"], exit: 1).check()
  }

  @Test func errorsInFindingsExit1() {
    let result = runAPS(["inspect"], stdin: #"{"push_message":{"transmission":"x","revoke":{}}}"#)
    #expect(result.exitCode == .failure)
    #expect(result.stdout.contains("1:17: error[getui]: /push_message: push_message has transmission and revoke"))
  }
}
