import Foundation
import Testing
@testable import APSCLITests

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Hostile files through the built binary, where real descriptors, argv bytes and memory limits matter.
/// Each case runs in `sh` (redirections, `printf` bytes, `ulimit`) with a time limit: a hang fails.
@Suite(.enabled(if: apsBinary != nil, "build aps first (swift build)"))
struct HostileFileTests {
  /// Runs `script` in `sh` in a fresh folder, with `$APS` the binary; returns what it printed.
  private func shell(_ script: String, environment extra: [String: String] = [:]) throws -> (ProcessResult, URL) {
    let folder = try makeTemporaryFolder()
    var environment = ProcessInfo.processInfo.environment
    environment["APS"] = try #require(apsBinary)
    environment.merge(extra) { $1 }
    let result = try runProcess("/bin/sh", ["-c", script], environment: environment, directory: folder, timeout: 120)
    return (result, folder)
  }

  /// `aps fmt -w FIFO` hung forever; `cat x | aps fmt -w /dev/stdin` hung or threw the result away.
  @Test(arguments: ["mkfifo f && $APS fmt -w f", "echo '{ }' | $APS fmt -w /dev/stdin", "$APS fmt -w /dev/null"])
  func inPlaceRewriteRefusesWhatIsNotARegularFile(_ script: String) throws {
    let (result, folder) = try shell(script)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.status == 74)
    #expect(result.stderr.contains(": not a regular file; --write rewrites files in place"), "\(result.stderr)")
  }

  /// `-o /dev/stdout >> log.txt` replaced log.txt; `{ echo before; …; echo after; } > ci.log` lost both lines.
  @Test func outputThroughStandardOutputKeepsWhatIsThere() throws {
    let (result, folder) = try shell("""
      echo before > log.txt
      $APS build -t silent -o /dev/stdout >> log.txt
      $APS build -t silent -o /dev/stderr 2>> log.txt
      { echo first; $APS build -t silent -o /dev/stdout; echo; echo last; } > ci.log
      cat log.txt; echo; cat ci.log
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.status == 0, "\(result.stderr)")
    let payload = "{\"aps\":{\"content-available\":1}}"
    #expect(result.stdout == "before\n\(payload)\(payload)\nfirst\n\(payload)\nlast\n")
  }

  /// `aps validate $'f\xff.json'` said "No such file"; `build -o $'out\xff.json'` created `out\xEF\xBF\xBD.json`.
  @Test func fileNamesAreBytes() throws {
    let (result, folder) = try shell(#"""
      name=$(printf 'f\377.json'); out=$(printf 'out\377.json')
      printf '{"aps":{"alert":"hi"}}' > "$name"
      $APS fmt -c "$name" && $APS build -t silent -o "$out" && cat "$out" && echo
      $APS validate "$(printf 'missing\377.json')"; echo "status $?"
      $APS build -t alert --var "title=$(printf 'T\377')" --var body=B; echo "status $?"
      ls
      """#)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.stdout == """
      {"aps":{"alert":"hi"}}
      {"aps":{"content-available":1}}
      status 66
      status 64
      f\u{FFFD}.json
      out\u{FFFD}.json

      """)
    #expect(result.stderr.contains("aps: error: cannot open missing\\xFF.json: No such file or directory\n"))
    #expect(result.stderr.contains("'title=T\\xFF' is not valid UTF-8"), "\(result.stderr)")
  }

  /// One bad entry in an `APS_TEMPLATE_PATH` folder hung (`--names` runs on every TAB) or made the
  /// whole list exit 66; a link to /dev/zero cost ~2 GB.
  @Test func templateListingSkipsUnusableEntries() throws {
    let (result, folder) = try shell(#"""
      mkdir t && cd t
      printf '{"aps":{"alert":"{{title}}"}}' > good.json
      mkfifo fifo.json
      ln -s missing.json dangling.json
      ln -s /dev/zero zero.json
      ln -s /proc/self/mem unreadable.json 2>/dev/null || true
      printf '{}' > "$(printf 'bad\377')".json
      head -c 2000000 /dev/zero > huge.json
      cd ..
      APS_TEMPLATE_PATH=$PWD/t $APS templates list --names; echo "status $?"
      """#)
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first == "good")
    #expect(lines.last == "status 0")
    #expect(lines.count > 10, "the built-ins are listed too")
    for fragment in ["fifo.json: not a regular file", "zero.json: not a regular file", "dangling.json: No such file",
      "bad\\xFF.json: its name is not valid UTF-8", "huge.json: the file is over 1 MiB"]
    {
      #expect(result.stderr.contains(fragment), "stderr lacks \(fragment): \(result.stderr)")
    }
  }

  /// A template folder whose name is not UTF-8 is searched by its bytes and shown as `\xFF`.
  @Test func templateFolderNamesAreBytes() throws {
    let (result, folder) = try shell(#"""
      dir=$(printf 'tp\377'); mkdir "$dir"
      printf '{"aps":{"alert":"x"}}' > "$dir/mine.json"
      APS_TEMPLATE_PATH=$PWD/$dir $APS templates list | grep '^mine '
      """#)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.stdout.contains("/tp\\xFF/mine.json"), "\(result.stdout) \(result.stderr)")
  }

  /// `aps fmt /dev/zero` under `ulimit -v` aborted (exit 134, "failed to allocate").
  @Test(arguments: ["$APS fmt /dev/zero", "$APS fmt --jsonl /dev/zero", "$APS validate /dev/zero"])
  func memoryLimitIsACleanError(_ command: String) throws {
    let (result, folder) = try shell("ulimit -v 200000 && exec \(command)")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.status == 66, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("aps: error: cannot open /dev/zero: out of memory after reading "), "\(result.stderr)")
  }

  /// The working memory for a whole input refused (`ulimit -v`) was exit 1, as if the input had been
  /// checked and failed, where running out of memory while reading it was 66: both are 66 now.
  @Test func refusedWorkingMemoryIsAnInputThatCannotBeRead() throws {
    let (result, folder) = try shell("""
      awk 'BEGIN { printf "["; for (i = 0; i < 700000; i++) printf "%s%d", (i ? "," : ""), i; printf "]" }' >array.json
      ulimit -v 60000 && exec $APS inspect array.json
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.status == 66, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("aps: error: cannot open array.json: not enough memory to read it ("), "\(result.stderr)")
  }

  /// As root, a file of someone else's: without the right to keep the owner (here a process running
  /// as nobody through `setpriv`), setuid and setgid are dropped, never kept for the new owner.
  @Test(.enabled(if: geteuid() == 0 && which("setpriv") != nil, "needs root and setpriv (util-linux); skipped"))
  func setIDBitsAreDroppedWhenOwnershipCannotBeKept() throws {
    let (result, folder) = try shell("""
      chmod 777 .
      printf '{ "a": 1 }' > x.json && chmod 6777 x.json
      setpriv --reuid=65534 --regid=65534 --clear-groups $APS fmt -w x.json
      stat -c '%u:%g %a' x.json
      """)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(result.stdout == "65534:65534 777\n", "\(result.stderr)")
  }
}
