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

/**
 * The notice a member gets when the consent page binds their account to a partner (a new binding,
 * not a repeat approval): if someone else signed in with their password and bound a partner of their
 * own, the member learns it at once and can revoke it (the code flow already mails the member).
 */
const BOUND_TEXTS: Record<Locale, { subject: string; body: (partner: string, url: string) => string }> = {
  tw: {
    subject: "您的 Vitrine 帳號已綁定合作平台",
    body: (p, u) =>
      `您的 Vitrine 帳號剛剛綁定了「${p}」，它可在授權範圍內讀取您的帳號資料。\n\n若非您本人操作，請立即在「合作平台綁定」解除綁定並變更密碼：\n${u}\n\nVitrine`,
  },
  cn: {
    subject: "您的 Vitrine 账号已绑定合作平台",
    body: (p, u) =>
      `您的 Vitrine 账号刚刚绑定了“${p}”，它可在授权范围内读取您的账号数据。\n\n若非您本人操作，请立即在“合作平台绑定”解除绑定并修改密码：\n${u}\n\nVitrine`,
  },
  en: {
    subject: "Your Vitrine account was bound to a partner",
    body: (p, u) =>
      `Your Vitrine account was just bound to "${p}", which may now read your account within the scopes shown.\n\nIf this was not you, revoke it under Partner bindings at once and change your password:\n${u}\n\nVitrine`,
  },
  jp: {
    subject: "Vitrine アカウントがパートナーと連携されました",
    body: (p, u) =>
      `あなたの Vitrine アカウントが「${p}」と連携されました。許可された範囲でアカウントの情報を読み取れます。\n\n心当たりがない場合は、すぐに「パートナー連携」で連携を解除し、パスワードを変更してください：\n${u}\n\nVitrine`,
  },
  kr: {
    subject: "Vitrine 계정이 파트너와 연동되었습니다",
    body: (p, u) =>
      `회원님의 Vitrine 계정이 "${p}"와 연동되었습니다. 허용된 범위에서 계정 정보를 읽을 수 있습니다.\n\n본인이 하지 않았다면 즉시 "파트너 연동"에서 연동을 해제하고 비밀번호를 변경하세요:\n${u}\n\nVitrine`,
  },
};

export function boundNoticeMail(
  locale: string,
  partner: string,
  publicUrl: string,
): { subject: string; text: string; html: string } {
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const t = BOUND_TEXTS[lang];
  const text = t.body(partner, `${publicUrl.replace(/\/+$/, "")}/${lang}/users/bindings`);
  return { subject: t.subject, text, html: `<pre style="font-family:inherit">${escapeHtml(text)}</pre>` };
}
