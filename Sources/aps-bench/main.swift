// aps-bench: times the built `aps` over a generated corpus and compares it with jq and Python.
import APSPlatform

import APSKit

// Usage: aps-bench [--lines N] [--runs N] [--small-runs N] [--rss-mb N] [--aps PATH] [--save-corpus DIR]
//                  [--send-tokens N] [--mock PATH] [--send-only] [--captures N] [--captures-only] [--callgrind]
let settings: BenchSettings
do {
  settings = try BenchSettings(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("aps-bench: \(error)\nusage: aps-bench [--lines N] [--runs N] [--small-runs N] [--rss-mb N] [--aps PATH] [--save-corpus DIR] [--send-tokens N] [--mock PATH] [--send-only] [--captures N] [--captures-only] [--callgrind]")
  Platform.exit(64)
}
if let folder = settings.saveFolder {
  BenchWorkspace.save(SampleCorpus.jsonl(count: settings.lines), to: folder + "/corpus.jsonl")
  BenchWorkspace.save(BenchWorkspace.smallPayload, to: folder + "/small.json")
  Platform.exit(0)
}
guard let aps = settings.apsPath ?? siblingAPS(), Platform.isExecutable(aps) else {
  printError("aps-bench: no aps binary next to aps-bench; run `swift build -c release` first or give --aps PATH")
  Platform.exit(66)
}
let workspace = BenchWorkspace(lines: settings.sendOnly ? 1 : settings.lines)
defer { workspace.remove() }
let bench = Bench(settings: settings, aps: aps, workspace: workspace)
print(bench.run().markdown())
