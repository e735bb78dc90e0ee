import { DEFAULT_LOCALE, LOCALE_TAGS, isLocale, type Locale } from "@vitrine/schema";
import { kindTitle } from "./notice-view.js";

type Texts = { ask: (k: string) => string; button: string; done: (k: string) => string; invalid: string };

/** The unsubscribe link's pages, in every language Vitrine speaks. */
const TEXTS: Record<Locale, Texts> = {
  tw: {
    ask: (k) => `不再以電子郵件接收「${k}」通知？網站內的通知不受影響。`,
    button: "取消訂閱",
    done: (k) => `已停止以電子郵件傳送「${k}」。您可隨時在通知中心重新開啟。`,
    invalid: "這個取消訂閱連結無效。",
  },
  cn: {
    ask: (k) => `不再通过电子邮件接收「${k}」通知？网站内的通知不受影响。`,
    button: "取消订阅",
    done: (k) => `已停止通过电子邮件发送「${k}」。您可随时在通知中心重新开启。`,
    invalid: "这个取消订阅链接无效。",
  },
  en: {
    ask: (k) => `Stop e-mails about "${k}"? Notices on the site stay on.`,
    button: "Unsubscribe",
    done: (k) => `E-mails about "${k}" are off. You can turn them on again in your notice centre.`,
    invalid: "This unsubscribe link is not valid.",
  },
  jp: {
    ask: (k) => `「${k}」のメールを停止しますか？サイト内のお知らせはそのまま届きます。`,
    button: "配信を停止",
    done: (k) => `「${k}」のメールを停止しました。お知らせセンターでいつでも再開できます。`,
    invalid: "この配信停止リンクは無効です。",
  },
  kr: {
    ask: (k) => `「${k}」 이메일을 더 이상 받지 않으시겠습니까? 사이트 알림은 계속 표시됩니다.`,
    button: "수신 거부",
    done: (k) => `「${k}」 이메일 수신을 중단했습니다. 알림 센터에서 언제든지 다시 켤 수 있습니다.`,
    invalid: "유효하지 않은 수신 거부 링크입니다.",
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function page(locale: Locale, inner: string): string {
  return `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Vitrine</title></head><body style="font-family:sans-serif;background:#1a1b1e;color:#e9ecef;max-width:32rem;margin:3rem auto;padding:0 1rem">${inner}</body></html>`;
}

export type UnsubscribePage =
  { state: "ask"; kind: string; action: string } | { state: "done"; kind: string } | { state: "invalid" };

/** The confirm page (a one-button POST form), the done page or the refusal, in `lang`. */
export function unsubscribePage(lang: unknown, view: UnsubscribePage): string {
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const t = TEXTS[locale];
  if (view.state === "invalid") return page(locale, `<p>${escapeHtml(t.invalid)}</p>`);
  const kind = kindTitle(view.kind, locale);
  if (view.state === "done") return page(locale, `<p>${escapeHtml(t.done(kind))}</p>`);
  return page(
    locale,
    `<p>${escapeHtml(t.ask(kind))}</p><form method="post" action="${escapeHtml(view.action)}"><button type="submit">${escapeHtml(t.button)}</button></form>`,
  );
}
