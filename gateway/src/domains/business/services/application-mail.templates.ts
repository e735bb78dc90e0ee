import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";

interface Texts {
  approvedSubject: string;
  approvedBody: (company: string, publisher: string) => string;
  rejectedSubject: string;
  rejectedBody: (company: string, reason: string) => string;
}

/** The decision mails of an issuer application, in every language Vitrine speaks. */
const TEXTS: Record<Locale, Texts> = {
  tw: {
    approvedSubject: "Vitrine 發行方申請已通過",
    approvedBody: (c, p) =>
      `您為「${c}」提出的發行方申請已通過審核。\n\n您的帳號現在是發行方「${p}」的管理者，可以在兌換活動管理頁面建立與管理活動。\n\nVitrine`,
    rejectedSubject: "Vitrine 發行方申請未通過",
    rejectedBody: (c, r) =>
      `很抱歉，您為「${c}」提出的發行方申請未通過審核。\n\n原因：${r}\n\n您可以在商務合作頁面重新提出申請。\n\nVitrine`,
  },
  cn: {
    approvedSubject: "Vitrine 发行方申请已通过",
    approvedBody: (c, p) =>
      `您为“${c}”提交的发行方申请已通过审核。\n\n您的账号现在是发行方“${p}”的管理者，可以在兑换活动管理页面创建与管理活动。\n\nVitrine`,
    rejectedSubject: "Vitrine 发行方申请未通过",
    rejectedBody: (c, r) =>
      `很抱歉，您为“${c}”提交的发行方申请未通过审核。\n\n原因：${r}\n\n您可以在商务合作页面重新提交申请。\n\nVitrine`,
  },
  en: {
    approvedSubject: "Your Vitrine issuer application is approved",
    approvedBody: (c, p) =>
      `Your issuer application for "${c}" has been approved.\n\nYour account now administers the publisher "${p}": you can create and manage its redemption events.\n\nVitrine`,
    rejectedSubject: "Your Vitrine issuer application was not approved",
    rejectedBody: (c, r) =>
      `We are sorry: your issuer application for "${c}" was not approved.\n\nReason: ${r}\n\nYou may apply again from the business page.\n\nVitrine`,
  },
  jp: {
    approvedSubject: "Vitrine 発行者申請が承認されました",
    approvedBody: (c, p) =>
      `「${c}」の発行者申請が承認されました。\n\nお客様のアカウントは発行者「${p}」の管理者になりました。引き換えイベントの作成と管理ができます。\n\nVitrine`,
    rejectedSubject: "Vitrine 発行者申請が承認されませんでした",
    rejectedBody: (c, r) =>
      `申し訳ございません。「${c}」の発行者申請は承認されませんでした。\n\n理由：${r}\n\nビジネスページから再度お申し込みいただけます。\n\nVitrine`,
  },
  kr: {
    approvedSubject: "Vitrine 발행사 신청이 승인되었습니다",
    approvedBody: (c, p) =>
      `"${c}"의 발행사 신청이 승인되었습니다.\n\n회원님의 계정은 이제 발행사 "${p}"의 관리자입니다. 교환 이벤트를 만들고 관리할 수 있습니다.\n\nVitrine`,
    rejectedSubject: "Vitrine 발행사 신청이 승인되지 않았습니다",
    rejectedBody: (c, r) =>
      `죄송합니다. "${c}"의 발행사 신청이 승인되지 않았습니다.\n\n사유: ${r}\n\n비즈니스 페이지에서 다시 신청할 수 있습니다.\n\nVitrine`,
  },
};

export type ApplicationDecision =
  | { approved: true; company: string; publisher: string }
  | { approved: false; company: string; reason: string };

/** Subject and plain text of a decision mail in the applicant's language (tw when unknown). */
export function applicationDecisionMail(
  locale: string | null | undefined,
  d: ApplicationDecision,
): { subject: string; text: string } {
  const t = TEXTS[locale && isLocale(locale) ? locale : DEFAULT_LOCALE];
  return d.approved
    ? { subject: t.approvedSubject, text: t.approvedBody(d.company, d.publisher) }
    : { subject: t.rejectedSubject, text: t.rejectedBody(d.company, d.reason) };
}
