import { describe, expect, it } from "vitest";
import { sniffImage } from "../../../src/domains/accounts/services/profile-picture.service.js";
import { idNumberHint, KycIdBox } from "../../../src/domains/kyc/services/kyc-id-box.js";
import { kycPhoneCodeSms, kycReviewMail } from "../../../src/domains/kyc/services/kyc-messages.templates.js";
import { SecretBox } from "../../../src/domains/accounts/services/secret-box.js";
import { demoPng } from "../../../src/seed/seed-kyc.js";
import { e164 } from "../../../src/adapters/sms/sms-adapter.js";

const KEY = "k".repeat(40);

describe("KycIdBox", () => {
  it("seals with a fresh IV each time and opens back", () => {
    const box = new KycIdBox(KEY);
    const a = box.seal("A123456789");
    const b = box.seal("A123456789");
    expect(a).not.toBe(b);
    expect(a).not.toContain("A123456789");
    expect(box.open(a)).toBe("A123456789");
    expect(box.open(b)).toBe("A123456789");
  });

  it("cannot be opened under another key, nor by the TOTP box under the same secret, nor when tampered", () => {
    const sealed = new KycIdBox(KEY).seal("A123456789");
    expect(() => new KycIdBox("z".repeat(40)).open(sealed)).toThrow();
    expect(() => new SecretBox(KEY).open(sealed.replace(/^k1/, "v1"))).toThrow();
    const [v, iv, tag, data] = sealed.split(".");
    const flipped = Buffer.from(data!, "base64url");
    flipped[0] = flipped[0]! ^ 1;
    expect(() => new KycIdBox(KEY).open([v, iv, tag, flipped.toString("base64url")].join("."))).toThrow();
  });

  it("hints with the last four characters", () => {
    expect(idNumberHint("A123456789")).toBe("6789");
  });
});

describe("KYC texts", () => {
  it("speaks all five languages, tw by default, and keeps the SMS short", () => {
    const texts = ["tw", "cn", "en", "jp", "kr"].map((l) => kycPhoneCodeSms(l, "123456", 600));
    expect(new Set(texts).size).toBe(5);
    for (const text of texts) {
      expect(text).toContain("123456");
      expect(text).toContain("10");
      expect(text.length).toBeLessThan(70 * 2);
    }
    expect(kycPhoneCodeSms("xx", "123456", 600)).toBe(texts[0]);
    expect(kycReviewMail("en", { approved: false, reason: "Blurred" }).text).toContain("Blurred");
    expect(kycReviewMail(null, { approved: true }).subject).toBe("Vitrine 身分驗證已通過");
  });

  it("writes numbers with their country code, without the trunk 0", () => {
    expect(e164("+886", "0912345678")).toBe("+886912345678");
    expect(e164("+81", "9012345678")).toBe("+819012345678");
  });
});

describe("demoPng", () => {
  it("encodes a PNG the sniffer accepts, with the right size in IHDR", () => {
    const png = demoPng(160, 100, [1, 2, 3]);
    expect(sniffImage(png)?.contentType).toBe("image/png");
    expect(png.readUInt32BE(16)).toBe(160);
    expect(png.readUInt32BE(20)).toBe(100);
    expect(png.subarray(-8, -4).toString("latin1")).toBe("IEND");
  });
});
