import APSKit

/// Parses and compiles a located template, turning failures into messages that name the file,
/// the line and column, and the JSON Pointer.
enum TemplateLoader {
  static func compile(_ located: LocatedTemplate) throws -> Template {
    let document: JSONText
    do {
      document = try JSONText(scanning: located.bytes)
    } catch {
      throw TemplateFileError(template: located.displayName, error: .invalidJSON(error))
    }
    // Every payload built from it would repeat the key (or keep one copy, no one knows which).
    if let duplicate = document.duplicateKeys.first {
      throw TemplateFileError(template: located.displayName, error: .duplicateKey(duplicate), location: duplicate.location)
    }
    do {
      return try Template(name: located.name, json: document.value)
    } catch {
      let location = error.pointer.flatMap { document.location(of: $0) }
      throw TemplateFileError(template: located.displayName, error: .template(error), location: location)
    }
  }

  /// Locates and compiles in one step.
  static func load(_ reference: String, io: CommandIO) throws -> (LocatedTemplate, Template) {
    let located = try locate(reference, io: io)
    return (located, try compile(located))
  }

  /// The template `reference` names; `-` is standard input, as for every other file option.
  static func locate(_ reference: String, io: CommandIO) throws -> LocatedTemplate {
    if reference == "-" {
      return LocatedTemplate(name: "stdin", source: .file("<stdin>"), bytes: try io.stdin.readAll())
    }
    return try TemplateLocator.locate(reference, environment: io.environment)
  }

  /// A folder's template that hides a built-in of the same name is used, and said (it is easy to
  /// shadow `alert` by accident and then wonder where the built-in went).
  static func warnIfHiding(_ located: LocatedTemplate, io: CommandIO) {
    guard located.hidesBuiltin else { return }
    io.stderr.write(DiagnosticText(
      file: located.source.label, level: .warning,
      message: "template '\(located.name)' hides the built-in '\(located.name)'",
      hint: "rename the file to keep both; 'aps templates list' shows which one a name finds").rendered)
  }
}

/// A template file that cannot be used, with where in it.
struct TemplateFileError: Error, Equatable {
  enum Failure: Equatable {
    case invalidJSON(JSONParseError)
    case template(TemplateError)
    case duplicateKey(JSONDuplicateKey)
  }

  var template: String
  var error: Failure
  var location: SourceLocation?
}

extension TemplateFileError: LocatedError {
  var exitCode: ExitCode {
    if case .template(let error) = error { return error.exitCode }
    return .failure
  }

  /// `file:line:column: error: message`, in the one diagnostic layout.
  var diagnostic: DiagnosticText {
    switch error {
    case .invalidJSON(let parseError):
      return DiagnosticText(
        file: template, line: parseError.location.line, column: parseError.location.column, message: parseError.message)
    case .template(let templateError):
      return DiagnosticText(file: template, line: location?.line, column: location?.column, message: templateError.message)
    case .duplicateKey(let duplicate):
      return DiagnosticText(
        file: template, line: duplicate.location.line, column: duplicate.location.column, message: duplicate.message,
        hint: "keep one copy of the key in the template")
    }
  }

  var message: String { diagnostic.rendered }
}
