// swift-tools-version: 6.0
import PackageDescription

// Every `Templates/*.json` is compiled into the binary with `.embedInCode` (no resource bundle
// to lose when the binary is copied alone). Listed by hand, not by reading the folder: SwiftPM
// caches an evaluated manifest by its text, so a folder listing goes stale when a file is added.
// Adding a template: add it here and in Templates/BuiltinTemplateFiles.swift (a test checks all three agree).
let templateFiles = [
  "alert-localized.json",
  "alert.json",
  "badge.json",
  "chat-message.json",
  "critical.json",
  "deeplink.json",
  "getui-apns.json",
  "getui-push.json",
  "jpush-push.json",
  "live-activity-end.json",
  "live-activity-start.json",
  "live-activity-update.json",
  "rich-media.json",
  "silent.json",
  "time-sensitive.json",
  "voip.json",
  "widgets.json",
]

let package = Package(
  name: "aps",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "aps", targets: ["aps"])
  ],
  dependencies: [],
  targets: [
    // The platform layer: the only target that imports libc (files, pipes, processes, signals,
    // terminals, temporaries, clock, environment), each Darwin branch beside its Linux twin.
    .target(name: "APSPlatform"),
    // The domain: JSON, APNs rules, templates, captures, delivery model. Never prints, never exits.
    .target(name: "APSKit", dependencies: ["APSTemplates", "APSPlatform"]),
    // The built-in templates: the JSON files plus one accessor, embedded in code.
    .target(
      name: "APSTemplates", path: "Templates",
      resources: templateFiles.map { .embedInCode($0) }),
    // One command model driving parsing, help and completions; the commands; I/O.
    .target(name: "APSCLI", dependencies: ["APSKit", "APSPlatform"]),
    .executableTarget(name: "aps", dependencies: ["APSCLI"]),
    // Benchmarks: not a product, so never installed. Depends on `aps` so that
    // `swift build -c release --product aps-bench` also builds the binary it times.
    .executableTarget(name: "aps-bench", dependencies: ["APSKit", "APSPlatform", "aps"]),
    .testTarget(name: "APSKitTests", dependencies: ["APSKit"], exclude: ["Fixtures"]),
    .testTarget(
      name: "APSCLITests", dependencies: ["APSCLI", "APSKit", "APSKitTests"], exclude: ["Golden", "Fixtures"]),
    // Tests that start processes: the built binary, shells, curl with the mock APNs, openssl, jq,
    // make, man. Slower, and skipped (visibly) where a tool is missing; they share the harness in
    // APSCLITests/Support. `swift test` runs both; `--skip APSIntegrationTests` runs the unit suites.
    .testTarget(name: "APSIntegrationTests", dependencies: ["APSCLITests", "APSCLI", "APSKit"]),
  ]
)
