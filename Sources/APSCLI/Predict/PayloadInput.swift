import APSKit
import Foundation

/// Reads the payload of `aps predict --payload FILE` ('-' is standard input).
enum PayloadInput {
  static func read(_ path: String, io: CommandIO) throws -> JSONValue {
    let bytes = try io.open(path).readAll()
    // Interim: Foundation's reader until the byte-exact JSONParser lands on main.
    guard let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) else {
      throw CLIError.failed("\(io.displayName(path)): not valid JSON")
    }
    return convert(object)
  }

  private static func convert(_ object: Any) -> JSONValue {
    switch object {
    case let dictionary as [String: Any]:
      return .object(dictionary.keys.sorted().map { JSONMember($0, convert(dictionary[$0] as Any)) })
    case let array as [Any]: return .array(array.map(convert))
    case let string as String: return .string(string)
    case let number as NSNumber:
      // Booleans come back as NSNumber too; their class name says so on both platforms.
      if String(describing: type(of: number)).contains("Bool") { return .bool(number.boolValue) }
      return .number(number.stringValue)
    default: return .null
    }
  }
}
