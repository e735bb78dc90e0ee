import { CURRENCIES } from "@vitrine/schema";

const USDT_DECIMALS = CURRENCIES.USDT.decimals;

/**
 * Token base units → platform micro-USDT. Ethereum's and TRON's USDT have 6 decimals (1:1); BNB Smart
 * Chain's has 18, so the last 12 digits are dust below a micro-USDT and are truncated (never rounded
 * up: the platform must not credit more than arrived).
 */
export function tokenUnitsToMicroUsdt(value: bigint, tokenDecimals: number): bigint {
  if (value < 0n) throw new RangeError("a transfer value cannot be negative");
  if (tokenDecimals >= USDT_DECIMALS) return value / 10n ** BigInt(tokenDecimals - USDT_DECIMALS);
  return value * 10n ** BigInt(USDT_DECIMALS - tokenDecimals);
}

/** Micro-USDT → token base units (exact). */
export function microUsdtToTokenUnits(micro: bigint, tokenDecimals: number): bigint {
  if (tokenDecimals >= USDT_DECIMALS) return micro * 10n ** BigInt(tokenDecimals - USDT_DECIMALS);
  const divisor = 10n ** BigInt(USDT_DECIMALS - tokenDecimals);
  if (micro % divisor !== 0n)
    throw new RangeError(`${micro} micro-USDT is not a whole number of token units`);
  return micro / divisor;
}
