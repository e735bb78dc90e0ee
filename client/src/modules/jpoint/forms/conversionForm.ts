import { z } from "zod";
import { conversionAmountRule, MIN_CONVERSION_EXCLUSIVE } from "@vitrine/schema";

export { MIN_CONVERSION_EXCLUSIVE };

/**
 * The conversion form: a whole number of Jpoint, over 29 and not above the balance (the schema's
 * conversionAmountRule, the same rule as `quoteJpointConversion`, 2010).
 */
export function conversionFormSchema(balance: string | null | undefined) {
  return z.object({ amount: conversionAmountRule(balance) });
}

/** The message id for a conversion amount the gateway would refuse, or null. */
export function conversionAmountError(text: string, balance: string | null | undefined): string | null {
  const result = conversionAmountRule(balance).safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
