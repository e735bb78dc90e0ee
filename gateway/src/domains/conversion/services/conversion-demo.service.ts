import { Money } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import {
  jpointToUsdtMicro,
  parseJpointAmount,
  parseUsdtAmount,
  rateDecimal,
  usdtMicroToJpoint,
} from "./conversion-rate.js";

export type ConversionDirection = "JPOINT_TO_USDT" | "USDT_TO_JPOINT";

/**
 * The public demo quotes (convert_j_point_to_usd_demo, convert_usd_to_j_point_demo): the rate and
 * what an amount converts to, without a quote row or any money moving. Jpoint is whole (USDT → Jpoint
 * rounds down); a malformed amount is 400.
 */
export function conversionDemoQuote(
  deps: Pick<AppDeps, "config">,
  direction: ConversionDirection,
  amountText: string,
): { direction: ConversionDirection; amount: string; result: string; rate: string } {
  const rateMicro = BigInt(deps.config.JPOINT_USDT_RATE_MICRO);
  if (direction === "JPOINT_TO_USDT") {
    const jpoint = parseJpointAmount(amountText);
    return {
      direction,
      amount: jpoint.toString(),
      result: Money.ofMinor("USDT", jpointToUsdtMicro(jpoint, rateMicro)).toDecimal(),
      rate: rateDecimal(rateMicro),
    };
  }
  const usdt = parseUsdtAmount(amountText);
  return {
    direction,
    amount: Money.ofMinor("USDT", usdt).toDecimal(),
    result: usdtMicroToJpoint(usdt, rateMicro).toString(),
    rate: rateDecimal(rateMicro),
  };
}
