import Testing

@testable import APSKit

/// PHP's long array syntax in a sender's source and a literal stored under a subscript ("Arrays",
/// https://www.php.net/manual/en/language.types.array.php: "An array can be created using the
/// array() language construct").
@Suite struct PHPSourceArrayTests {
  /// `array('aps' => array(…))` in a script, as `[…]` already is; var_dump's `array(2) {` keeps its row.
  @Test func longArraySyntax() throws {
    let script = "<?php\n$body = array('aps' => array('alert' => 'Hi', 'badge' => 1, 'sound' => 'default'));\n$json = json_encode($body);\n"
    #expect(try CaptureLogShapeTests.values(script) == [#"{"aps":{"alert":"Hi","badge":1,"sound":"default"}}"#])
    let dump = "array(1) {\n  [\"aps\"]=>\n  array(1) {\n    [\"badge\"]=>\n    int(1)\n  }\n}\n"
    #expect(try CaptureLogShapeTests.values(dump) == [#"{"aps":{"badge":1}}"#])
  }

  /// `$payload['aps'] = array(…)` then `json_encode($payload)` sends `{"aps": …}` ("Quickly send an Apple
  /// Push Notification using PHP", https://gist.github.com/seyfer/9783ade21a91b6346287d046ea952784);
  /// with another store into `$payload` the text lacks what it adds, and the aps dictionary alone is refused.
  @Test func literalStoredUnderTheApsSubscript() throws {
    let script = "<?php\n$token = 'x';\n$payload['aps'] = array('alert' => 'Oh hai!', 'badge' => 1);\n$output = json_encode($payload);\n"
    #expect(try CaptureLogShapeTests.values(script) == [#"{"aps":{"alert":"Oh hai!","badge":1}}"#])
    let more = "<?php\n$payload['aps'] = array('alert' => 'Hi', 'badge' => 1);\n$payload['acme'] = $id;\n"
    #expect(CaptureLogShapeTests.refusal(more) != nil)
    // A comparison stores nothing: no notification with aps comes of it.
    let compared = "<?php\nif ($payload['aps'] == array('alert' => 'Hi', 'badge' => 1)) {}\n"
    #expect((try? CaptureLogShapeTests.values(compared))?.contains { $0.contains("aps") } != true)
  }
}
