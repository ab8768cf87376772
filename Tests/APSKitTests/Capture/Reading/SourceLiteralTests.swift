import Testing

@testable import APSKit

/// Source code around a payload: a literal that holds variables is refused where reading stopped,
/// never read with values made from its text; a client's connection options beside the payload are
/// not a notification; Go source's `interface{}` types a composite literal as `%#v`'s `interface {}` does.
@Suite struct SourceLiteralTests {
  static func segments(_ text: String) -> [CaptureSegment] { CaptureReader().segments(Array(text.utf8)) }
  static func json(_ segments: [CaptureSegment]) throws -> [String] {
    try segments.map { segment in JSONPrinter.compactString(try #require(try segment.result.get().value)) }
  }

  /// JavaScript's shorthand property `{ title: 'Hi', body }` means `body: body`, a variable (MDN,
  /// "Object initializer", Property definitions: https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/Object_initializer#property_definitions).
  /// Dart's and Java's map printers quote nothing, so `'Hi', body` is no raw value of theirs: refused.
  @Test(arguments: [
    ("{ aps: { alert: { title: 'Hi', body }, sound: 'default' } }\n", "1:37"),
    ("n := Notification{DeviceToken: \"abc\", PushType: PushTypeAlert}\n", "1:"),
  ])
  func literalWithQuotedValuesIsNotAPrintedMap(text: String, at: String) {
    let found = Self.segments(text)
    #expect(found.count == 1)
    guard case .failure(let error) = found.first?.result else {
      Issue.record("read: \(found)")
      return
    }
    #expect(error.location.map { "\($0)".hasPrefix(at) } == true, "\(error)")
  }

  /// An object literal whose keys are quoted from the first, in JavaScript, TypeScript or Dart source
  /// (MDN, "Object initializer": https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Operators/Object_initializer;
  /// Dart, "Maps": https://dart.dev/language/collections#maps), reads with its literals typed; in a
  /// printed map with bare keys, `{'id': …}` stays the string Dart printed raw.
  @Test func quotedKeyObjectLiteralAndDartRawText() throws {
    #expect(try Self.json(Self.segments("final payload = {'aps': {'alert': 'Hi', 'badge': 1}, 'silent': false, 'meta': null};\n"))
      == [#"{"aps":{"alert":"Hi","badge":1},"silent":false,"meta":null}"#])
    #expect(try Self.json(Self.segments("flutter: on message {notification: {title: null, body: {'id': '15'}}, data: {}}\n"))
      == [#"{"notification":{"title":null,"body":"{'id': '15'}"},"data":{}}"#])
  }

  /// After a source literal's statement ends (`;`), the rest of its line is the next statement, not
  /// text glued to the capture (Ruby, "Statements": https://docs.ruby-lang.org/en/3.4/syntax/miscellaneous_rdoc.html);
  /// a call's one argument with bare values and no `aps` (`run({request: handler})`) is code: Dart's and
  /// Java's map prints, which quote nothing, are written to a log, never passed to a call.
  @Test func statementAfterTheLiteralAndACallsArgument() throws {
    let text = """
        on_request = proc{|args| args.should == {"aps"=>{"alert"=>"test message"}}; EM.stop }
        run_em_apns({request: on_request}) do
          EM::APNS.send_notification("f"*64, alert: "test message")
        end

      """
    #expect(try Self.json(Self.segments(text)) == [#"{"aps":{"alert":"test message"}}"#])
    // Alone, the text holds no capture: it is read as plain text, with no JSON value.
    #expect(try CaptureReader().readAll(Array("run({request: handler})\n".utf8)).allSatisfy { !$0.hasValue })
  }

  /// Dart's `Map.toString()` of the same values (strings raw) still reads.
  @Test func dartMapWithRawValuesStillReads() throws {
    #expect(try Self.json(Self.segments("{title: Hi, body: there, sound: default}\n")) == [#"{"title":"Hi","body":"there","sound":"default"}"#])
  }

  /// node-apn's provider options (token `key`/`keyId`/`teamId`, or `cert` and `key`: "Provider",
  /// https://github.com/parse-community/node-apn/blob/master/doc/provider.markdown) declared before the
  /// payload in a test's fixtures: dropped with a note; alone, refused.
  @Test func clientConnectionOptionsAreNotANotification() throws {
    let text = """
      const certOptions = {
        cert: 'cert.pem',
        key: 'key.pem',
      };
      const options = {
        token: { key: 'k.p8', keyId: 'ABC', teamId: 'DEF' },
        production: false,
      };
      const payload = {aps: {alert: 'Hi'}};

      """
    let found = Self.segments(text)
    #expect(try Self.json(found) == [#"{"aps":{"alert":"Hi"}}"#])
    let notes = (try? found.first?.result.get().notes.map(\.description)) ?? []
    #expect(notes.filter { $0.contains("connection options") }.count == 2)
    let alone = Self.segments("const options = {\n  cert: 'cert.pem',\n  key: 'key.pem',\n};\n")
    #expect(alone.count == 1)
    #expect(throws: CaptureError.self) { try alone.first?.result.get() }
  }

  /// A push service client built with its secret (Novu's `new Novu({ secretKey })`, Novu REST API,
  /// "Authentication": https://docs.novu.co/api-reference) and a plugin's per-platform registration
  /// options (phonegap-plugin-push API, "PushNotification.init(options)":
  /// https://github.com/phonegap/phonegap-plugin-push/blob/master/docs/API.md) are configuration, not
  /// pushes: dropped with a note before the request that follows; alone, refused. Texts from Novu's
  /// "Apple Push Notification Service (APNS)" page (https://github.com/novuhq/docs/blob/2c7bc5e4f01e13c7e0b7f336c1deded48d69cd7b/content/docs/platform/integrations/push/(providers)/apns.mdx)
  /// and "Getting iOS device ID" (https://github.com/phonegap/phonegap-plugin-push/issues/1296).
  @Test(arguments: [
    (
      """
      const novu = new Novu({
        secretKey: "<NOVU_SECRET_KEY>",
        // Required if using EU region
        // serverURL: "https://eu.api.novu.co",
      });

      await novu.trigger({
        workflowId: "workflowId",
        overrides: { apns: { payload: { aps: { alert: 'Test' } } } },
      });

      """,
      #"{"workflowId":"workflowId","overrides":{"apns":{"payload":{"aps":{"alert":"Test"}}}}}"#, "client's options"
    ),
    (
      """
      `var push = PushNotification.init({
                  "android": {
                      "senderID": "xxxxxx",
                      "alert": "true"
                  },
                  "ios": {
                      "senderID": "xxxxxx",
                      "alert": "true",
                      "badge": "true",
                      "sound": "true"
                  },
                  "windows": {}
              });`

      And as I understand, the payload is a bit different on iOS. This is mine currently :
      `{"registration_ids":["k_vrtgm3QXa:APA91b"],"data":{"message":"Test","quittance":0}}`

      """,
      #"{"registration_ids":["k_vrtgm3QXa:APA91b"],"data":{"message":"Test","quittance":0}}"#, "registration options"
    ),
  ])
  func serviceClientAndPluginOptionsAreNotANotification(text: String, request: String, note: String) throws {
    let found = Self.segments(text)
    #expect(try Self.json(found) == [request])
    let notes = (try? found.first?.result.get().notes.map(\.description)) ?? []
    #expect(notes.contains { $0.contains(note) && $0.contains("line 1") })
    let alone = Self.segments("const novu = new Novu({ secretKey: \"<NOVU_SECRET_KEY>\" });\n")
    #expect(alone.count == 1)
    #expect(throws: CaptureError.self) { try alone.first?.result.get() }
  }

  /// A member's JSON string retyped without escaping its quotes is a fragment of the printed object,
  /// refused at its opening quote (text from jpush-react-native issue #351,
  /// https://github.com/jpush/jpush-react-native/issues/351); JSON escapes a quotation mark inside a
  /// string (RFC 8259 section 7, https://www.rfc-editor.org/rfc/rfc8259#section-7).
  @Test(arguments: [
    (
      "Android\n收到消息的监听方法 打印出来的 为 extras:\"{\"from\":\"JPush\",\"module\":\"1\"}\"\n但是点击消息打开后 extras:\"{}\"\n",
      [(2, 26, "inside the quotes")]
    ),
  ])
  func fragmentsOfAPrintedObjectAreRefused(text: String, refusals: [(Int, Int, String)]) throws {
    let found = Self.segments(text).compactMap { segment -> CaptureError? in
      if case .failure(let error) = segment.result { error } else { nil }
    }
    #expect(found.count == refusals.count)
    for (error, (line, column, says)) in zip(found, refusals) {
      #expect(error.location?.line == line && error.location?.column == column)
      #expect(error.description.contains(says), "\(error)")
    }
    #expect(Self.segments(text).allSatisfy { if case .failure = $0.result { true } else { false } })
  }

  /// A key a push shares with options is not enough: an FCM message printed by React Native Firebase
  /// holds `senderId` at its top level ("RemoteMessage", https://rnfirebase.io/reference/messaging/remotemessage),
  /// and `android`/`ios` members side by side without `senderID` are read.
  @Test func pushesWithOptionLikeKeysStillRead() throws {
    #expect(try Self.json(Self.segments(#"{"senderId": "624529927573", "data": {"k": "v"}}"# + "\n")) == [#"{"senderId":"624529927573","data":{"k":"v"}}"#])
    #expect(try Self.json(Self.segments(#"{"android": {"title": "Hi"}, "ios": {"alert": "Hi"}}"# + "\n")) == [#"{"android":{"title":"Hi"},"ios":{"alert":"Hi"}}"#])
  }

  /// gofmt writes the empty interface `interface{}` (The Go Programming Language Specification,
  /// "Interface types": https://go.dev/ref/spec#Interface_types; "Composite literals":
  /// https://go.dev/ref/spec#Composite_literals); `%#v` prints `interface {}`. Both type a map literal.
  @Test(arguments: [
    #"map[string]interface{}{"aps": map[string]interface{}{"event": "update"}}"#,
    #"map[string]interface {}{"aps":map[string]interface {}{"event":"update"}}"#,
  ])
  func goMapLiteral(text: String) throws {
    #expect(try Self.json(Self.segments(text + "\n")) == [#"{"aps":{"event":"update"}}"#])
  }
  /// Code after the payload in a sender's script: Ruby's string interpolation `"…#{token}…"`
  /// (Ruby documentation, "Literals", Strings: https://docs.ruby-lang.org/en/master/syntax/literals_rdoc.html)
  /// and a callback's block whose first statement is a call (node-apn's README, "Sending a notification":
  /// https://github.com/node-apn/node-apn#sending-a-notification) open no capture: the payload is read.
  @Test(arguments: [
    "payload = {\"aps\" => {\"alert\" => \"Hi\"}}\nmessage = \"\\0\\0 #{token}\\0#{json}\"\n",
    "note.rawPayload = {aps: {alert: 'Hi'}};\nprovider.send(note, token).then((result) => {\n  console.log(result.sent);\n});\n",
  ])
  func codeAfterThePayloadOpensNoCapture(text: String) throws {
    #expect(try Self.json(Self.segments(text)) == [#"{"aps":{"alert":"Hi"}}"#])
  }

  /// A `#` first on its line is a comment marker before a capture, not an interpolation.
  @Test func commentMarkerBeforeACaptureStillReads() throws {
    #expect(try Self.json(Self.segments("#{'aps': {'alert': 'Hi'}}\n")) == [#"{"aps":{"alert":"Hi"}}"#])
  }
  /// A call's argument before the payload is no capture and does not refuse the text: Erlang's
  /// `ssl:connect(Host, Port, Options)` with a keyword list (Erlang ssl, "connect/3":
  /// https://www.erlang.org/doc/apps/ssl/ssl.html#connect/3), then the payload piped on to a JSON
  /// encoder (Elixir Kernel, "|>/2": https://hexdocs.pm/elixir/Kernel.html#%7C%3E/2).
  @Test func callArgumentBeforeThePayloadAndAPipeAfterIt() throws {
    let text = """
        {:ok, socket} = :ssl.connect('localhost', 2195, [packet: 0, active: true])
        payload = %{aps: %{alert: "Test"}} |> Poison.encode!

      """
    let found = Self.segments(text)
    #expect(try Self.json(found) == [#"{"aps":{"alert":"Test"}}"#])
    let notes = (try? found.first?.result.get().notes.map(\.description)) ?? []
    #expect(notes.contains { $0.contains("piped on") })
  }

  /// A value printed alone in parentheses (`print({…})`) is still a capture, not an argument among others.
  @Test func valueWrappedInParenthesesIsStillACapture() throws {
    #expect(try Self.json(Self.segments("print({'aps': {'alert': 'Hi'}})\n")) == [#"{"aps":{"alert":"Hi"}}"#])
  }
  /// The payload passed to a send call is read; a tuple of variables before it (Elixir, "Tuple":
  /// https://hexdocs.pm/elixir/Tuple.html) opens no capture; an argument without `aps` or a
  /// provider's keys (Pigeon's `put_custom(n, %{…})`: https://hexdocs.pm/pigeon/Pigeon.APNS.Notification.html)
  /// is no notification of its own.
  @Test func payloadArgumentIsReadOtherArgumentsAreNot() throws {
    let text = """
      Client.send({namespace, hub, key}, %{aps: %{alert: "Hi"}}, ["tags"])
      Pigeon.APNS.Notification.put_custom(n, %{"custom-key" => 1234})

      """
    #expect(try Self.json(Self.segments(text)) == [#"{"aps":{"alert":"Hi"}}"#])
  }
  /// PHP's short array syntax, keys given or left out (PHP manual, "Arrays":
  /// https://www.php.net/manual/en/language.types.array.php), passed to a send call.
  @Test func phpShortArrayLiteral() throws {
    let text = """
      $push->ios()->send('token', [
          'aps' => [
              'alert' => ['loc-key' => 'k', 'loc-args' => ['a', 2]],
          ],
          'badge' => 1,
          'ok' => true,
      ]);

      """
    #expect(try Self.json(Self.segments(text)) == [#"{"aps":{"alert":{"loc-key":"k","loc-args":["a",2]}},"badge":1,"ok":true}"#])
  }
}
