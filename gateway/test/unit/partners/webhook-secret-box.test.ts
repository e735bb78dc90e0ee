import { describe, expect, it } from "vitest";
import { KycIdBox } from "../../../src/domains/kyc/services/kyc-id-box.js";
import {
  isClearWebhookSecret,
  openWebhookSecret,
  sealWebhookSecret,
  webhookSecretBox,
} from "../../../src/domains/partners/services/webhook-secret-box.js";

const KEY = "m".repeat(40);
const OLD = "o".repeat(40);
const SECRET = `whsec_${"A".repeat(43)}`;
const config = (current: string, previous: string[] = []) => ({
  KYC_ENCRYPTION_KEY: current,
  KYC_ENCRYPTION_KEY_PREVIOUS: previous,
});

describe("partner webhook secret box", () => {
  it("seals with a fresh IV into pw1.<key id>.… that fits the column, and opens back", () => {
    const a = sealWebhookSecret(config(KEY), SECRET);
    const b = sealWebhookSecret(config(KEY), SECRET);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^pw1\.[0-9a-f]{12}\./);
    expect(a.length).toBeLessThanOrEqual(255);
    expect(a).not.toContain(SECRET.slice(6, 20));
    expect(openWebhookSecret(config(KEY), a)).toBe(SECRET);
  });

  it("has its own key: the KYC box with the same master key does not open it, nor it a KYC value", () => {
    const sealed = sealWebhookSecret(config(KEY), SECRET);
    expect(webhookSecretBox(config(KEY)).currentKeyId).not.toBe(new KycIdBox(KEY).currentKeyId);
    expect(() => new KycIdBox(KEY).open(sealed)).toThrow();
    const kyc = new KycIdBox(KEY).seal("A123456789");
    expect(() => openWebhookSecret(config(KEY), kyc)).toThrow();
  });

  it("refuses a tampered value and a key that is not configured; previous keys still open", () => {
    const sealed = sealWebhookSecret(config(OLD), SECRET);
    const parts = sealed.split(".");
    const flipped = parts[4]!.startsWith("A") ? `B${parts[4]!.slice(1)}` : `A${parts[4]!.slice(1)}`;
    expect(() => openWebhookSecret(config(OLD), [...parts.slice(0, 4), flipped].join("."))).toThrow();
    expect(() => openWebhookSecret(config(KEY), sealed)).toThrow(/not configured/);
    expect(openWebhookSecret(config(KEY, [OLD]), sealed)).toBe(SECRET);
    expect(webhookSecretBox(config(KEY, [OLD])).needsReseal(sealed)).toBe(true);
    expect(webhookSecretBox(config(OLD)).needsReseal(sealed)).toBe(false);
  });

  it("passes a secret still stored in clear (before the sweep) through as it is", () => {
    expect(isClearWebhookSecret(SECRET)).toBe(true);
    expect(isClearWebhookSecret(sealWebhookSecret(config(KEY), SECRET))).toBe(false);
    expect(openWebhookSecret(config(KEY), SECRET)).toBe(SECRET);
  });
});
