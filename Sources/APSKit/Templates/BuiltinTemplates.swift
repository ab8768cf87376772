import APSTemplates

/// The templates compiled into the binary (`Templates/*.json`).
public enum BuiltinTemplates {
  /// Every built-in template name, sorted.
  public static let names: [String] = BuiltinTemplateFiles.all.map(\.name).sorted()

  /// The JSON text of the built-in template `name`.
  public static func bytes(named name: String) -> [UInt8]? {
    BuiltinTemplateFiles.all.first { $0.name == name }?.bytes
  }
}
