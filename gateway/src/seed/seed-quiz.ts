import type { DataSource } from "typeorm";
import { createQuiz, findQuizIdByTitle } from "../domains/quiz/index.js";

export const DEMO_QUIZ_TITLE = "數位收藏小學堂";

const t5 = (tw: string, cn: string, en: string, jp: string, kr: string) => [
  { language: "tw", body: tw },
  { language: "cn", body: cn },
  { language: "en", body: en },
  { language: "jp", body: jp },
  { language: "kr", body: kr },
];

/**
 * The demo quiz (idempotent by its tw title): three questions in five languages, 90 seconds an attempt,
 * three attempts, two points to pass, a stamp reward (the demo campaign's QUIZ stamp names it).
 */
export async function seedQuiz(dataSource: DataSource, now = new Date()): Promise<string> {
  const existing = await findQuizIdByTitle(dataSource.manager, DEMO_QUIZ_TITLE);
  if (existing) return existing;
  const DAY = 86_400_000;
  const view = await createQuiz(
    { dataSource },
    {
      texts: [
        { language: "tw", title: DEMO_QUIZ_TITLE, description: "答對兩題即可獲得集章活動的印章。" },
        { language: "cn", title: "数字收藏小学堂", description: "答对两题即可获得集章活动的印章。" },
        {
          language: "en",
          title: "Digital collecting 101",
          description: "Two right answers earn the rally's stamp.",
        },
        {
          language: "jp",
          title: "デジタルコレクション入門",
          description: "2問正解でスタンプラリーのスタンプがもらえます。",
        },
        {
          language: "kr",
          title: "디지털 수집 첫걸음",
          description: "두 문제를 맞히면 스탬프 랠리 스탬프를 받습니다.",
        },
      ],
      startsAt: new Date(now.getTime() - DAY).toISOString(),
      endsAt: new Date(now.getTime() + 60 * DAY).toISOString(),
      timeLimitSeconds: 90,
      maxAttempts: 3,
      passScore: 2,
      rewardKind: "STAMP",
      rewardJpower: 0,
      questions: [
        {
          points: 1,
          texts: t5(
            "NFT 的全名是？",
            "NFT 的全称是？",
            "What does NFT stand for?",
            "NFTの正式名称は？",
            "NFT의 정식 명칭은?",
          ),
          choices: [
            {
              correct: true,
              texts: t5(
                "非同質化代幣",
                "非同质化代币",
                "Non-fungible token",
                "非代替性トークン",
                "대체 불가능 토큰",
              ),
            },
            {
              correct: false,
              texts: t5("新檔案類型", "新文件类型", "New file type", "新しいファイル形式", "새 파일 형식"),
            },
            {
              correct: false,
              texts: t5("網路轉帳", "网络转账", "Net funds transfer", "ネット送金", "인터넷 송금"),
            },
          ],
        },
        {
          points: 1,
          texts: t5(
            "台北使用哪個時區？",
            "台北使用哪个时区？",
            "Which time zone does Taipei use?",
            "台北の時間帯は？",
            "타이베이의 시간대는?",
          ),
          choices: [
            { correct: false, texts: t5("GMT+9", "GMT+9", "GMT+9", "GMT+9", "GMT+9") },
            { correct: true, texts: t5("GMT+8", "GMT+8", "GMT+8", "GMT+8", "GMT+8") },
          ],
        },
        {
          points: 1,
          texts: t5(
            "卡片賣價至少要超過多少 USDT？",
            "卡片卖价至少要超过多少 USDT？",
            "A card's sale price must be over how many USDT?",
            "カードの販売価格は何USDTを超える必要がある？",
            "카드 판매가는 몇 USDT를 넘어야 하나요?",
          ),
          choices: [
            { correct: false, texts: t5("1", "1", "1", "1", "1") },
            { correct: true, texts: t5("10", "10", "10", "10", "10") },
            { correct: false, texts: t5("100", "100", "100", "100", "100") },
          ],
        },
      ],
    },
    "tw",
  );
  return view.id;
}
