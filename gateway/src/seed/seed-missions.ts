import type { LOCALES, MissionEvent, MissionKind, MissionPeriod } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { findSeriesIdBySlug, findSeriesPublisherId } from "../domains/catalog/index.js";
import { findMissionIdByNumber, saveMission } from "../domains/missions/index.js";

type Texts = Record<(typeof LOCALES)[number], [title: string, description: string]>;

interface DemoMission {
  number: number;
  kind: MissionKind;
  period?: MissionPeriod;
  reward: number;
  event: MissionEvent;
  target?: number;
  /** Issuer missions: "hold N cards" of this demo series, for its publisher. */
  series?: string;
  texts: Texts;
}

/**
 * Missions of every kind. Beginner tasks complete by their action: "Verify your e-mail" at sign-up (the
 * mailed code proves it), "Turn on two-factor authentication" when the member turns it on.
 */
export const DEMO_MISSIONS: DemoMission[] = [
  {
    number: 101,
    kind: "BEGINNER",
    reward: 20,
    event: "verify-email",
    texts: {
      tw: ["驗證電子郵件", "完成註冊時的電子郵件驗證。"],
      cn: ["验证电子邮箱", "完成注册时的电子邮箱验证。"],
      en: ["Verify your e-mail", "Confirm your e-mail address when you sign up."],
      jp: ["メールアドレスを認証", "登録時にメールアドレスを認証しましょう。"],
      kr: ["이메일 인증", "가입할 때 이메일 주소를 인증하세요."],
    },
  },
  {
    number: 102,
    kind: "BEGINNER",
    reward: 50,
    event: "two-factor-on",
    texts: {
      tw: ["開啟兩步驟驗證", "在帳戶設定開啟兩步驟驗證，保護你的收藏。"],
      cn: ["开启两步验证", "在账户设置中开启两步验证，保护你的收藏。"],
      en: [
        "Turn on two-factor authentication",
        "Protect your collection: turn on 2FA in your account settings.",
      ],
      jp: ["二段階認証をオンにする", "アカウント設定で二段階認証をオンにしてコレクションを守りましょう。"],
      kr: ["2단계 인증 켜기", "계정 설정에서 2단계 인증을 켜고 컬렉션을 보호하세요."],
    },
  },
  {
    number: 103,
    kind: "BEGINNER",
    reward: 50,
    event: "kyc-approved",
    texts: {
      tw: ["完成實名認證", "提交身分資料並通過審核。"],
      cn: ["完成实名认证", "提交身份资料并通过审核。"],
      en: ["Get verified (KYC)", "Submit your identity details and pass the review."],
      jp: ["本人確認を完了", "本人確認書類を提出し、審査に通過しましょう。"],
      kr: ["본인 인증 완료", "신원 정보를 제출하고 심사를 통과하세요."],
    },
  },
  {
    number: 104,
    kind: "BEGINNER",
    reward: 30,
    event: "first-purchase",
    texts: {
      tw: ["首次購買", "在最新發行中買下你的第一張數位卡。"],
      cn: ["首次购买", "在最新发行中买下你的第一张数字卡。"],
      en: ["First purchase", "Buy your first digital card from a release."],
      jp: ["はじめての購入", "最新リリースから最初のデジタルカードを購入しましょう。"],
      kr: ["첫 구매", "최신 발행에서 첫 디지털 카드를 구매하세요."],
    },
  },
  {
    number: 201,
    kind: "ISSUER",
    reward: 100,
    event: "holding-changed",
    target: 3,
    series: "lantern-nights",
    texts: {
      tw: ["收藏三張《Lantern Nights》", "持有 Lantern Nights 系列的三張卡。"],
      cn: ["收藏三张《Lantern Nights》", "持有 Lantern Nights 系列的三张卡。"],
      en: ["Hold three Lantern Nights cards", "Hold three cards of the Lantern Nights series."],
      jp: ["Lantern Nights を3枚集める", "Lantern Nights シリーズのカードを3枚保有しましょう。"],
      kr: ["Lantern Nights 카드 3장 보유", "Lantern Nights 시리즈 카드 3장을 보유하세요."],
    },
  },
  {
    number: 301,
    kind: "PERIODIC",
    period: "DAILY",
    reward: 5,
    event: "daily-login",
    texts: {
      tw: ["每日登入", "每天登入一次（GMT+8 每日 00:00 重置）。"],
      cn: ["每日登录", "每天登录一次（GMT+8 每日 00:00 重置）。"],
      en: ["Daily login", "Sign in once a day (resets at 00:00 GMT+8)."],
      jp: ["毎日ログイン", "1日1回ログイン（毎日 00:00 GMT+8 にリセット）。"],
      kr: ["매일 로그인", "하루에 한 번 로그인하세요 (매일 00:00 GMT+8 초기화)."],
    },
  },
  {
    number: 302,
    kind: "PERIODIC",
    period: "WEEKLY",
    reward: 40,
    event: "quiz-answered",
    target: 3,
    texts: {
      tw: ["每週答題三次", "本週回答三次測驗（每週一 00:00 GMT+8 重置）。"],
      cn: ["每周答题三次", "本周回答三次测验（每周一 00:00 GMT+8 重置）。"],
      en: ["Three quizzes a week", "Answer three quizzes this week (resets Monday 00:00 GMT+8)."],
      jp: ["週3回クイズに回答", "今週クイズに3回回答（毎週月曜 00:00 GMT+8 にリセット）。"],
      kr: ["주 3회 퀴즈 풀기", "이번 주에 퀴즈를 3번 푸세요 (매주 월요일 00:00 GMT+8 초기화)."],
    },
  },
  {
    number: 401,
    kind: "OTHER",
    reward: 60,
    event: "open-package",
    target: 3,
    texts: {
      tw: ["開啟三個卡包", "開啟三個卡包，看看抽到什麼。"],
      cn: ["开启三个卡包", "开启三个卡包，看看抽到什么。"],
      en: ["Open three packages", "Open three packages and see what you draw."],
      jp: ["パックを3つ開封", "パックを3つ開封して、何が出るか確かめましょう。"],
      kr: ["팩 3개 개봉", "팩 3개를 열어 무엇이 나오는지 확인하세요."],
    },
  },
  {
    number: 402,
    kind: "OTHER",
    reward: 80,
    event: "auction-won",
    texts: {
      tw: ["贏得一場競標", "在市集中以最高出價贏得拍賣。"],
      cn: ["赢得一场竞拍", "在市场中以最高出价赢得拍卖。"],
      en: ["Win an auction", "Win an auction in the marketplace with the highest bid."],
      jp: ["オークションで落札", "マーケットで最高額を入札してオークションに勝ちましょう。"],
      kr: ["경매 낙찰", "마켓에서 최고가로 입찰해 경매에서 낙찰받으세요."],
    },
  },
];

/** Idempotent: a mission whose number exists is left as it is (staff may have edited it). */
export async function seedMissions(dataSource: DataSource): Promise<void> {
  const deps = { dataSource };
  for (const m of DEMO_MISSIONS) {
    if (await findMissionIdByNumber(dataSource.manager, m.number)) continue;
    const seriesId = m.series ? await findSeriesIdBySlug(dataSource.manager, m.series) : null;
    const publisherId = seriesId ? await findSeriesPublisherId(dataSource.manager, seriesId) : null;
    await saveMission(
      deps,
      { staff: true },
      { id: null, version: null },
      {
        number: m.number,
        kind: m.kind,
        period: m.period ?? "NONE",
        reward: m.reward,
        publisherId: m.kind === "ISSUER" ? publisherId : null,
        event: m.event,
        target: m.target ?? 1,
        seriesId,
        startsAt: null,
        endsAt: null,
        texts: Object.entries(m.texts).map(([language, [title, description]]) => ({
          language,
          title,
          description,
        })),
      },
    );
  }
}
