import APSKit

/// One run of curl for a `CurlBatch`: feeds the config, reads result lines as they come, and
/// stops curl's process group on a signal, at the deadline or when the output fails.
struct CurlRun {
  let batch: CurlBatch
  let requests: [APNsRequest]
  let folder: String
  /// The client certificate curl opens by name, if any.
  let certificate: ChildSecret?
  private(set) var results: [SendResult?]
  private var finished = 0
  /// Transfers whose files were read and removed.
  private var cleaned: [Bool]

  init(batch: CurlBatch, requests: [APNsRequest], folder: String, certificate: ChildSecret? = nil) {
    self.certificate = certificate
    self.batch = batch
    self.requests = requests
    self.folder = folder
    results = Array(repeating: nil, count: requests.count)
    cleaned = Array(repeating: false, count: requests.count)
  }

  mutating func execute(
    curl: String, io: CommandIO, signals: SignalPipe, report: (Int, SendResult) -> Bool
  ) throws -> ([SendResult], CurlBatch.Stop?) {
    let arguments = ["-q", "--parallel", "--parallel-max", String(batch.parallel), "-sS", "-K", "-"]
    guard
      let child = Subprocess.spawn(
        curl, arguments, environment: io.environment, newProcessGroup: true, inheriting: certificate?.inherited ?? [])
    else {
      throw CLIError.unavailable("cannot run \(TerminalText.visible(curl))")
    }
    // curl and its copy of the certificate do not outlive aps, even one killed with SIGKILL.
    let watchdog = Watchdog.start(group: child.pid, removing: [folder] + (certificate?.folder.map { [$0] } ?? []))
    Platform.setNonBlocking(child.stdin)
    let deadline = batch.limits.overallSeconds.map { Platform.monotonicMilliseconds() + $0 * 1000 }
    var input = InputFeed(batch: batch, requests: requests, folder: folder)
    var stdin = child.stdin
    var open: [Int32] = [child.stdout, child.stderr]
    var lines = ResultLines()
    var errorText: [UInt8] = []
    var stop: CurlBatch.Stop?
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var stopAt: Int?
    while !open.isEmpty {
      let now = Platform.monotonicMilliseconds()
      if stop == nil {
        if let signal = signals.caught() { stop = .signal(signal) } else if let deadline, now >= deadline { stop = .deadline }
        if stop != nil {
          Platform.signalGroup(child.pid, Platform.terminateSignal)
          Platform.closeDescriptor(stdin)
          stdin = -1
          stopAt = now
        }
      } else if let stopAt, now - stopAt > 2000 {
        Platform.signalGroup(child.pid, Platform.killSignal)
      }
      var watched: [(descriptor: Int32, wantsWrite: Bool)] = [(signals.readEnd, false)] + open.map { ($0, false) }
      if stdin >= 0 { watched.append((stdin, true)) }
      let timeout = stop != nil ? 200 : deadline.map { max(0, $0 - now) } ?? -1
      let ready = Platform.waitReady(watched, timeout: timeout)
      guard !ready.isEmpty else { continue }
      if stdin >= 0, ready[watched.count - 1], !input.write(to: stdin) {
        Platform.closeDescriptor(stdin)
        stdin = -1
      }
      for (offset, descriptor) in open.enumerated().reversed() where ready[offset + 1] {
        let count = buffer.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress!, $0.count) }
        guard count > 0 else {
          Platform.closeDescriptor(descriptor)
          open.remove(at: offset)
          continue
        }
        if descriptor == child.stderr {
          errorText = Array((errorText + buffer[0..<count]).suffix(4096))
          continue
        }
        lines.feed(buffer[0..<count]) { index, writeOut, headers in
          guard results.indices.contains(index), results[index] == nil else { return }
          let result = answer(index, writeOut: writeOut, headers: headers)
          results[index] = result
          cleaned[index] = true
          finished += 1
          if !report(index, result), stop == nil {
            stop = .output
            Platform.signalGroup(child.pid, Platform.terminateSignal)
            stopAt = Platform.monotonicMilliseconds()
          }
        }
      }
    }
    Platform.closeDescriptor(stdin)
    // Stopped: curl has closed its output; nothing of its group may linger (before the wait, while
    // the group id is still curl's).
    if stop != nil { Platform.signalGroup(child.pid, Platform.killSignal) }
    watchdog?.dismiss()
    let status = Subprocess.wait(child.pid)
    return (finish(stop: stop, status: status, errorText: errorText, report: report), stop)
  }

  /// The result of transfer `index` from its write-out, its headers (from the result, or the
  /// file of a curl before 7.83) and its body file, which are removed at once. A file that is
  /// there but cannot be read is said in the result, never taken for an answer without a reason.
  private func answer(_ index: Int, writeOut: JSONView, headers: [UInt8]?) -> SendResult {
    let head: (bytes: [UInt8], problem: String?) = headers.map { ($0, nil) } ?? Self.readAnswerFile("\(folder)/\(index).h", what: "headers")
    let body = Self.readAnswerFile("\(folder)/\(index).b", what: "body")
    if headers == nil { Platform.remove("\(folder)/\(index).h") }
    Platform.remove("\(folder)/\(index).b")
    var result = SendResult(writeOut: writeOut, head: head.bytes, body: body.bytes, limits: batch.limits)
    if let problem = head.problem ?? body.problem, result.response != nil {
      result.answerUnread = true
      result.error = result.error.map { "\($0); \(problem)" } ?? problem
    }
    return result
  }

  /// A file curl wrote for an answer, through the one opener of inputs, at most
  /// `maximumResponseBytes` (a hostile server's body is never read whole). No file is no
  /// problem: curl makes none for an answer without a body. One that cannot be opened or read, or
  /// is over the cap, gives the problem to report.
  static func readAnswerFile(_ path: String, what: String) -> (bytes: [UInt8], problem: String?) {
    guard Platform.fileExists(path) else { return ([], nil) }
    let limit = APNsRequest.maximumResponseBytes
    do {
      let source = try ByteSource.open(path: path)
      if let length = source.length, length > limit {
        return ([], "the answer's \(what) is over \(limit) bytes and was not read (APNs answers with a few bytes)")
      }
      return (try source.readAll(limit: limit), nil)
    } catch let error as CLIError {
      guard case .cannotOpen(_, let reason) = error else { return ([], "the answer's \(what) could not be read") }
      return ([], "the answer's \(what) could not be read from the temporary folder (\(TerminalText.visible(reason)))")
    } catch {
      return ([], "the answer's \(what) could not be read from the temporary folder")
    }
  }

  /// Every token without a result gets one: after a stop, the first transfers curl may have
  /// started (it starts them in order, at most --parallel at once) are unknown, the rest were
  /// never sent. Reports them in order.
  private mutating func finish(stop: CurlBatch.Stop?, status: Int32, errorText: [UInt8], report: (Int, SendResult) -> Bool) -> [SendResult] {
    let curlError = TerminalText.visible(String(String(decoding: errorText, as: UTF8.self).split(separator: "\n").last ?? ""))
    let mayHaveStarted = finished + batch.parallel
    for index in results.indices where results[index] == nil {
      let result: SendResult
      switch stop {
      case .signal(let number)?:
        let name = StoppableChild.name(number)
        result = index < mayHaveStarted
          ? SendResult(delivery: .unknown, error: "stopped by \(name) before an answer came")
          : SendResult(delivery: .notSent, error: "stopped by \(name) before it was sent")
      case .deadline?:
        let limit = batch.limits.overallSeconds ?? 0
        result = index < mayHaveStarted
          ? SendResult(delivery: .unknown, error: "the --timeout of \(limit) s ran out before an answer came")
          : SendResult(delivery: .notSent, error: "the --timeout of \(limit) s ran out before it was sent")
      case .output?:
        result = SendResult(delivery: index < mayHaveStarted ? .unknown : .notSent, error: "stopped: the output cannot be written")
      case nil where status > 128:
        // curl was killed (SIGXFSZ past `ulimit -f`, SIGKILL from the OOM killer, …) with the
        // transfers it had started unanswered: those may have been delivered.
        let cause = "curl was ended by \(StoppableChild.name(status - 128))"
        result = index < mayHaveStarted
          ? SendResult(delivery: .unknown, error: "\(cause) before an answer came")
          : SendResult(delivery: .notSent, error: "\(cause) before it was sent")
      case nil where finished == 0 && status != 0:
        result = SendResult(delivery: .notSent, error: "curl failed before sending (exit \(status)): \(curlError)")
      case nil:
        result = SendResult(delivery: .unknown, error: "curl did not report this transfer (exit \(status)\(curlError.isEmpty ? "" : ": " + curlError))")
      }
      results[index] = result
      if stop != .output { _ = report(index, result) }
    }
    return results.map { $0! }
  }

  /// Removes what the run left in its folder, then the folder.
  func removeFiles() {
    for index in cleaned.indices where !cleaned[index] {
      Platform.remove("\(folder)/\(index).h")
      Platform.remove("\(folder)/\(index).b")
    }
    Platform.removeFolder(folder)
  }
}

/// The config text, made a few requests at a time as the pipe to curl takes it.
private struct InputFeed {
  let batch: CurlBatch
  let requests: [APNsRequest]
  let folder: String
  var next = 0
  var pending: [UInt8] = []
  var offset = 0

  /// Writes what the pipe takes; false when everything is written (or curl stopped reading).
  mutating func write(to descriptor: Int32) -> Bool {
    while true {
      if offset == pending.count {
        guard next < requests.count else { return false }
        pending.removeAll(keepingCapacity: true)
        offset = 0
        while next < requests.count && pending.count < 32_768 {
          pending += Array(batch.config(requests[next], index: next, folder: folder).utf8)
          next += 1
        }
      }
      let written = pending.withUnsafeBytes { Platform.writeSome(descriptor, UnsafeRawBufferPointer(rebasing: $0[offset...])) }
      if written < 0 { return false }
      if written == 0 { return true }
      offset += written
    }
  }
}
