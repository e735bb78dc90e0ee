import { bidAmountRule, listingPriceRule } from "@vitrine/schema";

/** Spec §5: a whole price over 10 USDT, at most 9,999,999,999 (the schema's listingPriceRule). */
export function isValidPrice(value: string): boolean {
  return listingPriceRule.safeParse(value).success;
}

/** A whole bid above `minimumNextBid` (a decimal string; the schema's bidAmountRule). */
export function isValidBid(value: string, minimumNextBid: string | null | undefined): boolean {
  return bidAmountRule(minimumNextBid).safeParse(value).success;
}
