import Testing

@testable import APSKit

/// The public corpus (captures collected from GitHub, issues, vendor pages and blogs, each with its
/// source link and the value its sender sent): every case through the reader `aps convert --to json`
/// and `aps inspect` use. Prints the agreement; fails on a fragment (a case read with exit 0 into
/// something other than its notifications) and when the agreement drops under the floor.
@Suite struct PublicCaptureCorpusTests {
  /// Raised as classes get fixed; the measured figure is printed by the test.
  static let agreementFloor = 0.95

  /// The outside sets (FRESH-SET.md), each measured once unseen and held at the count it reaches
  /// now (agreeing cases, and readable captures whose provider is named); raise them as readers
  /// improve. Earlier cases are held at `agreementFloor` and `providerFloor`.
  struct HeldOutSet: Sendable {
    var cases: ClosedRange<Int>
    var agreementFloor: Int
    var providerFloor: Int
  }
  static let heldOutSets = [
    HeldOutSet(cases: 362...411, agreementFloor: 47, providerFloor: 25),
    HeldOutSet(cases: 412...461, agreementFloor: 49, providerFloor: 29),
    HeldOutSet(cases: 462...511, agreementFloor: 48, providerFloor: 26),
    HeldOutSet(cases: 512...561, agreementFloor: 47, providerFloor: 23),
    HeldOutSet(cases: 562...610, agreementFloor: 49, providerFloor: 27),
    HeldOutSet(cases: 611...655, agreementFloor: 40, providerFloor: 21),
    HeldOutSet(cases: 656...685, agreementFloor: 28, providerFloor: 14),
    HeldOutSet(cases: 686...719, agreementFloor: 30, providerFloor: 16),
    HeldOutSet(cases: 720...770, agreementFloor: 48, providerFloor: 28),
    HeldOutSet(cases: 771...815, agreementFloor: 45, providerFloor: 26),
    HeldOutSet(cases: 816...852, agreementFloor: 34, providerFloor: 20),
    HeldOutSet(cases: 853...891, agreementFloor: 38, providerFloor: 19),
    HeldOutSet(cases: 892...931, agreementFloor: 40, providerFloor: 23),
    HeldOutSet(cases: 932...971, agreementFloor: 39, providerFloor: 19),
    HeldOutSet(cases: 972...1011, agreementFloor: 35, providerFloor: 16),
    HeldOutSet(cases: 1012...1051, agreementFloor: 38, providerFloor: 18),
    HeldOutSet(cases: 1052...1091, agreementFloor: 32, providerFloor: 9),
  ]

  static func heldOutSet(_ case_: PublicCapture) -> Int? {
    guard let number = Int(case_.name.prefix { $0.isNumber }) else { return nil }
    return heldOutSets.firstIndex { $0.cases.contains(number) }
  }

  /// The share of readable captures from a named sender whose provider `aps inspect` names
  /// (its `vendor`: the catalogue's `PushVendor.recognise`, else a log's `SenderLabel`); raised as providers are added.
  static let providerFloor = 0.86
  /// The reader as `aps inspect` uses it: it also looks for the mark before each capture that names its sender.
  static let inspectReader: CaptureReader = {
    var reader = CaptureReader()
    reader.readsSenderContext = true
    return reader
  }()
  /// Corpus vendor names that the catalogue spells otherwise.
  static let vendorAliases = ["salesforce-mc": "salesforce", "adobe": "adobe-ajo", "aws-pinpoint": "pinpoint", "easemob": "agora"]

  /// What `convert --to json` makes of `input`: each notification's JSON value, or the error it exits 1 with.
  static func read(_ input: [UInt8]) -> Result<[JSONValue], CaptureError> {
    do {
      let captures = try CaptureReader().readAll(input)
      var values: [JSONValue] = []
      for capture in captures {
        guard let value = capture.value else { return .failure(.notJSON(capture.jsonError ?? "no JSON value")) }
        values.append(value)
      }
      return .success(values)
    } catch {
      return .failure(error)
    }
  }

  @Test func agreement() {
    let cases = PublicCapture.all
    var agreeing = 0
    var heldOutAgreeing = [Int](repeating: 0, count: Self.heldOutSets.count)
    var heldOutCount = heldOutAgreeing
    var fragments: [String] = []
    var lines: [String] = []
    for case_ in cases {
      let set = Self.heldOutSet(case_)
      if let set { heldOutCount[set] += 1 }
      switch CorpusComparison.outcome(case_, read: Self.read(case_.input)) {
      case .agrees: if let set { heldOutAgreeing[set] += 1 } else { agreeing += 1 }
      case .fragment(let got): fragments.append(case_.name); lines.append("FRAGMENT \(case_.name) [\(case_.printer)]: \(got)")
      case .wrongTypes(let got): lines.append("types    \(case_.name) [\(case_.printer)]: \(got)")
      case .wrongValue(let got): lines.append("value    \(case_.name) [\(case_.printer)]: \(got)")
      case .refusedReadable(let why): lines.append("refused  \(case_.name) [\(case_.printer)]: \(CaptureText.abbreviated(why, limit: 200))")
      case .readUnreadable: lines.append("read     \(case_.name) [\(case_.printer)]: expected a refusal")
      }
    }
    let earlier = cases.count - heldOutCount.reduce(0, +)
    let share = earlier == 0 ? 1 : Double(agreeing) / Double(earlier)
    print("public capture corpus: \(agreeing) of \(earlier) agree (\((share * 1000).rounded() / 10)%, floor \(Self.agreementFloor * 100)%)")
    for (index, set) in Self.heldOutSets.enumerated() {
      print("held-out set \(set.cases.lowerBound)-\(set.cases.upperBound): \(heldOutAgreeing[index]) of \(heldOutCount[index]) agree (floor \(set.agreementFloor))")
    }
    for line in lines { print("  " + line) }
    #expect(fragments.isEmpty, "read with exit 0 into something else: \(fragments.joined(separator: ", "))")
    #expect(share >= Self.agreementFloor)
    for (index, set) in Self.heldOutSets.enumerated() {
      #expect(heldOutAgreeing[index] >= set.agreementFloor, "held-out set \(set.cases)")
    }
  }

  /// Every case expected to read whose `vendor` names a sender (not "unknown"): named when every
  /// capture read from it is recognised as that provider ("apns": recognised as none, a plain APNs
  /// payload). A refused case, or one read into other captures, names nothing.
  @Test func providerShare() {
    var named = 0
    var total = 0
    var heldOutNamed = [Int](repeating: 0, count: Self.heldOutSets.count)
    var heldOutTotal = heldOutNamed
    var missed: [String] = []
    for case_ in PublicCapture.all {
      guard case .read = case_.expect, case_.vendor != "unknown", case_.vendor != "none" else { continue }
      let set = Self.heldOutSet(case_)
      if let set { heldOutTotal[set] += 1 } else { total += 1 }
      let want = Self.vendorAliases[case_.vendor] ?? case_.vendor
      let found: [String] = ((try? Self.inspectReader.readAll(case_.input)) ?? []).map { capture in
        // As `aps inspect` names it: by its keys, else by the label the log printed before it, else by the mark before it.
        capture.hasValue ? InspectReport(capture).vendor?.id ?? "apns" : "none"
      }
      if !found.isEmpty && found.allSatisfy({ $0 == want }) {
        if let set { heldOutNamed[set] += 1 } else { named += 1 }
      } else {
        missed.append("\(case_.name.prefix { $0.isNumber }) \(case_.vendor): \(found.isEmpty ? "refused" : found.joined(separator: ", "))")
      }
    }
    let share = total == 0 ? 1 : Double(named) / Double(total)
    print("public capture corpus: provider named in \(named) of \(total) readable captures (\((share * 1000).rounded() / 10)%, floor \(Self.providerFloor * 100)%)")
    for (index, set) in Self.heldOutSets.enumerated() {
      print("held-out set \(set.cases.lowerBound)-\(set.cases.upperBound): provider named in \(heldOutNamed[index]) of \(heldOutTotal[index]) (floor \(set.providerFloor))")
    }
    for line in missed { print("  provider " + line) }
    #expect(share >= Self.providerFloor)
    for (index, set) in Self.heldOutSets.enumerated() {
      #expect(heldOutNamed[index] >= set.providerFloor, "held-out set \(set.cases)")
    }
  }
}
