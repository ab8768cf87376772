// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Every `Templates/*.json` is compiled into the binary (no resource bundle to lose when the binary
// is copied alone). Listing the folder here keeps the files the one source of truth.
let templateFiles = ((try? FileManager.default.contentsOfDirectory(
  atPath: Context.packageDirectory + "/Templates")) ?? [])
  .filter { $0.hasSuffix(".json") }.sorted()

let package = Package(
  name: "aps",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "aps", targets: ["aps"])
  ],
  dependencies: [],
  targets: [
    // The domain: JSON, APNs rules, templates, captures, delivery model. Never prints, never exits.
    .target(name: "APSKit", dependencies: ["APSTemplates"]),
    // The built-in templates: the JSON files plus one accessor, embedded in code.
    .target(
      name: "APSTemplates", path: "Templates",
      resources: templateFiles.map { .embedInCode($0) }),
    // One command model driving parsing, help and completions; the commands; I/O.
    .target(name: "APSCLI", dependencies: ["APSKit"]),
    .executableTarget(name: "aps", dependencies: ["APSCLI"]),
    .testTarget(name: "APSKitTests", dependencies: ["APSKit"]),
    .testTarget(
      name: "APSCLITests", dependencies: ["APSCLI", "APSKit"], exclude: ["Golden"]),
  ]
)
