import Testing

@testable import APSKit

/// Base64url (RFC 7515 §2, https://www.rfc-editor.org/rfc/rfc7515#section-2) and the DER → JOSE
/// signature layout (RFC 7518 §3.4, https://www.rfc-editor.org/rfc/rfc7518#section-3.4).
@Suite struct ProviderTokenTests {
  @Test(arguments: [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE"), ("foobar", "Zm9vYmFy")])
  func base64urlMatchesRFC4648Vectors(_ plain: String, _ encoded: String) {
    // RFC 4648 §10 test vectors, without padding.
    #expect(Base64URL.encode(Array(plain.utf8)) == encoded)
    #expect(Base64URL.decode(encoded) == Array(plain.utf8))
  }

  @Test func base64urlUsesDashAndUnderscore() {
    #expect(Base64URL.encode([0xFB, 0xFF]) == "-_8")
    #expect(Base64URL.decode("-_8") == [0xFB, 0xFF])
    #expect(Base64URL.decode("+/8") == nil)
  }

  @Test func derSignatureBecomesFixedWidthRS() throws {
    // r with a leading 0x00 (high bit set), s short (31 bytes): both padded to 32.
    let r = [UInt8](repeating: 0x80, count: 32)
    let s = [UInt8](repeating: 0x01, count: 31)
    let der: [UInt8] = [0x30, 0x44, 0x02, 0x21, 0x00] + r + [0x02, 0x1F] + s
    #expect(try ECDSASignature.jose(fromDER: der) == r + [0] + s)
  }

  @Test(arguments: [[], [0x30], [0x31, 0x00], [0x30, 0x02, 0x02, 0x00], [0x30, 0x06, 0x02, 0x01, 0x01, 0x03, 0x01, 0x01]] as [[UInt8]])
  func malformedDERIsRejected(_ der: [UInt8]) {
    #expect(throws: ECDSASignature.Malformed.self) { try ECDSASignature.jose(fromDER: der) }
  }

  @Test func signingInputIsHeaderDotClaims() {
    let token = ProviderToken(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", issuedAt: 1_437_179_036)
    // Apple's example header and claims (Establishing a token-based connection to APNs).
    #expect(token.signingInput == Base64URL.encode(Array(#"{"alg":"ES256","kid":"ABC123DEFG"}"#.utf8)) + "." + Base64URL.encode(Array(#"{"iss":"DEF123GHIJ","iat":1437179036}"#.utf8)))
    #expect(ProviderToken.isIdentifier("ABC123DEFG"))
    #expect(!ProviderToken.isIdentifier("ABC\"DEF"))
    #expect(!ProviderToken.isIdentifier(""))
    // Apple's key and team IDs are 10 characters: `--key-id abc` was accepted.
    #expect(!ProviderToken.isIdentifier("abc"))
    #expect(!ProviderToken.isIdentifier("ABC123DEFGH"))
  }
}

/// "If the value in the `iat` field is more than one hour old, APNs rejects any notifications
/// containing the token, returning an `ExpiredProviderToken` `(403)` error." (Establishing a
/// token-based connection to APNs,
/// https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns)
@Suite struct ProviderTokenAgeTests {
  static func jwt(claims: String) -> String {
    Base64URL.encode(Array(#"{"alg":"ES256","kid":"K"}"#.utf8)) + "." + Base64URL.encode(Array(claims.utf8)) + ".c2ln"
  }

  @Test(arguments: [
    (#"{"iss":"T","iat":1000}"#, 1000 as Int?),
    (#"{"iss":"T","iat":"1000"}"#, nil),
    (#"{"iss":"T"}"#, nil),
    // Out of any clock's range: no time to compare, and `now - iat` would overflow.
    (#"{"iss":"T","iat":-9223372036854775808}"#, nil),
    (#"{"iss":"T","iat":9223372036854775807}"#, nil),
    (#"{"iss":"T","iat":-1}"#, nil),
  ])
  func issuedAtIsRead(claims: String, issuedAt: Int?) {
    #expect(ProviderToken.issuedAt(ofJWT: Self.jwt(claims: claims)) == issuedAt)
  }

  @Test func notAJWT() {
    #expect(ProviderToken.issuedAt(ofJWT: "test.jwt.value") == nil)
    #expect(ProviderToken.issuedAt(ofJWT: "abc") == nil)
  }

  @Test(arguments: [
    (0, 3600, false), (0, 3601, true), (7199, 3599, false), (7202, 3600, true),
  ])
  func staleness(issuedAt: Int, now: Int, refused: Bool) {
    #expect((ProviderToken.staleness(issuedAt: issuedAt, now: now) != nil) == refused)
  }
}
