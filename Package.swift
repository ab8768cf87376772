// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "aps",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "aps", targets: ["aps"])
  ],
  dependencies: [],
  targets: [
    // The domain: JSON, APNs rules, templates, captures, delivery model. Never prints, never exits.
    .target(name: "APSKit"),
    // One command model driving parsing, help and completions; the commands; I/O.
    .target(name: "APSCLI", dependencies: ["APSKit"]),
    .executableTarget(name: "aps", dependencies: ["APSCLI"]),
    .testTarget(name: "APSKitTests", dependencies: ["APSKit"], exclude: ["Fixtures"]),
    .testTarget(
      name: "APSCLITests", dependencies: ["APSCLI", "APSKit"], exclude: ["Golden", "Fixtures"]),
  ]
)
