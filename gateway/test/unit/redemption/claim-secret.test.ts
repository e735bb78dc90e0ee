import { describe, expect, it } from "vitest";
import { loadConfig, WELL_KNOWN_VALUE_DETAIL } from "../../../src/config.js";
import { DEV_REDEEM_CLAIM_SECRET } from "../../../src/config/development-values.js";
import { claimPayload, claimSecret } from "../../../src/domains/redemption/index.js";

const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
  KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
  PUBLIC_URL: "https://vitrine.test",
};

describe("the claim QR secret", () => {
  it("uses REDEEM_CLAIM_SECRET; unset, the development default outside production only", () => {
    expect(claimSecret(loadConfig({}))).toBe(DEV_REDEEM_CLAIM_SECRET);
    const own = "x".repeat(40);
    expect(claimSecret(loadConfig({ REDEEM_CLAIM_SECRET: own }))).toBe(own);
    const production = claimSecret(loadConfig(PRODUCTION));
    expect(production).not.toBe(DEV_REDEEM_CLAIM_SECRET);
    expect(production).toHaveLength(43);
  });

  it("production refuses the public development value and a short secret", () => {
    expect(() => loadConfig({ ...PRODUCTION, REDEEM_CLAIM_SECRET: DEV_REDEEM_CLAIM_SECRET })).toThrow(
      `REDEEM_CLAIM_SECRET ${WELL_KNOWN_VALUE_DETAIL}`,
    );
    expect(() => loadConfig({ REDEEM_CLAIM_SECRET: "short" })).toThrow(/REDEEM_CLAIM_SECRET/);
  });

  it("payloads rotate every 30 s and differ by secret", () => {
    const at = new Date("2026-11-25T03:00:10.000Z");
    const a = claimPayload("s".repeat(32), "7", at);
    expect(a.issuedAt.toISOString()).toBe("2026-11-25T03:00:00.000Z");
    expect(claimPayload("s".repeat(32), "7", new Date(at.getTime() + 15_000)).payload).toBe(a.payload);
    expect(claimPayload("s".repeat(32), "7", new Date(at.getTime() + 25_000)).payload).not.toBe(a.payload);
    expect(claimPayload("t".repeat(32), "7", at).payload).not.toBe(a.payload);
  });
});
