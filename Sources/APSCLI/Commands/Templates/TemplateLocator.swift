import APSKit

/// Where a template came from.
enum TemplateSource: Equatable, Sendable {
  case builtin
  /// A file named on the command line (`--template ./mine.json`).
  case file(String)
  /// A `NAME.json` found in a folder of `APS_TEMPLATE_PATH`.
  case searchPath(String)

  /// How `aps templates list` shows it.
  var label: String {
    switch self {
    case .builtin: return "built-in"
    case .file(let path), .searchPath(let path): return ArgumentBytes.display(path)
    }
  }
}

/// A template's JSON text and where it came from, before it is compiled.
struct LocatedTemplate: Sendable {
  var name: String
  var source: TemplateSource
  var bytes: [UInt8]
  /// Found in an `APS_TEMPLATE_PATH` folder under a built-in's name, which it hides.
  var hidesBuiltin = false

  /// How messages name it: the file path, or `built-in template 'alert'`.
  var displayName: String {
    source == .builtin ? "built-in template '\(name)'" : source.label
  }
}

/// Finds templates: a path (anything with `/`, ending `.json`, or an existing `hi.apns`), else
/// `NAME.json` in the folders of `APS_TEMPLATE_PATH` (colon-separated, first wins), else a built-in.
/// `-` (standard input) is read by `TemplateLoader`, which has the command's input.
enum TemplateLocator {
  static let searchPathVariable = "APS_TEMPLATE_PATH"

  static func isPath(_ reference: String) -> Bool {
    // A file with another extension (`hi.apns`) is a path when it exists.
    reference.contains("/") || reference.hasSuffix(".json") || (reference.contains(".") && Platform.fileExists(reference))
  }

  static func searchFolders(_ environment: [String: String]) -> [String] {
    (environment[searchPathVariable] ?? "").split(separator: ":").map(String.init)
  }

  /// The template `reference` names; throws `unknownTemplate` with suggestions, or `cannotOpen`.
  static func locate(_ reference: String, environment: [String: String]) throws -> LocatedTemplate {
    if isPath(reference) {
      let source = try ByteSource.open(path: reference)
      source.expectation = "a template is a few KB"
      let bytes = try source.readAll(limit: maximumTemplateLength)
      let name = Platform.baseName(reference)
      return LocatedTemplate(name: name, source: .file(reference), bytes: bytes)
    }
    for folder in searchFolders(environment) {
      let path = folder + "/" + reference + ".json"
      if Platform.fileExists(path) {
        var located = LocatedTemplate(name: reference, source: .searchPath(path), bytes: try readFound(path))
        located.hidesBuiltin = BuiltinTemplates.bytes(named: reference) != nil
        return located
      }
    }
    if let bytes = BuiltinTemplates.bytes(named: reference) {
      return LocatedTemplate(name: reference, source: .builtin, bytes: bytes)
    }
    let names = allNames(environment: environment)
    throw TemplateLookupError.unknownTemplate(
      reference, hint: Suggestions.didYouMean(reference, among: names), searched: searchFolders(environment))
  }

  /// The most a template may hold: templates are a few KB, and `-t /dev/zero`, a link to it or
  /// a log file named `x.json` must not be read whole.
  static let maximumTemplateLength = 1 << 20

  /// A template file found in an `APS_TEMPLATE_PATH` folder: a regular file (a FIFO or a device is
  /// never waited on or read), at most `maximumTemplateLength` bytes.
  static func readFound(_ path: String) throws -> [UInt8] {
    try ByteSource.open(path: path, requirement: .regularFile(maximumLength: maximumTemplateLength))
      .readAll(limit: maximumTemplateLength)
  }

  /// Every template that a name finds, first the search path's then the built-ins; a name
  /// already found earlier is skipped (it is shadowed). One entry that cannot be used (a FIFO, a
  /// dangling link, an unreadable file, a name that is not UTF-8) is skipped with a `warn`ing and
  /// never hides the others: `templates list --names` runs on every TAB of the bash completion.
  static func all(environment: [String: String], warn: (String) -> Void = { _ in }) -> [LocatedTemplate] {
    var seen = Set<String>()
    var result: [LocatedTemplate] = []
    for folder in searchFolders(environment) {
      let files = (Platform.directoryEntries(folder) ?? []).filter { $0.hasSuffix(".json") }.sorted()
      for file in files {
        let path = folder + "/" + file
        guard ArgumentBytes.isText(file) else {
          warn("skipped template \(ArgumentBytes.display(path)): its name is not valid UTF-8")
          continue
        }
        let name = String(file.dropLast(5))
        guard !seen.contains(name) else { continue }
        // As `locate` does: whatever exists under the name shadows later folders, even if unusable.
        if Platform.fileExists(path) { seen.insert(name) }
        do {
          result.append(LocatedTemplate(name: name, source: .searchPath(path), bytes: try readFound(path)))
        } catch let error as CLIError {
          warn("skipped template: \(error.message)")
        } catch {
          warn("skipped template \(path): \(error)")
        }
      }
    }
    for name in BuiltinTemplates.names where seen.insert(name).inserted {
      result.append(LocatedTemplate(name: name, source: .builtin, bytes: BuiltinTemplates.bytes(named: name) ?? []))
    }
    return result
  }

  private static func allNames(environment: [String: String]) -> [String] {
    var names = BuiltinTemplates.names
    for folder in searchFolders(environment) {
      let files = Platform.directoryEntries(folder) ?? []
      names += files.filter { $0.hasSuffix(".json") && ArgumentBytes.isText($0) }.map { String($0.dropLast(5)) }
    }
    return names
  }
}

/// A template name that matches nothing.
enum TemplateLookupError: Error, Equatable {
  /// The name, a "Did you mean …?" when something is close, and the folders searched.
  case unknownTemplate(String, hint: String?, searched: [String])
}

extension TemplateLookupError: ReportableError {
  var exitCode: ExitCode { .usage }

  var message: String {
    switch self {
    case .unknownTemplate(let name, let hint, let searched):
      var text = "unknown template '\(name)'."
      if let hint { text += " " + hint }
      text += " Run 'aps templates' to list them"
      text += searched.isEmpty ? "; set APS_TEMPLATE_PATH to add folders of your own, or give a path to a .json file." : " (searched \(searched.joined(separator: ":")) and the built-ins)."
      return text
    }
  }
}
