/** Spec §5: a card sale price is a whole number of USDT above 10 (and at most 9,999,999,999). */
export const MIN_PRICE_EXCLUSIVE = 10;
export const MAX_AMOUNT = 9_999_999_999;

export function isWholeAmount(value: string): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) <= MAX_AMOUNT;
}

/** A whole price over 10 USDT. */
export function isValidPrice(value: string): boolean {
  return isWholeAmount(value) && Number(value) > MIN_PRICE_EXCLUSIVE;
}

/** A whole bid above `minimumNextBid` (a decimal string). */
export function isValidBid(value: string, minimumNextBid: string | null | undefined): boolean {
  if (!isWholeAmount(value)) return false;
  return Number(value) > Number(minimumNextBid ?? 0);
}
