import { MARKET_FEE_MIN_USDT, Money } from "@vitrine/schema";

/**
 * The marketplace fee of a trade: MARKET_FEE_BPS basis points of the total, rounded half up, and never
 * below MARKET_FEE_MIN_USDT (spec §9). Taken from the seller's proceeds; shown before confirming.
 */
export function marketFee(totalMicro: bigint, feeBps: number): bigint {
  const percentage = Money.ofMinor("USDT", totalMicro).multiplyRatio(BigInt(feeBps), 10_000n).minor;
  const minimum = Money.parse("USDT", String(MARKET_FEE_MIN_USDT)).minor;
  const fee = percentage > minimum ? percentage : minimum;
  // A trade is always over 10 USDT, so the fee never exceeds it; keep the guard for any future rule.
  return fee > totalMicro ? totalMicro : fee;
}
