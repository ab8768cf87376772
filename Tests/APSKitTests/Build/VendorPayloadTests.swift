import Testing

@testable import APSKit

@Suite struct VendorPayloadTests {
  @Test func geTuiIOSChannelBecomesAPSPlusPayload() throws {
    let body = try JSONParser.parse(#"""
      {"request_id":"r","push_message":{"transmission":"t"},
       "push_channel":{"ios":{"type":"notify","aps":{"alert":{"title":"订单"},"sound":"default"},"auto_badge":"+1","payload":"{\"id\":1}"}}}
      """#).value
    #expect(VendorPayload.fromGeTuiPush(body) == ["aps": ["alert": ["title": "订单"], "sound": "default"], "payload": "{\"id\":1}"])
    #expect(VendorPayload.fromGeTuiPush(["push_message": ["transmission": "t"]]) == nil)
  }

  @Test func jPushNotificationBecomesAPSAndExtrasGoBeside() throws {
    let body = try JSONParser.parse(#"""
      {"notification":{"ios":{"alert":"Hi","sound":"default","badge":"5","content-available":true,
       "mutable-content":false,"thread-id":"t","extras":{"newsid":321}}},"message":{"msg_content":"m"}}
      """#).value
    #expect(VendorPayload.fromJPushPush(body) == [
      "aps": ["alert": "Hi", "sound": "default", "badge": 5, "content-available": 1, "thread-id": "t"], "newsid": 321,
    ])
    let plusOne: JSONValue = ["notification": ["ios": ["alert": "Hi", "badge": "+1"]]]
    #expect(VendorPayload.fromJPushPush(plusOne) == ["aps": ["alert": "Hi"]])
    #expect(VendorPayload.fromJPushPush(["message": ["msg_content": "m"]]) == nil)
  }
}
