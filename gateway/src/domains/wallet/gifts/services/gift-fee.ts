import type { Config } from "../../../../config.js";

/** The instant gifts stop being free: midnight, Asia/Taipei (UTC+8, no daylight saving), of the date. */
export function giftFeeFreeUntil(config: Pick<Config, "GIFT_FEE_FREE_UNTIL">): Date {
  return new Date(`${config.GIFT_FEE_FREE_UNTIL}T00:00:00+08:00`);
}

/** The gift fee at `now` in whole Jpoint: free before GIFT_FEE_FREE_UNTIL, GIFT_FEE_JPOINT from it on. */
export function giftFeeAt(
  config: Pick<Config, "GIFT_FEE_FREE_UNTIL" | "GIFT_FEE_JPOINT">,
  now: Date = new Date(),
): { jpoint: bigint; free: boolean; freeUntil: string } {
  const free = now.getTime() < giftFeeFreeUntil(config).getTime();
  return { jpoint: free ? 0n : BigInt(config.GIFT_FEE_JPOINT), free, freeUntil: config.GIFT_FEE_FREE_UNTIL };
}
