import APSKit
import APSPlatform

/// A console log of 100,000 pushes (~100 MB) read as a stream of captures, beside jq
/// reading the same events as JSON Lines.
extension Bench {
  func captureRows(events: Int) -> [BenchRow] {
    let (log, jsonl) = Self.captureLog(events: events)
    let logPath = workspace.folder + "/console.log"
    let jsonlPath = workspace.folder + "/events.jsonl"
    BenchWorkspace.save(log, to: logPath)
    BenchWorkspace.save(jsonl, to: jsonlPath)
    // The workspace removes only its own files: these go when measured.
    defer { for path in [logPath, jsonlPath] { Platform.remove(path) } }
    var rows: [BenchRow] = []
    // jq's column: the same events as JSON Lines (`jq -c .`).
    rows.append(compare(
      BenchRow(
        name: "`convert -c` of a console log, \(events) captures (jq: the same events as \(jsonl.count >> 20) MB of JSON Lines)",
        bytes: log.count, target: .throughput(megabytesPerSecond: 50)),
      runs: settings.runs, aps: [aps, "convert", "-c", "-q", logPath], jq: jq.map { [$0, "-c", ".", jsonlPath] }, python: nil))
    // The same log through a pipe: nothing on disk, so memory must stay flat.
    let result = Subprocess.measure([aps, "convert", "-c", "-q", "-"]) { descriptor, _ in
      _ = log.withUnsafeBytes { Platform.writeAll(descriptor, $0) }
    }
    if result.status != 0 { printError("aps-bench: aps convert -c - exited \(result.status)") }
    var memory = BenchRow(name: "peak RSS, `convert -c -` of that log from a pipe", bytes: log.count, target: .peakMemory(megabytes: 30))
    memory.aps = result.seconds
    memory.peakRSS = result.peakRSSBytes
    rows.append(memory)
    return rows
  }

  /// The log as an app's `NSLog(@"userInfo: %@", userInfo)` lines (Firebase payloads, ~1 KB each),
  /// and the same payloads as JSON Lines.
  static func captureLog(events: Int) -> (log: [UInt8], jsonl: [UInt8]) {
    var log: [UInt8] = []
    var jsonl: [UInt8] = []
    log.reserveCapacity(events * 1_050)
    let filler = String(repeating: "lorem ipsum dolor sit amet ", count: 20)
    for index in 0..<events {
      let id = 1_577_972_666_053_157 + index
      log += Array("""
        2026-11-25 10:41:02.\(String(100_000 + index % 900_000).suffix(6))+0100 MyApp[48213:1904518] userInfo: {
            aps =     {
                alert =         {
                    body = "Your order \(index) is on its way";
                    title = "Order shipped";
                };
                badge = \(index % 100);
                sound = default;
            };
            "gcm.message_id" = \(id);
            "google.c.a.e" = 1;
            "google.c.sender.id" = 486685679562;
            note = "\(filler)";
            orderId = \(index);
        }

        """.utf8)
      jsonl += Array("""
        {"aps":{"alert":{"body":"Your order \(index) is on its way","title":"Order shipped"},"badge":\(index % 100),"sound":"default"},"gcm.message_id":"\(id)","google.c.a.e":"1","google.c.sender.id":"486685679562","note":"\(filler)","orderId":"\(index)"}

        """.utf8)
    }
    return (log, jsonl)
  }
}
