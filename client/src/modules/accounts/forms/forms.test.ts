import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { LOCALES } from "@vitrine/schema";
import { loginFormSchema, resetKeyFormSchema, totpFormSchema } from "./loginForms";
import { registerFormSchema } from "./registerForm";
import { resetPasswordFormSchema } from "./resetPasswordForm";
import { changePasswordFormSchema } from "./changePasswordForm";
import { profileFormSchema } from "./profileForm";
import { deleteAccountFormSchema } from "./deleteAccountForm";
import { safeRedirectPath } from "../urls";

const files = import.meta.glob<Record<string, string>>("../../../locales/*.json", {
  eager: true,
  import: "default",
});

/** Every message key a schema returns for the given bad input. */
function keys(schema: ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("account forms", () => {
  const bad = "x".repeat(80);
  const produced = new Set([
    ...keys(loginFormSchema, { email: "", password: "" }),
    ...keys(loginFormSchema, { email: "nope", password: "x" }),
    ...keys(totpFormSchema, { code: "12a" }),
    ...keys(resetKeyFormSchema, { resetKey: " " }),
    ...keys(registerFormSchema, {
      email: "a@b.co",
      password: "short",
      confirmPassword: "other",
      nickname: bad,
      birthday: "2999-01-01",
      sex: "",
      acceptTerms: false,
      referralCode: bad,
      code: "1",
    }),
    ...keys(registerFormSchema, {
      email: "a@b.co",
      password: "",
      confirmPassword: "",
      nickname: "Mei",
      birthday: "1999/31/31",
      sex: "1",
      acceptTerms: true,
      referralCode: "",
      code: "123456",
    }),
    ...keys(resetPasswordFormSchema, {
      email: "a@b.co",
      code: "",
      password: "Aa1!aaaa",
      confirmPassword: "x",
    }),
    ...keys(changePasswordFormSchema, { currentPassword: "", newPassword: "x", confirmPassword: "" }),
    ...keys(profileFormSchema, {
      nickname: "",
      showNickname: true,
      firstName: bad,
      lastName: "",
      realName: "",
      phoneCountryCode: "+886",
      phone: "12345",
      country: "",
      birthday: "",
      sex: "",
      postalAddress: "",
      locale: "en",
    }),
    ...keys(deleteAccountFormSchema("me@x.io"), { email: "you@x.io", code: "" }),
  ]);

  it("return locale keys that exist in all five languages", () => {
    expect([...produced].sort()).toEqual([
      "validation.code",
      "validation.date",
      "validation.dateFuture",
      "validation.email",
      "validation.emailMismatch",
      "validation.password",
      "validation.passwordMismatch",
      "validation.phone",
      "validation.required",
      "validation.terms",
      "validation.tooLong",
      "validation.totp",
    ]);
    for (const locale of LOCALES) {
      const catalogue = files[`../../../locales/${locale}.json`] ?? {};
      for (const key of produced) expect(catalogue[key], `${key} in ${locale}`).toBeTruthy();
    }
  });

  it("register sends what the contract wants: YYYY-MM-DD, sex as a number, upper-case referral", () => {
    const parsed = registerFormSchema.parse({
      email: " Mei@Example.com ",
      password: "Secret#123",
      confirmPassword: "Secret#123",
      nickname: " Mei ",
      birthday: "1995/04/01",
      sex: "2",
      acceptTerms: true,
      referralCode: " ab12 ",
      code: " 123456 ",
    });
    expect(parsed).toMatchObject({
      email: "mei@example.com",
      nickname: "Mei",
      birthday: "1995-04-01",
      sex: 2,
      referralCode: "AB12",
      code: "123456",
    });
  });

  it("profile leaves empty optional fields out and checks phones by country", () => {
    const base = {
      nickname: "Mei",
      showNickname: false,
      firstName: "",
      lastName: "",
      realName: "",
      phoneCountryCode: "+886",
      phone: "",
      country: "",
      birthday: "",
      sex: "",
      postalAddress: "",
      locale: "jp",
    };
    expect(profileFormSchema.parse(base)).toMatchObject({ birthday: undefined, sex: undefined, phone: "" });
    expect(profileFormSchema.safeParse({ ...base, phone: "0912345678" }).success).toBe(true);
    expect(profileFormSchema.safeParse({ ...base, phone: "091234567" }).success).toBe(false);
    expect(
      profileFormSchema.safeParse({ ...base, phoneCountryCode: "+81", phone: "9012345678" }).success,
    ).toBe(true);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/en/account?tab=2#x", "/en/account?tab=2#x"],
    ["/tw", "/tw"],
    ["//evil.example/x", undefined],
    ["/\\evil.example", undefined],
    ["https://evil.example", undefined],
    ["javascript:alert(1)", undefined],
    ["en/account", undefined],
    ["", undefined],
    [null, undefined],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
