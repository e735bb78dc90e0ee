import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";

type Texts = { subject: string; body: (sender: string, card: string, units: number) => string };

/** The mail telling a member a card was given to them, in every language Vitrine speaks. */
const TEXTS: Record<Locale, Texts> = {
  tw: {
    subject: "您收到一份 Vitrine 卡片禮物",
    body: (s, c, u) => `${s} 送給您 ${u} 張「${c}」，已放入您的收藏冊。\n\nVitrine`,
  },
  cn: {
    subject: "您收到一份 Vitrine 卡片礼物",
    body: (s, c, u) => `${s} 送给您 ${u} 张「${c}」，已放入您的收藏册。\n\nVitrine`,
  },
  en: {
    subject: "You received a card on Vitrine",
    body: (s, c, u) => `${s} gave you ${u} × "${c}". It is in your collection book now.\n\nVitrine`,
  },
  jp: {
    subject: "Vitrine でカードのギフトが届きました",
    body: (s, c, u) =>
      `${s} さんから「${c}」が ${u} 枚届きました。コレクションブックに追加されています。\n\nVitrine`,
  },
  kr: {
    subject: "Vitrine 카드 선물이 도착했습니다",
    body: (s, c, u) => `${s}님이 「${c}」 ${u}장을 보냈습니다. 컬렉션북에 추가되었습니다.\n\nVitrine`,
  },
};

export function giftReceivedMail(
  locale: string | null | undefined,
  sender: string,
  card: string,
  units: number,
) {
  const t = TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return { subject: t.subject, text: t.body(sender, card, units) };
}
