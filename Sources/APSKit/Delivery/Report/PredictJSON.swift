/// `aps predict --format json`: the record {"scenario", "callbacks", "presentation",
/// "launchOptions", "pitfalls", "uncertain"}, with "notDelivered" {"certainty", "notes"} when the
/// push does not arrive now and "notes" when the answer leaves something out (printed by
/// `JSONRecordWriter`).
enum PredictJSON {
  static func value(_ prediction: Prediction) -> JSONValue {
    guard case .object(var members) = record(prediction) else { return record(prediction) }
    if let withheld = prediction.notDelivered {
      members.append(JSONMember("notDelivered", [
        "certainty": .string(withheld.certainty.rawValue), "notes": .array(withheld.notes.map(JSONValue.string)),
      ]))
    }
    if !prediction.notes.isEmpty { members.append(JSONMember("notes", .array(prediction.notes.map(JSONValue.string)))) }
    return .object(members)
  }

  private static func record(_ prediction: Prediction) -> JSONValue {
    let scenario = prediction.scenario
    let launch: JSONValue
    if let options = prediction.launchOptions {
      var members = [
        JSONMember("remoteNotification", .string(options.remoteNotification.rawValue)),
        JSONMember("confidence", .string(options.confidence.rawValue)),
      ]
      if let payload = options.payload { members.append(JSONMember("payload", payload)) }
      launch = .object(members)
    } else {
      launch = .null
    }
    return [
      "scenario": [
        "ios": .number(scenario.ios.description),
        "generation": .string(scenario.generation.rawValue),
        "state": .string(scenario.state.rawValue),
        "kind": .string(scenario.kind.rawValue),
        "action": .string(scenario.action.rawValue),
        "sdk": .string(scenario.sdk.rawValue),
        "implements": .array(scenario.capabilityList.map { .string($0.rawValue) }),
        "flags": .array(scenario.flagList.map { .string($0.rawValue) }),
        "lifecycle": .string(scenario.lifecycle.rawValue),
        "lifecycleFrom": .string(scenario.lifecycleOrigin.rawValue),
        "authorization": .string(scenario.authorization.rawValue),
        "situation": [
          "pushType": scenario.situation.pushType.map { .string($0.rawValue) } ?? .null,
          "priority": .number(String(scenario.situation.priority ?? 10)),
          "interruptionLevel": .string((scenario.situation.interruptionLevel ?? .active).rawValue),
          "willPresent": .string(scenario.willPresentText),
          "serviceExtension": .string((scenario.situation.serviceExtension ?? .none).rawValue),
          "contentExtension": .string(scenario.situation.contentExtension.rawValue),
          "focus": .string(scenario.situation.focus.rawValue),
        ],
        "rows": .array(prediction.rows.map { .string($0.id) }),
        "facts": .array(prediction.facts.map { .string("iOS \($0.since): \($0.change)") }),
      ],
      "callbacks": .array(prediction.callbacks.map(callback)),
      "presentation": presentation(prediction.presentation),
      "launchOptions": launch,
      "pitfalls": .array(prediction.pitfalls.map { pitfall in
        ["id": .string(pitfall.id), "title": .string(pitfall.title), "fix": .string(pitfall.fix),
         "sources": PredictCatalogJSON.sources(pitfall.sources)]
      }),
      "uncertain": .array(prediction.uncertain.map { ["id": .string($0.id), "reason": .string($0.reason)] }),
    ]
  }

  /// One callback in today's shape (also each timeline step's `callbacks`).
  static func callback(_ callback: PredictedCallback) -> JSONValue {
    var members: [JSONMember] = [
      JSONMember("order", .number(String(callback.order))),
      JSONMember("id", .string(callback.id)),
    ]
    // The system callback an SDK receives and relays as this one (the text's "C21 via C04").
    if let via = callback.via { members.append(JSONMember("via", .string(via))) }
    members += [
      JSONMember("selector", .string(callback.selector)),
      JSONMember("swift", .string(callback.swift)),
      JSONMember("owner", .string(callback.owner)),
      JSONMember("args", .object(callback.args)),
      JSONMember("confidence", .string(callback.confidence.rawValue)),
      JSONMember("sources", PredictCatalogJSON.sources(callback.sources)),
    ]
    return .object(members)
  }

  static func presentation(_ presentation: PresentationPrediction) -> JSONValue {
    var members: [JSONMember] = [
      JSONMember("banner", flag(presentation.banner)),
      JSONMember("list", flag(presentation.list)),
      JSONMember("sound", flag(presentation.sound)),
      JSONMember("badge", flag(presentation.badge)),
      JSONMember("content", presentation.content.map(JSONValue.string) ?? .null),
    ]
    // Only a push that starts a Live Activity says whether it is on the Lock Screen.
    if let started = presentation.liveActivity { members.append(JSONMember("liveActivity", .bool(started))) }
    // Only a reported VoIP call a Focus filters says so.
    if let filtered = presentation.callFiltered { members.append(JSONMember("callFiltered", .bool(filtered))) }
    return .object(members)
  }

  private static func flag(_ value: Bool?) -> JSONValue { value.map { .bool($0) } ?? .null }
}
