import APSKit

import APSPlatform

/// A temporary folder holding the corpus, one small payload and the Python comparison script.
struct BenchWorkspace {
  let folder: String
  let corpusPath: String
  let smallPath: String
  let pythonScript: String
  /// The corpus bytes, also streamed for the memory measurement.
  let corpus: [UInt8]

  init(lines: Int) {
    guard let made = Platform.makeTemporaryFolder(prefix: "aps-bench") else {
      printError("aps-bench: cannot make a temporary folder")
      Platform.exit(73)
    }
    folder = made
    corpusPath = folder + "/corpus.jsonl"
    smallPath = folder + "/small.json"
    pythonScript = folder + "/pyjson.py"
    corpus = SampleCorpus.jsonl(count: lines)
    Self.save(corpus, to: corpusPath)
    Self.save(Self.smallPayload, to: smallPath)
    Self.save(Array(Self.python.utf8), to: pythonScript)
  }

  /// What `aps` does, the Python way: parse each line (json, or orjson/simdjson when installed); print it
  /// pretty or compact.
  static let python = """
    import json, sys
    mode, path = sys.argv[1], sys.argv[2]
    out = sys.stdout
    if mode in ("orjson", "simdjson"):
        if mode == "orjson":
            import orjson
            loads = orjson.loads
        else:
            import simdjson
            loads = simdjson.Parser().parse
        with open(path, "rb") as lines:
            for line in lines:
                if line.strip():
                    loads(line)
        sys.exit(0)
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if not line.strip():
                continue
            value = json.loads(line)
            if mode == "pretty":
                out.write(json.dumps(value, indent=2, ensure_ascii=False) + "\\n")
            elif mode == "compact":
                out.write(json.dumps(value, separators=(",", ":"), ensure_ascii=False) + "\\n")

    """

  func remove() {
    for path in [corpusPath, smallPath, pythonScript] { Platform.remove(path) }
    Platform.removeFolder(folder)
  }

  /// One typical payload, for the one-small-file row.
  static var smallPayload: [UInt8] { Array((SampleCorpus.lines(count: 1)[0] + "\n").utf8) }

  static func save(_ bytes: [UInt8], to path: String) {
    let descriptor = Platform.openForReplacing(path)
    let saved = descriptor >= 0 && bytes.withUnsafeBytes { Platform.writeAll(descriptor, $0) } == 0
    if descriptor >= 0 { Platform.close(descriptor) }
    if !saved {
      printError("aps-bench: cannot write \(path)")
      Platform.exit(73)
    }
  }
}
