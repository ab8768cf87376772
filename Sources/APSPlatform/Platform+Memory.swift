#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension Platform {
  /// `malloc(3)`: nil when the system says no (a `ulimit -v`), where a Swift allocation would trap.
  public static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
    malloc(size)
  }

  public static func deallocate(_ pointer: UnsafeMutableRawPointer?) {
    free(pointer)
  }

  /// `realloc(3)`: a block grown in place where it can be (glibc remaps large blocks), so growing
  /// never holds the old and the new copy at once; nil when the system says no (the old block stays).
  public static func reallocate(_ pointer: UnsafeMutableRawPointer?, _ size: Int) -> UnsafeMutableRawPointer? {
    realloc(pointer, size)
  }
}

extension Platform {
  /// `memchr(3)`: the offset of the first `byte` among `count` bytes at `start` (many bytes a step),
  /// or nil. Inlinable: it runs once per line of a JSON Lines input.
  @inlinable
  public static func offset(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int? {
    guard let found = memchr(start, Int32(byte), count) else { return nil }
    return start.distance(to: UnsafeRawPointer(found))
  }
}
