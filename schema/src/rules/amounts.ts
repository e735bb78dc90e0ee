/**
 * Number rules of spec §5 for amounts typed as text: "no negatives, no decimals, maximum 9999999999;
 * price whole and above 0; amount whole and not 0", and the thresholds of §5 that follow from them
 * (card sale price over 10 USDT, bid over the highest bid, Jpoint purchase over NT$100, conversion
 * over 29 and within the balance). Each rule answers one message per field.
 */
import { z } from "zod";
import { MAX_NUMBER, MIN_LISTING_PRICE_USDT } from "../market.js";
import { JPOINT_PURCHASE_MAX_TWD, JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD } from "../purchases.js";
import { conversionAmountProblem } from "../primary.js";

/** Digits only (no sign, no decimals) and at most MAX_NUMBER. */
export function isWholeAmount(value: string): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) <= MAX_NUMBER;
}

/** A whole amount as typed: digits only, 0 … 9999999999. */
export const wholeAmountTextRule = z.string().superRefine((text, ctx) => {
  const value = text.trim();
  if (!/^\d+$/.test(value)) ctx.addIssue({ code: "custom", message: "validation.wholeNumber" });
  else if (Number(value) > MAX_NUMBER) ctx.addIssue({ code: "custom", message: "validation.tooLarge" });
});

/** A card sale price (spec §5): a whole number of USDT over 10, at most 9999999999. */
export const listingPriceRule = z
  .string()
  .refine((v) => isWholeAmount(v) && Number(v) > MIN_LISTING_PRICE_USDT, {
    message: "market.sell.priceInvalid",
  });

/** A bid (spec §5): a whole amount above `minimumNextBid` (a decimal string; none means above 0). */
export function bidAmountRule(minimumNextBid: string | null | undefined) {
  return z.string().refine((v) => isWholeAmount(v) && Number(v) > Number(minimumNextBid ?? 0), {
    message: "market.bid.tooLow",
  });
}

/** Units to move or sell (spec §5 "amount whole and not 0"): 1 … what is held. */
export function unitsRule(max: number, message = "validation.outOfRange") {
  return z.coerce.number({ message }).int({ message }).min(1, { message }).max(Math.max(1, max), { message });
}

/** A Jpoint purchase (spec §5 "over NT$100"): whole NT$, over 100, within the single-order cap. */
export const jpointPurchaseAmountRule = z.string().superRefine((text, ctx) => {
  const value = text.trim();
  const fail = (message: string) => ctx.addIssue({ code: "custom", message });
  if (!value) return fail("validation.required");
  if (!/^\d+$/.test(value)) return fail("primary.jpoint.amountWhole");
  const amount = Number(value);
  if (amount <= JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD) return fail("primary.jpoint.amountTooLow");
  if (!Number.isInteger(amount) || amount > JPOINT_PURCHASE_MAX_TWD) fail("primary.jpoint.amountTooHigh");
});

/**
 * A Jpoint → USDT conversion (spec §5 "over 29 and not above the amount held"): whole Jpoint, over 29,
 * at most `balance` (a decimal string; unknown means not checked here).
 */
export function conversionAmountRule(balance: string | null | undefined) {
  return z.string().superRefine((text, ctx) => {
    const value = text.trim();
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!value) return fail("jpoint.convert.amountRequired");
    if (!/^\d{1,12}$/.test(value)) return fail("jpoint.convert.amountWhole");
    let available: bigint | null = null;
    try {
      available = balance == null ? null : BigInt(balance);
    } catch {
      available = null;
    }
    const problem = conversionAmountProblem(BigInt(value), available);
    if (problem === "min") fail("jpoint.convert.amountMin");
    else if (problem === "balance") fail("jpoint.convert.amountOverBalance");
  });
}
