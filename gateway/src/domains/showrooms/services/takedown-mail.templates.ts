import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";

/** The mail a room's owner receives when staff take the room down, in every language Vitrine speaks. */
const TEXTS: Record<Locale, { subject: string; body: (room: string, reason: string) => string }> = {
  tw: {
    subject: "您的 Vitrine 展間已被下架",
    body: (r, why) =>
      `您的展間「${r}」已被管理員下架，目前不對外公開。\n\n原因：${why}\n\n您仍可編輯展間並設為私人。\n\nVitrine`,
  },
  cn: {
    subject: "您的 Vitrine 展厅已被下架",
    body: (r, why) =>
      `您的展厅“${r}”已被管理员下架，目前不对外公开。\n\n原因：${why}\n\n您仍可编辑展厅并设为私人。\n\nVitrine`,
  },
  en: {
    subject: "Your Vitrine showroom was taken down",
    body: (r, why) =>
      `Staff took your showroom "${r}" down; it is no longer public.\n\nReason: ${why}\n\nYou can still edit the room and keep it private.\n\nVitrine`,
  },
  jp: {
    subject: "Vitrine のショールームが非公開にされました",
    body: (r, why) =>
      `ショールーム「${r}」は運営により非公開にされました。\n\n理由：${why}\n\n引き続き編集し、非公開のまま保持できます。\n\nVitrine`,
  },
  kr: {
    subject: "Vitrine 쇼룸이 비공개 처리되었습니다",
    body: (r, why) =>
      `쇼룸 "${r}"이(가) 운영자에 의해 비공개 처리되었습니다.\n\n사유: ${why}\n\n쇼룸을 계속 편집하고 비공개로 유지할 수 있습니다.\n\nVitrine`,
  },
};

export function takedownMail(
  locale: string,
  room: string,
  reason: string,
): { subject: string; text: string } {
  const t = TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return { subject: t.subject, text: t.body(room, reason) };
}
