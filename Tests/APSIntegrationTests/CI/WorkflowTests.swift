import Foundation
import Testing

@testable import APSCLITests

@testable import APSCLI

/// `.github/workflows/ci.yml` cannot run here (its macOS job needs a Mac), so what can be checked
/// here is: it is well-formed YAML with a Linux and a macOS job, and every command it runs is a
/// line of README.md, docs/contributing.md or `.ci/run`, so that CI runs what they tell users and
/// contributors to type.
@Suite struct WorkflowTests {
  static let workflowPath = packageRoot.appendingPathComponent(".github/workflows/ci.yml").path
  static func text(_ relative: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(relative), encoding: .utf8)
  }

  /// python3 with PyYAML, for a real YAML parse when this machine has it.
  static let pythonYAML: String? = {
    guard let python = which("python3"),
      let result = try? runProcess(python, ["-c", "import yaml"]), result.status == 0
    else { return nil }
    return python
  }()

  /// The workflow read line by line: the subset GitHub workflows use here (block mappings,
  /// `- ` sequences, `|` block scalars), strict about indentation.
  struct Workflow {
    var runsOn: [String: String] = [:]
    /// Each `run:` with its job, as GitHub hands it to the shell.
    var runs: [(job: String, script: String)] = []
    var problems: [String] = []

    init(_ text: String) {
      var top: String?
      var job: String?
      var block: (indent: Int, job: String, lines: [String])?
      for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let line = String(raw)
        let indent = line.prefix { $0 == " " }.count
        let body = line.dropFirst(indent)
        if var open = block {
          if body.isEmpty || indent > open.indent {
            open.lines.append(body.isEmpty ? "" : String(line.dropFirst(open.indent + 2)))
            block = open
            continue
          }
          runs.append((open.job, open.lines.joined(separator: "\n").trimmingCharacters(in: .newlines)))
          block = nil
        }
        if body.isEmpty || body.hasPrefix("#") { continue }
        if line.contains("\t") { problems.append("\(number + 1): a tab") }
        if indent % 2 != 0 { problems.append("\(number + 1): indented by \(indent)") }
        var entry = Substring(body)
        var entryIndent = indent
        if entry.hasPrefix("- ") {
          entry = entry.dropFirst(2)
          entryIndent += 2
        }
        guard let colon = entry.firstIndex(of: ":"), !entry[..<colon].contains(" "), !entry[..<colon].isEmpty else {
          problems.append("\(number + 1): not 'key: value' or '- key: value': \(body)")
          continue
        }
        let key = String(entry[..<colon])
        let value = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        if indent == 0 { top = key }
        if indent == 2, top == "jobs" { job = key }
        if key == "runs-on", let job { runsOn[job] = value }
        if key == "run", let job {
          if value == "|" {
            block = (entryIndent, job, [])
          } else {
            runs.append((job, value))
          }
        }
      }
      if let open = block { runs.append((open.job, open.lines.joined(separator: "\n").trimmingCharacters(in: .newlines))) }
    }

    /// The commands of every `run:`, one a line, without blank lines and comments.
    var commands: [String] {
      runs.flatMap { $0.script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }
  }

  @Test func workflowIsWellFormedWithALinuxAndAMacOSJob() throws {
    let workflow = Workflow(try String(contentsOfFile: Self.workflowPath, encoding: .utf8))
    #expect(workflow.problems.isEmpty, "\(workflow.problems)")
    #expect(workflow.runsOn == ["linux": "ubuntu-latest", "macos": "macos-latest"])
    #expect(workflow.runs.contains { $0.job == "linux" && $0.script == ".ci/run" }, "the Linux job runs .ci/run")
    let mac = workflow.runs.filter { $0.job == "macos" }.map(\.script)
    for step in ["swift build -c release", "swift test", ".ci/token-check .build/release/aps", "zsh .ci/readme-install"] {
      #expect(mac.contains(step), "the macOS job runs \(step)")
    }
  }

  @Test(.enabled(if: pythonYAML != nil, "needs python3 with PyYAML"))
  func pythonYAMLReadsTheSameSteps() throws {
    let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
    let result = try runProcess(try #require(Self.pythonYAML), ["-c", script, Self.workflowPath])
    #expect(result.status == 0, "\(result.stderr)")
    let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    // YAML 1.1 (PyYAML) reads the key `on` as the boolean true.
    #expect(document["on"] != nil || document["true"] != nil, "the workflow says when it runs")
    let jobs = try #require(document["jobs"] as? [String: [String: Any]])
    var runs: [(job: String, script: String)] = []
    for name in jobs.keys.sorted() {
      for step in jobs[name]?["steps"] as? [[String: Any]] ?? [] {
        if let run = step["run"] as? String { runs.append((name, run.trimmingCharacters(in: .newlines))) }
      }
    }
    let ours = Workflow(try String(contentsOfFile: Self.workflowPath, encoding: .utf8)).runs.sorted { ($0.job, $0.script) < ($1.job, $1.script) }
    #expect(runs.map(\.job) == ours.map(\.job))
    #expect(runs.map(\.script).sorted() == ours.map(\.script).sorted())
  }

  @Test func everyCommandTheWorkflowRunsIsInTheDocsOrCIRun() throws {
    let places = [try Self.text("README.md"), try Self.text("docs/contributing.md"), try Self.text(".ci/run")]
    let commands = Workflow(try String(contentsOfFile: Self.workflowPath, encoding: .utf8)).commands
    #expect(commands.count >= 6)
    for command in commands {
      let found = places.contains { text in text.split(separator: "\n").contains { $0.contains(command) } }
      #expect(found, "'\(command)' is in none of README.md, docs/contributing.md and .ci/run")
    }
  }

  /// `.ci/readme-install` runs the README's lines, and the README's install lines are all run there.
  @Test func readmeInstallLinesAreTheOnesCIRuns() throws {
    let readme = try Self.text("README.md")
    let script = try Self.text(".ci/readme-install")
    let begin = try #require(script.range(of: "# readme: begin\n"))
    let end = try #require(script.range(of: "# readme: end\n"))
    let ran = script[begin.upperBound..<end.lowerBound].split(separator: "\n").map(String.init)
    #expect(ran.count >= 6)
    for line in ran {
      #expect(readme.split(separator: "\n").contains { $0.contains(line) }, "'\(line)' is not a README line")
    }
    let macOS = try #require(readme.range(of: "### macOS\n"))
    let linux = try #require(readme.range(of: "### Linux\n"))
    let installed = readme[macOS.upperBound..<linux.lowerBound].split(separator: "\n")
      .filter { $0.hasPrefix("mkdir -p ") || $0.hasPrefix("eval ") }
    #expect(installed.count >= 5)
    for line in installed {
      #expect(script.contains(line), "the README line '\(line)' is not run by .ci/readme-install")
    }
  }

  /// The bash line works in bash 3.2 (macOS's /bin/bash): `eval`, not `source <(…)`, and a script
  /// without bash 4 features.
  @Test func bashCompletionsNeedOnlyBash32() throws {
    let readme = try Self.text("README.md")
    #expect(readme.contains("eval \"$(aps completions bash)\""))
    let script = try Self.text("completions/aps.bash")
    for feature in ["declare -A", "local -A", "mapfile", "readarray", ",,}", "^^}", "local -n", "[[ -v ", "coproc", "|&", ";&", ";;&"] {
      #expect(!script.contains(feature), "'\(feature)' needs bash 4")
    }
    for line in script.split(separator: "\n") where line.contains("compopt") {
      #expect(line.contains("2>/dev/null"), "bash 3.2 has no compopt: \(line)")
    }
  }

  /// The release build CI makes treats a warning as an error, so none reaches a user's first build.
  @Test func releaseBuildRefusesWarnings() throws {
    let build = try Self.text(".ci/run").split(separator: "\n").filter { $0.hasPrefix("swift build ") }
    #expect(!build.isEmpty && build.allSatisfy { $0.contains("-Xswiftc -warnings-as-errors") })
  }

  @Test(.enabled(if: which("openssl") != nil && apsBinary != nil, "needs openssl and the built aps binary"))
  func tokenCheckVerifiesWithTheSystemOpenSSL() throws {
    let result = try runProcess(packageRoot.appendingPathComponent(".ci/token-check").path, [try #require(apsBinary)], timeout: 60)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("Verified OK"))
  }

  @Test(.enabled(if: which("zsh") != nil && apsBinary != nil, "needs zsh and the built aps binary"))
  func readmeInstallRunsInZsh() throws {
    // The script installs .build/release/aps; a copy of it pointed at the binary the tests use.
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = try Self.text(".ci/readme-install")
      .replacingOccurrences(of: "cd \"${0:A:h}/..\"", with: "cd \(packageRoot.path.shellQuoted)")
      .replacingOccurrences(of: ".build/release/aps", with: try #require(apsBinary).shellQuoted)
    let copy = folder.appendingPathComponent("readme-install")
    try script.write(to: copy, atomically: true, encoding: .utf8)
    let result = try runProcess(try #require(which("zsh")), [copy.path], environment: ["PATH": "/usr/bin:/bin", "TMPDIR": folder.path], timeout: 60)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("ci: README install and completion lines work in zsh"))
  }
}

/// `Formula/aps.rb`: checked for Ruby syntax when ruby is here (`ruby -c`), and always for what
/// makes it build: the tagged archive of this version, SwiftPM, the binary, man page and completions.
@Suite struct HomebrewFormulaTests {
  static let path = packageRoot.appendingPathComponent("Formula/aps.rb").path

  @Test func formulaBuildsTheTaggedSourceWithSwiftPM() throws {
    let formula = try String(contentsOfFile: Self.path, encoding: .utf8)
    #expect(formula.contains("class Aps < Formula\n"))
    #expect(formula.contains("url \"https://github.com/OWNER/aps/archive/refs/tags/v\(APS.version).tar.gz\""), "the tag follows aps --version")
    #expect(formula.contains("depends_on xcode: [\"16.0\", :build]"), "swift-tools-version 6.0 needs Xcode 16")
    #expect(formula.contains("system \"swift\", \"build\", \"--disable-sandbox\", \"-c\", \"release\""))
    #expect(formula.contains("bin.install \".build/release/aps\""))
    #expect(formula.contains("(man1/\"aps.1\").write"))
    #expect(formula.contains("generate_completions_from_executable(bin/\"aps\", \"completions\""))
    #expect(formula.contains("test do\n"))
    // Blocks balance: each `class`/`def`/`do` has its `end`.
    let opened = formula.split(separator: "\n").filter { line in
      let words = line.trimmingCharacters(in: .whitespaces)
      return words.hasPrefix("class ") || words.hasPrefix("def ") || words.hasSuffix(" do")
    }.count
    let closed = formula.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "end" }.count
    #expect(opened == closed)
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("brew tap OWNER/aps https://github.com/OWNER/aps && brew install OWNER/aps/aps"))
    #expect(formula.contains("brew tap OWNER/aps https://github.com/OWNER/aps && brew install OWNER/aps/aps"))
  }

  @Test(.enabled(if: which("ruby") != nil, "needs ruby"))
  func formulaIsValidRuby() throws {
    let result = try runProcess(try #require(which("ruby")), ["-c", Self.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Syntax OK"))
  }
}
