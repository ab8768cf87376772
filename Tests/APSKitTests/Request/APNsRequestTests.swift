import Testing

@testable import APSKit

@Suite struct APNsRequestTests {
  let request = APNsRequest(
    context: ValidationContext(
      pushType: "alert", topic: "com.example.app", priority: "10", expiration: "0", collapseID: "it's",
      apnsID: "123e4567-e89b-12d3-a456-4266554400a0", deviceToken: "00fc13ad"),
    environment: .production, body: Array(#"{"aps":{"alert":"It's"}}"#.utf8))

  @Test func http2LayoutListsEveryHeader() {
    #expect(request.http2Text == """
      HEADERS
        - END_STREAM
        + END_HEADERS
        :method = POST
        :scheme = https
        :path = /3/device/00fc13ad
        host = api.push.apple.com
        authorization = bearer $APNS_JWT
        apns-id = 123e4567-e89b-12d3-a456-4266554400a0
        apns-push-type = alert
        apns-expiration = 0
        apns-priority = 10
        apns-topic = com.example.app
        apns-collapse-id = it's
      DATA
        + END_STREAM
          {"aps":{"alert":"It's"}}

      """)
  }

  @Test func curlQuotesValuesAndReadsTheTokenFromTheEnvironment() {
    #expect(request.curlCommand == #"""
      : "${APNS_JWT:?set APNS_JWT (aps token)}" &&
      case $APNS_JWT in *[!ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._=-]*) echo 'aps: $APNS_JWT holds characters a token cannot have; a token is base64url text in three parts joined by dots (make one with aps token)' >&2; false;; esac &&
      printf 'header = "authorization: bearer %s"\n' "$APNS_JWT" |
      curl -q --fail-with-body -sS --write-out ' %{http_code} %{url_effective}\n' \
        --config - \
        --http2 \
        --proto '=https' \
        --max-filesize '65536' \
        --request 'POST' \
        --header 'apns-id: 123e4567-e89b-12d3-a456-4266554400a0' \
        --header 'apns-push-type: alert' \
        --header 'apns-expiration: 0' \
        --header 'apns-priority: 10' \
        --header 'apns-topic: com.example.app' \
        --header 'apns-collapse-id: it'\''s' \
        --data-binary '{"aps":{"alert":"It'\''s"}}' \
        'https://api.push.apple.com/3/device/00fc13ad'

      """#)
  }

  /// The config `aps send` gives curl comes from the same options as the printed line.
  @Test func configAndCommandLineShareTheOptions() {
    let config = request.curlConfig(secrets: ["APNS_JWT": "a.b.c"])
    #expect(config.hasPrefix("http2\nproto = \"=https\"\nmax-filesize = \"65536\"\nrequest = \"POST\"\nheader = \"authorization: bearer a.b.c\"\n"))
    #expect(config.contains(#"data-binary = "{\"aps\":{\"alert\":\"It's\"}}""#))
    #expect(config.hasSuffix("url = \"https://api.push.apple.com/3/device/00fc13ad\"\n"))
    var mock = request
    mock.baseURL = "http://127.0.0.1:8080"
    #expect(mock.curlConfig(secrets: [:]).hasPrefix("http2-prior-knowledge\nproto = \"=http\"\n"))
  }

  @Test func onlyGivenHeadersAppear() {
    let bare = APNsRequest(context: ValidationContext(deviceToken: "ab"), environment: .sandbox, body: [])
    #expect(bare.headers.map(\.name) == ["authorization"])
    #expect(bare.http2Text.contains("host = api.sandbox.push.apple.com"))
  }

  @Test(arguments: [("plain", "'plain'"), ("it's", #"'it'\''s'"#), ("", "''"), ("$HOME `x`", "'$HOME `x`'")])
  func shellQuoting(_ text: String, _ quoted: String) {
    #expect(text.shellQuoted == quoted)
  }
}
