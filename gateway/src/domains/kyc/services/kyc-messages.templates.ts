import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";

interface Texts {
  /** SMS: short enough for one message even in Latin script (under 160 characters). */
  sms: (code: string, minutes: number) => string;
  approvedSubject: string;
  approvedBody: string;
  failedSubject: string;
  failedBody: (reason: string) => string;
}

/** KYC texts in every language Vitrine speaks: the phone code SMS and the review outcome mails. */
const TEXTS: Record<Locale, Texts> = {
  tw: {
    sms: (c, m) => `【Vitrine】您的身分驗證手機驗證碼為 ${c}，${m} 分鐘內有效。請勿提供給他人。`,
    approvedSubject: "Vitrine 身分驗證已通過",
    approvedBody: "您的身分驗證（KYC）已審核通過，現在可以使用 USDT 提領等功能。\n\nVitrine",
    failedSubject: "Vitrine 身分驗證未通過",
    failedBody: (r) =>
      `很抱歉，您的身分驗證（KYC）未通過審核。\n\n原因：${r}\n\n您可以修正後重新提交。\n\nVitrine`,
  },
  cn: {
    sms: (c, m) => `【Vitrine】您的身份验证手机验证码为 ${c}，${m} 分钟内有效。请勿提供给他人。`,
    approvedSubject: "Vitrine 身份验证已通过",
    approvedBody: "您的身份验证（KYC）已审核通过，现在可以使用 USDT 提现等功能。\n\nVitrine",
    failedSubject: "Vitrine 身份验证未通过",
    failedBody: (r) =>
      `很抱歉，您的身份验证（KYC）未通过审核。\n\n原因：${r}\n\n您可以修改后重新提交。\n\nVitrine`,
  },
  en: {
    sms: (c, m) =>
      `Vitrine: your identity verification code is ${c}. Valid for ${m} minutes. Do not share it.`,
    approvedSubject: "Your Vitrine identity verification is approved",
    approvedBody:
      "Your identity verification (KYC) has been approved. You can now use USDT withdrawals and the other verified features.\n\nVitrine",
    failedSubject: "Your Vitrine identity verification was not approved",
    failedBody: (r) =>
      `We are sorry: your identity verification (KYC) was not approved.\n\nReason: ${r}\n\nYou may correct it and submit again.\n\nVitrine`,
  },
  jp: {
    sms: (c, m) =>
      `【Vitrine】本人確認の認証コードは ${c} です。${m} 分間有効です。他人に教えないでください。`,
    approvedSubject: "Vitrine 本人確認が承認されました",
    approvedBody: "本人確認（KYC）が承認されました。USDT の出金などの機能をご利用いただけます。\n\nVitrine",
    failedSubject: "Vitrine 本人確認が承認されませんでした",
    failedBody: (r) =>
      `申し訳ございません。本人確認（KYC）は承認されませんでした。\n\n理由：${r}\n\n内容を修正して再提出できます。\n\nVitrine`,
  },
  kr: {
    sms: (c, m) =>
      `[Vitrine] 본인 인증 코드는 ${c} 입니다. ${m}분 동안 유효합니다. 타인에게 알려주지 마세요.`,
    approvedSubject: "Vitrine 본인 인증이 승인되었습니다",
    approvedBody:
      "본인 인증(KYC)이 승인되었습니다. 이제 USDT 출금 등의 기능을 이용할 수 있습니다.\n\nVitrine",
    failedSubject: "Vitrine 본인 인증이 승인되지 않았습니다",
    failedBody: (r) =>
      `죄송합니다. 본인 인증(KYC)이 승인되지 않았습니다.\n\n사유: ${r}\n\n수정 후 다시 제출할 수 있습니다.\n\nVitrine`,
  },
};

const textsFor = (locale: string | null | undefined) => TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];

export function kycPhoneCodeSms(
  locale: string | null | undefined,
  code: string,
  validSeconds: number,
): string {
  return textsFor(locale).sms(code, Math.round(validSeconds / 60));
}

/** The review outcome mail: approved, or failed with the staff member's reason. */
export function kycReviewMail(
  locale: string | null | undefined,
  outcome: { approved: true } | { approved: false; reason: string },
): { subject: string; text: string } {
  const t = textsFor(locale);
  return outcome.approved
    ? { subject: t.approvedSubject, text: t.approvedBody }
    : { subject: t.failedSubject, text: t.failedBody(outcome.reason) };
}
