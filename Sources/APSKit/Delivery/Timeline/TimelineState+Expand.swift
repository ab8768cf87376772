/// The expanded interface of a notification (the user presses and holds it): a notification content
/// extension runs only then, and while its view is on screen it receives the new notifications of
/// its category too (T35; Apple, Customizing the Appearance of Notifications,
/// https://developer.apple.com/documentation/usernotificationsui/customizing-the-appearance-of-notifications:
/// "If the user presses the abbreviated banner, iOS displays the full notification interface";
/// "If a second notification arrives when your view controller is already visible, the system
/// calls the didReceive(_:) method again with the new notification payload").
extension TimelineState {
  /// The user expands a notification in Notification Center (the newest, or the one `target` names).
  mutating func expand(on target: String?, index: Int) -> TimelineStep {
    guard let held = target.map({ id in center.last { $0.label == id } }) ?? center.last else {
      return step(index, notes: [target.map { "no notification of \($0) in Notification Center to expand" } ?? "no notification in Notification Center to expand"])
    }
    guard Self.hasContentExtension(held.scenario) else {
      expanded = nil
      return step(index, notes: [Self.note("T35", "\(held.label) has no content extension for its category: the system's default expanded interface shows it")])
    }
    expanded = held
    return step(
      index, callbacks: [Self.callback("C38", "the user expands \(held.label): the content extension's view controller receives it", rule: "T35")],
      notes: [Self.note("T35", "the expanded view of \(held.label) stays on screen until the user acts again")])
  }

  /// A notification of the expanded one's category that arrives while its view is on screen
  /// reaches the content extension as well.
  mutating func expandedViewReceives(_ step: inout TimelineStep, index: Int) {
    guard let open = expanded, let arrived = center.last, arrived.index == index,
      Self.category(of: arrived.scenario) == Self.category(of: open.scenario)
    else { return }
    step.callbacks = Self.numbered(step.callbacks + [Self.callback("C38", "\(arrived.label) arrives while the expanded view of \(open.label) is on screen", rule: "T35")])
    step.notes.append(Self.note("T35", "the content extension's visible view receives \(arrived.label) too"))
  }

  /// Whether the app has a content extension for the push's category: one declared for other
  /// categories (content-extension-category-matches off) does not run for it (T35: the
  /// extension's UNNotificationExtensionCategory names the categories it handles).
  static func hasContentExtension(_ scenario: DeliveryScenario) -> Bool {
    guard let capabilities = try? scenario.resolve().capabilities else { return false }
    return capabilities.contains(.contentExtension) && !capabilities.contains(.contentExtensionOtherCategory)
  }

  /// The payload's `aps.category` (nil: none given, which matches none given).
  private static func category(of scenario: DeliveryScenario) -> String? {
    guard case .string(let category)? = scenario.payload?["aps"]?["category"] else { return nil }
    return category
  }
}
