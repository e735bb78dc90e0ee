import { createHash, timingSafeEqual } from "node:crypto";

/**
 * ECPay's CheckMacValue (全方位金流 附錄 / 檢查碼機制, https://developers.ecpay.com.tw/?p=2902), SHA-256
 * variant (EncryptType=1):
 *  1. drop CheckMacValue, sort the parameters by name A→Z (case-insensitively), join as k=v&k=v;
 *  2. prefix `HashKey=…&`, suffix `&HashIV=…`;
 *  3. URL-encode the whole string the way .NET's HttpUtility.UrlEncode does (ECPay's "URLEncode 轉換表");
 *  4. lower-case it; 5. SHA-256; 6. upper-case hex.
 */

/**
 * .NET UrlEncode as ECPay's table gives it: letters, digits and `-_.!*()` stay as they are, a space
 * becomes `+`, every other byte of the UTF-8 encoding becomes `%xx`. encodeURIComponent differs only
 * in leaving `~` and `'` alone (the table has `%7e` and `%27`) and in writing a space as `%20`.
 * The result is lower-cased (step 4) — including the data, exactly as ECPay does.
 */
export function ecpayUrlEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%20/g, "+")
    .replace(/~/g, "%7e")
    .replace(/'/g, "%27")
    .toLowerCase();
}

/** Parameter names compared case-insensitively, like ECPay's SDKs (strcasecmp). */
function byName(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export function ecpayCheckMacValue(fields: Record<string, string>, hashKey: string, hashIV: string): string {
  const pairs = Object.keys(fields)
    .filter((name) => name !== "CheckMacValue")
    .sort(byName)
    .map((name) => `${name}=${fields[name]}`);
  const raw = [`HashKey=${hashKey}`, ...pairs, `HashIV=${hashIV}`].join("&");
  return createHash("sha256").update(ecpayUrlEncode(raw), "utf8").digest("hex").toUpperCase();
}

const MAC = /^[0-9A-Fa-f]{64}$/;

/** Whether `fields.CheckMacValue` is the right one (constant-time comparison of the digests). */
export function ecpayCheckMacValueMatches(
  fields: Record<string, string>,
  hashKey: string,
  hashIV: string,
): boolean {
  const given = fields.CheckMacValue;
  if (given === undefined || !MAC.test(given)) return false;
  const expected = Buffer.from(ecpayCheckMacValue(fields, hashKey, hashIV), "hex");
  return timingSafeEqual(Buffer.from(given, "hex"), expected);
}
