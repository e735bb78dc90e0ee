import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  acceptTermsRule,
  birthdayRule,
  deletionConfirmationRule,
  emailCodeRule,
  passwordRule,
  passwordsMatch,
  referralCodeRule,
  resetKeyRule,
  totpCodeRule,
} from "../src/rules/account.js";
import {
  bidAmountRule,
  conversionAmountRule,
  jpointPurchaseAmountRule,
  listingPriceRule,
  unitsRule,
  wholeAmountTextRule,
} from "../src/rules/amounts.js";
import { emailRule } from "../src/rules/email.js";
import { imageFileRule, requiredPhotoRule } from "../src/rules/images.js";
import { auctionTermsRule, daysAfter, earliestAuctionEnd, salesDeadlineRule } from "../src/rules/market.js";
import { AUCTION_MIN_DURATION_MINUTES } from "../src/market.js";
import { carrierCodeRule, isValidPhone, phoneMatchesCountry } from "../src/rules/phone.js";
import { relabel } from "../src/rules/relabel.js";
import { usdtNetworkRule, usdtWithdrawalAmountRule, walletAddressRule } from "../src/rules/wallet.js";
import { z } from "zod";

/** The messages a rule answers for `value` (empty when valid). */
function messages(rule: ZodType, value: unknown): string[] {
  const result = rule.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe("spec §5 rules, one zod model each", () => {
  it("e-mail: required, format checked, lower-cased", () => {
    expect(messages(emailRule, " ")).toEqual(["validation.required"]);
    expect(messages(emailRule, "nope")).toEqual(["validation.email"]);
    expect(emailRule.parse(" Mei@Example.COM ")).toBe("mei@example.com");
  });

  it("password: more than 6 characters with upper, lower, digit and symbol; confirmation matches", () => {
    expect(passwordRule.safeParse("Aa1!aaa").success).toBe(true);
    for (const bad of ["Aa1!aa", "aa1!aaaa", "AA1!AAAA", "Aa!aaaaa", "Aa1aaaaa"]) {
      expect(messages(passwordRule, bad)).toContain("validation.password");
    }
    const form = z.object({ password: z.string(), confirmPassword: z.string() });
    const checked = form.refine(...passwordsMatch("password"));
    expect(messages(checked, { password: "a", confirmPassword: "b" })).toEqual([
      "validation.passwordMismatch",
    ]);
    expect(checked.safeParse({ password: "a", confirmPassword: "a" }).success).toBe(true);
  });

  it("phone: digits only, a Taiwan mobile is 09 + 8 digits; carrier is / + 7 characters", () => {
    expect(isValidPhone("+886", "0912345678")).toBe(true);
    expect(isValidPhone("+886", "091234567")).toBe(false);
    expect(isValidPhone("+81", "90-1234")).toBe(false);
    const form = z
      .object({ cc: z.string(), phone: z.string() })
      .refine(...phoneMatchesCountry("cc", "phone"));
    expect(messages(form, { cc: "+886", phone: "0812345678" })).toEqual(["validation.phone"]);
    expect(form.safeParse({ cc: "+886", phone: "" }).success).toBe(true);
    expect(carrierCodeRule.parse(" /abc+12. ")).toBe("/ABC+12.");
    expect(messages(carrierCodeRule, "/ABC12")).toEqual(["primary.checkout.carrierInvalid"]);
  });

  it("codes: verification code 6 characters trimmed, 2FA 6 digits, reset key required", () => {
    expect(emailCodeRule.parse(" ab12cd ")).toBe("ab12cd");
    expect(messages(emailCodeRule, "12345")).toEqual(["validation.code"]);
    expect(messages(totpCodeRule, "12345a")).toEqual(["validation.totp"]);
    expect(messages(resetKeyRule, "  ")).toEqual(["validation.required"]);
  });

  it("terms ticked, referral optional and upper-cased, birthday YYYY-MM-DD with / accepted, not future", () => {
    expect(messages(acceptTermsRule, false)).toEqual(["validation.terms"]);
    expect(referralCodeRule.parse("")).toBe("");
    expect(referralCodeRule.parse(" ab12 ")).toBe("AB12");
    expect(birthdayRule.parse("1995/04/01")).toBe("1995-04-01");
    expect(messages(birthdayRule, "2999-01-01")).toEqual(["validation.dateFuture"]);
    expect(messages(birthdayRule, "1999-31-31")).toEqual(["validation.date"]);
  });

  it("numbers: whole, no negatives, at most 9999999999; sale price over 10; bid over the highest", () => {
    expect(wholeAmountTextRule.safeParse("9999999999").success).toBe(true);
    expect(messages(wholeAmountTextRule, "10000000000")).toEqual(["validation.tooLarge"]);
    for (const bad of ["-1", "1.5", "abc"])
      expect(messages(wholeAmountTextRule, bad)).toEqual(["validation.wholeNumber"]);
    expect(listingPriceRule.safeParse("11").success).toBe(true);
    for (const bad of ["10", "10.5", "-20", "10000000000"])
      expect(listingPriceRule.safeParse(bad).success).toBe(false);
    expect(bidAmountRule("25").safeParse("26").success).toBe(true);
    expect(messages(bidAmountRule("25"), "25")).toEqual(["market.bid.tooLow"]);
    expect(bidAmountRule(null).safeParse("1").success).toBe(true);
    expect(unitsRule(3).safeParse("3").success).toBe(true);
    for (const bad of ["0", "4", "1.5"])
      expect(messages(unitsRule(3), bad)).toEqual(["validation.outOfRange"]);
  });

  it("Jpoint: a purchase over NT$100; a conversion over 29 and within the balance", () => {
    expect(messages(jpointPurchaseAmountRule, "")).toEqual(["validation.required"]);
    expect(messages(jpointPurchaseAmountRule, "1.5")).toEqual(["primary.jpoint.amountWhole"]);
    expect(messages(jpointPurchaseAmountRule, "100")).toEqual(["primary.jpoint.amountTooLow"]);
    expect(jpointPurchaseAmountRule.safeParse("101").success).toBe(true);
    expect(messages(jpointPurchaseAmountRule, "1000001")).toEqual(["primary.jpoint.amountTooHigh"]);
    expect(messages(conversionAmountRule("100"), "29")).toEqual(["jpoint.convert.amountMin"]);
    expect(conversionAmountRule("100").safeParse("30").success).toBe(true);
    expect(messages(conversionAmountRule("100"), "101")).toEqual(["jpoint.convert.amountOverBalance"]);
    expect(conversionAmountRule(null).safeParse("101").success).toBe(true);
  });

  it("wallet: 42-character EVM address, three networks, withdrawal not below the fee and up to 5000", () => {
    const evm = `0x${"a".repeat(40)}`;
    expect(walletAddressRule("EVM").safeParse(evm).success).toBe(true);
    expect(messages(walletAddressRule("EVM"), evm.slice(0, 41))).toEqual(["error.WRONG_WALLET_ADDRESS"]);
    expect(usdtNetworkRule.safeParse("TRC20").success).toBe(true);
    expect(usdtNetworkRule.safeParse("SOL").success).toBe(false);
    const amount = usdtWithdrawalAmountRule("2", "6000");
    expect(messages(amount, "1.5")).toEqual(["error.WITHDRAWAL_BELOW_FEE"]);
    expect(messages(amount, "5000.000001")).toEqual(["error.WITHDRAWAL_OVER_LIMIT"]);
    expect(amount.safeParse("5000").success).toBe(true);
    expect(messages(usdtWithdrawalAmountRule("2", "100"), "99")).toEqual(["wallet.withdraw.overBalance"]);
    expect(messages(amount, "0")).toEqual(["wallet.withdraw.amountFormat"]);
  });

  it("images: jpg/png strictly under 5,000,000 bytes; a photo is required", () => {
    expect(imageFileRule.safeParse({ type: "image/png", size: 4_999_999 }).success).toBe(true);
    expect(messages(imageFileRule, { type: "image/png", size: 5_000_000 })).toEqual([
      "error.IMAGE_TOO_LARGE",
    ]);
    expect(messages(imageFileRule, { type: "image/gif", size: 1 })).toEqual(["error.IMAGE_TYPE_NOT_ALLOWED"]);
    expect(messages(requiredPhotoRule, "")).toEqual(["kyc.photoRequired"]);
  });

  it("auctions close after now and within 2 months; buy-now above the start; deadline optional", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    const rule = auctionTermsRule(now, daysAfter(now));
    const ok = { startPrice: "20", buyNowPrice: "", endsAt: "2026-02-01T00:00:00Z" };
    expect(rule.safeParse(ok).success).toBe(true);
    expect(messages(rule, { ...ok, endsAt: "2026-03-03T00:00:00Z" })).toEqual(["market.sell.endsInvalid"]);
    expect(messages(rule, { ...ok, buyNowPrice: "20" })).toEqual(["market.sell.buyNowInvalid"]);
    expect(salesDeadlineRule(now).safeParse("").success).toBe(true);
    expect(messages(salesDeadlineRule(now), "2025-12-31T00:00:00Z")).toEqual(["market.sell.deadlineInvalid"]);
  });

  it("auctions run at least AUCTION_MIN_DURATION_MINUTES from the launch (from now once launched)", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    const rule = auctionTermsRule(now, daysAfter(now));
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const ok = { startPrice: "20", buyNowPrice: "", endsAt: at(AUCTION_MIN_DURATION_MINUTES) };
    expect(earliestAuctionEnd(now)).toBe(now + AUCTION_MIN_DURATION_MINUTES * 60_000);
    expect(rule.safeParse(ok).success).toBe(true);
    expect(messages(rule, { ...ok, endsAt: at(AUCTION_MIN_DURATION_MINUTES - 1) })).toEqual([
      "error.AUCTION_TOO_SHORT",
    ]);
    // A past closing time keeps its own message; a launch still ahead moves the minimum with it.
    expect(messages(rule, { ...ok, endsAt: at(-1) })).toEqual(["market.sell.endsInvalid"]);
    expect(messages(rule, { ...ok, startsAt: at(60), endsAt: at(65) })).toEqual(["error.AUCTION_TOO_SHORT"]);
    expect(rule.safeParse({ ...ok, startsAt: at(60), endsAt: at(70) }).success).toBe(true);
    expect(rule.safeParse({ ...ok, startsAt: at(-60), endsAt: at(10) }).success).toBe(true);
  });

  it("account deletion: the confirmation must match the account", () => {
    expect(deletionConfirmationRule("Me@X.io").safeParse("me@x.io").success).toBe(true);
    expect(messages(deletionConfirmationRule("me@x.io"), "you@x.io")).toEqual(["validation.emailMismatch"]);
  });

  it("relabel keeps the rule and its output, with the form's own wording", () => {
    const units = relabel(unitsRule(2), { "validation.outOfRange": "wallet.card.unitsRange" });
    expect(messages(units, "3")).toEqual(["wallet.card.unitsRange"]);
    expect(units.parse("2")).toBe(2);
  });
});
