import Testing

@testable import APSCLI

/// `convert --to swift/objc` never prints a number literal that reads as another value: a float past
/// Double's range is refused (exit 1, the path and a hint), nothing on stdout.
@Suite struct ConvertLiteralRangeTests {
  @Test(arguments: ["swift", "objc"]) func outOfRangeFloatIsRefused(target: String) {
    let result = runAPS(["convert", "--to", target], stdin: #"{"aps":{"alert":"Hi"},"x":1e400}"#)
    #expect(result.exitCode == .failure)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("<stdin>: error: number 1e400 at /x is outside Double's range: no \(target) literal holds it"))
    #expect(result.stderr.contains("hint: write it as a string, or use --to json"))
  }

  @Test func floatsInRangeArePrinted() {
    let result = runAPS(["convert", "--to", "swift"], stdin: #"{"x":1.5e300}"#)
    #expect(result.exitCode == .ok)
    #expect(result.stdout == #"["x": 1.5e300] as [String: Any]"# + "\n")
  }
}
