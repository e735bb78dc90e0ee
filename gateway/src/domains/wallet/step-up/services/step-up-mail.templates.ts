import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";
import type { StepUpPurpose } from "./step-up-purpose.js";

type Texts = {
  subject: Record<StepUpPurpose, string>;
  body: (action: string, code: string, minutes: number) => string;
};

/** The mail carrying a step-up code, in every language Vitrine speaks; it names what the code is for. */
const TEXTS: Record<Locale, Texts> = {
  tw: {
    subject: {
      USDT_WITHDRAWAL: "Vitrine 提領驗證碼",
      CARD_WITHDRAWAL: "Vitrine 卡片提領驗證碼",
      GIFT: "Vitrine 贈送卡片驗證碼",
    },
    body: (a, c, m) =>
      `您正在${a}。驗證碼：${c}\n\n驗證碼於 ${m} 分鐘內有效，只能使用一次。若非您本人操作，請勿提供此碼並立即變更密碼。\n\nVitrine`,
  },
  cn: {
    subject: {
      USDT_WITHDRAWAL: "Vitrine 提现验证码",
      CARD_WITHDRAWAL: "Vitrine 卡片提取验证码",
      GIFT: "Vitrine 赠送卡片验证码",
    },
    body: (a, c, m) =>
      `您正在${a}。验证码：${c}\n\n验证码在 ${m} 分钟内有效，只能使用一次。如非本人操作，请勿提供此码并立即修改密码。\n\nVitrine`,
  },
  en: {
    subject: {
      USDT_WITHDRAWAL: "Your Vitrine withdrawal code",
      CARD_WITHDRAWAL: "Your Vitrine card withdrawal code",
      GIFT: "Your Vitrine gift code",
    },
    body: (a, c, m) =>
      `You are about to ${a}. Your code is: ${c}\n\nIt is valid for ${m} minutes and works once. If this was not you, do not share it and change your password now.\n\nVitrine`,
  },
  jp: {
    subject: {
      USDT_WITHDRAWAL: "Vitrine 出金認証コード",
      CARD_WITHDRAWAL: "Vitrine カード出庫認証コード",
      GIFT: "Vitrine カードギフト認証コード",
    },
    body: (a, c, m) =>
      `${a}の操作が行われています。認証コード：${c}\n\nコードの有効期限は ${m} 分で、1 回のみ使用できます。心当たりがない場合はコードを共有せず、すぐにパスワードを変更してください。\n\nVitrine`,
  },
  kr: {
    subject: {
      USDT_WITHDRAWAL: "Vitrine 출금 인증 코드",
      CARD_WITHDRAWAL: "Vitrine 카드 출고 인증 코드",
      GIFT: "Vitrine 카드 선물 인증 코드",
    },
    body: (a, c, m) =>
      `${a} 요청이 있습니다. 인증 코드: ${c}\n\n코드는 ${m}분 동안 유효하며 한 번만 사용할 수 있습니다. 본인이 아니라면 코드를 공유하지 말고 즉시 비밀번호를 변경하세요.\n\nVitrine`,
  },
};

const ACTIONS: Record<Locale, Record<StepUpPurpose, string>> = {
  tw: { USDT_WITHDRAWAL: "提領 USDT", CARD_WITHDRAWAL: "將卡片提領到外部錢包", GIFT: "贈送卡片給其他會員" },
  cn: { USDT_WITHDRAWAL: "提现 USDT", CARD_WITHDRAWAL: "将卡片提取到外部钱包", GIFT: "赠送卡片给其他会员" },
  en: {
    USDT_WITHDRAWAL: "withdraw USDT",
    CARD_WITHDRAWAL: "withdraw a card to an external wallet",
    GIFT: "give a card to another member",
  },
  jp: {
    USDT_WITHDRAWAL: "USDT の出金",
    CARD_WITHDRAWAL: "外部ウォレットへのカード出庫",
    GIFT: "他の会員へのカードギフト",
  },
  kr: {
    USDT_WITHDRAWAL: "USDT 출금",
    CARD_WITHDRAWAL: "외부 지갑으로 카드 출고",
    GIFT: "다른 회원에게 카드 선물",
  },
};

export function stepUpCodeMail(
  locale: string | null | undefined,
  purpose: StepUpPurpose,
  code: string,
  validSeconds: number,
) {
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const t = TEXTS[lang];
  return {
    subject: t.subject[purpose],
    text: t.body(ACTIONS[lang][purpose], code, Math.round(validSeconds / 60)),
  };
}
