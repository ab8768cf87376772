import Testing

@testable import APSKit

/// A sender's request to a vendor's API names the vendor by the body that API documents, and a push
/// without `aps` by the keys its provider documents; an SDK's own object around a push names the
/// provider of the keys it holds, and its fields are labelled the SDK's, not the provider's. Each row
/// is the documented shape, cited, not a collected case.
@Suite struct SenderRequestVendorTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var source: String
    var vendor: String
    var json: String
    var testDescription: String { source }
  }

  static let rows: [Row] = [
    // HUAWEI Push Kit, "Sending Messages": https://developer.huawei.com/consumer/en/doc/HMS-References/push-sendapi
    Row(
      source: "Push Kit send API", vendor: "huawei",
      json: #"{"validate_only":false,"message":{"notification":{"title":"t","body":"b"},"android":{"notification":{"click_action":{"type":3}}},"token":["x"]}}"#),
    // The HMS Cordova plugin's RemoteMessage as JSON (hms-cordova-plugin issue #9: https://github.com/HMS-Core/hms-cordova-plugin/issues/9).
    Row(source: "HMS RemoteMessage", vendor: "huawei", json: #"{"dataOfMap":"{}","originalUrgency":"2","urgency":"2","receiptMode":"0","sendMode":"0"}"#),
    // Expo, "Message request format": https://docs.expo.dev/push-notifications/sending-notifications/#message-request-format
    Row(source: "Expo push API", vendor: "expo", json: #"{"to":"ExponentPushToken[xxx]","title":"hello","body":"world","data":{"a":"b"}}"#),
    // Braze, "Apple push object": https://www.braze.com/docs/api/objects_filters/messaging/apple_object/
    Row(source: "Braze /messages/send", vendor: "braze", json: #"{"external_user_ids":["u"],"messages":{"apple_push":{"alert":"hi"}}}"#),
    // Adobe Journey Optimizer, "Push Notification Payload Keys":
    // https://developer.adobe.com/client-sdks/edge/adobe-journey-optimizer/push-notification/push-payload/
    Row(source: "Adobe Journey Optimizer FCM request", vendor: "adobe-ajo", json: #"{"message":{"android":{"data":{"adb_title":"t","adb_body":"b"}}}}"#),
    // Pushwoosh's /createMessage request ("Push Notification payload keys",
    // https://help.pushwoosh.com/hc/en-us/articles/360020536252-Push-Notification-payload-keys).
    Row(
      source: "Pushwoosh /createMessage", vendor: "pushwoosh",
      json: #"{"request":{"application":"XXXXX-XXXXX","auth":"xxx","notifications":[{"send_date":"now","content":"hello world","ios_root_params":{"aps":{"mutable-content":1}}}]}}"#),
    // gorush README, "Web API": https://github.com/appleboy/gorush/blob/891b4530db8f5db2beeb44b42665999ab802799f/README.md
    Row(
      source: "gorush /api/push", vendor: "gorush",
      json: #"{"notifications":[{"tokens":["token_a","token_b"],"platform":1,"message":"Hello World iOS!","apns":{"payload":{"aps":{"sound":{"name":"custom.wav","critical":1,"volume":0.8}}}}}]}"#),
    // Adjust's uninstall measurement request (Adjust Android SDK `Constants.FCM_PAYLOAD_KEY`/`FCM_PAYLOAD_VALUE`:
    // https://github.com/adjust/android_sdk/blob/02ed901a5aeda23d199f5e87ada29e1a839c0675/Adjust/sdk-core/src/main/java/com/adjust/sdk/Constants.java).
    Row(source: "Adjust uninstall detection", vendor: "adjust", json: #"{"to":"pushToken","data":{"adjust_purpose":"uninstall detection"}}"#),
    // FCM HTTP v1, "ApnsConfig": https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#apnsconfig
    Row(source: "FCM v1 message", vendor: "firebase", json: #"{"message":{"token":"t","apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"badge":1}}}}}"#),
    Row(source: "FCM v1 apns object", vendor: "firebase", json: #"{"headers":{"apns-push-type":"alert"},"payload":{"aps":{"sound":"default"}}}"#),
    // Pusher Beams, "Publish API": https://pusher.com/docs/beams/reference/publish-api
    Row(source: "Pusher Beams publish", vendor: "pusher-beams", json: #"{"interests":["hello"],"apns":{"aps":{"alert":"Hi"}}}"#),
    Row(source: "Pusher Beams publish body", vendor: "pusher-beams", json: #"{"apns":{"aps":{"alert":"Hi"}},"fcm":{"notification":{"title":"Hi"}}}"#),
    // OneSignal, "Create notification": https://documentation.onesignal.com/reference/create-notification
    Row(source: "OneSignal create notification", vendor: "onesignal", json: #"{"app_id":"5eb5a37e","include_player_ids":["6392d91a"],"contents":{"en":"Hi"}}"#),
    // Airship, "Push Object": https://docs.airship.com/api/ua/#schemas-pushobject
    Row(source: "Airship push object", vendor: "airship", json: #"{"audience":"all","notification":{"alert":"Hi"},"device_types":["ios"]}"#),
    // CleverTap's bridges post a tapped push as {customExtras: …} (https://github.com/CleverTap/clevertap-react-native).
    Row(source: "CleverTap customExtras", vendor: "clevertap", json: #"{"customExtras":{"W$pivot":"wzrk_default","wzrk_acct_id":"TEST-1"}}"#),
    // A Firebase SDK's message object around CleverTap's data (clevertap-react-native issue #335).
    Row(source: "FCM SDK object", vendor: "clevertap", json: #"{"data":{"wzrk_id":"0_0","nm":"m"},"from":"61","messageId":"0:1","sentTime":1,"ttl":86400}"#),
    // Nextcloud's subject decrypted (push-v2.md: https://github.com/nextcloud/notifications/blob/master/docs/push-v2.md),
    // as `occ notification:test-push` prints it.
    Row(source: "Nextcloud decrypted subject", vendor: "nextcloud", json: #"{"nid":2641,"app":"spreed","subject":"Hi","type":"chat","id":"62ec"}"#),
    // "Firebase Cloud Messaging HTTP protocol" (legacy), https://firebase.google.com/docs/cloud-messaging/http-server-ref:
    // `registration_ids` for several devices; `to` with the request's `priority` / `content_available`.
    Row(source: "FCM legacy registration_ids", vendor: "firebase", json: #"{"registration_ids":["t1","t2"],"data":{"alert":"hi"}}"#),
    Row(source: "FCM legacy to + priority", vendor: "firebase", json: #"{"to":"/topics/news","priority":"high","data":{"a":"b"}}"#),
    Row(source: "FCM legacy to + content_available", vendor: "firebase", json: #"{"to":"token","content_available":true}"#),
    // … and `to` beside the request's `notification` (the same page's "Downstream HTTP messages").
    Row(source: "FCM legacy to + notification", vendor: "firebase", json: #"{"to":"bk3R","notification":{"body":"great match!","title":"Portugal vs. Denmark"}}"#),
    // FCM HTTP v1, "projects.messages": https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages
    Row(source: "FCM v1 message with data", vendor: "firebase", json: #"{"message":{"token":"t","data":{"org":"contoso"}}}"#),
    Row(source: "FCM v1 topic notification", vendor: "firebase", json: #"{"message":{"topic":"news","notification":{"title":"t"}}}"#),
    // expo-notifications' Notification object, "Notification": https://docs.expo.dev/versions/latest/sdk/notifications/#notification
    Row(
      source: "expo-notifications Notification (Android)", vendor: "expo",
      json: #"{"request":{"trigger":{"remoteMessage":{"data":{"experienceId":"@o/app","message":"Hi"}},"type":"push"},"content":{"title":"Hi"},"identifier":"1"},"date":1671029018364}"#),
    Row(
      source: "expo-notifications Notification (iOS)", vendor: "expo",
      json: #"{"request":{"trigger":{"payload":{"scopeKey":"@o/app","aps":{"alert":"Hi"}},"type":"push"},"content":{"title":"Hi"},"identifier":"1"},"date":1}"#),
    // Vonage "iOS Push Notification Payload Example",
    // https://developer.vonage.com/en/legacy-client-sdk/in-app-voice/guides/push-notification-payload
    Row(source: "Vonage Client SDK push", vendor: "vonage", json: #"{"application_id":"e2dd57b5","push_info":{"priority":"immediate"},"aps":{"alert":"x"}}"#),
    // The Stitch SDK's push parser (NXMPushParser, Vonage client SDK for iOS): the event under `stitch`.
    Row(source: "Nexmo Stitch push", vendor: "vonage", json: #"{"aps":{"content-available":1},"stitch":{"application_id":"f1a5","body":{}}}"#),
    // React Native Firebase v5's RemoteMessage fields (https://github.com/invertase/react-native-firebase/issues/2941).
    Row(source: "RNFirebase v5 RemoteMessage", vendor: "firebase", json: #"{"_collapseKey":"b","_data":{},"_from":"6308","_messageId":"-Lv1","_ttl":3600}"#),
    // react-native-push-notification's object ("Usage": https://github.com/zo0r/react-native-push-notification#usage)
    // with Android's FCM extras beside it.
    Row(
      source: "react-native-push-notification", vendor: "firebase",
      json: #"{"foreground":false,"userInteraction":false,"id":"1","data":{"a":"b"},"google.message_id":"0:1","message":"m"}"#),
    // OneSignal's SDK notification object, "OSNotification payload": https://documentation.onesignal.com/docs/osnotification-payload
    Row(
      source: "OneSignal OSNotification", vendor: "onesignal",
      json: #"{"notificationId":"bb5f","title":"t","body":"b","additionalData":{},"rawPayload":"{\"alert\":\"b\"}"}"#),
    // The Cordova SDK before 3.0, received and opened (the shapes of public captures 782 and 812).
    Row(
      source: "OneSignal Cordova received", vendor: "onesignal",
      json: #"{"isAppInFocus":true,"shown":true,"displayType":0,"payload":{"notificationID":"aee1","body":"b","additionalData":{}}}"#),
    Row(
      source: "OneSignal Cordova opened", vendor: "onesignal",
      json: #"{"action":{"type":0},"notification":{"isAppInFocus":false,"shown":true,"payload":{"notificationID":"fc2f","title":"t"}}}"#),
    // Capacitor Push Notifications, "ActionPerformed" and "PushNotificationSchema":
    // https://capacitorjs.com/docs/apis/push-notifications#actionperformed, the data FCM's.
    Row(
      source: "Capacitor ActionPerformed", vendor: "firebase",
      json: #"{"actionId":"tap","notification":{"id":"0:1603975178505323%79eecb35","data":{"google.sent_time":"1603975178482","from":"302546325241","screen":"Home"}}}"#),
    Row(
      source: "Capacitor PushNotificationSchema", vendor: "firebase",
      json: #"{"id":"A50F","title":"t","badge":1,"data":{"gcm.message_id":"1610621468120206","aps":{"alert":"b"}}}"#),
    // Aliyun's Android SDK extras as its `onNotificationOpened` hands them (the shape of public capture 810).
    Row(source: "Aliyun Android extras", vendor: "aliyun", json: #"{"redirectTo":"/p/1","_ALIYUN_NOTIFICATION_PRIORITY_":"1","_ALIYUN_NOTIFICATION_ID_":"760988"}"#),
    // Ably, "Publish and receive push notifications" (https://ably.com/docs/push/publish): generic
    // notification and data beside the per-platform overrides; `apns-headers` inside `apns`.
    Row(
      source: "Ably push payload", vendor: "ably",
      json: #"{"notification":{"title":"Hi"},"data":{"foo":"bar"},"apns":{"aps":{"alert":{"title":"Hi iOS"}}},"fcm":{"notification":{"color":"red"}}}"#),
    Row(source: "Ably background push", vendor: "ably", json: #"{"data":{"foo":"bar"},"apns":{"aps":{"content-available":1},"apns-headers":{"apns-push-type":"background"}}}"#),
    // cordova-plugin-firebasex README, "Data message notifications": the plugin's keys in an FCM data message.
    Row(source: "firebasex data message", vendor: "firebase", json: #"{"name":"my_data","data":{"notification_foreground":"true","notification_title":"t"}}"#),
    // JPush "REST API v3 Push": the request's platform and audience, the iOS notification's extras.
    Row(source: "JPush push request", vendor: "jpush", json: #"{"platform":"all","audience":"all","notification":{"alert":"Hi"}}"#),
    Row(source: "JPush iOS notification", vendor: "jpush", json: #"{"notification":{"ios":{"alert":"hi","extras":{"news_id":134}}}}"#),
    // Countly's Android push callback data: FCM data with the keys flattened (Countly Flutter SDK docs).
    Row(source: "Countly Android data", vendor: "countly", json: #"{"c.i":"62b59b979f05a1f5e5592036","c.l":"https://count.ly/","title":"t"}"#),
    // Parse REST guide, "Push Notifications" (https://docs.parseplatform.org/rest/guide/#push-notifications):
    // "Sending Pushes to Channels" and "Using Advanced Targeting".
    Row(source: "Parse push to channels", vendor: "parse", json: #"{"channels":["Giants","Mets"],"data":{"alert":"The Giants won against the Mets 2-3."}}"#),
    Row(source: "Parse push to a query", vendor: "parse", json: #"{"where":{"injuryReports":true},"data":{"alert":"Willie Hayes injured by own pop fly."}}"#),
    // Kii Cloud REST guide, "Sending a Push Notification":
    // https://documentation.kii.com/en/guides/cloudsdk/rest/managing-push-notification/push-to-user/sending-messages/
    Row(
      source: "Kii SendPushMessageRequest", vendor: "kii",
      json: #"{"data":{"MsgBody":"Hi all!"},"sendToDevelopment":true,"sendToProduction":true,"apns":{"enabled":true,"alert":{"body":"Hello"}}}"#),
    // rs/pushd README, "Event Message Format": https://github.com/rs/pushd/blob/023730183d2c1137e487563b14d3b019e3daea30/README.md
    Row(source: "pushd event", vendor: "pushd", json: #"{"msg":"${var.name} sent a new video","sound":"newVideo.mp3","data.user_id":"fkwhpd","var.name":"John Doe"}"#),
    // Mindbox, "iOS Push Notifications Format": https://developers.mindbox.cloud/docs/ios-push-notifications-format
    Row(
      source: "Mindbox push", vendor: "mindbox",
      json: #"{"aps":{"alert":{"title":"t","body":"b"},"mutable-content":1,"content-available":1},"clickUrl":"https://example.com","imageUrl":"","payload":"","buttons":[],"uniqueKey":"5e1f"}"#),
    // Sourse Smart Notifications SDK README, "Smart notification payload specification":
    // https://github.com/incoming-inc/ios-sdk/blob/034744ec97a85458a4d58b82fa3a9199b0367842/SmartNotifications/README.md
    Row(
      source: "Sourse smart notification", vendor: "sourse",
      json: #"{"handler":"com.sourse.notification","title":"some title","message":"some body","isSmartNotification":"0"}"#),
    Row(
      source: "Sourse notification with an embargo", vendor: "sourse",
      json: #"{"handler":"com.sourse.notification","title":"t","message":"m","embargoDate":"2012-04-23T18:25:43Z"}"#),
    // Easemob "APNs 内容解析", the REST send-message body whose em_apns_ext becomes the payload's `e`:
    // https://docs-ai.easemob.com/_export/xhtml/im/300iosclientintegration/apnscontent
    Row(
      source: "Easemob REST send message", vendor: "agora",
      json: #"{"target_type":"users","target":["6006"],"msg":{"type":"txt","msg":"hello from rest"},"ext":{"em_apns_ext":{"extern":"x"}},"from":"6001"}"#),
    // NIFCLOUD mobile backend's iOS SDK reads `com.nifty.PushId` from the userInfo
    // (https://github.com/NIFCLOUD-mbaas/ncmb_ios/blob/be878e49c1011bf9c8f24f282b512dc6eab9ceac/NCMB/NCMBAnalytics.m).
    Row(source: "NIFCLOUD push", vendor: "nifcloud", json: #"{"aps":{"alert":{"body":"message","title":"title"},"sound":"default"},"com.nifty.PushId":"abc","data":"json"}"#),
    // NIFCLOUD's Swift SDK reads `com.nifcloud.mbaas.PushId`
    // (https://github.com/NIFCLOUD-mbaas/ncmb_swift/blob/bda454f08053db2630050f03cff9a13d013cfc6e/NCMB/NCMBAnalytics.swift).
    Row(
      source: "NIFCLOUD push (mbaas keys)", vendor: "nifcloud",
      json: #"{"aps":{"alert":{"body":"message","title":"title"},"sound":"default"},"com.nifcloud.mbaas.PushId":"abc","com.nifcloud.mbaas.RichUrl":"https://mbaas.nifcloud.com/"}"#),
    // NIFCLOUD's JavaScript SDK push registration (https://github.com/NIFCLOUD-mbaas/ncmb_js/blob/cfa38391da28e2b8702b2948e7ec67ee5d236840/lib/push.js).
    Row(source: "NIFCLOUD push registration", vendor: "nifcloud", json: #"{"immediateDeliveryFlag":true,"target":["ios"],"message":"Hello"}"#),
    // Dfinery's push-sender sample (https://github.com/IGAWorksDev/dfinery-ios-sdk-pushSenderSample/blob/3f55daf5bab0349cfd1a14cc51927b69e052bd0a/payload.json).
    Row(
      source: "Dfinery push", vendor: "dfinery",
      json: #"{"aps":{"alert":{"title":"t","body":"b"},"mutable-content":1},"dfn":{"c_id":"campaignId","n_id":"notificationId","click_act":{"uri":"scheme://path"}}}"#),
    // "Growth Push からの配信の判別方法(iOS)": https://faq.growthbeat.com/article/205-growth-push
    Row(source: "Growth Push push", vendor: "growthpush", json: #"{"aps":{"alert":"hi"},"growthpush":{"notificationId":10000}}"#),
    // PersonaClick, "Push Payloads (Mobile SDKs)": https://personaclick.atlassian.net/wiki/spaces/english/pages/266895361
    Row(
      source: "PersonaClick iOS push", vendor: "personaclick",
      json: #"{"aps":{"alert":{"title":"t","body":"b"},"mutable-content":1},"image_url":"https://example.com/i.png","src":{"type":"bulk","id":"33631"}}"#),
    // Branch, "Push Notification Implementation": https://help.branch.io/developer-hub/push-notifications.md
    Row(source: "Branch link push", vendor: "branch", json: #"{"aps":{"alert":"hi"},"branch":"https://example.app.link/u3fzDwyyjF"}"#),
    // Mixpanel's Android push text beside a Branch link: Mixpanel's campaign
    // (https://github.com/mixpanel/mixpanel-android/blob/77c1c557dccff50d60f135d0df55e08089cb2141/src/main/java/com/mixpanel/android/mpmetrics/MixpanelPushNotification.java).
    Row(source: "Mixpanel push with a Branch link", vendor: "mixpanel", json: #"{"mp_message":"hi","branch":"https://example.app.link/u3fzDwyyjF"}"#),
    // FCM HTTP v1's AndroidConfig beside a legacy `to` ("projects.messages", https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages#androidconfig).
    Row(source: "FCM to + android", vendor: "firebase", json: #"{"to":"token","android":{"priority":"high"},"data":{"title":"t"}}"#),
  ]

  @Test(arguments: rows) func vendorNamed(_ row: Row) throws {
    let capture = try CaptureReader().read(Array(row.json.utf8))
    #expect((capture.withRoot(PushVendor.recognise) ?? nil)?.vendor.id == row.vendor)
    #expect(InspectReport(capture).vendor?.id == row.vendor)
  }

  /// The new rows' keys alone are too common to tell a provider (VENDORS.md): Sourse's `handler`, pushd's
  /// `msg` without a dotted `data.`/`var.` key, Parse's `channels` or `where` without `data`, Mindbox's
  /// `clickUrl` without `uniqueKey`, Easemob's `msg` without `target_type`.
  @Test func commonKeysAloneNameNoProvider() throws {
    for json in [
      #"{"handler":"open","title":"t","message":"m","aps":{"alert":"hi"}}"#, #"{"msg":"hi","title":"t","data":{"a":"b"}}"#,
      #"{"channels":["news"],"aps":{"alert":"hi"}}"#, #"{"where":"home","aps":{"alert":"hi"}}"#,
      #"{"clickUrl":"https://example.com","aps":{"alert":"hi"}}"#, #"{"msg":{"type":"txt"},"target":["6006"],"aps":{"alert":"hi"}}"#,
    ] {
      let capture = try CaptureReader().read(Array(json.utf8))
      #expect(InspectReport(capture).vendor == nil, "\(json)")
    }
  }

  /// Keys a sender's request shares with other services name nothing alone: FCM's legacy request
  /// (`to` with a `notification` dictionary) is no Expo request.
  @Test func fcmLegacyRequestIsNotExpo() throws {
    let capture = try CaptureReader().read(Array(#"{"to":"token","notification":{"title":"t","body":"b"}}"#.utf8))
    #expect((capture.withRoot(PushVendor.recognise) ?? nil)?.vendor.id != "expo")
  }

  /// The wrapper's own fields are the SDK's, not FCM data.
  @Test func wrapperFieldsAreTheSDKs() throws {
    let capture = try CaptureReader().read(Array(try #require(Self.rows.first { $0.source == "react-native-push-notification" }).json.utf8))
    let report = InspectReport(capture)
    #expect(report.fields.contains { $0.path == "/foreground" && $0.meaning.contains("SDK's message object") })
    #expect(!report.fields.contains { $0.path == "/userInteraction" && $0.meaning.contains("FCM data") })
  }

  /// Capacitor's schema fields beside the data are the plugin's: FCM's string schema types the data only.
  @Test func capacitorFieldsAreThePlugins() throws {
    let capture = try CaptureReader().read(Array(#"{"id":"A50F","title":"t","badge":1,"data":{"gcm.message_id":"1","n":"2"}}"#.utf8))
    let report = InspectReport(capture)
    #expect(!report.fields.contains { $0.path == "/badge" && $0.meaning.contains("FCM data") })
    #expect((capture.withRoot(PushVendor.recognise) ?? nil)?.keys.allSatisfy { $0.hasPrefix("data/") } == true)
  }

  /// A body of FCM's legacy request with neither `registration_ids` nor the request's own options
  /// names nothing from `to` alone (Expo's request has `to` too).
  @Test func toAloneNamesNoFirebase() throws {
    let capture = try CaptureReader().read(Array(#"{"to":"x","data":{"a":"b"}}"#.utf8))
    #expect(InspectReport(capture).vendor?.id != "firebase")
  }

  /// An MDM push is `{"mdm": PushMagic}` and no `aps` ("Mobile Device Management Protocol
  /// Reference", https://developer.apple.com/business/documentation/MDM-Protocol-Reference.pdf): APNs;
  /// a second key makes it no MDM push.
  @Test func mdmPushIsAPNs() throws {
    let mdm = InspectReport(try CaptureReader().read(Array(#"{"mdm":"PushMagicValue"}"#.utf8)))
    #expect(mdm.provider == .apns)
    #expect(mdm.providerReason.contains("MDM"))
    let other = InspectReport(try CaptureReader().read(Array(#"{"mdm":"x","extra":1}"#.utf8)))
    #expect(other.provider == .unknown)
  }

  /// react-native-push-notification's iOS object around what APNs delivered: React Native's push
  /// notification manager adds `remote: true` and a `notificationId` to the userInfo
  /// (`handleRemoteNotificationReceived:`, https://github.com/facebook/react-native/blob/3c03dcade7c2d5c41de44a3508a00081d218b143/packages/react-native/Libraries/PushNotificationIOS/RCTPushNotificationManager.mm;
  /// the objects of rnpn's trouble-shooting.md, public captures 876, 877): APNs. FCM's keys inside name FCM;
  /// a local notification (no `remote`) names nothing.
  @Test func reactNativeRemoteNotificationIsAPNs() throws {
    let remote = InspectReport(try CaptureReader().read(Array(#"{"foreground":true,"userInteraction":false,"data":{"remote":true,"notificationId":"A3DC5EEE"},"badge":4}"#.utf8)))
    #expect(remote.provider == .apns)
    #expect(remote.providerReason.contains("data.remote"))
    let fcm = InspectReport(try CaptureReader().read(Array(#"{"foreground":true,"userInteraction":false,"data":{"remote":true,"notificationId":"A3","gcm.message_id":"1"}}"#.utf8)))
    #expect(fcm.provider != .apns && fcm.vendor?.id == "firebase")
    let local = InspectReport(try CaptureReader().read(Array(#"{"foreground":true,"userInteraction":false,"data":{"id":"1"}}"#.utf8)))
    #expect(local.provider == .unknown)
  }
}
