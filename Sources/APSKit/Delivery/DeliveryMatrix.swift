/// Every state × action for one iOS version, SDK and kind: the picture the seeds draw in prose.
public struct DeliveryMatrix: Sendable {
  /// The scenario whose iOS version, kind, SDK and capabilities every cell shares.
  public var base: DeliveryScenario
  public var states: [AppState] = AppState.allCases
  public var actions: [UserAction] = UserAction.allCases

  public init(base: DeliveryScenario) {
    self.base = base
  }

  /// The prediction for one cell, or why the combination cannot happen.
  public func cell(state: AppState, action: UserAction) -> Result<Prediction, DeliveryError> {
    var scenario = base
    scenario.state = state
    scenario.action = action
    do {
      return .success(try DeliveryPredictor.predict(scenario))
    } catch let error as DeliveryError {
      return .failure(error)
    } catch {
      return .failure(.notModelled(String(describing: error)))
    }
  }
}
