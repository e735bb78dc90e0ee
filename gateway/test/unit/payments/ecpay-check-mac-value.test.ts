import { describe, expect, it } from "vitest";
import {
  ecpayCheckMacValue,
  ecpayCheckMacValueMatches,
  ecpayUrlEncode,
} from "../../../src/adapters/payments/ecpay-check-mac-value.js";

// ECPay's stage merchant (public test credentials from ECPay's documentation).
const HASH_KEY = "pwFHCqoQZGmho4w6";
const HASH_IV = "EkRm7iFT261dpevs";

/**
 * The worked example of ECPay's 全方位金流 documentation, 附錄 / 檢查碼機制
 * (https://developers.ecpay.com.tw/?p=2902; English: https://developers.ecpay.com.tw/?p=16623): an
 * AioCheckOut order for the stage merchant 3002607. The fields and the URL-encoded string of step (3)
 * are copied from that page. The expected CheckMacValue is the result this example is published with
 * (steps 5–6: SHA-256, upper case), as quoted from the documentation by iThome's "【綠界金流】全方位金流 -
 * CheckMacValue Error" (https://ithelp.ithome.com.tw/articles/10347851).
 */
const DOC_FIELDS: Record<string, string> = {
  TradeDesc: "促銷方案",
  PaymentType: "aio",
  MerchantTradeDate: "2023/03/12 15:30:23",
  MerchantTradeNo: "ecpay20230312153023",
  MerchantID: "3002607",
  ReturnURL: "https://www.ecpay.com.tw/receive.php",
  ItemName: "Apple iphone 15",
  TotalAmount: "30000",
  ChoosePayment: "ALL",
  EncryptType: "1",
};
const DOC_STEP_3 =
  "HashKey%3dpwFHCqoQZGmho4w6%26ChoosePayment%3dALL%26EncryptType%3d1%26ItemName%3dApple+iphone+15%26MerchantID%3d3002607%26MerchantTradeDate%3d2023%2f03%2f12+15%3a30%3a23%26MerchantTradeNo%3decpay20230312153023%26PaymentType%3daio%26ReturnURL%3dhttps%3a%2f%2fwww.ecpay.com.tw%2freceive.php%26TotalAmount%3d30000%26TradeDesc%3d%e4%bf%83%e9%8a%b7%e6%96%b9%e6%a1%88%26HashIV%3dEkRm7iFT261dpevs";
const DOC_CHECK_MAC_VALUE = "6C51C9E6888DE861FD62FB1DD17029FC742634498FD813DC43D4243B5685B840";

describe("ECPay CheckMacValue", () => {
  it("URL-encodes like the documentation's step (3), lower-cased as in step (4)", () => {
    const raw =
      "HashKey=pwFHCqoQZGmho4w6&ChoosePayment=ALL&EncryptType=1&ItemName=Apple iphone 15&MerchantID=3002607&MerchantTradeDate=2023/03/12 15:30:23&MerchantTradeNo=ecpay20230312153023&PaymentType=aio&ReturnURL=https://www.ecpay.com.tw/receive.php&TotalAmount=30000&TradeDesc=促銷方案&HashIV=EkRm7iFT261dpevs";
    expect(ecpayUrlEncode(raw)).toBe(DOC_STEP_3.toLowerCase());
  });

  it("reproduces the documentation's worked example", () => {
    expect(ecpayCheckMacValue(DOC_FIELDS, HASH_KEY, HASH_IV)).toBe(DOC_CHECK_MAC_VALUE);
    // An incoming CheckMacValue is not part of the calculation.
    expect(ecpayCheckMacValue({ ...DOC_FIELDS, CheckMacValue: "X" }, HASH_KEY, HASH_IV)).toBe(
      DOC_CHECK_MAC_VALUE,
    );
    expect(
      ecpayCheckMacValueMatches({ ...DOC_FIELDS, CheckMacValue: DOC_CHECK_MAC_VALUE }, HASH_KEY, HASH_IV),
    ).toBe(true);
  });

  it("follows ECPay's .NET encoding table for the characters encodeURIComponent treats differently", () => {
    // Unescaped: letters, digits and -_.!*(); space → "+"; ~ and ' are escaped (%7e, %27).
    expect(ecpayUrlEncode("a-b_c.d!e*f(g)h i~j'k")).toBe("a-b_c.d!e*f(g)h+i%7ej%27k");
    expect(ecpayUrlEncode('@#$%^&=+;?/\\><`[]{}:",|')).toBe(
      "%40%23%24%25%5e%26%3d%2b%3b%3f%2f%5c%3e%3c%60%5b%5d%7b%7d%3a%22%2c%7c",
    );
  });

  it("sorts parameter names case-insensitively", () => {
    const a = ecpayCheckMacValue({ b: "1", A: "2", c: "3" }, HASH_KEY, HASH_IV);
    const b = ecpayCheckMacValue({ c: "3", b: "1", A: "2" }, HASH_KEY, HASH_IV);
    expect(a).toBe(b);
  });

  it("changes when an amount or any other field changes", () => {
    const base = ecpayCheckMacValue(DOC_FIELDS, HASH_KEY, HASH_IV);
    expect(ecpayCheckMacValue({ ...DOC_FIELDS, TotalAmount: "30001" }, HASH_KEY, HASH_IV)).not.toBe(base);
    expect(ecpayCheckMacValue({ ...DOC_FIELDS, ItemName: "Apple iphone 16" }, HASH_KEY, HASH_IV)).not.toBe(
      base,
    );
    expect(ecpayCheckMacValue({ ...DOC_FIELDS, Extra: "" }, HASH_KEY, HASH_IV)).not.toBe(base);
    expect(ecpayCheckMacValue(DOC_FIELDS, HASH_KEY, "another-hash-iv")).not.toBe(base);
  });

  it("rejects a tampered, truncated, padded or missing CheckMacValue", () => {
    const flipped = `${DOC_CHECK_MAC_VALUE.slice(0, -1)}${DOC_CHECK_MAC_VALUE.endsWith("0") ? "1" : "0"}`;
    for (const mac of [
      flipped,
      DOC_CHECK_MAC_VALUE.slice(0, 62),
      `${DOC_CHECK_MAC_VALUE}00`,
      `${DOC_CHECK_MAC_VALUE}zz`,
      "",
    ]) {
      expect(ecpayCheckMacValueMatches({ ...DOC_FIELDS, CheckMacValue: mac }, HASH_KEY, HASH_IV)).toBe(false);
    }
    expect(ecpayCheckMacValueMatches(DOC_FIELDS, HASH_KEY, HASH_IV)).toBe(false);
    // Lower-case hex is the same digest.
    expect(
      ecpayCheckMacValueMatches(
        { ...DOC_FIELDS, CheckMacValue: DOC_CHECK_MAC_VALUE.toLowerCase() },
        HASH_KEY,
        HASH_IV,
      ),
    ).toBe(true);
  });
});
