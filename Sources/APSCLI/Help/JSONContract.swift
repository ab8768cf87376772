/// The JSON output contract, as `aps help json`, the man page and docs/json-output.md state it. Golden
/// tests pin each command's record; a test feeds every command's output through the strict
/// parser and through jq.
enum JSONContract {
  static let text = """
    Every command that takes --format json prints JSON Lines: exactly one compact JSON object \
    per record, one per line, each ending with a newline, so 'jq -c', 'while read' and \
    line-oriented tools read it. --pretty indents each object for people (the output is then no \
    longer one object per line). Nothing else is printed on standard output. What a script needs \
    about an input is in its record (diagnostics, or error); standard error is for people: usage \
    errors, and some commands repeat an input's error there.

    Conventions:
    - Keys are camelCase (pushType, asWritten, msgId).
    - Identifiers are strings: msgId (JPush), taskId and messageId (GeTui). JPush ids pass \
    2^53, where jq 1.6 and JavaScript read a number as a double and lose digits. A recovered \
    payload (json, fitted, payloadJSON, extras) is data: it is printed exactly as read, every \
    number lexeme kept.
    - A value that is unknown or absent is null, never display text such as "-".
    - Counts, sizes, lines and columns are numbers; lines and columns start at 1.
    - Paths are JSON Pointers (RFC 6901): "/aps/alert", "" for the whole payload.
    - A finding has one name and one shape in every record: "diagnostics": [{severity \
    ("error" or "warning"), rule (the rule id; for a GeTui or JPush body's own checks the \
    vendor, "getui" or "jpush"), path, line, column (null only when the input has no such \
    place, such as an NSLog capture), message, hint (or null)}].
    - An explained field (inspect, getui decode, jpush parse) is {name (what text output \
    shows: the pointer, or a name such as taskId), path (the JSON Pointer of the value, or of \
    the value it is worked out from: taskId from "/_gmid_"; null for text that is no JSON \
    value, such as a log line), value (the value itself, uncut, with its JSON type), meaning}.
    - notes: [string], the reader's notes (type guesses, a skipped log prefix) that text output \
    prints only with --verbose.

    Records about an input (validate, size, inspect, getui decode, jpush parse) start with:
    - "file": the input as named on the command line; "<stdin>" for standard input
    - "line": with --jsonl, the line of the file that held the payload
    - "ok": true when this input on its own would exit 0
    An input that could not be read or understood gets a record with only these members and \
    "error", so a consumer sees which input failed and why:
      {"file":"missing.json","ok":false,"error":{"message":"cannot open missing.json: No such \
    file or directory","line":null,"column":null,"exit":66}}
    "error" holds message, line and column (null when the failure has no place in the input), \
    rule (when a named check failed: "duplicate-key", "scenario"), hint (when there is one) and exit, the exit code this input alone would give. The run exits \
    with the most serious code met (74 > 66 > 64 > 1 > 0). A record with "ok":false and no \
    "error" is an input that was checked and fails; the command's own members say why.

    Records by command:
    - validate: file, line?, ok, valid (= ok), pushType, pushTypeInferred, bytes (null when not \
    JSON), limit, vendor, dates, diagnostics. vendor is null for an APNs payload; for a GeTui or JPush push \
    request body it is {format ("getui-v2" or "jpush-v3"), apns (the APNs payload the vendor \
    sends from it, which is what was checked; null when the body has no iOS notification and \
    was checked as it is), serverComputed (notes on values the vendor's server works out, such \
    as a "+1" badge, checked at the largest they can be)}. dates: the Live Activity dates of aps in whole seconds, \
    [{path ("/aps/timestamp", "/aps/stale-date", "/aps/dismissal-date"), value (the number as \
    written), iso (ISO 8601, UTC)}]
    - validate --rules: one record per rule: id, severity, summary, sources: [{title, url}]
    - size: file, line?, ok (fits, or was fitted), bytes, asWritten, limit, pushType, fits, \
    breakdown: [{path, bytes, own}], fitted and fittedBytes with --fit, fitError when it cannot \
    fit. In breakdown, bytes is everything the member adds to the payload (its key, value and \
    comma: "/aps" counts all of aps, as the text breakdown's rows do) and own is the part that \
    is the member's alone (a leaf's whole member; an object's key, braces and comma), so the \
    own bytes of all rows add up to the payload's bytes
    - inspect: file, line? (where the capture starts, when an input holds several), ok, form, \
    provider, providerReason, vendor (null, or {id, name, page, keys}: the push provider the keys \
    show), json (the recovered payload or null), \
    text (when not JSON), getui?, jpush?, apns?: {valid, pushType, bytes, limit, diagnostics}, \
    fields, notes, diagnostics (the GeTui or JPush checks)
    - getui decode: file, ok, form, source, taskId, messageId, offline, payload (the text), \
    payloadJSON (the text parsed, or null), fields, diagnostics, notes
    - jpush parse: file, ok, shape, title, content, contentType, extras, msgId, diagnostics
    - templates list: one record per template: name, ok, pushType, format (a request body's \
    format such as getui-v2), source, description; a template that cannot be read: name, \
    ok:false, source, error
    - templates vars: one record for the template: template, ok, variables: [{name, type, \
    required, default, description, example}]
    - send: one record per device token, every key present (null when unknown): deviceToken, \
    ok (APNs answered 200 over HTTP/2), delivery (accepted, rejected, not-sent: the request \
    never left, or unknown: it may have been delivered), status, apnsId, apnsUniqueId, reason, \
    timestamp (with 410: milliseconds since 1970, a number), timestampDate (the same as an \
    ISO 8601 date), meaning and fix (for a reason Apple documents), error ({message} when \
    there is no usable answer, or what is odd about it)
    - doctor: one record per check: check (curl, token signing, simulator, temporary folder), \
    ok (false only when it fails), status (ok, fails, or skipped: not for this platform), \
    detail, fix (what to do, or null)
    - request --format json: one record: method, url, path, host, headers: [{name, value}] (the \
    authorization value names $APNS_JWT, never a token), body (the payload), authentication: \
    {kind: token, variable} or {kind: certificate, certificate, passwordVariable}
    predict's records describe the delivery model, not an input: no file or ok; a --payload \
    that cannot be read or classified gets the failure record above \
    ({"file","ok":false,"error"}). Callbacks, pitfalls and explained items carry sources: [{key, title, location \
    (a full link)}].
    - predict: one record: scenario: {ios, generation, state, kind, action, sdk, implements, \
    flags, lifecycle, lifecycleFrom, authorization, situation: {pushType, priority, \
    interruptionLevel, willPresent, serviceExtension, contentExtension, focus}, rows, facts}, callbacks: [{order, id, \
    via? (the system callback an SDK relays as this one), selector, swift, owner, args, confidence, sources}], \
    presentation: {banner, list, sound, \
    badge} (true, false or null when unknown) and content (modified, original or best-attempt after \
    a service extension, else null), launchOptions ({remoteNotification, confidence, \
    payload?} or null), pitfalls: [{id, title, fix, sources}], uncertain: [{id, reason}], \
    notDelivered? ({certainty, notes}: the push does not arrive now, as the first push of a \
    timeline from the same start; definite leaves callbacks empty), notes? ([string])
    - predict --scenario FILE with events: one record: timeline: [{event (as the file gives it), \
    callbacks (as above), delivered (true, false, or null when the event is no push), certainty, \
    appState, presentation (as above, or null), notes, rows? (the rows applied, when delivered)}], \
    final: {appState, notificationCenter (the push ids left there), badge (a number, or null when \
    never set)}
    - predict --diff: one record: from and to (each a predict record), appeared, disappeared, \
    kept (callback ids), factsBetween: [string]
    - predict --matrix: one record per state and action: state, action, ok, then callbacks: \
    [{id, confidence, args}] when ok, else impossible or notModelled (the reason); with an option \
    given several times, one record per state and value: state, the option's name (its value), \
    ok, callbacks, presentation
    - predict --scenarios: one record per named scenario: name, summary, source
    - predict --pitfalls: one record per pitfall: id, title, confidence
    - predict --explain ID: one record: type (pitfall, uncertain, callback, row, scenario or \
    source), id (name for a scenario, key for a source), then the item's own members

    Examples, one per record (jq selects fields; aps has no --jq of its own):
      aps validate --format json *.json | jq -r 'select(.ok | not) | .file'
      aps validate --format json p.json | jq -r '.diagnostics[].rule'
      aps size --jsonl --format json p.jsonl | jq -c 'select(.fits | not)'
      aps size --breakdown --format json p.json | jq -c '.breakdown[]'
      aps inspect --format json jpush.log | jq -r .jpush.msgId
      aps inspect --format json log.txt | jq -c '.fields[] | [.path, .value]'
      aps getui decode --format json userinfo.log | jq -c .payloadJSON
      aps jpush parse --format json msg.json | jq -r .extras.news_id
      aps templates list --format json | jq -r .name
      aps templates vars alert --format json | jq -r '.variables[].name'
      aps send p.json --device-tokens t.txt --topic ID --format json | jq .ok
      aps predict --format json | jq -r '.callbacks[].selector'
      aps predict --pitfalls --format json | jq -r .id
    """
}

/// `aps help help`: the help command's own page, from the same model as every other.
enum HelpCommand {
  static func spec(root: CommandSpec) -> CommandSpec {
    CommandSpec(
      name: "help",
      abstract: "Show help for a command, or a topic.",
      discussion: """
        'aps help COMMAND…' prints the same page as 'aps COMMAND… --help'; 'aps help COMMAND \
        --OPTION…' prints only those options (aps help predict --implements). Topics: 'aps help \
        json' (the JSON output contract of every --format json) and 'aps help help' (this page). \
        'aps help --man' prints the whole manual as a man page (roff): \
        aps help --man > aps.1 && man ./aps.1
        """,
      examples: ["aps help getui decode", "aps help json", "aps help --man > ~/.local/share/man/man1/aps.1"],
      options: [.flag("man", help: "Print the manual page (roff) generated from the command model.")],
      arguments: [
        ArgumentSpec(
          "TOPIC", help: "A command (and subcommand), or a topic: json, help.", optional: true, repeating: true,
          completion: .values(root.subcommands.map(\.name) + topics))
      ])
  }

  /// Help pages that are not commands.
  static let topics = ["json", "help"]
}
