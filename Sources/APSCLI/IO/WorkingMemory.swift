import APSPlatform

/// The one checked path for memory that grows with the input: Swift traps when an allocation
/// fails (`failed to allocate … bytes`, exit 134), so what an input will need is first asked of
/// `malloc`, which can say no (a `ulimit -v`), and the answer is a clean error instead.
public enum WorkingMemory {
  /// Thrown when the system refuses; the caller names the input.
  struct Refused: Error {
    var requested: Int
  }

  /// Every command holds a whole input several times over at its peak (the bytes, the JSON tape,
  /// the decoded values, the output text): `inspect` of a 5.5 MB array of numbers needs about 23
  /// times its size of address space (the smallest `ulimit -v` it runs under, less what aps needs
  /// for a tiny input); 32 leaves room for the allocator's own overhead. Only address space is
  /// asked for (the block is never touched), so a machine without a limit is not slowed.
  public static let perInputByte = 32
  /// `fmt` prints as it goes (64 KB pieces) from a tape whose growth is checked itself: besides the
  /// input it needs about one more copy of it (measured: `fmt --ascii` of a 10 MB document of
  /// non-ASCII strings, which prints 60 MB, runs under a 70 MB `ulimit -v`).
  public static let streamedPerInputByte = 2

  /// Checks that `size` bytes can be had now (a block asked for and given back at once), so
  /// that the allocations that follow fit. Small sizes are not checked: a system that cannot
  /// give 1 MiB cannot run aps at all.
  static func reserve(_ size: Int) throws(Refused) {
    guard size >= 1 << 20 else { return }
    guard let probe = Platform.allocate(size) else { throw Refused(requested: size) }
    Platform.deallocate(probe)
  }

  /// `reserve` for the working memory of an input of `length` bytes.
  static func reserve(forInput length: Int, perByte: Int = perInputByte) throws(Refused) {
    let (size, overflow) = length.multipliedReportingOverflow(by: perByte)
    try reserve(overflow ? Int.max : size)
  }
}
