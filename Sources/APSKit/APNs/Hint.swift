/// How to fix a finding: text with the settings and tools it points to kept as facts (what to
/// set, what to run), so that the one who shows it names them: the CLI spells `.pushType` as
/// `--push-type` and `.sizeFit` as `'aps size --fit'`. Written as a string literal, with
/// `\(term: .priority)` where a term stands.
public struct Hint: Sendable, Hashable, ExpressibleByStringInterpolation {
  /// A piece of the hint: plain text, or a term the reader spells.
  public enum Part: Sendable, Hashable {
    case text(String)
    case term(HintTerm)
  }

  public var parts: [Part]

  public init(parts: [Part]) {
    self.parts = parts
  }

  /// Plain text with no term.
  public init(_ text: String) {
    parts = [.text(text)]
  }

  public init(stringLiteral value: String) {
    self.init(value)
  }

  public init(stringInterpolation: StringInterpolation) {
    var interpolation = stringInterpolation
    interpolation.flush()
    parts = interpolation.parts
  }

  /// The hint as text, each term spelled by `spelling`.
  public func text(spelling: (HintTerm) -> String) -> String {
    // Most hints are one piece of text (a capture note per guessed scalar): no join for them.
    if parts.count == 1, case .text(let text) = parts[0] { return text }
    return parts.map {
      switch $0 {
      case .text(let text): text
      case .term(let term): spelling(term)
      }
    }.joined()
  }

  /// Adjacent text is gathered in `pending` and kept as one part, so a hint with no term equals
  /// its plain literal (and building one costs what building the string does).
  public struct StringInterpolation: StringInterpolationProtocol {
    var parts: [Part] = []
    var pending = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      pending.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      pending += literal
    }

    public mutating func appendInterpolation(_ value: String) {
      pending += value
    }

    public mutating func appendInterpolation<Value>(_ value: Value) {
      pending += String(describing: value)
    }

    public mutating func appendInterpolation(term: HintTerm) {
      flush()
      parts.append(.term(term))
    }

    /// A hint inside a hint keeps its terms.
    public mutating func appendInterpolation(_ hint: Hint) {
      for part in hint.parts {
        switch part {
        case .text(let text): pending += text
        case .term: flush(); parts.append(part)
        }
      }
    }

    mutating func flush() {
      guard !pending.isEmpty else { return }
      parts.append(.text(pending))
      pending = ""
    }
  }
}

/// What a hint asks the user to set or run, in the request's and the toolkit's terms.
public enum HintTerm: Sendable, Hashable, CaseIterable {
  /// The `apns-push-type` header.
  case pushType
  /// The `apns-priority` header.
  case priority
  /// The `apns-topic` header.
  case topic
  /// The `apns-expiration` header.
  case expiration
  /// A headers file written beside the payload, that names its push type.
  case headersFile
  /// Measuring what takes the room in a payload, member by member.
  case sizeBreakdown
  /// Shortening a payload's alert until it fits its limit.
  case sizeFit
  /// Reading an input as JSON Lines: one JSON text per line.
  case jsonLines
  /// Checking a payload against the legacy binary interface's limit as well.
  case legacyLimit
  /// A delivery scenario's iOS version.
  case ios
  /// A delivery scenario's app state.
  case state
  /// A delivery scenario's kind of push.
  case kind
  /// What the user does with the notification.
  case action
  /// The push SDK that owns the delegate.
  case sdk
  /// Who gets the life-cycle callbacks (app delegate or scenes).
  case lifecycle
  /// What the app implements (capabilities, `no-NAME` removes one).
  case implements
  /// The SDK's swizzling switch.
  case proxy
  /// A scenario push that has an alert.
  case alert
  /// A scenario push that has a sound.
  case sound
  /// A scenario push that has a badge.
  case badge
  /// A scenario push that has content-available.
  case contentAvailable
  /// The table of what the delivery model covers.
  case predictMatrix
  /// The list of named delivery scenarios.
  case predictScenarios
  /// Showing one catalogue entry (row, callback, pitfall, source) in full.
  case predictExplain
  /// Naming the form a capture is printed in instead of detecting it.
  case captureForm
  /// Keeping both members of a duplicate key in a capture.
  case allowDuplicates
  /// Keeping every unquoted scalar of a capture as text.
  case stringScalars
  /// Printing a payload in its compact form.
  case compactForm
}
