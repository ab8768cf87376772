import APSKit

// TEMPORARY: wired to the validator when issue 3 lands.
enum BuildValidation {
  static let pushTypes = ["alert", "background", "complication", "controls", "fileprovider", "liveactivity", "location", "mdm", "pushtotalk", "voip", "widgets"]

  static func inferPushType(_ payload: JSONValue) -> String { "alert" }

  static func report(request: APNsRequest, payload: JSONValue, io: CommandIO) -> Bool { false }

  static func report(_ payload: JSONValue, pushType: String, strict: Bool, io: CommandIO) -> Bool { false }
}
