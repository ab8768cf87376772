import APSKit
import Foundation
import Testing

/// The JSONTestSuite files in `shared/jsontestsuite/test_parsing` beside the checkout (CI has them; a
/// user's clone does not, and then these tests are skipped with a visible note). Folders above the
/// checkout are searched too, so a git worktree nested one level deeper finds them.
let suiteFolder: URL = {
  var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  for _ in 0..<3 { folder = folder.deletingLastPathComponent() }  // the checkout's root
  for _ in 0..<3 {
    folder = folder.deletingLastPathComponent()
    let candidate = folder.appendingPathComponent("shared/jsontestsuite/test_parsing")
    if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
  }
  return folder.appendingPathComponent("shared/jsontestsuite/test_parsing")
}()

func suiteFiles(prefix: String) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: suiteFolder.path)) ?? []
  return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
}

let suiteIsPresent = FileManager.default.fileExists(atPath: suiteFolder.path)

/// The documented outcome of each implementation-defined (`i_`) case: `true` accepted, `false` rejected.
/// Numbers keep their lexeme, so no size is too big; strings must be valid UTF-8 and may not hold lone
/// surrogate escapes; UTF-16 input is not UTF-8 and is rejected.
let implementationDefinedOutcomes: [String: Bool] = [
  "i_number_double_huge_neg_exp.json": true,
  "i_number_huge_exp.json": true,
  "i_number_neg_int_huge_exp.json": true,
  "i_number_pos_double_huge_exp.json": true,
  "i_number_real_neg_overflow.json": true,
  "i_number_real_pos_overflow.json": true,
  "i_number_real_underflow.json": true,
  "i_number_too_big_neg_int.json": true,
  "i_number_too_big_pos_int.json": true,
  "i_number_very_big_negative_int.json": true,
  "i_object_key_lone_2nd_surrogate.json": false,
  "i_string_1st_surrogate_but_2nd_missing.json": false,
  "i_string_1st_valid_surrogate_2nd_invalid.json": false,
  "i_string_UTF-16LE_with_BOM.json": false,
  "i_string_UTF-8_invalid_sequence.json": false,
  "i_string_UTF8_surrogate_U+D800.json": false,
  "i_string_incomplete_surrogate_and_escape_valid.json": false,
  "i_string_incomplete_surrogate_pair.json": false,
  "i_string_incomplete_surrogates_escape_valid.json": false,
  "i_string_invalid_lonely_surrogate.json": false,
  "i_string_invalid_surrogate.json": false,
  "i_string_invalid_utf-8.json": false,
  "i_string_inverted_surrogates_U+1D11E.json": false,
  "i_string_iso_latin_1.json": false,
  "i_string_lone_second_surrogate.json": false,
  "i_string_lone_utf8_continuation_byte.json": false,
  "i_string_not_in_unicode_range.json": false,
  "i_string_overlong_sequence_2_bytes.json": false,
  "i_string_overlong_sequence_6_bytes.json": false,
  "i_string_overlong_sequence_6_bytes_null.json": false,
  "i_string_truncated-utf-8.json": false,
  "i_string_utf16BE_no_BOM.json": false,
  "i_string_utf16LE_no_BOM.json": false,
  "i_structure_500_nested_arrays.json": true,
  "i_structure_UTF-8_BOM_empty_object.json": true,
]

private func accepts(_ name: String) throws -> Bool {
  let bytes = try [UInt8](Data(contentsOf: suiteFolder.appendingPathComponent(name)))
  do {
    _ = try JSONText(scanning: bytes)
    return true
  } catch {
    return false
  }
}

@Suite(.enabled(if: suiteIsPresent, "../shared/jsontestsuite is absent (a clone without shared/): conformance skipped"))
struct JSONConformanceTests {
  @Test(arguments: suiteFiles(prefix: "y_"))
  func acceptsValid(file: String) throws {
    #expect(try accepts(file), "\(file) must parse")
  }

  @Test(arguments: suiteFiles(prefix: "n_"))
  func rejectsInvalid(file: String) throws {
    #expect(try !accepts(file), "\(file) must be rejected")
  }

  @Test(arguments: suiteFiles(prefix: "i_"))
  func implementationDefinedHasDocumentedOutcome(file: String) throws {
    let expected = try #require(implementationDefinedOutcomes[file], "document the outcome of \(file)")
    #expect(try accepts(file) == expected)
  }

  @Test func suiteIsComplete() {
    #expect(suiteFiles(prefix: "y_").count > 90)
    #expect(suiteFiles(prefix: "n_").count > 150)
  }
}
