import APSKit

/// How `aps size` prints: the one-line summary, the breakdown tree with bars, or JSON.
enum SizeOutput {
  /// `412 bytes of 4096 (10%), alert · as written 530 bytes`, after `label` (the input's visible
  /// name) and the JSON Lines line number when several payloads are measured.
  /// Written straight into the output buffer: string interpolation, or appending to an array, costs
  /// more than the measuring itself on `size --jsonl`.
  static func writeLine(_ report: SizeReport, label: [UInt8]?, line: Int?, to sink: OutputSink) {
    var pushType = report.pushType.rawValue
    pushType.withUTF8 { pushType in
      // Six numbers, the push type and at most 57 bytes of text besides the label.
      sink.write(atMost: (label?.count ?? 0) + 6 * ByteCursor.decimalWidth + pushType.count + 64) { start in
        var out = ByteCursor(start)
        if let label {
          out.append(label)
          if let line {
            out.append(UInt8(ascii: ":"))
            out.appendDecimal(line)
          }
          out.append(": ")
        }
        out.appendDecimal(report.bytes)
        out.append(" bytes of ")
        out.appendDecimal(report.limit)
        out.append(" (")
        out.appendDecimal(report.bytes * 100 / report.limit)
        out.append("%), ")
        out.append(pushType)
        if report.asWritten > report.bytes {
          out.append(" · as written ")
          out.appendDecimal(report.asWritten)
          out.append(" bytes")
        }
        if !report.fits {
          out.append(" · ")
          out.appendDecimal(report.bytes - report.limit)
          out.append(" bytes over")
        }
        out.append(UInt8(ascii: "\n"))
        return out.count
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
  static func json(_ report: SizeReport, input: PayloadRecord, fitted: FitResult?, fitError: String? = nil) -> JSONValue {
    var members: [JSONMember] = [
      JSONMember("bytes", JSONRecord.number(report.bytes)),
      JSONMember("asWritten", JSONRecord.number(report.asWritten)),
      JSONMember("limit", JSONRecord.number(report.limit)),
      JSONMember("pushType", .string(report.pushType.rawValue)),
      JSONMember("fits", .bool(report.fits)),
      JSONMember(
        "breakdown",
        .array((report.breakdown?.flatRows ?? []).map {
          .object([
            JSONMember("path", .string($0.path)), JSONMember("bytes", JSONRecord.number($0.bytes)),
            JSONMember("own", JSONRecord.number($0.own)),
          ])
        })),
    ]
    if let fitted {
      members.append(JSONMember("fitted", fitted.payload))
      members.append(JSONMember("fittedBytes", JSONRecord.number(fitted.bytes)))
    }
    if let fitError { members.append(JSONMember("fitError", .string(fitError))) }
    let ok = fitError == nil && (fitted != nil || report.fits)
    return JSONRecord.input(file: input.name, line: input.line, ok: ok, members)
  }
}
