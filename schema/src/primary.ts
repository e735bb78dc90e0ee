/**
 * Primary-platform rules shared by the gateway and the client: Jpoint (prepaid points, 1 point =
 * NT$1, whole numbers) and what can be done with it besides buying cards.
 */

/** Converting Jpoint to USDT needs an amount over this many points (spec: "over 29"). */
export const MIN_CONVERSION_EXCLUSIVE = 29;

/** How long a conversion quote can be confirmed, in seconds. */
export const CONVERSION_QUOTE_TTL_SECONDS = 60;

/** Conversion history page size. */
export const CONVERSION_HISTORY_PAGE_SIZE = 20;

/** Refunds after the end of the Jpoint service are paid on this day of the month after the request. */
export const JPOINT_REFUND_PAYDAY = 25;

/** Taipei time (GMT+8, no daylight saving): the calendar that refund pay days follow. */
export const TAIPEI_OFFSET_MINUTES = 8 * 60;

/** The 25th of the month after `requestedAt`, by the Taipei calendar, as YYYY-MM-DD. */
export function jpointRefundPayableOn(requestedAt: Date): string {
  const taipei = new Date(requestedAt.getTime() + TAIPEI_OFFSET_MINUTES * 60_000);
  const payable = new Date(Date.UTC(taipei.getUTCFullYear(), taipei.getUTCMonth() + 1, JPOINT_REFUND_PAYDAY));
  return payable.toISOString().slice(0, 10);
}

/** Today's date by the Taipei calendar, as YYYY-MM-DD. */
export function taipeiDate(now: Date): string {
  return new Date(now.getTime() + TAIPEI_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Is `amount` (whole Jpoint) a convertible amount for a holder of `available` Jpoint? */
export function conversionAmountProblem(amount: bigint, available: bigint | null): "min" | "balance" | null {
  if (amount <= BigInt(MIN_CONVERSION_EXCLUSIVE)) return "min";
  if (available !== null && amount > available) return "balance";
  return null;
}

export const JPOINT_PAUSE_SCOPES = ["TOPUP", "USE", "BOTH"] as const;
export type JpointPauseScope = (typeof JPOINT_PAUSE_SCOPES)[number];
