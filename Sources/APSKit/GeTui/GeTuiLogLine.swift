
/// The line GeTui's demo logs for a transmission (透传) message:
/// `>>[GTSdk ReceivePayload]:taskId=OSL-0824_…,messageId:d09057a1…,payloadMsg:{…}<离线消息>`
/// (older SDKs: `payloadId=…,taskId=…`). `payloadMsg` is inserted raw, so it runs to the end of
/// the capture and may itself contain `,messageId:`; the offline marker is appended right after it.
public struct GeTuiLogLine: Sendable, Equatable {
  public var payloadId: String?
  public var taskId: String
  public var messageId: String
  /// The transmission text exactly as logged.
  public var payload: String
  /// `<离线消息>` was appended: the message came while the app was not in the foreground.
  public var offline: Bool

  public init(payloadId: String? = nil, taskId: String, messageId: String, payload: String, offline: Bool) {
    self.payloadId = payloadId
    self.taskId = taskId
    self.messageId = messageId
    self.payload = payload
    self.offline = offline
  }

  static let offlineMarker = "<离线消息>"

  /// Whether `text` looks like the demo's log line (has `taskId=` and `payloadMsg:`).
  static func looksLikeLogLine(_ text: String) -> Bool {
    holds(text, "taskId=") && holds(text, "payloadMsg:")
  }

  /// Whether the demo's log line may stand in `bytes` (its words' bytes do), without making a String.
  static func holdsLogLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    ByteWords.contains("taskId=", in: bytes) && ByteWords.contains("payloadMsg:", in: bytes)
  }

  /// `text.contains(word)`, ruled out first by a byte search: the String search compares
  /// characters, hundreds of instructions a byte over a whole log that is no GeTui line (an ASCII
  /// word's characters have no other spelling, so a text without its bytes cannot hold it).
  private static func holds(_ text: String, _ word: StaticString) -> Bool {
    ByteWords.contains(word, in: text) && text.contains(word.description)
  }

  /// Parses the log line in `text` (any prefix before `payloadId=`/`taskId=` is skipped).
  public static func parse(_ text: String) throws(CaptureError) -> GeTuiLogLine {
    let bytes = Array(text.utf8)
    func location(of index: String.Index) -> SourceLocation {
      SourceLocation.of(offset: text.utf8.distance(from: text.startIndex, to: index), in: bytes)
    }
    guard ByteWords.contains("taskId=", in: text), let task = text.firstRange(of: "taskId=") else {
      throw .malformedLogLine(reason: "no 'taskId='", at: SourceLocation(offset: 0, line: 1, column: 1))
    }
    var payloadId: String?
    if let id = text.firstRange(of: "payloadId="), id.upperBound <= task.lowerBound {
      payloadId = String(text[id.upperBound..<task.lowerBound]).trimmingSuffix(",")
    }
    guard let message = text[task.upperBound...].firstRange(of: ",messageId:") else {
      throw .malformedLogLine(reason: "no ',messageId:' after the task id", at: location(of: task.upperBound))
    }
    guard let payload = text[message.upperBound...].firstRange(of: ",payloadMsg:") else {
      throw .malformedLogLine(reason: "no ',payloadMsg:' after the message id", at: location(of: message.upperBound))
    }
    var body = String(text[payload.upperBound...])
    while let last = body.unicodeScalars.last, last == " " || last == "\n" || last == "\r" || last == "\t" {
      body.unicodeScalars.removeLast()
    }
    let offline = body.hasSuffix(offlineMarker)
    if offline { body.removeLast(offlineMarker.count) }
    return GeTuiLogLine(
      payloadId: payloadId, taskId: String(text[task.upperBound..<message.lowerBound]),
      messageId: String(text[message.upperBound..<payload.lowerBound]), payload: body, offline: offline)
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
