import APSKit
import Testing

/// Device tokens as captured: NSData descriptions and spaced hex (houston and Knuff accept both).
@Suite struct DeviceTokenTests {
  @Test func capturedFormsAreNormalised() {
    #expect(DeviceToken.normalised("<00fc13ad ff785122>") == "00fc13adff785122")
    #expect(DeviceToken.normalised("00fc13ad ff785122") == "00fc13adff785122")
    #expect(DeviceToken.normalised("\u{FEFF}00fc") == "00fc")
    #expect(DeviceToken.normalised(" <ab> ") == "ab")
  }

  @Test func plainOrForeignTextIsLeftAlone() {
    #expect(DeviceToken.normalised("00fc13adff785122") == nil, "nothing to remove")
    #expect(DeviceToken.normalised("<Notice>") == nil, "not hex: the header check names it")
    #expect(DeviceToken.normalised("<>") == nil)
    #expect(DeviceToken.normalised("../evil") == nil)
  }
}
