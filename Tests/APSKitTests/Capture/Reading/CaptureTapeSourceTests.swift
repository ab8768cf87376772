import Foundation
import Testing

/// The readers after the printers name no tree accessor on a capture's value: they read the tape
/// (`Capture.withRoot`). A presence check (`capture.value != nil`) is no reading and stays allowed.
@Suite struct CaptureTapeSourceTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Sources/APSKit/Capture")

  /// The files whose code runs after the printers have built a capture's tree (InspectReport reads
  /// the capture through `withRoot` too, but shows a JPush message's extras, a tree built for display).
  static let readers = [
    "Reading/NotificationWrapper.swift", "Vendors/PushVendor.swift", "Scanning/CaptureStream.swift",
    "Printers/KeyValueListing.swift", "Scanning/CaptureScanner.swift", "Reading/Capture+JSON.swift",
  ]

  /// Ways of reading a tree: its members, a key or pointer subscript, a pattern match on its cases.
  static let treeReads = [
    ".value?.members", ".value?[", ".value?.objectValue", "case .object(", "case .array(", "case .string(",
    "of: capture.value", "in: capture.value", "(capture.value)", "JSONValue?) ->", "JSONValue) ->",
  ]

  @Test(arguments: readers) func readsNoTree(_ file: String) throws {
    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
    for read in Self.treeReads {
      #expect(!text.contains(read), "\(file) reads the tree (\(read)); read the capture's tape through Capture.withRoot")
    }
  }
}
