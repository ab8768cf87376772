private typealias V = RowVocabulary

/// Location pushes: the Location Push Service Extension and what it needs.
extension DeliveryRow {
  static let locationRows: [DeliveryRow] = [
    DeliveryRow(
      id: "LC1", match: Condition(kinds: [.location], requires: [.locationExtension], excludes: [.lacksLocationPush, .lacksAlwaysLocation], minIOS: IOSVersion(15)),
      steps: [
        Step(id: "C47", why: "the system activates the Location Push Service Extension for the location push"),
        Step(id: "C48", why: "C47 did not call its completion in time: the system warns before terminating the extension", when: Condition(requires: [.locationSlow])),
      ],
      presentation: .nothing, confidence: .documented,
      summary: "nothing shown; the extension answers the location query, the app is not launched",
      sources: ["A-LPSE", "A-LPSE-DR"]),
    DeliveryRow(
      id: "LC2", match: Condition(kinds: [.location]),
      presentation: .nothing, confidence: .documented,
      summary: "nothing: without the extension, the com.apple.developer.location.push entitlement, Always authorization and iOS 15 the location push reaches no code",
      sources: ["A-LOCPUSH-ENT", "A-LPSE"]),
  ]
}
