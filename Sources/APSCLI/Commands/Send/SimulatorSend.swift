import APSKit

/// `aps send --simulator [booted|UDID]`: the payload given (FILE or standard input) or built from
/// `--template`, checked as any send checks it and against simctl's own limits, then pushed with
/// `xcrun simctl push DEVICE BUNDLE-ID FILE` to each simulator named, one result line each.
/// `--topic` is the bundle ID. The payload goes through a private temporary file (mode 0600),
/// removed afterwards, also when SIGINT, SIGTERM or SIGHUP stops the push (exit 128 + the signal).
enum SimulatorSend {
  static let unavailableMessage =
    "xcrun not found: the Simulator needs macOS with Xcode; `aps build --simulator BUNDLE -o push.apns` writes a file to drag onto it"

  /// `--simulator [booted|UDID]`, the devices `send` pushes to instead of APNs (a template and
  /// payload flags, as `build` takes them, serve APNs sends too).
  static let devicesOption = OptionSpec.optionalValue(
    "simulator", value: "booted|UDID",
    help: "Push to a simulator with 'xcrun simctl push' (macOS with Xcode; exit 69 without xcrun), not APNs; --topic is the bundle ID. Repeat for several; alone: booted.",
    bare: "booted", repeatable: true, takesWord: isDevice, completion: .values(["booted"]))

  /// What APNs needs and a simulator does not: refused with --simulator, never ignored.
  static let apnsOnly: [(option: String, given: @Sendable (SendOptions) -> Bool)] = [
    ("device-token", { !$0.tokens.tokens.isEmpty }), ("device-tokens", { $0.tokens.file != nil }),
    ("sandbox", { $0.server.sandbox }), ("production", { $0.server.production }), ("host", { $0.server.host != nil }),
    ("key-file", { $0.key.keyFile != nil }), ("key-id", { $0.key.keyID != nil }), ("team-id", { $0.key.teamID != nil }),
    ("key-pass-env", { $0.key.keyPassEnv != nil }), ("cert", { $0.credentials.cert != nil }),
    ("cert-pass-env", { $0.credentials.certPassEnv != nil }), ("parallel", { $0.parallelGiven }), ("timeout", { $0.timeout != nil }),
    ("priority", { $0.headers.priority != nil }), ("expiration", { $0.headers.expiration != nil }),
    ("collapse-id", { $0.headers.collapseID != nil }), ("apns-id", { $0.headers.apnsID != nil }),
    ("format", { $0.records.format != "text" }), ("pretty", { $0.records.pretty }), ("output", { $0.output != nil }),
  ]

  /// `booted`, or a device UDID as `xcrun simctl list devices` prints it (8-4-4-4-12 hex digits).
  @Sendable static func isDevice(_ word: String) -> Bool {
    if word == "booted" { return true }
    let groups = word.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }

  /// Runs the Simulator send when `--simulator` was given; nil otherwise (an APNs send).
  static func runIfAsked(_ options: SendOptions, io: CommandIO) throws -> ExitCode? {
    guard !options.simulator.isEmpty else { return nil }
    if let (option, _) = apnsOnly.first(where: { $0.given(options) }) {
      throw CLIError.usage("--\(option) is for APNs; --simulator pushes with 'xcrun simctl push', which takes only the payload and the bundle ID (--topic)")
    }
    let devices = try self.devices(options.simulator, io: io)
    let headerFile = try RequestOptions.headerFile(options.headers.headersFile, io: io)
    let (bytes, label, payload, templatePushType) = try self.payload(options, io: io)
    var context = RequestOptions.context(
      options.headers, file: headerFile, payload: payload, deviceToken: nil, now: try BuildInput.now(io), asRequest: false)
    if context.topic == nil, case .string(let bundle) = payload[SimulatorPayload.bundleKey] { context.topic = bundle }
    guard let bundleID = context.topic else {
      throw CLIError.usage("--simulator needs the app's bundle ID: --topic BUNDLE_ID")
    }
    context.pushType = context.pushType ?? templatePushType ?? BuildValidation.inferPushType(payload, topic: bundleID)
    if RequestOptions.failsHeaderValues([context], label: label, io: io) { return .failure }
    let request = APNsRequest(context: context, environment: .sandbox, body: bytes)
    if !options.noValidate && BuildValidation.fails(request: request, payload: bytes, label: label, io: io) {
      return .failure
    }
    let problems = SimulatorPayload.problems(in: payload, pushType: context.pushType ?? "alert", size: bytes.count)
    for problem in problems { io.stderr.write(DiagnosticText(file: nil, message: "--simulator: \(problem.message)").rendered) }
    if !problems.isEmpty { return .failure }

    guard let xcrun = Subprocess.find("xcrun", environment: io.environment) else {
      throw CLIError.unavailable(unavailableMessage)
    }
    // Watched before the file exists, so that a stop signal never ends aps with the file left behind.
    let signals = try StoppableChild.watchSignals()
    defer { signals.restore() }
    let folder = io.temporaryFolder
    let written = Platform.writePrivateFile(bytes, inFolder: folder)
    guard let file = written.path else {
      throw CLIError.cannotWrite(path: TerminalText.visible(folder), reason: written.error ?? "unknown error")
    }
    defer { Platform.remove(file) }
    var allSent = true
    var stopped: Int32?
    for device in devices {
      if let stopped {
        io.stdout.write("\(device): not sent: stopped by \(StoppableChild.name(stopped)) before it was pushed\n")
        continue
      }
      let (result, signal) = StoppableChild.run(xcrun, ["simctl", "push", device, bundleID, file], environment: io.environment, signals: signals)
      if let signal {
        stopped = signal
        let what = result == nil ? "before it was pushed" : "while xcrun simctl push ran (it may have been delivered)"
        io.stdout.write("\(device): \(result == nil ? "not sent" : "unknown"): stopped by \(StoppableChild.name(signal)) \(what)\n")
      } else if let result, result.status == 0 {
        io.stdout.write("\(device): sent to \(bundleID) (\(context.pushType ?? "alert"), \(bytes.count) bytes)\n")
      } else {
        allSent = false
        let reason = result.map { "xcrun simctl push exited \($0.status): \($0.errorLine)" } ?? "cannot run \(TerminalText.visible(xcrun))"
        io.stdout.write("\(device): not sent: \(reason)\n")
      }
    }
    if let stopped { return ExitCode(128 + stopped) }
    return allSent ? .ok : .failure
  }

  /// The `--simulator` values, each checked, a device named twice pushed to once.
  private static func devices(_ given: [String], io: CommandIO) throws -> [String] {
    var devices: [String] = []
    for device in given {
      guard isDevice(device) else {
        throw CLIError.usage("--simulator takes booted or a device UDID ('xcrun simctl list devices'), got '\(TerminalText.visible(device))'")
      }
      if devices.contains(where: { $0.lowercased() == device.lowercased() }) {
        io.stderr.write(DiagnosticText(
          file: nil, level: .note, rule: "simulator-duplicate", message: "--simulator \(device) was already given; it is pushed once").rendered)
      } else {
        devices.append(device)
      }
    }
    return devices
  }

  /// The payload: built from `--template` and the payload flags as `build` builds it (with the
  /// template's push type), else FILE or standard input exactly as given.
  private static func payload(_ options: SendOptions, io: CommandIO) throws -> (bytes: [UInt8], label: String, value: JSONValue, pushType: String?) {
    if let made = try FlagPayload.make(options.payload, file: options.file, io: io) { return (made.bytes, made.label, made.value, made.pushType) }
    let (bytes, label, value) = try RequestOptions.payload(options.file, io: io)
    return (bytes, label, value, nil)
  }
}
