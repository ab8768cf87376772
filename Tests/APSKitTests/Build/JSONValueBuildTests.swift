import Testing

@testable import APSKit

@Suite struct JSONValueBuildTests {
  @Test func setCreatingParentsRefusesAPointerDeeperThanTheReaderReads() throws {
    var value: JSONValue = .object([])
    let deep = JSONPointer(tokens: Array(repeating: "a", count: 100_000))
    #expect(throws: JSONPointerError.self) { try value.setCreatingParents("t", at: deep) }
    try value.setCreatingParents("t", at: JSONPointer(tokens: Array(repeating: "a", count: 511)))
  }

  @Test func setCreatingParentsBuildsMissingObjects() throws {
    var value: JSONValue = [:]
    try value.setCreatingParents("t", at: JSONPointer(tokens: ["aps", "alert", "title"]))
    #expect(value == ["aps": ["alert": ["title": "t"]]])
    var scalar: JSONValue = ["aps": 1]
    #expect(throws: JSONPointerError.self) { try scalar.setCreatingParents("t", at: JSONPointer(tokens: ["aps", "alert"])) }
  }

  @Test func alertFieldTurnsAStringAlertIntoItsBody() throws {
    var value: JSONValue = ["aps": ["alert": "text"]]
    try value.setAlertField("title", to: "T")
    #expect(value == ["aps": ["alert": ["body": "text", "title": "T"]]])
  }
}
