import APSKit

/// `aps send --simulator [booted|UDID]`: the payload given (FILE or standard input) or built from
/// `--template`, checked as any send checks it and against simctl's own limits, then pushed with
/// `xcrun simctl push DEVICE BUNDLE-ID FILE` to each simulator named, one result line each.
/// `--topic` is the bundle ID. The payload goes through a private temporary file (mode 0600),
/// removed afterwards, also when SIGINT, SIGTERM or SIGHUP stops the push (exit 128 + the signal).
enum SimulatorSend {
  static let unavailableMessage =
    "xcrun not found: the Simulator needs macOS with Xcode; `aps build --simulator BUNDLE -o push.apns` writes a file to drag onto it"

  /// The options `send` adds for the Simulator: the devices (a template and payload flags, as
  /// `build` takes them, serve APNs sends too).
  static var options: [OptionSpec] {
    [
      .optionalValue(
        "simulator", value: "booted|UDID",
        help: "Push to a simulator with 'xcrun simctl push' (macOS with Xcode; exit 69 without xcrun), not APNs; --topic is the bundle ID. Repeat for several; alone: booted.",
        bare: "booted", repeatable: true, takesWord: isDevice, completion: .values(["booted"]))
    ] + BuildInput.TemplateChoice.optionSpecs
  }

  /// What APNs needs and a simulator does not: refused with --simulator, never ignored.
  static let apnsOnly = [
    "device-token", "device-tokens", "sandbox", "production", "host", "key-file", "key-id", "team-id",
    "key-pass-env", "cert", "cert-pass-env", "parallel", "timeout", "priority", "expiration", "collapse-id",
    "apns-id", "format", "pretty", "output",
  ]

  /// `booted`, or a device UDID as `xcrun simctl list devices` prints it (8-4-4-4-12 hex digits).
  @Sendable static func isDevice(_ word: String) -> Bool {
    if word == "booted" { return true }
    let groups = word.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }

  /// Runs the Simulator send when `--simulator` was given; nil otherwise (an APNs send).
  static func runIfAsked(_ parsed: ParsedArguments, io: CommandIO) throws -> ExitCode? {
    guard parsed.flag("simulator") else { return nil }
    if let option = apnsOnly.first(where: { parsed.flag($0) && !($0 == "format" && parsed.value("format") == "text") }) {
      throw CLIError.usage("--\(option) is for APNs; --simulator pushes with 'xcrun simctl push', which takes only the payload and the bundle ID (--topic)")
    }
    let devices = try self.devices(parsed, io: io)
    let headerFile = try RequestOptions.headerFile(parsed, io: io)
    let (bytes, label, payload, templatePushType) = try self.payload(parsed, io: io)
    var context = RequestOptions.context(
      parsed, file: headerFile, payload: payload, deviceToken: nil, now: try BuildInput.now(io), asRequest: false)
    if context.topic == nil, case .string(let bundle) = payload[SimulatorPayload.bundleKey] { context.topic = bundle }
    guard let bundleID = context.topic else {
      throw CLIError.usage("--simulator needs the app's bundle ID: --topic BUNDLE_ID")
    }
    context.pushType = context.pushType ?? templatePushType ?? BuildValidation.inferPushType(payload, topic: bundleID)
    if RequestOptions.failsHeaderValues([context], label: label, io: io) { return .failure }
    let request = APNsRequest(context: context, environment: .sandbox, body: bytes)
    if !parsed.flag("no-validate") && BuildValidation.fails(request: request, payload: bytes, label: label, io: io) {
      return .failure
    }
    let problems = SimulatorPayload.problems(in: payload, pushType: context.pushType ?? "alert", size: bytes.count)
    for problem in problems { io.stderr.write(DiagnosticText(file: nil, message: "--simulator: \(problem.message)").rendered) }
    if !problems.isEmpty { return .failure }

    guard let xcrun = Subprocess.find("xcrun", environment: io.environment) else {
      throw CLIError.unavailable(unavailableMessage)
    }
    // Watched before the file exists, so that a stop signal never ends aps with the file left behind.
    guard let signals = SignalPipe() else { throw CLIError.failed("cannot watch for signals (no pipe available)") }
    defer { signals.restore() }
    let folder = io.environment("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
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
  private static func devices(_ parsed: ParsedArguments, io: CommandIO) throws -> [String] {
    var devices: [String] = []
    for device in parsed.values("simulator") {
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
  private static func payload(_ parsed: ParsedArguments, io: CommandIO) throws -> (bytes: [UInt8], label: String, value: JSONValue, pushType: String?) {
    if let made = try FlagPayload.make(parsed, io: io) { return (made.bytes, made.label, made.value, made.pushType) }
    let (bytes, label, value) = try RequestOptions.payload(parsed, io: io)
    return (bytes, label, value, nil)
  }
}
