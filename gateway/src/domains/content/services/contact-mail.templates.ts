import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";

/** The acknowledgement a visitor receives after writing to support, in their language. */
const ACK: Record<Locale, { subject: string; body: (name: string) => string }> = {
  tw: {
    subject: "Vitrine 已收到您的訊息",
    body: (n) =>
      `${n} 您好，\n\n我們已收到您的訊息，客服將於營業時間（週一至週五 10:00–18:00，GMT+8）內回覆。\n\nVitrine 客服團隊`,
  },
  cn: {
    subject: "Vitrine 已收到您的消息",
    body: (n) =>
      `${n} 您好，\n\n我们已收到您的消息，客服将在工作时间（周一至周五 10:00–18:00，GMT+8）内回复。\n\nVitrine 客服团队`,
  },
  en: {
    subject: "Vitrine received your message",
    body: (n) =>
      `Hello ${n},\n\nWe received your message. Our support team answers Monday to Friday, 10:00–18:00 (GMT+8).\n\nThe Vitrine support team`,
  },
  jp: {
    subject: "Vitrine にメッセージが届きました",
    body: (n) =>
      `${n} 様\n\nお問い合わせを受け付けました。サポートは月曜〜金曜 10:00〜18:00（GMT+8）に返信いたします。\n\nVitrine サポートチーム`,
  },
  kr: {
    subject: "Vitrine에서 메시지를 받았습니다",
    body: (n) =>
      `${n}님, 안녕하세요.\n\n문의를 접수했습니다. 고객지원팀이 월–금 10:00–18:00(GMT+8)에 답변드립니다.\n\nVitrine 고객지원팀`,
  },
};

export function contactAcknowledgement(locale: string | null | undefined, name: string) {
  const template = ACK[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return { subject: template.subject, text: template.body(name) };
}
