import { randomDigits } from "../../../shared/crypto.js";

/**
 * A primary order's public number (complete/{orderId}, the provider's MerchantTradeNo): "VP", the
 * UTC date and 10 random digits — 18 letters and digits, inside ECPay's 20-character limit and hard
 * to guess, so one person cannot read another's order by counting.
 */
export function newOrderNo(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replaceAll("-", "");
  return `VP${date}${randomDigits(10)}`;
}

export const ORDER_NO = /^VP\d{16}$/;
