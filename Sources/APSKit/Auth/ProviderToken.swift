/// The APNs provider authentication token: a JWT signed with ES256 (ECDSA P-256, SHA-256), as
/// *Establishing a token-based connection to APNs* describes
/// (https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns):
/// header `{"alg":"ES256","kid":KEY_ID}`, claims `{"iss":TEAM_ID,"iat":SECONDS}`. "Refresh your
/// token no more than once every 20 minutes and no less than once every 60 minutes. APNs rejects
/// any request whose token contains a timestamp that's more than one hour old. Similarly, APNs
/// report an error if you use a new token more than once every 20 minutes on the same
/// connection." (the error is `ExpiredProviderToken` (403) for an old `iat`, and
/// `TooManyProviderTokenUpdates` (429): "Update the authentication token no more than once
/// every 20 minutes.", *Handling notification responses from APNs*).
///
/// Only the text parts live here (base64url, the JSON, the DER → JOSE signature layout); the
/// signature itself always comes from the platform (CryptoKit or the `openssl` executable).
public struct ProviderToken: Sendable, Hashable {
  public var keyID: String
  public var teamID: String
  public var issuedAt: Int

  public init(keyID: String, teamID: String, issuedAt: Int) {
    self.keyID = keyID
    self.teamID = teamID
    self.issuedAt = issuedAt
  }

  /// Key and team IDs are 10 letters and digits from Apple's developer account ("A 10-character
  /// key identifier (kid) key", "your 10-character Team ID": Establishing a token-based connection
  /// to APNs, https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns);
  /// another length is a typo APNs would only answer with InvalidProviderToken.
  public static func isIdentifier(_ text: String) -> Bool {
    text.utf8.count == 10 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
  }

  /// Every character a provider token may hold: base64url's alphabet, the dots between its three
  /// parts, and `=` should a tool pad them (RFC 7515, "Compact Serialization"). One list for
  /// every token from outside (`$APNS_JWT`): `send` checks it before curl's config gets the
  /// token, and the command `request --curl` prints checks it in the shell before its printf
  /// does: a `"` or a newline would end the config line and start another (`insecure`).
  public static let tokenAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._=-"

  /// Whether `text` holds only `tokenAlphabet` (and something).
  public static func isTokenText(_ text: String) -> Bool {
    !text.isEmpty && text.utf8.allSatisfy { tokenAlphabet.utf8.contains($0) }
  }

  /// The message for a token with other characters, named by `source` (`$APNS_JWT`).
  public static func tokenTextProblem(_ source: String) -> String {
    "\(source) holds characters a token cannot have; a token is base64url text in three parts joined by dots (make one with aps token)"
  }

  /// `BASE64URL(header).BASE64URL(claims)`: the bytes that are signed.
  public var signingInput: String {
    let header = #"{"alg":"ES256","kid":"\#(keyID)"}"#
    let claims = #"{"iss":"\#(teamID)","iat":\#(issuedAt)}"#
    return Base64URL.encode(Array(header.utf8)) + "." + Base64URL.encode(Array(claims.utf8))
  }

  /// The `iat` claim of a JWT such as `$APNS_JWT` (no signature check: only APNs can do that),
  /// or nil when the text is not three base64url parts with a JSON claims object holding a
  /// whole-number `iat` between 1970 and the year 5138 (anything else is no time APNs accepts, and
  /// the arithmetic on it must not overflow).
  public static func issuedAt(ofJWT jwt: String) -> Int? {
    let parts = jwt.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 3, let claims = Base64URL.decode(String(parts[1])),
      let issuedAt = JSONTape.withRoot(of: claims[...], { $0["iat"]?.intValue }) ?? nil,
      (0..<100_000_000_000).contains(issuedAt)
    else { return nil }
    return issuedAt
  }

  /// Why a token issued at `issuedAt` will be refused at `now`, or nil. Apple: "If the value in
  /// the `iat` field is more than one hour old, APNs rejects any notifications containing the
  /// token, returning an `ExpiredProviderToken` `(403)` error." and the `iat` value "must be no
  /// more than one hour from the current time."
  public static func staleness(issuedAt: Int, now: Int) -> String? {
    if now - issuedAt > 3600 {
      return "it was issued \((now - issuedAt) / 60) minutes ago (iat \(DateText.iso8601(issuedAt))); APNs answers ExpiredProviderToken to a token more than one hour old"
    }
    if issuedAt - now > 3600 {
      return "its iat \(DateText.iso8601(issuedAt)) is more than one hour in the future; APNs wants iat no more than one hour from the current time (check the clock)"
    }
    return nil
  }

  /// The complete token for a JOSE signature (r‖s, 64 bytes).
  public func token(signature: [UInt8]) -> String {
    signingInput + "." + Base64URL.encode(signature)
  }
}

/// Base64url without padding (*RFC 7515: JSON Web Signature (JWS)*, section 2,
/// https://www.rfc-editor.org/rfc/rfc7515#section-2).
public enum Base64URL {
  private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  public static func encode(_ bytes: [UInt8]) -> String {
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
      for position in 0...chunk.count { out.append(alphabet[(value >> (18 - 6 * position)) & 0x3F]) }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Decodes base64url (padding optional); nil for any other character.
  public static func decode(_ text: String) -> [UInt8]? {
    var bits = 0
    var count = 0
    var out: [UInt8] = []
    for byte in text.utf8 where byte != UInt8(ascii: "=") {
      guard let value = alphabet.firstIndex(of: byte) else { return nil }
      bits = bits << 6 | value
      count += 6
      if count >= 8 {
        count -= 8
        out.append(UInt8((bits >> count) & 0xFF))
      }
    }
    return out
  }
}

/// ECDSA signatures as OpenSSL writes them (DER `SEQUENCE { INTEGER r, INTEGER s }`) and as
/// JWS ES256 needs them (r and s as 32-byte big-endian numbers, concatenated: *RFC 7518: JSON Web
/// Algorithms (JWA)*, section 3.4, https://www.rfc-editor.org/rfc/rfc7518#section-3.4).
/// Reading two INTEGERs is layout, not cryptography.
public enum ECDSASignature {
  public struct Malformed: Error, Sendable {}

  /// r‖s, each left-padded to `width` bytes.
  public static func jose(fromDER der: [UInt8], width: Int = 32) throws(Malformed) -> [UInt8] {
    var index = 0
    func byte() throws(Malformed) -> UInt8 {
      guard index < der.count else { throw Malformed() }
      defer { index += 1 }
      return der[index]
    }
    func length() throws(Malformed) -> Int {
      let first = try byte()
      if first < 0x80 { return Int(first) }
      guard first == 0x81 else { throw Malformed() }  // a P-256 signature is under 256 bytes
      return Int(try byte())
    }
    guard try byte() == 0x30 else { throw Malformed() }
    guard try length() == der.count - index else { throw Malformed() }
    var result: [UInt8] = []
    for _ in 0..<2 {
      guard try byte() == 0x02 else { throw Malformed() }
      let count = try length()
      guard count > 0, index + count <= der.count else { throw Malformed() }
      let digits = der[index..<index + count].drop { $0 == 0 }
      guard digits.count <= width else { throw Malformed() }
      result += [UInt8](repeating: 0, count: width - digits.count) + digits
      index += count
    }
    guard index == der.count else { throw Malformed() }
    return result
  }
}
