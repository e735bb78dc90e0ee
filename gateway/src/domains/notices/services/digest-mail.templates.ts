import type { Locale } from "@vitrine/schema";

type Texts = {
  subject: (count: number) => string;
  intro: string;
  open: string;
  stop: (kindTitle: string) => string;
  sign: string;
};

/** The digest mail's frame in every language Vitrine speaks (the notices' own texts come rendered). */
const TEXTS: Record<Locale, Texts> = {
  tw: {
    subject: (n) => `您在 Vitrine 有 ${n} 則新通知`,
    intro: "以下是您最近的通知：",
    open: "查看通知中心：",
    stop: (k) => `不再以電子郵件接收「${k}」：`,
    sign: "Vitrine",
  },
  cn: {
    subject: (n) => `您在 Vitrine 有 ${n} 条新通知`,
    intro: "以下是您最近的通知：",
    open: "查看通知中心：",
    stop: (k) => `不再通过电子邮件接收「${k}」：`,
    sign: "Vitrine",
  },
  en: {
    subject: (n) => (n === 1 ? "You have 1 new notice on Vitrine" : `You have ${n} new notices on Vitrine`),
    intro: "Here is what happened recently:",
    open: "Open your notice centre:",
    stop: (k) => `Stop e-mails about "${k}":`,
    sign: "Vitrine",
  },
  jp: {
    subject: (n) => `Vitrine に新しいお知らせが ${n} 件あります`,
    intro: "最近のお知らせ：",
    open: "お知らせセンターを開く：",
    stop: (k) => `「${k}」のメールを停止する：`,
    sign: "Vitrine",
  },
  kr: {
    subject: (n) => `Vitrine에 새 알림이 ${n}개 있습니다`,
    intro: "최근 알림입니다:",
    open: "알림 센터 열기:",
    stop: (k) => `「${k}」 이메일 받지 않기:`,
    sign: "Vitrine",
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export interface DigestMailInput {
  locale: Locale;
  notices: { title: string; body: string }[];
  centreUrl: string;
  /** One unsubscribe link per kind the mail carries, with that kind's title. */
  unsubscribe: { kindTitle: string; url: string }[];
}

/** One mail for every notice that waited: their texts, the notice centre and each kind's unsubscribe link. */
export function digestMail(input: DigestMailInput): { subject: string; text: string; html: string } {
  const t = TEXTS[input.locale];
  const lines = input.notices.map((n) => `• ${n.title}\n  ${n.body}`);
  const stops = input.unsubscribe.map((u) => `${t.stop(u.kindTitle)}\n${u.url}`);
  const text = [t.intro, "", ...lines, "", t.open, input.centreUrl, "", ...stops, "", t.sign].join("\n");
  const html = [
    `<p>${escapeHtml(t.intro)}</p><ul>`,
    ...input.notices.map((n) => `<li><strong>${escapeHtml(n.title)}</strong><br>${escapeHtml(n.body)}</li>`),
    `</ul><p>${escapeHtml(t.open)} <a href="${escapeHtml(input.centreUrl)}">${escapeHtml(input.centreUrl)}</a></p>`,
    ...input.unsubscribe.map(
      (u) =>
        `<p style="font-size:12px">${escapeHtml(t.stop(u.kindTitle))} <a href="${escapeHtml(u.url)}">${escapeHtml(u.url)}</a></p>`,
    ),
    `<p>${escapeHtml(t.sign)}</p>`,
  ].join("");
  return { subject: t.subject(input.notices.length), text, html };
}
