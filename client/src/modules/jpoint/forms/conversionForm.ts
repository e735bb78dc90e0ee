import { conversionAmountProblem, MIN_CONVERSION_EXCLUSIVE } from "@vitrine/schema";

export { MIN_CONVERSION_EXCLUSIVE };

/**
 * The message id for a conversion amount the gateway would refuse, or null: a whole number of
 * Jpoint, over 29 and not above the balance (the same rule as `quoteJpointConversion`, 2010).
 */
export function conversionAmountError(text: string, balance: string | null | undefined): string | null {
  const value = text.trim();
  if (!value) return "jpoint.convert.amountRequired";
  if (!/^\d{1,12}$/.test(value)) return "jpoint.convert.amountWhole";
  let available: bigint | null = null;
  try {
    available = balance == null ? null : BigInt(balance);
  } catch {
    available = null;
  }
  const problem = conversionAmountProblem(BigInt(value), available);
  if (problem === "min") return "jpoint.convert.amountMin";
  if (problem === "balance") return "jpoint.convert.amountOverBalance";
  return null;
}
