import Foundation
import Testing

@testable import APSCLITests

@testable import APSCLI

/// `convert --to swift` / `--to objc` print literals that compile as printed, pasted after
/// `let userInfo = ` (Swift) or `NSDictionary *userInfo = ` (Objective-C, ARC).
@Suite struct LiteralCompilesTests {
  /// Mixed values at every level, empty containers, null, a float, a negative number and an
  /// integer past Int64.
  static let payload = #"{"aps":{"alert":{"title":"Hi \"you\"","body":"a\nb"},"badge":1},"x":[1,"a",null,true],"e":{},"l":[],"big":123456789012345678901234,"f":1.5e3,"neg":-3}"#

  @Test(.enabled(if: which("swiftc") != nil, "swiftc is not installed"))
  func swiftLiteralTypechecks() throws {
    let literal = runAPS(["convert", "--to", "swift"], stdin: Self.payload)
    #expect(literal.exitCode == .ok)
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("t.swift")
    let program = "import Foundation\nlet userInfo = " + literal.stdout
      + "func deliver(_ info: [AnyHashable: Any]) {}\ndeliver(userInfo)\n"
    try program.write(to: source, atomically: true, encoding: .utf8)
    let result = try runProcess(try #require(which("swiftc")), ["-typecheck", source.path], timeout: 120)
    #expect(result.status == 0, "\(literal.stdout)\n\(result.stderr)")
  }

  @Test func emptyPayloadIsTyped() {
    #expect(runAPS(["convert", "--to", "swift"], stdin: "{}").stdout == "[:] as [String: Any]\n")
  }

  /// Checked with clang's Objective-C front end against the Foundation declarations the literal
  /// uses (Foundation's headers are not on Linux).
  @Test(.enabled(if: which("clang") != nil, "clang is not installed"))
  func objcLiteralParses() throws {
    let literal = runAPS(["convert", "--to", "objc"], stdin: Self.payload)
    #expect(literal.exitCode == .ok)
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("t.m")
    let program = Self.foundation + "void f(void) {\n  NSDictionary *userInfo = " + literal.stdout + "  ;\n  (void)userInfo;\n}\n"
    try program.write(to: source, atomically: true, encoding: .utf8)
    let result = try runProcess(
      try #require(which("clang")),
      ["-fsyntax-only", "-fobjc-arc", "-fobjc-runtime=macosx-10.15", "-x", "objective-c", source.path])
    #expect(result.status == 0, "\(literal.stdout)\n\(result.stderr)")
  }

  private static let foundation = """
    #define YES __objc_yes
    #define NO __objc_no
    typedef signed char BOOL;
    typedef unsigned long NSUInteger;
    @interface NSObject
    @end
    @interface NSString : NSObject
    @end
    @interface NSNumber : NSObject
    + (NSNumber *)numberWithInt:(int)value;
    + (NSNumber *)numberWithLong:(long)value;
    + (NSNumber *)numberWithLongLong:(long long)value;
    + (NSNumber *)numberWithDouble:(double)value;
    + (NSNumber *)numberWithBool:(BOOL)value;
    @end
    @interface NSDecimalNumber : NSNumber
    + (NSDecimalNumber *)decimalNumberWithString:(NSString *)text;
    @end
    @interface NSArray : NSObject
    + (instancetype)arrayWithObjects:(const id [])objects count:(NSUInteger)count;
    @end
    @interface NSDictionary : NSObject
    + (instancetype)dictionaryWithObjects:(const id [])objects forKeys:(const id [])keys count:(NSUInteger)count;
    @end
    @interface NSNull : NSObject
    + (NSNull *)null;
    @end

    """
}
