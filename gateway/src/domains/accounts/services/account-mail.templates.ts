import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";
import type { EmailCodePurpose } from "../repo/email-code.repo.js";

type Texts = { subject: Record<EmailCodePurpose, string>; body: (code: string, minutes: number) => string };

/** Verification-code mails in every language Vitrine speaks. */
const TEXTS: Record<Locale, Texts> = {
  tw: {
    subject: {
      register: "Vitrine 註冊驗證碼",
      reset_password: "Vitrine 重設密碼驗證碼",
      delete_account: "Vitrine 刪除帳號驗證碼",
      withdrawal: "Vitrine 提領驗證碼",
      reauthenticate: "Vitrine 身分確認驗證碼",
    },
    body: (c, m) => `您的驗證碼是：${c}\n\n驗證碼於 ${m} 分鐘內有效。若非您本人操作，請忽略此信。\n\nVitrine`,
  },
  cn: {
    subject: {
      register: "Vitrine 注册验证码",
      reset_password: "Vitrine 重置密码验证码",
      delete_account: "Vitrine 删除账号验证码",
      withdrawal: "Vitrine 提现验证码",
      reauthenticate: "Vitrine 身份确认验证码",
    },
    body: (c, m) => `您的验证码是：${c}\n\n验证码在 ${m} 分钟内有效。如非本人操作，请忽略此邮件。\n\nVitrine`,
  },
  en: {
    subject: {
      register: "Your Vitrine sign-up code",
      reset_password: "Your Vitrine password reset code",
      delete_account: "Your Vitrine account deletion code",
      withdrawal: "Your Vitrine withdrawal code",
      reauthenticate: "Your Vitrine identity confirmation code",
    },
    body: (c, m) =>
      `Your verification code is: ${c}\n\nIt is valid for ${m} minutes. If you did not ask for it, ignore this message.\n\nVitrine`,
  },
  jp: {
    subject: {
      register: "Vitrine 登録認証コード",
      reset_password: "Vitrine パスワード再設定コード",
      delete_account: "Vitrine アカウント削除コード",
      withdrawal: "Vitrine 出金認証コード",
      reauthenticate: "Vitrine 本人確認コード",
    },
    body: (c, m) =>
      `認証コード：${c}\n\nこのコードは ${m} 分間有効です。お心当たりのない場合はこのメールを破棄してください。\n\nVitrine`,
  },
  kr: {
    subject: {
      register: "Vitrine 회원가입 인증 코드",
      reset_password: "Vitrine 비밀번호 재설정 코드",
      delete_account: "Vitrine 계정 삭제 코드",
      withdrawal: "Vitrine 출금 인증 코드",
      reauthenticate: "Vitrine 본인 확인 코드",
    },
    body: (c, m) =>
      `인증 코드: ${c}\n\n이 코드는 ${m}분 동안 유효합니다. 요청하지 않으셨다면 이 메일을 무시하세요.\n\nVitrine`,
  },
};

export function verificationCodeMail(
  locale: string | null | undefined,
  purpose: EmailCodePurpose,
  code: string,
  validSeconds: number,
) {
  const t = TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return { subject: t.subject[purpose], text: t.body(code, Math.round(validSeconds / 60)) };
}
