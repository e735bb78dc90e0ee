import { Money } from "@vitrine/schema";
import { DomainError } from "../../../shared/domain-error.js";

/** Micro-USDT a number of whole Jpoint converts to at `rateMicro` micro-USDT per Jpoint. */
export function jpointToUsdtMicro(jpoint: bigint, rateMicro: bigint): bigint {
  return jpoint * rateMicro;
}

/** Whole Jpoint a USDT amount (micro) buys back at the same rate, rounded down (demo only). */
export function usdtMicroToJpoint(usdtMicro: bigint, rateMicro: bigint): bigint {
  return usdtMicro / rateMicro;
}

/** The rate as shown: USDT per Jpoint, decimal string ("0.032258"). */
export function rateDecimal(rateMicro: bigint): string {
  return Money.ofMinor("USDT", rateMicro).toDecimal();
}

/** A whole Jpoint amount from the wire ("30"); anything else is 400 on `field`. */
export function parseJpointAmount(text: string, field = "amount"): bigint {
  if (!/^\d{1,12}$/.test(text.trim())) throw new DomainError("DATA_ERROR", { field });
  return BigInt(text.trim());
}

/** A USDT amount from the wire ("12.5", at most 6 decimals); anything else is 400 on `field`. */
export function parseUsdtAmount(text: string, field = "amount"): bigint {
  if (!/^\d{1,10}(\.\d{1,6})?$/.test(text.trim())) throw new DomainError("DATA_ERROR", { field });
  return Money.parse("USDT", text.trim()).minor;
}
