import APSKit

/// `aps convert [FILE…] --to FORM`: any capture form (detected, or `--from`) to any output form.
enum ConvertCommand {
  static let targets = ["json", "swift", "objc", "nslog", "nsdata", "nsdata-legacy", "hex", "base64"]

  static var spec: CommandSpec {
    CommandSpec(
      name: "convert",
      abstract: "Convert a captured payload (NSLog, NSData, hex, base64, JSON) to another form.",
      discussion: """
        The input form is detected: JSON; an NSLog/po description of an NSDictionary (log \
        prefixes such as the NSLog timestamp or '(lldb) po userInfo' are skipped); lldb's po \
        of a Swift dictionary ('▿ 3 elements'); Swift's print(userInfo); NSData descriptions <7b22…> and {length = N, bytes = 0x…}; hex; \
        base64; GeTui's demo log line; plain text. --from forces one.

        A description cannot tell the string "1111" from the number 1111: under a key Apple or \
        the vendor defines as a string (aps.alert, sound, category, JPush content, GeTui \
        payload…) it stays a string, under a number key (badge, content-available, _j_msgid…) \
        it is a number, elsewhere bare numbers become JSON numbers (every digit kept); \
        "<null>" becomes null; each choice is a note; --strings keeps them text. A key repeated \
        in one dictionary is an error unless --allow-duplicates.

        --to json prints the JSON (pretty; -c compact); swift and objc print a dictionary \
        literal for a unit test; nslog prints what NSLog prints for the NSDictionary (keys \
        sorted, text of letters and digits bare, anything else quoted, booleans as 1/0), so, as \
        with NSLog, "1234" and 1234 look alike; nsdata, nsdata-legacy, hex \
        and base64 print the payload bytes (the bytes the capture carried, else the compact \
        JSON). An iOS 13+ NSData description of more than 24 bytes only holds the first 16 and \
        last 8 bytes: it is refused, never reconstructed.

        --follow (-f) reads a live stream as 'inspect --follow' does, with the same reader: each \
        capture is converted and written as it arrives, not when the input ends.
        """,
      examples: [
        "pbpaste | aps convert --to json | aps validate",
        "aps convert --to swift userinfo.log",
        "echo '<7b226b65 79223a31 7d>' | aps convert",
        "aps convert --to nslog payload.json",
        "log stream --style ndjson --predicate 'eventMessage CONTAINS \"aps\"' | aps convert -f -c | aps validate --jsonl",
      ],
      options: ConvertOptions.self,
      run: run)
  }

  static func run(_ options: ConvertOptions, io: CommandIO) throws -> ExitCode {
    let target = options.to
    return try CaptureSupport.forEachCapture(options.reading, io: io, stream: true, follow: options.follow) { capture, file, _ in
      if let form = DataWriter.Form(rawValue: target) {
        guard let bytes = CaptureSupport.payloadBytes(capture) else {
          throw CaptureSupport.needsJSON(capture, file: file, what: "--to \(target)")
        }
        io.stdout.write(DataWriter.write(bytes, as: form))
        return .ok
      }
      guard capture.hasValue else {
        throw CaptureSupport.needsJSON(capture, file: file, what: "--to \(target)")
      }
      if target == "json" {
        // The bytes straight out, no String per capture (a 100 MB log is 100,000 of them): the
        // compact text the capture was printed into when read; no tree is built for it.
        if options.compact {
          io.stdout.write(io.stdoutJSON(capture.compactJSON ?? []))
          io.stdout.write(byte: UInt8(ascii: "\n"))
        } else {
          io.stdout.write(io.stdoutJSON(Array((capture.prettyJSON ?? "").utf8)) + [UInt8(ascii: "\n")])
        }
        return .ok
      }
      // The other notations walk a tree: built here, from the capture's tape when it holds one.
      let value = capture.value ?? .null
      if target == "swift" || target == "objc", let number = LiteralWriter.unrepresentableNumber(in: value) {
        throw InputFailure(
          file: file, message: "number \(number.lexeme) at \(number.path.isEmpty ? "/" : number.path) is outside Double's range: no \(target) literal holds it",
          hint: "write it as a string, or use --to json, which keeps every digit")
      }
      switch target {
      case "swift": io.stdout.write(LiteralWriter.swift(value))
      case "objc": io.stdout.write(LiteralWriter.objc(value))
      default: io.stdout.write(DescriptionWriter.write(value))
      }
      return .ok
    }
  }
}

/// What `aps convert` takes.
struct ConvertOptions: CommandOptions {
  var to = "json"
  var compact = false
  var follow = false
  var reading = CaptureReading()

  static let fields: [OptionField<Self>] = [
    [.value(\.to, .option("to", value: "FORM", help: "The output form.", allowed: ConvertCommand.targets, default: "json"))],
    .group(\.reading, [CaptureSupport.fromField]),
    [
      .flag(\.compact, .flag("compact", short: "c", help: "With --to json: print compact JSON on one line.")),
      .flag(\.follow, CaptureSupport.followOption),
    ],
    .group(\.reading, CaptureSupport.readingFlags() + [CaptureSupport.filesField]),
  ].flatMap { $0 }
}
