import type { ContentKind } from "@vitrine/schema";

/** One demo item: texts per language as [title, summary, Markdown body]. */
export interface DemoContent {
  kind: ContentKind;
  webType?: number;
  category?: string;
  tags: string[];
  slug: string;
  /** Published this many days ago; null = scheduled ~3 days ahead instead. */
  daysAgo: number | null;
  texts: Record<"tw" | "cn" | "en" | "jp" | "kr", [string, string, string]>;
}

/** Announcements, news, the editorial, the event and the scheduled news item (issue 15 item 6). */
export const DEMO_ARTICLES: DemoContent[] = [
  {
    kind: "ANNOUNCEMENT",
    webType: 3,
    category: "maintenance",
    tags: ["maintenance"],
    slug: "maintenance-december",
    daysAgo: 1,
    texts: {
      tw: [
        "12 月系統維護公告",
        "12 月 2 日凌晨 02:00–04:00（GMT+8）進行系統維護，期間暫停交易與儲值。",
        "為提升服務品質，Vitrine 將於 **12 月 2 日 02:00–04:00（GMT+8）** 進行系統維護。\n\n- 維護期間暫停市集交易、競標與儲值\n- 已掛單的商品不受影響\n\n造成不便，敬請見諒。",
      ],
      cn: [
        "12 月系统维护公告",
        "12 月 2 日凌晨 02:00–04:00（GMT+8）进行系统维护，期间暂停交易与充值。",
        "为提升服务质量，Vitrine 将于 **12 月 2 日 02:00–04:00（GMT+8）** 进行系统维护。\n\n- 维护期间暂停市集交易、竞拍与充值\n- 已挂单的商品不受影响\n\n造成不便，敬请谅解。",
      ],
      en: [
        "Scheduled maintenance in December",
        "Maintenance on 2 December, 02:00–04:00 (GMT+8): trading and deposits pause meanwhile.",
        "To keep Vitrine running smoothly we will carry out maintenance on **2 December, 02:00–04:00 (GMT+8)**.\n\n- Marketplace trading, bidding and deposits pause during the window\n- Your open listings are not affected\n\nThank you for your patience.",
      ],
      jp: [
        "12 月のシステムメンテナンスのお知らせ",
        "12 月 2 日 02:00～04:00（GMT+8）にメンテナンスを行います。期間中は取引と入金を停止します。",
        "サービス向上のため、**12 月 2 日 02:00～04:00（GMT+8）** にシステムメンテナンスを実施します。\n\n- メンテナンス中はマーケットの取引・入札・入金を停止します\n- 出品中の商品には影響ありません\n\nご不便をおかけしますが、ご理解のほどお願いいたします。",
      ],
      kr: [
        "12월 시스템 점검 안내",
        "12월 2일 02:00–04:00(GMT+8) 시스템 점검이 진행되며, 점검 중 거래와 입금이 중단됩니다.",
        "더 나은 서비스를 위해 **12월 2일 02:00–04:00(GMT+8)** 에 시스템 점검을 진행합니다.\n\n- 점검 중에는 마켓 거래, 입찰, 입금이 중단됩니다\n- 등록된 판매 상품에는 영향이 없습니다\n\n이용에 불편을 드려 죄송합니다.",
      ],
    },
  },
  {
    kind: "ANNOUNCEMENT",
    webType: 3,
    category: "release",
    tags: ["release", "cards"],
    slug: "new-release-winter-series",
    daysAgo: 3,
    texts: {
      tw: [
        "新品發行：冬季系列卡片上架",
        "冬季系列限量卡片即日起於發行頁開賣，每位會員限購 10 張。",
        "全新 **冬季系列** 數位收藏卡即日起開賣！\n\n1. 前往「發行」頁面選擇卡片\n2. 以新台幣或 Jpoint 付款\n3. 付款完成後卡片立即存入收藏冊\n\n數量有限，售完為止。",
      ],
      cn: [
        "新品发行：冬季系列卡片上架",
        "冬季系列限量卡片即日起在发行页开卖，每位会员限购 10 张。",
        "全新 **冬季系列** 数字收藏卡即日起开卖！\n\n1. 前往「发行」页面选择卡片\n2. 使用新台币或 Jpoint 付款\n3. 付款完成后卡片立即存入收藏册\n\n数量有限，售完为止。",
      ],
      en: [
        "New release: the winter series",
        "Limited winter series cards are on sale now on the releases page, up to 10 per member.",
        "The new **winter series** of digital collectible cards is on sale now!\n\n1. Open the releases page and choose a card\n2. Pay in TWD or Jpoint\n3. Your card lands in your collection book as soon as payment completes\n\nWhile stocks last.",
      ],
      jp: [
        "新発売：ウィンターシリーズ登場",
        "限定ウィンターシリーズのカードを発売ページで販売中。お一人様 10 枚まで。",
        "新しい **ウィンターシリーズ** のデジタルコレクションカードを本日より販売します！\n\n1. 発売ページでカードを選ぶ\n2. TWD または Jpoint で支払う\n3. 支払い完了後すぐにコレクションブックに追加されます\n\n数量限定、なくなり次第終了です。",
      ],
      kr: [
        "신규 발행: 겨울 시리즈 출시",
        "한정판 겨울 시리즈 카드가 발행 페이지에서 판매 중입니다. 회원당 10장까지 구매할 수 있습니다.",
        "새로운 **겨울 시리즈** 디지털 컬렉션 카드가 지금 판매를 시작합니다!\n\n1. 발행 페이지에서 카드를 고르세요\n2. TWD 또는 Jpoint로 결제하세요\n3. 결제가 끝나면 카드가 바로 컬렉션 북에 담깁니다\n\n수량 한정, 조기 품절될 수 있습니다.",
      ],
    },
  },
  {
    kind: "ANNOUNCEMENT",
    webType: 4,
    category: "event",
    tags: ["marketplace", "event"],
    slug: "marketplace-trading-week",
    daysAgo: 2,
    texts: {
      tw: [
        "市集交易週：手續費減半",
        "本週市集所有成交手續費減半，快來交換你的收藏。",
        "**市集交易週** 開跑！活動期間所有成交的平台手續費 **減半**。\n\n> 活動時間以 GMT+8 計算，詳情請見市集頁面。",
      ],
      cn: [
        "市集交易周：手续费减半",
        "本周市集所有成交手续费减半，快来交换你的收藏。",
        "**市集交易周** 开跑！活动期间所有成交的平台手续费 **减半**。\n\n> 活动时间以 GMT+8 计算，详情请见市集页面。",
      ],
      en: [
        "Marketplace trading week: half fees",
        "All marketplace trades pay half the platform fee this week. Time to swap your collection.",
        "**Marketplace trading week** is on! Every trade during the week pays **half** the platform fee.\n\n> Times are GMT+8; see the marketplace page for details.",
      ],
      jp: [
        "マーケット取引ウィーク：手数料半額",
        "今週はマーケットのすべての取引の手数料が半額です。コレクションを交換しましょう。",
        "**マーケット取引ウィーク** を開催中！期間中の取引はプラットフォーム手数料が **半額** になります。\n\n> 時間は GMT+8 です。詳しくはマーケットページをご覧ください。",
      ],
      kr: [
        "마켓 거래 주간: 수수료 반값",
        "이번 주 마켓의 모든 거래 수수료가 반값입니다. 컬렉션을 교환해 보세요.",
        "**마켓 거래 주간** 이 시작되었습니다! 기간 중 모든 거래의 플랫폼 수수료가 **반값** 입니다.\n\n> 시간은 GMT+8 기준이며, 자세한 내용은 마켓 페이지를 확인하세요.",
      ],
    },
  },
  {
    kind: "ANNOUNCEMENT",
    webType: 4,
    category: "maintenance",
    tags: ["jpoint"],
    slug: "jpoint-service-changes",
    daysAgo: 6,
    texts: {
      tw: [
        "Jpoint 服務調整說明",
        "Jpoint 兌換 USDT 的服務時間與退款方式調整，請於期限前完成兌換。",
        "Jpoint 服務將進行調整：\n\n- 兌換 USDT 的服務將於公告日期結束\n- 結束後未兌換的點數可申請退款\n\n詳細規則請見 [Jpoint 頁面](/tw/jpoint)。",
      ],
      cn: [
        "Jpoint 服务调整说明",
        "Jpoint 兑换 USDT 的服务时间与退款方式调整，请在期限前完成兑换。",
        "Jpoint 服务将进行调整：\n\n- 兑换 USDT 的服务将于公告日期结束\n- 结束后未兑换的点数可申请退款\n\n详细规则请见 [Jpoint 页面](/cn/jpoint)。",
      ],
      en: [
        "Changes to the Jpoint service",
        "Converting Jpoint to USDT ends on the announced date; convert before then or ask for a refund.",
        "The Jpoint service is changing:\n\n- Converting Jpoint to USDT ends on the announced date\n- Points left after that can be refunded on request\n\nSee the [Jpoint page](/en/jpoint) for the rules.",
      ],
      jp: [
        "Jpoint サービス変更のお知らせ",
        "Jpoint から USDT への交換は告知日に終了します。期限までに交換するか返金を申請してください。",
        "Jpoint サービスを次のとおり変更します：\n\n- USDT への交換は告知日に終了します\n- 終了後に残ったポイントは返金を申請できます\n\n詳しくは [Jpoint ページ](/jp/jpoint) をご覧ください。",
      ],
      kr: [
        "Jpoint 서비스 변경 안내",
        "Jpoint의 USDT 전환은 공지된 날짜에 종료됩니다. 기한 전에 전환하거나 환불을 신청하세요.",
        "Jpoint 서비스가 다음과 같이 변경됩니다:\n\n- USDT 전환은 공지된 날짜에 종료됩니다\n- 종료 후 남은 포인트는 환불을 신청할 수 있습니다\n\n자세한 규칙은 [Jpoint 페이지](/kr/jpoint)를 확인하세요.",
      ],
    },
  },
  {
    kind: "NEWS",
    category: "platform",
    tags: ["languages"],
    slug: "vitrine-in-five-languages",
    daysAgo: 4,
    texts: {
      tw: [
        "Vitrine 支援五種語言",
        "繁體中文、簡體中文、英文、日文與韓文，全站內容與通知皆可切換。",
        "Vitrine 現在支援 **五種語言**：繁體中文、簡體中文、English、日本語、한국어。\n\n在頁首選擇語言，你的選擇會保留一年。",
      ],
      cn: [
        "Vitrine 支持五种语言",
        "繁体中文、简体中文、英文、日文与韩文，全站内容与通知均可切换。",
        "Vitrine 现在支持 **五种语言**：繁体中文、简体中文、English、日本語、한국어。\n\n在页首选择语言，你的选择会保留一年。",
      ],
      en: [
        "Vitrine speaks five languages",
        "Traditional and Simplified Chinese, English, Japanese and Korean across every page and notice.",
        "Vitrine now speaks **five languages**: 繁體中文, 简体中文, English, 日本語 and 한국어.\n\nChoose yours in the header; we remember it for a year.",
      ],
      jp: [
        "Vitrine が 5 言語に対応",
        "繁体字・簡体字中国語、英語、日本語、韓国語で、すべてのページと通知を表示できます。",
        "Vitrine は **5 つの言語** に対応しました：繁體中文、简体中文、English、日本語、한국어。\n\nヘッダーで言語を選ぶと、1 年間保存されます。",
      ],
      kr: [
        "Vitrine, 5개 언어 지원",
        "번체·간체 중국어, 영어, 일본어, 한국어로 모든 페이지와 알림을 볼 수 있습니다.",
        "Vitrine이 이제 **5개 언어** 를 지원합니다: 繁體中文, 简体中文, English, 日本語, 한국어.\n\n헤더에서 언어를 선택하면 1년 동안 기억됩니다.",
      ],
    },
  },
  {
    kind: "NEWS",
    category: "artists",
    tags: ["artists"],
    slug: "artist-spotlight-harbour",
    daysAgo: 8,
    texts: {
      tw: [
        "藝術家專訪：港口之光",
        "我們與港口之光系列的創作者聊聊靈感與創作過程。",
        "本期專訪 **港口之光** 系列的藝術家。\n\n> 「我想把夜晚港口的光影，留在每一張卡片裡。」\n\n系列作品可在藝術家頁面瀏覽。",
      ],
      cn: [
        "艺术家专访：港口之光",
        "我们与港口之光系列的创作者聊聊灵感与创作过程。",
        "本期专访 **港口之光** 系列的艺术家。\n\n> 「我想把夜晚港口的光影，留在每一张卡片里。」\n\n系列作品可在艺术家页面浏览。",
      ],
      en: [
        "Artist spotlight: Harbour Lights",
        "We talk to the artist behind the Harbour Lights series about inspiration and process.",
        'This month we meet the artist of the **Harbour Lights** series.\n\n> "I wanted every card to keep the light of a harbour at night."\n\nBrowse the series on the artist\'s page.',
      ],
      jp: [
        "アーティスト特集：ハーバーライツ",
        "ハーバーライツシリーズの作者に、インスピレーションと制作過程について伺いました。",
        "今回は **ハーバーライツ** シリーズのアーティストにお話を伺いました。\n\n> 「夜の港の光を、すべてのカードに残したかったのです。」\n\nシリーズ作品はアーティストページでご覧いただけます。",
      ],
      kr: [
        "아티스트 스포트라이트: 하버 라이츠",
        "하버 라이츠 시리즈의 작가에게 영감과 작업 과정에 대해 들어 보았습니다.",
        '이번 달에는 **하버 라이츠** 시리즈의 작가를 만났습니다.\n\n> "밤 항구의 빛을 모든 카드에 담고 싶었어요."\n\n시리즈 작품은 아티스트 페이지에서 볼 수 있습니다.',
      ],
    },
  },
  {
    kind: "NEWS",
    category: "platform",
    tags: ["redemption"],
    slug: "redeem-zone-open",
    daysAgo: 12,
    texts: {
      tw: [
        "兌換專區正式開放",
        "持有兌換碼即可在兌換專區領取數位卡片、Jpoint 或實體贈品。",
        "**兌換專區** 正式開放！輸入活動兌換碼即可領取：\n\n- 數位卡片\n- Jpoint\n- 實體贈品（到場出示 QR Code 領取）",
      ],
      cn: [
        "兑换专区正式开放",
        "持有兑换码即可在兑换专区领取数字卡片、Jpoint 或实体赠品。",
        "**兑换专区** 正式开放！输入活动兑换码即可领取：\n\n- 数字卡片\n- Jpoint\n- 实体赠品（到场出示二维码领取）",
      ],
      en: [
        "The redeem zone is open",
        "Redeem an event code for digital cards, Jpoint or a physical gift.",
        "The **redeem zone** is open! Enter an event code to receive:\n\n- digital cards\n- Jpoint\n- a physical gift (show the QR code on site)",
      ],
      jp: [
        "引き換えゾーンがオープン",
        "イベントコードでデジタルカード、Jpoint、記念品と引き換えられます。",
        "**引き換えゾーン** がオープンしました！イベントコードを入力すると次のものを受け取れます：\n\n- デジタルカード\n- Jpoint\n- 記念品（会場で QR コードを提示）",
      ],
      kr: [
        "교환 존 오픈",
        "이벤트 코드로 디지털 카드, Jpoint 또는 실물 선물을 받을 수 있습니다.",
        "**교환 존** 이 열렸습니다! 이벤트 코드를 입력하면 다음을 받을 수 있습니다:\n\n- 디지털 카드\n- Jpoint\n- 실물 선물 (현장에서 QR 코드 제시)",
      ],
    },
  },
  {
    kind: "NEWS",
    category: "platform",
    tags: ["recap"],
    slug: "year-end-recap",
    daysAgo: null,
    texts: {
      tw: [
        "年度回顧：Vitrine 的第一年",
        "回顧這一年的發行、活動與收藏家們的精彩時刻。",
        "感謝每一位收藏家！這一年我們一起完成了許多 **首次發行** 與活動。\n\n明年見！",
      ],
      cn: [
        "年度回顾：Vitrine 的第一年",
        "回顾这一年的发行、活动与收藏家们的精彩时刻。",
        "感谢每一位收藏家！这一年我们一起完成了许多 **首次发行** 与活动。\n\n明年见！",
      ],
      en: [
        "Year-end recap: Vitrine's first year",
        "Looking back on a year of releases, events and collectors' highlights.",
        "Thank you, collectors! Together we saw many **first releases** and events this year.\n\nSee you next year!",
      ],
      jp: [
        "年間振り返り：Vitrine の最初の 1 年",
        "この 1 年の発売、イベント、コレクターの皆さまのハイライトを振り返ります。",
        "コレクターの皆さま、ありがとうございました！今年は多くの **初回発売** とイベントがありました。\n\nまた来年お会いしましょう！",
      ],
      kr: [
        "연말 결산: Vitrine의 첫해",
        "올해의 발행, 이벤트, 컬렉터들의 하이라이트를 돌아봅니다.",
        "컬렉터 여러분 감사합니다! 올해 함께 많은 **첫 발행** 과 이벤트를 만들었습니다.\n\n내년에 만나요!",
      ],
    },
  },
];
