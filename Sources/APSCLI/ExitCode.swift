/// The process exit status, from the table in docs/exit-codes.md.
public struct ExitCode: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
  public var rawValue: Int32
  public init(rawValue: Int32) { self.rawValue = rawValue }
  public init(_ rawValue: Int32) { self.rawValue = rawValue }

  /// Everything worked.
  public static let ok = ExitCode(0)
  /// The input was checked and fails: invalid payload, over the size limit, `--check` found
  /// differences, undecodable data.
  public static let failure = ExitCode(1)
  /// The command line is wrong (`EX_USAGE`).
  public static let usage = ExitCode(64)
  /// An input cannot be opened (`EX_NOINPUT`).
  public static let noInput = ExitCode(66)
  /// A tool `aps` drives is not there or cannot be used (`EX_UNAVAILABLE`): `send` without a
  /// curl with HTTP/2, `token` without openssl (off macOS), `send --simulator` without `xcrun`.
  public static let unavailable = ExitCode(69)
  /// The system refused what every run needs, no input or output of the user's at fault
  /// (`EX_OSERR`, sysexits(3): "cannot fork", "cannot create pipe"): `send` cannot watch for signals.
  public static let systemError = ExitCode(71)
  /// An output cannot be written (`EX_IOERR`).
  public static let ioError = ExitCode(74)
  /// `send`: some requests never left (`EX_TEMPFAIL`: nothing reached the server, so sending again is safe).
  public static let notSent = ExitCode(75)
  /// `send`: some requests were written but got no complete answer (`EX_PROTOCOL`: the exchange
  /// broke; they may have been delivered, so sending again may show them twice).
  public static let deliveryUnknown = ExitCode(76)

  public var description: String { String(rawValue) }
}
