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
      return .success(try DeliveryPredictor.answer(scenario))
    } catch let error as DeliveryError {
      return .failure(error)
    } catch {
      return .failure(.notModelled(Hint(String(describing: error))))
    }
  }
}

/// Every state × each value of one dimension (`--matrix --focus off --focus on`): each column is
/// the whole scenario with that value; a cell sets the state.
public struct DimensionMatrix: Sendable {
  public struct Column: Sendable {
    public var value: String
    public var scenario: DeliveryScenario

    public init(value: String, scenario: DeliveryScenario) {
      self.value = value
      self.scenario = scenario
    }
  }

  /// The option the columns vary (`interruption-level`).
  public var dimension: String
  public var columns: [Column]
  public var states: [AppState] = AppState.allCases

  public init(dimension: String, columns: [Column]) {
    self.dimension = dimension
    self.columns = columns
  }

  public func cell(state: AppState, column: Column) -> Result<Prediction, DeliveryError> {
    DeliveryMatrix(base: column.scenario).cell(state: state, action: column.scenario.action)
  }
}
