extension RowSummary {
  /// Every row id `RowSummary.named` answers (for completing `aps predict --explain`).
  public static var allIDs: [String] { DeliveryRow.allIDs }
}
