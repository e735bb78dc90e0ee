import { describe, expect, it } from "vitest";
import { parseJobPayload } from "../src/jobs.js";
import { emailRule } from "../src/rules/email.js";
import { MAX_ANY_STRING, MAX_LENGTH } from "../src/limits.js";
import { boundedText, idRule, requiredText, wholeNumberRule } from "../src/rules/bounds.js";

describe("input bounds (issue 20)", () => {
  it("an e-mail address is at most 254 characters, the column's size", () => {
    const at254 = `${"a".repeat(254 - "@example.com".length)}@example.com`;
    expect(emailRule.safeParse(at254).success).toBe(true);
    const over = emailRule.safeParse(`a${at254}`);
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toBe("validation.tooLong");
    expect(emailRule.safeParse(`${"a".repeat(100_000)}@example.com`).success).toBe(false);
  });

  it("bounded text refuses one character more than its kind allows, after trimming", () => {
    for (const kind of Object.keys(MAX_LENGTH) as (keyof typeof MAX_LENGTH)[]) {
      const max = MAX_LENGTH[kind];
      expect(boundedText(kind).safeParse(`  ${"x".repeat(max)}  `).success).toBe(true);
      expect(boundedText(kind).safeParse("x".repeat(max + 1)).success).toBe(false);
    }
    expect(requiredText("reason").safeParse("   ").success).toBe(false);
  });

  it("every kind fits under the one-size safety net", () => {
    for (const max of Object.values(MAX_LENGTH)) expect(max).toBeLessThan(MAX_ANY_STRING);
  });

  it("ids are 1–19 digits without sign or leading zero", () => {
    expect(idRule.safeParse("1").success).toBe(true);
    expect(idRule.safeParse("9".repeat(19)).success).toBe(true);
    for (const bad of ["", "0", "-1", "01", "1.5", "9".repeat(20), "abc"]) {
      expect(idRule.safeParse(bad).success).toBe(false);
    }
  });

  it("whole numbers are 0 … 9999999999 (spec §5)", () => {
    expect(wholeNumberRule.safeParse(0).success).toBe(true);
    expect(wholeNumberRule.safeParse(9_999_999_999).success).toBe(true);
    for (const bad of [-1, 1.5, 10_000_000_000]) expect(wholeNumberRule.safeParse(bad).success).toBe(false);
  });

  it("job payload ids are bounded row ids", () => {
    expect(parseJobPayload("mail", "send", { mailId: "12" })).toEqual({ mailId: "12" });
    for (const bad of ["", "-1", "9".repeat(20), "1 OR 1", "x".repeat(100_000)]) {
      expect(() => parseJobPayload("wallet", "sendUsdtWithdrawal", { withdrawalId: bad })).toThrow();
    }
  });
});
