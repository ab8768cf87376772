import APSKit

/// How `aps size` prints: the one-line summary, the breakdown tree with bars, or JSON.
enum SizeOutput {
  /// `412 bytes of 4096 (10%), alert · as written 530 bytes`, prefixed with the input when
  /// several are measured.
  /// The summary line written straight into bytes: building it by string interpolation was about a
  /// third of `size --jsonl`'s instructions (callgrind, 2,000 records).
  static func appendLine(_ report: SizeReport, labelled: Bool, to out: inout [UInt8]) {
    if labelled {
      // Terminal safety: the name shown as `OutputSink.show` would show it (escapes are per scalar,
      // so escaping the name alone gives the same bytes as escaping the whole line).
      out.append(contentsOf: TerminalText.visible(report.input.name).utf8)
      if let line = report.input.line {
        out.append(UInt8(ascii: ":"))
        appendDecimal(line, to: &out)
      }
      out.append(contentsOf: ": ".utf8)
    }
    appendDecimal(report.bytes, to: &out)
    out.append(contentsOf: " bytes of ".utf8)
    appendDecimal(report.limit, to: &out)
    out.append(contentsOf: " (".utf8)
    appendDecimal(report.bytes * 100 / report.limit, to: &out)
    out.append(contentsOf: "%), ".utf8)
    out.append(contentsOf: report.pushType.rawValue.utf8)
    if report.asWritten > report.bytes {
      out.append(contentsOf: " · as written ".utf8)
      appendDecimal(report.asWritten, to: &out)
      out.append(contentsOf: " bytes".utf8)
    }
    if !report.fits {
      out.append(contentsOf: " · ".utf8)
      appendDecimal(report.bytes - report.limit, to: &out)
      out.append(contentsOf: " bytes over".utf8)
    }
    out.append(UInt8(ascii: "\n"))
  }

  /// Appends `value` in decimal, as `String(value)` would spell it.
  private static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
    if value < 0 { out.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                 UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
      (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { raw in
      repeat {
        raw[count] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
        count += 1
      } while magnitude != 0
      while count > 0 {
        count -= 1
        out.append(raw[count])
      }
    }
  }

  /// The breakdown as an indented tree: bytes, share of the total and a bar per row. An object's
  /// rows add up to its own row; its last row is its punctuation (`"aps":{},` – key, braces, comma).
  static func tree(_ root: SizeBreakdown, total: Int, barWidth: Int = 24) -> String {
    var rows: [(label: String, bytes: Int)] = []
    collect(root, prefix: "", childPrefix: "", isRoot: true, into: &rows)
    let labelWidth = min(44, rows.map(\.label.count).max() ?? 0)
    let bytesWidth = String(total).count
    var out = ""
    for row in rows {
      let label = row.label.count > labelWidth ? String(row.label.prefix(labelWidth - 1)) + "…" : row.label
      let pad = String(repeating: " ", count: labelWidth - label.count)
      let bytes = String(row.bytes)
      let share = total == 0 ? 0 : row.bytes * 100 / total
      let percent = String(share) + "%"
      out += label + pad + "  " + String(repeating: " ", count: bytesWidth - bytes.count) + bytes
        + String(repeating: " ", count: 6 - percent.count) + percent + "  " + bar(row.bytes, of: total, width: barWidth)
      out += "\n"
    }
    return out
  }

  private static func collect(
    _ node: SizeBreakdown, prefix: String, childPrefix: String, isRoot: Bool,
    into rows: inout [(label: String, bytes: Int)]
  ) {
    rows.append((prefix + (isRoot ? "payload" : node.label), node.bytes))
    guard !node.children.isEmpty else { return }
    let punctuation = isRoot ? "{}" : "\"\(node.label)\":{}" + (node.punctuation > node.label.utf8.count + 5 ? "," : "")
    let entries = node.children.map { Optional($0) } + [nil]
    for (index, child) in entries.enumerated() {
      let last = index == entries.count - 1
      let branch = childPrefix + (last ? "└─ " : "├─ ")
      let continuation = childPrefix + (last ? "   " : "│  ")
      if let child {
        collect(child, prefix: branch, childPrefix: continuation, isRoot: false, into: &rows)
      } else {
        rows.append((branch + punctuation, node.punctuation))
      }
    }
  }

  /// A bar of `width` cells for `part / whole`, in eighths of a cell.
  static func bar(_ part: Int, of whole: Int, width: Int) -> String {
    guard whole > 0, part > 0 else { return "" }
    let eighths = max(1, part * width * 8 / whole)
    let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
    return String(repeating: "█", count: eighths / 8) + partial
  }

  /// The record of one payload: sizes, whether it fits, the breakdown rows and the fitted
  /// payload; `ok` is whether it fits (or was fitted), `fitError` says why `--fit` could not.
  static func json(_ report: SizeReport, fitted: FitResult?, fitError: String? = nil) -> JSONValue {
    var members: [JSONMember] = [
      JSONMember("bytes", JSONRecord.number(report.bytes)),
      JSONMember("asWritten", JSONRecord.number(report.asWritten)),
      JSONMember("limit", JSONRecord.number(report.limit)),
      JSONMember("pushType", .string(report.pushType.rawValue)),
      JSONMember("fits", .bool(report.fits)),
      JSONMember(
        "breakdown",
        .array(report.breakdown.flatRows.map {
          .object([JSONMember("path", .string($0.path)), JSONMember("bytes", JSONRecord.number($0.bytes))])
        })),
    ]
    if let fitted {
      members.append(JSONMember("fitted", fitted.payload))
      members.append(JSONMember("fittedBytes", JSONRecord.number(fitted.bytes)))
    }
    if let fitError { members.append(JSONMember("fitError", .string(fitError))) }
    let ok = fitError == nil && (fitted != nil || report.fits)
    return JSONRecord.input(file: report.input.name, line: report.input.line, ok: ok, members)
  }
}
