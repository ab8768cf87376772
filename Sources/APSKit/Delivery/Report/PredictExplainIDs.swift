/// The ids `aps predict --explain` accepts, from the catalogues themselves, so completion
/// offers exactly what the command explains.
public enum PredictExplainIDs {
  public static var all: [String] {
    PitfallInfo.all.map(\.id) + UncertainInfo.all.map(\.id) + CallbackInfo.catalogue.map(\.id) + RowSummary.allIDs
      + TimelineRule.all.map(\.id) + SourceInfo.all.map(\.key)
  }
}
