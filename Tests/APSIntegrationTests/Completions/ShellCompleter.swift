import Foundation

@testable import APSCLI
@testable import APSCLITests

/// Loads a generated completion script into a real shell and asks it to complete a command line.
/// The program being completed is found on `PATH` in a temporary `bin/` folder, so that dynamic
/// completions run it.
struct ShellCompleter {
  let shell: CompletionShell
  let folder: URL
  let program: String

  /// Writes `script` and puts `executable` (a path to link, or a shell script body) on `PATH`.
  init(shell: CompletionShell, script: String, program: String, executable: Executable) throws {
    self.shell = shell
    self.program = program
    folder = try makeTemporaryFolder()
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let target = bin.appendingPathComponent(program).path
    switch executable {
    case .link(let path):
      try FileManager.default.createSymbolicLink(atPath: target, withDestinationPath: path)
    case .script(let body):
      try ("#!/bin/sh\n" + body + "\n").write(toFile: target, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target)
    }
    try script.write(to: scriptURL, atomically: true, encoding: .utf8)
    // The shell runs in `work/`, which holds files and a folder for file completion.
    try FileManager.default.createDirectory(
      at: workFolder.appendingPathComponent("captures"), withIntermediateDirectories: true)
    for name in ["payload.json", "capture.bin", "notes.txt"] {
      try "{}".write(to: workFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
  }

  enum Executable {
    case link(String)
    case script(String)
  }

  var workFolder: URL { folder.appendingPathComponent("work") }

  var scriptURL: URL {
    // zsh autoloads `_aps` from a folder in $fpath; the others source any file.
    folder.appendingPathComponent(shell == .zsh ? "_" + program : program + "." + shell.rawValue)
  }

  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The candidates the shell offers for `line` (the cursor at its end), sorted.
  func complete(_ line: String) throws -> [String] {
    let result: ProcessResult
    switch shell {
    case .bash:
      var words = line.split(separator: " ").map(String.init)
      if line.hasSuffix(" ") { words.append("") }
      result = try completeBash(words: words)
    case .zsh:
      result = try run("zsh", ["-f", try writeZshDriver(line: line)])
    case .fish:
      let commands = "source \(scriptURL.path.shellQuoted); complete -C \(line.shellQuoted)"
      result = try run("fish", ["--no-config", "-c", commands])
    }
    guard result.status == 0, result.stderr.isEmpty else {
      throw CompletionFailure(
        description: "\(shell) completing '\(line)' exited \(result.status): \(result.stderr)\(result.stdout)")
    }
    let candidates = result.stdout.split(separator: "\n").map { line in
      // fish prints `candidate<TAB>description`.
      String(line.split(separator: "\t", omittingEmptySubsequences: false)[0])
    }
    return Array(Set(candidates)).sorted()
  }

  /// Bash: source the script, set COMP_WORDS/COMP_CWORD, call the function, print COMPREPLY.
  func completeBash(words: [String]) throws -> ProcessResult {
    let function = "_" + String(program.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    let commands = """
      source \(scriptURL.path.shellQuoted)
      COMP_WORDS=(\(words.map(\.shellQuoted).joined(separator: " ")))
      COMP_CWORD=\(words.count - 1)
      COMP_LINE=\(words.joined(separator: " ").shellQuoted)
      COMP_POINT=${#COMP_LINE}
      \(function)
      (( ${#COMPREPLY[@]} )) && printf '%s\\n' "${COMPREPLY[@]}"
      exit 0
      """
    return try run("bash", ["--norc", "--noprofile", "-c", commands])
  }

  /// Zsh completes only inside its line editor: a driver starts an interactive zsh in a
  /// pseudo-terminal (zpty), loads compinit and the script from `$fpath`, types the line and a
  /// tab, and a `compadd` wrapper writes every match offered to a file.
  private func writeZshDriver(line: String) throws -> String {
    let dir = folder.path
    let setup = """
      PROMPT='' RPROMPT=''
      fpath=(\(dir.shellQuoted) $fpath)
      autoload -Uz compinit && compinit -u -d \((dir + "/zcompdump").shellQuoted)
      zstyle ':completion:*' insert-tab false
      compadd() {
        local arg
        for arg in "$@"; do
          [[ $arg == (-|--) ]] && break
          # Calls that only collect matches (-O, -A, -D) are internal: pass them through.
          [[ $arg == -[a-zA-Z]#[OAD]* ]] && { builtin compadd "$@"; return }
        done
        local -a hits
        builtin compadd -O hits "$@"
        (( $#hits )) && print -rl -- $hits >> \((dir + "/matches").shellQuoted)
        builtin compadd "$@"
      }
      aps_test_done() { print done > \((dir + "/done").shellQuoted) }
      comppostfuncs=(aps_test_done)
      bindkey '^I' complete-word
      print ready > \((dir + "/ready").shellQuoted)
      """
    try setup.write(toFile: dir + "/setup.zsh", atomically: true, encoding: .utf8)
    let driver = """
      zmodload zsh/zpty || exit 3
      cd \((dir + "/work").shellQuoted)
      wait_for() {
        local i
        for i in {1..200}; do
          [[ -e $1 ]] && return 0
          while zpty -r -t z chunk; do :; done
          sleep 0.05
        done
        return 1
      }
      zpty z 'zsh -f -i'
      zpty -w z \("source \(dir)/setup.zsh".shellQuoted)
      wait_for ../ready || { print -u2 'zsh did not start'; exit 4 }
      zpty -n -w z \(line.shellQuoted)$'\\t'
      wait_for ../done || { print -u2 'zsh did not complete'; exit 5 }
      zpty -d z
      [[ -e ../matches ]] && cat ../matches
      exit 0
      """
    try driver.write(toFile: dir + "/driver.zsh", atomically: true, encoding: .utf8)
    return dir + "/driver.zsh"
  }

  private func run(_ shellName: String, _ arguments: [String]) throws -> ProcessResult {
    guard let path = which(shellName) else {
      throw CompletionFailure(description: "\(shellName) is not installed")
    }
    var environment = ProcessInfo.processInfo.environment
    environment["PATH"] = folder.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
    environment["HOME"] = folder.path
    environment["XDG_CONFIG_HOME"] = folder.path
    environment["XDG_DATA_HOME"] = folder.path
    return try runProcess(path, arguments, environment: environment, directory: workFolder, timeout: 120)
  }
}

struct CompletionFailure: Error, CustomStringConvertible {
  var description: String
}
