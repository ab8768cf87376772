import APSCLI
import APSKit

/// libFuzzer entry: the argument parser over the real command tree. The input is split on NUL
/// into argv words; whatever it parses to, help is rendered for that command and errors are
/// formatted the way `aps` reports them. Nothing is run, so no file is read or written.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzArguments(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let words = UnsafeBufferPointer(start: data, count: size).split(separator: 0, omittingEmptySubsequences: false)
    .map { String(decoding: $0, as: UTF8.self) }
  let parser = ArgumentParser(root: root)
  var path: [CommandSpec] = []
  let io = CommandIO.memory(stdin: [])
  do {
    switch try parser.parse(words, reachedPath: &path) {
    case .help(let helpPath): _ = HelpRenderer(width: 80).help(for: helpPath)
    case .optionHelp(let helpPath, let options): _ = HelpRenderer(width: 80).optionHelp(for: helpPath, options: options)
    case .topic(let name): _ = HelpRenderer(width: 80).topic(name, root: root)
    case .run, .version, .manual: break
    }
  } catch {
    _ = ErrorReporter.report(error, path: path, io: io)
  }
  return 0
}

/// Built once: the command tree is plain data.
let root = APS.root
