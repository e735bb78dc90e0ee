import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";
import { escapeHtml } from "../../../shared/html.js";

/** The mail with the code a member gives a partner to bind their account, in every language. */
const TEXTS: Record<
  Locale,
  { subject: string; body: (partner: string, code: string, minutes: number) => string }
> = {
  tw: {
    subject: "Vitrine 帳號綁定驗證碼",
    body: (p, c, m) =>
      `「${p}」想要綁定您的 Vitrine 帳號。\n\n驗證碼：${c}\n\n請在 ${m} 分鐘內提供給「${p}」。若非您本人操作，請忽略此信，帳號不會被綁定。\n\nVitrine`,
  },
  cn: {
    subject: "Vitrine 账号绑定验证码",
    body: (p, c, m) =>
      `“${p}”想要绑定您的 Vitrine 账号。\n\n验证码：${c}\n\n请在 ${m} 分钟内提供给“${p}”。若非您本人操作，请忽略此邮件，账号不会被绑定。\n\nVitrine`,
  },
  en: {
    subject: "Your Vitrine account binding code",
    body: (p, c, m) =>
      `"${p}" wants to bind your Vitrine account.\n\nCode: ${c}\n\nGive it to "${p}" within ${m} minutes. If this was not you, ignore this mail: nothing is bound.\n\nVitrine`,
  },
  jp: {
    subject: "Vitrine アカウント連携の認証コード",
    body: (p, c, m) =>
      `「${p}」があなたの Vitrine アカウントとの連携を求めています。\n\n認証コード：${c}\n\n${m} 分以内に「${p}」に入力してください。心当たりがない場合はこのメールを無視してください。連携は行われません。\n\nVitrine`,
  },
  kr: {
    subject: "Vitrine 계정 연동 인증 코드",
    body: (p, c, m) =>
      `"${p}"에서 Vitrine 계정 연동을 요청했습니다.\n\n인증 코드: ${c}\n\n${m}분 안에 "${p}"에 입력해 주세요. 본인이 요청하지 않았다면 이 메일을 무시하세요. 연동되지 않습니다.\n\nVitrine`,
  },
};

export function bindCodeMail(
  locale: string,
  partner: string,
  code: string,
  minutes: number,
): { subject: string; text: string; html: string } {
  const t = TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  const text = t.body(partner, code, minutes);
  return { subject: t.subject, text, html: `<pre style="font-family:inherit">${escapeHtml(text)}</pre>` };
}
