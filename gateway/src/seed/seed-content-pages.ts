import type { DemoContent } from "./seed-content-articles.js";

/** The editorial, the event and the content pages (one published item each). */
export const DEMO_PAGES: DemoContent[] = [
  {
    kind: "EDITORIAL",
    category: "collecting",
    tags: ["collecting"],
    slug: "why-collect-digital",
    daysAgo: 5,
    texts: {
      tw: [
        "為什麼收藏數位卡片",
        "數位收藏讓作品有出處、有紀錄，也能安心交換。",
        "每張數位卡片都有 **可驗證的出處** 與完整的交易紀錄。\n\n收藏不只是擁有，更是支持創作者。",
      ],
      cn: [
        "为什么收藏数字卡片",
        "数字收藏让作品有出处、有记录，也能安心交换。",
        "每张数字卡片都有 **可验证的出处** 与完整的交易记录。\n\n收藏不只是拥有，更是支持创作者。",
      ],
      en: [
        "Why collect digital cards",
        "Digital collectibles have provenance and a record, and trade safely.",
        "Every digital card has **verifiable provenance** and a full trade history.\n\nCollecting is not only owning: it supports the artists.",
      ],
      jp: [
        "デジタルカードを集める理由",
        "デジタルコレクションには来歴と記録があり、安心して取引できます。",
        "すべてのデジタルカードには **検証可能な来歴** と取引履歴があります。\n\n集めることは、所有するだけでなくアーティストを応援することです。",
      ],
      kr: [
        "디지털 카드를 모으는 이유",
        "디지털 컬렉션은 출처와 기록이 있어 안심하고 거래할 수 있습니다.",
        "모든 디지털 카드에는 **검증 가능한 출처** 와 전체 거래 기록이 있습니다.\n\n수집은 소유를 넘어 작가를 응원하는 일입니다.",
      ],
    },
  },
  {
    kind: "EVENT",
    category: "meetup",
    tags: ["meetup", "taipei"],
    slug: "winter-collectors-meetup",
    daysAgo: 7,
    texts: {
      tw: [
        "冬季收藏家聚會",
        "12 月 20 日在台北舉辦收藏家聚會，現場可兌換限定贈品。",
        "**時間**：12 月 20 日 14:00（GMT+8）\n\n**地點**：台北市信義區\n\n到場出示兌換 QR Code 即可領取限定贈品。",
      ],
      cn: [
        "冬季收藏家聚会",
        "12 月 20 日在台北举办收藏家聚会，现场可兑换限定赠品。",
        "**时间**：12 月 20 日 14:00（GMT+8）\n\n**地点**：台北市信义区\n\n到场出示兑换二维码即可领取限定赠品。",
      ],
      en: [
        "Winter collectors' meetup",
        "Meet other collectors in Taipei on 20 December and pick up a limited gift.",
        "**When**: 20 December, 14:00 (GMT+8)\n\n**Where**: Xinyi District, Taipei\n\nShow your redeem QR code on site to receive a limited gift.",
      ],
      jp: [
        "冬のコレクターミートアップ",
        "12 月 20 日に台北でミートアップを開催。会場で限定ギフトと引き換えできます。",
        "**日時**：12 月 20 日 14:00（GMT+8）\n\n**場所**：台北市信義区\n\n会場で引き換え QR コードを提示すると限定ギフトを受け取れます。",
      ],
      kr: [
        "겨울 컬렉터 모임",
        "12월 20일 타이베이에서 컬렉터 모임이 열립니다. 현장에서 한정 선물을 받을 수 있습니다.",
        "**일시**: 12월 20일 14:00 (GMT+8)\n\n**장소**: 타이베이 신이구\n\n현장에서 교환 QR 코드를 보여 주면 한정 선물을 받을 수 있습니다.",
      ],
    },
  },
  {
    kind: "BEGINNER_GUIDE",
    tags: ["guide"],
    slug: "beginner-guide",
    daysAgo: 20,
    texts: {
      tw: [
        "新手指南",
        "三步驟開始你的收藏：註冊、購買、交換。",
        "## 開始收藏\n\n1. **註冊** 帳號並完成信箱驗證\n2. 在「發行」頁 **購買** 第一張卡片\n3. 在「市集」與其他收藏家 **交換**",
      ],
      cn: [
        "新手指南",
        "三步骤开始你的收藏：注册、购买、交换。",
        "## 开始收藏\n\n1. **注册** 账号并完成邮箱验证\n2. 在「发行」页 **购买** 第一张卡片\n3. 在「市集」与其他收藏家 **交换**",
      ],
      en: [
        "Beginner guide",
        "Start collecting in three steps: sign up, buy, trade.",
        "## Start collecting\n\n1. **Sign up** and verify your e-mail\n2. **Buy** your first card on the releases page\n3. **Trade** with other collectors on the marketplace",
      ],
      jp: [
        "初心者ガイド",
        "3 ステップでコレクションを始めましょう：登録、購入、取引。",
        "## コレクションを始める\n\n1. アカウントを **登録** してメールを認証\n2. 発売ページで最初のカードを **購入**\n3. マーケットで他のコレクターと **取引**",
      ],
      kr: [
        "초보자 가이드",
        "가입, 구매, 거래의 세 단계로 수집을 시작하세요.",
        "## 수집 시작하기\n\n1. 계정을 **가입** 하고 이메일을 인증하세요\n2. 발행 페이지에서 첫 카드를 **구매** 하세요\n3. 마켓에서 다른 컬렉터와 **거래** 하세요",
      ],
    },
  },
  {
    kind: "BUSINESS_SERVICES",
    tags: ["business"],
    slug: "business-services",
    daysAgo: 20,
    texts: {
      tw: [
        "企業與專業技術服務",
        "發行你的數位收藏：從企劃、上鏈到銷售一站完成。",
        "Vitrine 協助品牌與創作者 **發行數位收藏**：\n\n- 企劃與設計諮詢\n- 多鏈發行與錢包整合\n- 首賣與市集經營\n\n請填寫下方申請表，我們將與你聯繫。",
      ],
      cn: [
        "企业与专业技术服务",
        "发行你的数字收藏：从策划、上链到销售一站完成。",
        "Vitrine 协助品牌与创作者 **发行数字收藏**：\n\n- 策划与设计咨询\n- 多链发行与钱包集成\n- 首卖与市集运营\n\n请填写下方申请表，我们将与你联系。",
      ],
      en: [
        "Business and technology services",
        "Issue your digital collectibles: planning, minting and sales in one place.",
        "Vitrine helps brands and creators **issue digital collectibles**:\n\n- planning and design advice\n- multi-chain issuing and wallet integration\n- first sales and marketplace operation\n\nFill in the application form below and we will contact you.",
      ],
      jp: [
        "ビジネス・技術サービス",
        "デジタルコレクションの発行を、企画からミント、販売までワンストップで。",
        "Vitrine はブランドやクリエイターの **デジタルコレクション発行** を支援します：\n\n- 企画・デザインのご相談\n- マルチチェーン発行とウォレット連携\n- 初回販売とマーケット運営\n\n下の申請フォームにご記入ください。担当者よりご連絡します。",
      ],
      kr: [
        "비즈니스 및 기술 서비스",
        "기획부터 발행, 판매까지 디지털 컬렉션 발행을 한곳에서.",
        "Vitrine은 브랜드와 크리에이터의 **디지털 컬렉션 발행** 을 돕습니다:\n\n- 기획 및 디자인 상담\n- 멀티체인 발행과 지갑 연동\n- 첫 판매와 마켓 운영\n\n아래 신청서를 작성하시면 연락드리겠습니다.",
      ],
    },
  },
  {
    kind: "PERFORMANCE_GUARANTEE",
    tags: ["guarantee"],
    slug: "performance-guarantee",
    daysAgo: 20,
    texts: {
      tw: [
        "履約保障",
        "每筆交易都由平台託管，款項與卡片安全交付。",
        "我們的 **履約保障**：\n\n- 成交款項由平台託管，確認交付後才撥款\n- 卡片轉移全程記錄\n- 爭議由客服專人協助處理",
      ],
      cn: [
        "履约保障",
        "每笔交易都由平台托管，款项与卡片安全交付。",
        "我们的 **履约保障**：\n\n- 成交款项由平台托管，确认交付后才拨款\n- 卡片转移全程记录\n- 争议由客服专人协助处理",
      ],
      en: [
        "Performance guarantee",
        "Every trade is held in escrow by the platform: money and cards change hands safely.",
        "Our **performance guarantee**:\n\n- payments are held by the platform until delivery is confirmed\n- every card transfer is recorded\n- support staff help resolve disputes",
      ],
      jp: [
        "取引保証",
        "すべての取引はプラットフォームが預かり、代金とカードを安全に受け渡します。",
        "**取引保証** の内容：\n\n- 代金は受け渡しの確認までプラットフォームが預かります\n- カードの移転はすべて記録されます\n- トラブルはサポート担当が対応します",
      ],
      kr: [
        "거래 보장",
        "모든 거래는 플랫폼이 보관하여 대금과 카드가 안전하게 전달됩니다.",
        "**거래 보장** 내용:\n\n- 대금은 전달이 확인될 때까지 플랫폼이 보관합니다\n- 모든 카드 이전이 기록됩니다\n- 분쟁은 고객 지원팀이 도와드립니다",
      ],
    },
  },
  {
    kind: "JOIN_COMMUNITY",
    tags: ["community"],
    slug: "join-community",
    daysAgo: 20,
    texts: {
      tw: [
        "加入社群",
        "與其他收藏家交流，搶先得知新品與活動。",
        "加入 Vitrine 社群：\n\n- 搶先得知 **新品發行**\n- 參加線上與線下活動\n- 與藝術家直接交流",
      ],
      cn: [
        "加入社群",
        "与其他收藏家交流，抢先得知新品与活动。",
        "加入 Vitrine 社群：\n\n- 抢先得知 **新品发行**\n- 参加线上与线下活动\n- 与艺术家直接交流",
      ],
      en: [
        "Join the community",
        "Talk with other collectors and hear about releases and events first.",
        "Join the Vitrine community:\n\n- hear about **new releases** first\n- take part in online and on-site events\n- talk with the artists",
      ],
      jp: [
        "コミュニティに参加",
        "他のコレクターと交流し、新作やイベントをいち早く知りましょう。",
        "Vitrine コミュニティに参加しよう：\n\n- **新作発売** をいち早くチェック\n- オンライン・オフラインのイベントに参加\n- アーティストと直接交流",
      ],
      kr: [
        "커뮤니티 참여",
        "다른 컬렉터와 교류하고 새 발행과 이벤트 소식을 가장 먼저 받아 보세요.",
        "Vitrine 커뮤니티에 참여하세요:\n\n- **새 발행** 소식을 가장 먼저\n- 온라인·오프라인 이벤트 참여\n- 작가와 직접 소통",
      ],
    },
  },
  {
    kind: "ABOUT",
    tags: ["about"],
    slug: "about-vitrine",
    daysAgo: 20,
    texts: {
      tw: [
        "關於 Vitrine",
        "Vitrine 是藝術家與出版商的數位收藏展示櫥窗。",
        "**Vitrine** 是數位收藏的展示櫥窗：藝術家與出版商在這裡發行作品，收藏家在這裡購買、收藏與交換。",
      ],
      cn: [
        "关于 Vitrine",
        "Vitrine 是艺术家与出版商的数字收藏展示橱窗。",
        "**Vitrine** 是数字收藏的展示橱窗：艺术家与出版商在这里发行作品，收藏家在这里购买、收藏与交换。",
      ],
      en: [
        "About Vitrine",
        "Vitrine is the showcase for digital collectibles from artists and publishers.",
        "**Vitrine** is a showcase for digital collectibles: artists and publishers release their work here, and collectors buy, keep and trade it.",
      ],
      jp: [
        "Vitrine について",
        "Vitrine はアーティストと出版社のデジタルコレクションのショーケースです。",
        "**Vitrine** はデジタルコレクションのショーケースです。アーティストや出版社が作品を発表し、コレクターが購入・収集・取引します。",
      ],
      kr: [
        "Vitrine 소개",
        "Vitrine은 작가와 출판사의 디지털 컬렉션 쇼케이스입니다.",
        "**Vitrine** 은 디지털 컬렉션의 쇼케이스입니다. 작가와 출판사가 작품을 발행하고, 컬렉터가 구매·수집·거래합니다.",
      ],
    },
  },
];
