import APSKit

/// Parses and compiles a located template, turning failures into messages that name the file,
/// the line and column, and the JSON Pointer.
enum TemplateLoader {
  static func compile(_ located: LocatedTemplate) throws -> Template {
    let document: JSONDocument
    do {
      document = try JSONParser.parse(located.bytes, options: .init(recordLocations: true))
    } catch {
      throw TemplateFileError(template: located.displayName, error: .invalidJSON(error))
    }
    do {
      return try Template(name: located.name, json: document.value)
    } catch {
      let location = error.pointer.flatMap { document.location(of: $0) }
      throw TemplateFileError(template: located.displayName, error: .template(error), location: location)
    }
  }

  /// Locates and compiles in one step.
  static func load(_ reference: String, environment: [String: String]) throws -> (LocatedTemplate, Template) {
    let located = try TemplateLocator.locate(reference, environment: environment)
    return (located, try compile(located))
  }
}

/// A template file that cannot be used, with where in it.
struct TemplateFileError: Error, Equatable {
  enum Failure: Equatable {
    case invalidJSON(JSONParseError)
    case template(TemplateError)
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
    }
  }

  var message: String { diagnostic.rendered }
}
