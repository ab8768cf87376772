/// The texts `SampleCorpus` draws from: the mix of Chinese, English, emoji and escapes real pushes carry.
enum SampleCorpusWords {
  static let titles = [
    "订单已发货 📦", "限时秒杀 ⚡️", "您有一条新消息", "拼团有新产品上架", "会员积分到账 🎉", "Flight CA1831 boarding",
    "早安☀️今日天气晴", "快递已到驿站", "Your weekly summary", "直播开始啦 🔴", "账户变动提醒", "新版本可用",
    "优惠券即将过期 ⏰", "小明 给你发来一条消息", "系统通知",
  ]
  static let subtitles = ["来自 顺丰速运", "Order #A1-20261122", "双十一特惠", "群聊：周末爬山小分队 ⛰️", "招商银行"]
  static let bodies = [
    "您购买的商品已由顺丰速运揽收，预计明天送达，点击查看物流详情。",
    "双十一预售开启，前1000名下单立减50元🧧，活动仅限今天！",
    "张三 回复了你的评论：哈哈哈太真实了😂😂",
    "Your order #A1-20261122 has shipped and will arrive on Tuesday.",
    "您关注的主播「小明」正在直播，快来围观吧！👀",
    "账户于11月22日 09:41 转入 ¥1,280.00，余额 ¥5,432.10。",
    "新版本 v3.2.0 已发布：修复若干问题，提升稳定性。",
    "🎁 邀请好友得红包，最高可得 88 元，点击立即领取",
    "他说：\"明天上午十点，老地方见\"",
    "第一行：会议改到下午三点\n第二行：请带上电脑 💻",
    "Hi Li Lei, your verification code is 482913. It expires in 5 minutes.",
    "您的快递已放入菜鸟驿站（幸福小区东门店），取件码 8-3-2041。",
  ]
  static let sounds = ["default", "default", "ping.aiff", "chime.caf", "order_new.wav"]
  static let threads = ["chat-10086", "orders", "promo", "family-群聊", "bank"]
  static let categories = ["MESSAGE_REPLY", "ORDER_UPDATE", "INVITE", "PROMO"]
  static let levels = ["passive", "active", "time-sensitive"]
  static let couriers = ["王师傅", "李师傅", "张师傅 (Zhang)", "陈小二"]
  static let statuses = ["配送中 🛵", "骑手已到店，正在取餐", "距您还有 1.2 公里", "已送达，请取餐 ✅", "商家已接单"]
}
