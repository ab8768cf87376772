#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Platform {
  /// Seconds since 1970 (`time(3)`): the wall clock, which Swift's standard library does not offer.
  public static func unixTime() -> Int {
    time(nil)
  }
}
