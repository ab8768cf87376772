// aps-bench: times the built `aps` over a generated corpus and compares it with jq and Python.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Usage: aps-bench [--lines N] [--runs N] [--rss-mb N] [--aps PATH]
let settings: BenchSettings
do {
  settings = try BenchSettings(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
  printError("aps-bench: \(error)\nusage: aps-bench [--lines N] [--runs N] [--rss-mb N] [--aps PATH]")
  exit(64)
}
guard let aps = settings.apsPath ?? siblingAPS(), access(aps, X_OK) == 0 else {
  printError("aps-bench: no aps binary next to aps-bench; run `swift build -c release` first or give --aps PATH")
  exit(66)
}
let workspace = BenchWorkspace(lines: settings.lines)
defer { workspace.remove() }
let bench = Bench(settings: settings, aps: aps, workspace: workspace)
print(bench.run().markdown())
