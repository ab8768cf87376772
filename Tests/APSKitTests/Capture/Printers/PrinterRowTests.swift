import Testing

@testable import APSKit

/// Rows of the printers' table: the Darwin description (`PrinterTable.darwin`) read by the shared
/// container loop, its own separators, terminators, brackets and error texts kept; Swift's dump
/// (`PrinterTable.swiftDump`), indented, with the shared scalars and duplicate-key rule.
@Suite struct PrinterRowTests {
  static func error(_ text: String, as form: CaptureForm) -> CaptureError? {
    do {
      _ = try CaptureReader().read(Array(text.utf8), as: form)
      return nil
    } catch {
      if case .unreadable(_, let inner) = error { return inner }
      return error
    }
  }

  static func expected(_ error: CaptureError?) -> String? {
    switch error {
    case .unexpected(_, let expected, _)?: return expected
    case .truncated(let expected, _, _)?: return expected
    default: return nil
    }
  }

  @Test func readsEveryPartOfTheGrammar() throws {
    let text = #"{ aps = { alert = "Hi"; badge = 2; }; list = ( 1, "two", <null>, ); flag = true; shortcut; data = <7b7d>; }"#
    let capture = try CaptureReader().read(Array(text.utf8), as: .nslog)
    #expect(
      JSONPrinter.compactString(try #require(capture.value))
        == #"{"aps":{"alert":"Hi","badge":2},"list":[1,"two",null],"flag":"true","shortcut":"shortcut","data":"{}"}"#)
  }

  /// Keys whose quotes a page curled (`“aps"`, `"pn_ttl”`: linphone-iphone issue 430, "Parameters
  /// for Push Header and Payload", https://github.com/BelledonneCommunications/linphone-iphone/issues/430)
  /// read with the `"` they stand for, and noted; inside a value “ and ” stay text.
  @Test func typographicQuotesAtAKeysEnds() throws {
    let text = "{“aps\":{\"alert\":\"他说“好”\"},\"call-id\":\"\",\"pn_ttl”:60}"
    let captures = try CaptureReader().readAll(Array(text.utf8))
    #expect(captures.count == 1)
    let capture = try #require(captures.first)
    #expect(JSONPrinter.compactString(try #require(capture.value)) == #"{"aps":{"alert":"他说“好”"},"call-id":"","pn_ttl":60}"#)
    #expect(capture.notes.filter { $0.description.contains("typographic quote") }.count == 2)
  }

  /// Objective-C dictionary literals in source, as Batch's SDK tests write a push's userInfo
  /// (BatchLabs/Batch-iOS-SDK pushEventPayloadTests.m, https://github.com/BatchLabs/Batch-iOS-SDK/blob/a543f13ec1e77a457c613b842fc131a5f30cd3be/Sources/batchTests/Modules/EventDispatcher/pushEventPayloadTests.m):
  /// each key and value after its `@`; a boxed expression `@(…)` is computed by the code and refused.
  @Test func objectiveCLiterals() throws {
    let text = #"NSDictionary *d = @{ @"aps" : @{ @"alert" : @"Hi", @"badge" : @2 }, @"ok" : @YES, @"list" : @[ @"a", @1.5 ], };"#
    let captures = try CaptureReader().readAll(Array(text.utf8))
    #expect(captures.count == 1)
    let value = try #require(captures.first?.value)
    #expect(JSONPrinter.compactString(value) == #"{"aps":{"alert":"Hi","badge":2},"ok":true,"list":["a",1.5]}"#)
    let boxed = #"NSDictionary *d = @{ @"aps" : @{ @"badge" : @(count) } };"#
    let read = try? CaptureReader().readAll(Array(boxed.utf8))
    #expect(read.map { $0.allSatisfy { $0.value == nil } } ?? true)
    // A boxed literal alone holds its value ("Objective-C Literals", Boxed Expressions,
    // https://clang.llvm.org/docs/ObjectiveCLiterals.html#boxed-expressions; public capture 672).
    let literal = #"NSDictionary *d = @{ @"aps" : @{ @"badge" : @(110), @"x" : @( -1.5 ), @"y" : @(YES) } };"#
    let boxedValue = try #require(try CaptureReader().readAll(Array(literal.utf8)).first?.value)
    #expect(JSONPrinter.compactString(boxedValue) == #"{"aps":{"badge":110,"x":-1.5,"y":true}}"#)
  }

  @Test func separatorsAndTerminatorsKeepTheirErrors() {
    #expect(Self.expected(Self.error("{a = (1, 2 3);}", as: .nslog)) == "',' or ')' after an array element")
    #expect(Self.expected(Self.error("{a = (1, ", as: .nslog)) == "')' closing the array")
    #expect(Self.expected(Self.error("{a = (1", as: .nslog)) == "',' or ')' in the array")
    #expect(Self.expected(Self.error("{a = 1;", as: .nslog)) == "'}' closing the dictionary")
    #expect(Self.expected(Self.error("{a = 1", as: .nslog)) == "';' after the value of \"a\"")
    #expect(Self.expected(Self.error("{a ", as: .nslog)) == "'=' after the key \"a\"")
    #expect(Self.expected(Self.error("{ a = 1; = 2; }", as: .nslog)) == "a dictionary key (a quoted or bare string) or '}'")
    #expect(Self.error("{a = 1 b = 2;}", as: .nslog)?.location?.column == 8)
    guard case .missingEquals(let key, _)? = Self.error("{a ; b }", as: .nslog) else {
      Issue.record("a key with neither '=' nor ';' after it")
      return
    }
    #expect(key == "b")
  }

  /// The description names the bracket that goes too deep; the other printers the byte after it.
  @Test func tooDeepNamesTheBracket() {
    let darwin = String(repeating: "{a = ", count: 300) + "1;" + String(repeating: "}", count: 300)
    let darwinError = Self.error(darwin, as: .nslog)
    #expect(Self.expected(darwinError) == "at most 256 nested containers")
    #expect(darwinError?.location?.offset == 256 * 5)
    let dart = String(repeating: "{a: ", count: 300) + "1" + String(repeating: "}", count: 300)
    let dartError = Self.error(dart, as: .dart)
    #expect(Self.expected(dartError) == "at most 256 nested containers")
    #expect(dartError?.location?.offset == 256 * 4 + 1)
  }

  /// The dump's row (indented, not bracketed) types its scalars, notes its guesses and refuses a
  /// repeated key with the shared reader, as the description does.
  @Test func dumpSharesScalarsAndTheDuplicateRule() throws {
    func dump(secondKey: String) -> String {
      """
      ▿ 2 elements
        ▿ 0 : 2 elements
          - key : badge
          - value : 3
        ▿ 1 : 2 elements
          - key : \(secondKey)
          - value : 0042
      """
    }
    let read = try CaptureReader().read(Array(dump(secondKey: "id").utf8), as: .swiftDump)
    let described = try CaptureReader().read(Array("{ badge = 3; id = 0042; }".utf8), as: .nslog)
    #expect(read.value == described.value)
    #expect(read.notes.count == 2)
    #expect(read.notes.map(\.pointer) == described.notes.map(\.pointer))
    guard case .duplicateKey(let key, _, _)? = Self.error(dump(secondKey: "badge"), as: .swiftDump) else {
      Issue.record("a repeated key in a dump")
      return
    }
    #expect(key == "badge")
  }
}
