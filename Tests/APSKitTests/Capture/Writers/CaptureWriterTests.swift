import Foundation
import Testing

@testable import APSKit

/// Sample payloads for the round trips: APNs, GeTui and JPush shapes plus every awkward scalar.
let captureSamplePayloads: [String] = [
  #"{"aps":{"alert":"Hi"}}"#,
  #"{"aps":{"alert":{"title":"订单","body":"已发货 😀","loc-args":["a","b"]},"badge":1,"sound":"default","mutable-content":1}}"#,
  #"{"_ge_":"1","_gmid_":"OSS-1128_0398:cb26:","_gurl_":"sdk.open.extension.getui.com:8123","aps":{"content-available":1},"payload":"{\"type\":\"order\",\"id\":123}\n"}"#,
  #"{"_j_msgid":36028797545517863,"_j_uid":17044088536,"_j_business":1,"aps":{"alert":"hello,JPush!","badge":1,"sound":"sound.caf"},"my_key":"a value","news_id":134}"#,
  #"{"platform":"all","message":{"msg_content":"Hi,JPush","content_type":"text","title":"msg","extras":{"key":"value"}},"options":{"time_to_live":60,"apns_production":false}}"#,
  #"{"s1":"1111","s2":"true","s3":"<null>","s4":"","s5":"a\"b\\c","s6":"tab\tnl\nret\r","s7":"\u0001\u007f","s8":"-1","s9":"1.5"}"#,
  #"{"n1":-1,"n2":1.5e+10,"n3":0,"n4":1E-7,"n5":123456789012345678901234567890,"b1":true,"b2":false,"z":null}"#,
  #"{"empty":{},"list":[],"nested":[[],[{}],[1,"two",{"three":[3]}]],"key with space":1,"ключ":"значение"}"#,
  #"[{"a":1},["x"],"y",2,null]"#,
]

@Suite struct CaptureWriterTests {
  func value(_ json: String) throws -> JSONValue { try JSONText(scanning: Array(json.utf8)).value }

  /// NSLog's text is not lossless (keys sorted, "1111" bare as the number); it is a fixed point:
  /// what is read back from it prints the same text.
  @Test(arguments: captureSamplePayloads)
  func jsonToNSLogIsReadBackAsWritten(_ json: String) throws {
    let original = try value(json)
    let description = DescriptionWriter.write(original)
    let back = try CaptureReader().read(Array(description.utf8))
    #expect(back.form == .nslog)
    #expect(back.value.map(DescriptionWriter.write) == description, "description:\n\(description)")
  }

  @Test(arguments: captureSamplePayloads, DataWriter.Form.allCases)
  func jsonToBytesToJSONIsLossless(_ json: String, form: DataWriter.Form) throws {
    let bytes = Array(json.utf8)
    let written = DataWriter.write(bytes, as: form)
    let back = try CaptureReader().read(Array(written.utf8))
    #expect(back.form.rawValue == form.rawValue)
    #expect(back.bytes == bytes)
    #expect(back.value == (try value(json)))
  }

  @Test func descriptionHasDarwinLayout() throws {
    let fixture = try String(
      contentsOf: CaptureFixture.folder.appendingPathComponent("nslog__jpush-apns-doc.txt"), encoding: .utf8)
    let json = try String(
      contentsOf: CaptureFixture.folder.appendingPathComponent("nslog__jpush-apns-doc.json"), encoding: .utf8)
    #expect(DescriptionWriter.write(try value(json)) == fixture)
    let po = try String(
      contentsOf: CaptureFixture.folder.appendingPathComponent("nslog__lldb-po-arrays.txt"), encoding: .utf8)
    let poJSON = try String(
      contentsOf: CaptureFixture.folder.appendingPathComponent("nslog__lldb-po-arrays.json"), encoding: .utf8)
    let body = po.replacingOccurrences(of: "(lldb) po userInfo\n", with: "").replacingOccurrences(of: "}\n\n", with: "}\n")
    expectLines(DescriptionWriter.write(try value(poJSON)), body)
  }

  /// As NSLog prints it: keys in `compare:` order (UTF-16 units: "B" < "_k" < "a"), a value
  /// bare when it is letters and digits ("1111" as the number would be), else quoted ("-1",
  /// "0.5", "x_y"). The evidence: phone captures print FCM's string `"gcm.message_id" =
  /// 1585131294275802;` bare and `"chat_id" = 4;` with its key quoted (Tests/Captures/public).
  @Test func descriptionSortsAndQuotesAsDarwin() throws {
    let text = DescriptionWriter.write(try value(#"{"f":"Ab9","a":"1111","b":true,"c":"<null>","d":null,"e":"x_y","_k":-1,"B":0.5,"t":"true"}"#))
    #expect(text == """
      {
          B = "0.5";
          "_k" = "-1";
          a = 1111;
          b = 1;
          c = "\\U003cnull>";
          d = "<null>";
          e = "x_y";
          f = Ab9;
          t = true;
      }

      """)
  }

  @Test func swiftAndObjCLiterals() throws {
    let payload = try value(#"{"aps":{"alert":"Hi \"you\"","badge":1},"ids":[1,"a"],"none":null,"ok":true,"empty":{}}"#)
    #expect(LiteralWriter.swift(payload) == #"["aps": ["alert": "Hi \"you\"", "badge": 1] as [String: Any], "ids": [1, "a"] as [Any], "none": NSNull(), "ok": true, "empty": [:] as [String: Any]] as [String: Any]"# + "\n")
    #expect(LiteralWriter.objc(payload) == #"@{@"aps": @{@"alert": @"Hi \"you\"", @"badge": @1}, @"ids": @[@1, @"a"], @"none": [NSNull null], @"ok": @YES, @"empty": @{}}"# + "\n")
    #expect(LiteralWriter.swift(try value(#"{"aps":{"alert":"Hi"}}"#)) == #"["aps": ["alert": "Hi"]] as [String: Any]"# + "\n")
    let control = try value(#"{"k":"a\u0001b\u0000\n"}"#)
    #expect(LiteralWriter.swift(control) == #"["k": "a\u{1}b\0\n"] as [String: Any]"# + "\n")
    #expect(LiteralWriter.objc(control) == #"@{@"k": @"a\x01"@"b\x00"@"\n"}"# + "\n")
  }

  @Test func dataForms() {
    let key = Array(#"{"key":1}"#.utf8)
    #expect(DataWriter.write(key, as: .nsdata) == "{length = 9, bytes = 0x7b226b6579223a317d}\n")
    #expect(DataWriter.write(key, as: .nsdataLegacy) == "<7b226b65 79223a31 7d>\n")
    #expect(DataWriter.write(key, as: .hex) == "7b226b6579223a317d\n")
    #expect(DataWriter.write(key, as: .base64) == "eyJrZXkiOjF9\n")
    #expect(DataWriter.write([], as: .nsdataLegacy) == "<>\n")
    let order = Array(#"{"type":"order","id":123,"title":"订单已发货"}"#.utf8)
    #expect(order.count == 51)
    #expect(DataWriter.write(order, as: .nsdata).hasPrefix("{length = 51, bytes = 0x7b227479 7065223a 226f7264 6572222c "))
    #expect(DataWriter.write(order, as: .nsdata).hasSuffix(" 8f91e8b4 a7227d }\n"))
    #expect(CaptureBase64.encode(order, lineLength: 64).contains("\r\n"))
  }

  func expectLines(_ actual: String, _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(actual.split(separator: "\n", omittingEmptySubsequences: false) == expected.split(separator: "\n", omittingEmptySubsequences: false), sourceLocation: sourceLocation)
  }
}
