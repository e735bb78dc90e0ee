import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";

/** Changes to how an account signs in; each one ends other sessions and mails the owner a notice. */
export type SecurityEvent = "twoFactorOn" | "twoFactorOff" | "passwordChanged" | "passwordReset";

type Texts = {
  subject: Record<SecurityEvent, string>;
  what: Record<SecurityEvent, string>;
  /** The common ending: other sessions ended, and what to do when it was not the owner. */
  tail: string;
};

/** Security notices in every language Vitrine speaks. */
const TEXTS: Record<Locale, Texts> = {
  tw: {
    subject: {
      twoFactorOn: "Vitrine：已開啟兩步驟驗證",
      twoFactorOff: "Vitrine：已關閉兩步驟驗證",
      passwordChanged: "Vitrine：您的密碼已變更",
      passwordReset: "Vitrine：您的密碼已重設",
    },
    what: {
      twoFactorOn: "您的帳號剛剛開啟了兩步驟驗證。",
      twoFactorOff: "您的帳號剛剛關閉了兩步驟驗證。",
      passwordChanged: "您的帳號密碼剛剛已變更。",
      passwordReset: "您的帳號密碼剛剛已透過「忘記密碼」重設。",
    },
    tail: "為了安全，其他裝置上的登入已全部登出。若這不是您本人操作，請立即重設密碼並聯絡客服。\n\nVitrine",
  },
  cn: {
    subject: {
      twoFactorOn: "Vitrine：已开启两步验证",
      twoFactorOff: "Vitrine：已关闭两步验证",
      passwordChanged: "Vitrine：您的密码已修改",
      passwordReset: "Vitrine：您的密码已重置",
    },
    what: {
      twoFactorOn: "您的账号刚刚开启了两步验证。",
      twoFactorOff: "您的账号刚刚关闭了两步验证。",
      passwordChanged: "您的账号密码刚刚已修改。",
      passwordReset: "您的账号密码刚刚已通过“忘记密码”重置。",
    },
    tail: "为了安全，其他设备上的登录已全部退出。如非本人操作，请立即重置密码并联系客服。\n\nVitrine",
  },
  en: {
    subject: {
      twoFactorOn: "Vitrine: two-factor authentication turned on",
      twoFactorOff: "Vitrine: two-factor authentication turned off",
      passwordChanged: "Vitrine: your password was changed",
      passwordReset: "Vitrine: your password was reset",
    },
    what: {
      twoFactorOn: "Two-factor authentication was just turned on for your account.",
      twoFactorOff: "Two-factor authentication was just turned off for your account.",
      passwordChanged: "The password of your account was just changed.",
      passwordReset: 'The password of your account was just reset through "Forgot password".',
    },
    tail: "For your safety, every other device signed in to your account was signed out. If this was not you, reset your password now and contact support.\n\nVitrine",
  },
  jp: {
    subject: {
      twoFactorOn: "Vitrine：二段階認証が有効になりました",
      twoFactorOff: "Vitrine：二段階認証が無効になりました",
      passwordChanged: "Vitrine：パスワードが変更されました",
      passwordReset: "Vitrine：パスワードが再設定されました",
    },
    what: {
      twoFactorOn: "お客様のアカウントで二段階認証が有効になりました。",
      twoFactorOff: "お客様のアカウントで二段階認証が無効になりました。",
      passwordChanged: "お客様のアカウントのパスワードが変更されました。",
      passwordReset: "お客様のアカウントのパスワードが「パスワードをお忘れの方」から再設定されました。",
    },
    tail: "安全のため、他の端末でのログインはすべてログアウトされました。お心当たりのない場合は、すぐにパスワードを再設定し、サポートまでご連絡ください。\n\nVitrine",
  },
  kr: {
    subject: {
      twoFactorOn: "Vitrine: 2단계 인증이 켜졌습니다",
      twoFactorOff: "Vitrine: 2단계 인증이 꺼졌습니다",
      passwordChanged: "Vitrine: 비밀번호가 변경되었습니다",
      passwordReset: "Vitrine: 비밀번호가 재설정되었습니다",
    },
    what: {
      twoFactorOn: "회원님의 계정에 2단계 인증이 방금 켜졌습니다.",
      twoFactorOff: "회원님의 계정에서 2단계 인증이 방금 꺼졌습니다.",
      passwordChanged: "회원님의 계정 비밀번호가 방금 변경되었습니다.",
      passwordReset: "회원님의 계정 비밀번호가 '비밀번호 찾기'로 방금 재설정되었습니다.",
    },
    tail: "안전을 위해 다른 기기의 로그인은 모두 로그아웃되었습니다. 본인이 하지 않았다면 지금 비밀번호를 재설정하고 고객센터에 문의하세요.\n\nVitrine",
  },
};

export function securityNoticeMail(locale: string | null | undefined, event: SecurityEvent) {
  const t = TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return { subject: t.subject[event], text: `${t.what[event]}\n\n${t.tail}` };
}
