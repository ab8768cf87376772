import Testing

@testable import APSCLI

/// `aps send` reads its options as typed fields (`SendOptions`); `--simulator` refuses every
/// APNs-only option by a row of `SimulatorSend.apnsOnly`, each a typed test of one field.
@Suite struct SendOptionsTests {
  static func options(_ words: [String]) throws -> SendOptions {
    guard case .run(_, let parsed) = try ArgumentParser(root: APS.root, fileExists: { _ in false }).parse(["send"] + words) else {
      throw CLIError.usage("not a run: \(words)")
    }
    return try SendOptions(parsed: parsed)
  }

  /// Each row names an option `send` declares, and its test is true exactly when that option is
  /// given: a row whose name or field drifted from the declaration fails here.
  @Test(arguments: SimulatorSend.apnsOnly.map(\.option))
  func eachAPNsOnlyRowSeesItsOption(_ name: String) throws {
    let spec = try #require(SendCommand.spec.option(named: name), "--\(name) is an option of send")
    let value = spec.isFlag ? [] : [spec.allowedValues.first { $0 != "text" } ?? "1"]
    let given = try Self.options(["--simulator", "--\(name)"] + value)
    let rows = SimulatorSend.apnsOnly.filter { $0.given(given) }.map(\.option)
    #expect(rows == [name])
  }

  @Test func noRowSeesDefaults() throws {
    let given = try Self.options(["--simulator", "--format", "text"])
    #expect(SimulatorSend.apnsOnly.filter { $0.given(given) }.isEmpty)
    #expect(given.simulator == ["booted"] && given.parallel == "10" && !given.parallelGiven)
  }

  /// The groups land in their fields (the payload flags and the template as `build` reads them).
  @Test func fieldsLandInTheirGroups() throws {
    let given = try Self.options([
      "push.json", "--device-token", "aa", "--device-token", "bb", "--device-tokens", "t.txt", "--topic", "com.example.app",
      "--host", "h:443", "--key-id", "ABC123DEFG", "--cert", "c.pem", "--parallel", "3", "--alert", "Hi", "--template", "alert",
    ])
    #expect(given.tokens.tokens == ["aa", "bb"] && given.tokens.file == "t.txt")
    #expect(given.headers.topic == "com.example.app" && given.server.host == "h:443" && given.key.keyID == "ABC123DEFG")
    #expect(given.credentials.cert == "c.pem" && given.parallel == "3" && given.parallelGiven)
    #expect(given.payload.payloadFlags["alert"] == ["Hi"] && given.payload.template.template == "alert")
    #expect(given.file == "push.json" && given.simulator.isEmpty)
  }
}
