/// Device tokens as people paste them. An app that logs `deviceToken` with `print`/`NSLog`
/// before iOS 13 shows the NSData description, `<00fc13ad ff785122 …>`; logs and tables show
/// spaced hex. Other push tools (houston, Knuff) accept both and strip the brackets and spaces;
/// so does `aps`, and says so.
public enum DeviceToken {
  /// The token with `<`, `>` around it, spaces and tabs between hex groups and a byte-order mark
  /// at the start removed, when what is left is hexadecimal; nil when nothing needed removing
  /// (or the text is not such a form: the header check then names the problem).
  public static func normalised(_ text: String) -> String? {
    var scalars = Substring(text)
    if scalars.hasPrefix("\u{FEFF}") { scalars = scalars.dropFirst() }
    var core = scalars.drop { $0 == " " || $0 == "\t" }
    while core.last == " " || core.last == "\t" { core = core.dropLast() }
    if core.hasPrefix("<") && core.hasSuffix(">") && core.count >= 2 { core = core.dropFirst().dropLast() }
    let hex = core.filter { $0 != " " && $0 != "\t" }
    guard hex != text, !hex.isEmpty, hex.utf8.allSatisfy({ isHex($0) }) else { return nil }
    return String(hex)
  }

  private static func isHex(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
  }
}
