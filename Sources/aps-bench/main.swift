// aps-bench: times the built `aps` over a generated corpus and compares it with jq and Python.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

import APSKit

// Usage: aps-bench [--lines N] [--runs N] [--small-runs N] [--rss-mb N] [--captures N] [--captures-only] [--aps PATH] [--save-corpus DIR]
let settings: BenchSettings
do {
  settings = try BenchSettings(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("aps-bench: \(error)\nusage: aps-bench [--lines N] [--runs N] [--small-runs N] [--rss-mb N] [--captures N] [--captures-only] [--aps PATH] [--save-corpus DIR]")
  exit(64)
}
if let folder = settings.saveFolder {
  BenchWorkspace.save(SampleCorpus.jsonl(count: settings.lines), to: folder + "/corpus.jsonl")
  BenchWorkspace.save(BenchWorkspace.smallPayload, to: folder + "/small.json")
  exit(0)
}
guard let aps = settings.apsPath ?? siblingAPS(), access(aps, X_OK) == 0 else {
  printError("aps-bench: no aps binary next to aps-bench; run `swift build -c release` first or give --aps PATH")
  exit(66)
}
let workspace = BenchWorkspace(lines: settings.lines)
defer { workspace.remove() }
let bench = Bench(settings: settings, aps: aps, workspace: workspace)
print(bench.run().markdown())
