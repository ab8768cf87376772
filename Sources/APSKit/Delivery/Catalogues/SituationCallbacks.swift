/// Callbacks of the push types beyond alert and background: the Location Push Service
/// Extension, WidgetKit and control reloads, Push to Talk and File Provider.
extension CallbackInfo {
  static let situationCatalogue: [CallbackInfo] = [
    CallbackInfo(id: "C47", owner: "CLLocationPushServiceExtension", selector: "didReceiveLocationPushPayload:completion:",
      swift: "func didReceiveLocationPushPayload(_ payload: [String : Any], completion: @escaping () -> Void)",
      availability: "CoreLocation, iOS 15.0+ (extension process); needs com.apple.developer.location.push and Always authorization",
      remark: "the app itself is not launched", sources: ["A-LPSE", "A-LPSE-DR", "A-LOCPUSH-ENT"]),
    CallbackInfo(id: "C48", owner: "CLLocationPushServiceExtension", selector: "serviceExtensionWillTerminate",
      swift: "func serviceExtensionWillTerminate()", availability: "CoreLocation, iOS 15.0+ (extension process)",
      remark: "a warning when C47 has not called its completion in time", sources: ["A-LPSE-DR"]),
    CallbackInfo(id: "C49", owner: "TimelineProvider (widget extension)", selector: "getTimeline(in:completion:)",
      swift: "func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)",
      availability: "WidgetKit; reload by a widgets push from iOS 26.0 (WidgetPushHandler)",
      remark: "WidgetKit reloads the widget's timeline; the app is not launched", sources: ["A-WIDGETPUSH"]),
    CallbackInfo(id: "C50", owner: "PTChannelManagerDelegate", selector: "incomingPushResultForChannelManager:channelUUID:pushPayload:",
      swift: "func incomingPushResult(channelManager: PTChannelManager, channelUUID: UUID, pushPayload: [String : Any]) -> PTPushResult",
      availability: "PushToTalk, iOS 16.0+", remark: "return a PTPushResult at once; the system wakes the app for it", sources: ["A-PTT"]),
    CallbackInfo(id: "C51", owner: "NSFileProviderEnumerator (File Provider extension)", selector: "enumerateChangesForObserver:fromSyncAnchor:",
      swift: "func enumerateChanges(for observer: any NSFileProviderChangeObserver, from syncAnchor: NSFileProviderSyncAnchor)",
      availability: "FileProvider, iOS 11.0+ (extension process)",
      remark: "the push itself goes to the system, which signals the active enumerator", sources: ["A-FPPUSH"]),
    CallbackInfo(id: "C52", owner: "ControlValueProvider (widget extension)", selector: "currentValue()",
      swift: "func currentValue() async throws -> Value", availability: "WidgetKit controls, iOS 18.0+",
      remark: "a controls push reloads the control's value (same payload as a widgets push)", sources: ["A-WIDGETPUSH"]),
  ]
}
