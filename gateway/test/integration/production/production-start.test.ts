import { describe, expect, it } from "vitest";
import { loadConfig, WELL_KNOWN_VALUE_DETAIL } from "../../../src/config.js";
import { PRODUCTION_PROCESS_ENV, runEntryPoint } from "../../helpers/run-entry-point.js";

const PRODUCTION = PRODUCTION_PROCESS_ENV;
const run = (entry: string, env: Record<string, string>) => runEntryPoint(entry, env);

describe("a production process refuses development values", () => {
  it("the gateway started with the development mnemonic exits non-zero printing one line naming WALLET_HD_MNEMONIC", async () => {
    const env = {
      ...PRODUCTION,
      WALLET_HD_MNEMONIC: "test test test test test test test test test test test junk",
    };
    const expected = `Configuration error: WALLET_HD_MNEMONIC ${WELL_KNOWN_VALUE_DETAIL}`;
    // The same line loadConfig gives for this environment (the unit tests cover every value).
    expect(() => loadConfig(env)).toThrow(expected);
    const result = await run("gateway/src/main.ts", env);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toBe(`${expected}\n`);
    expect(result.stdout).toBe("");
  });

  it("the gateway started with ECPay's public stage HashKey and PAYMENT_MODE=sandbox exits naming each", async () => {
    const stage = await run("gateway/src/main.ts", {
      ...PRODUCTION,
      PAYMENT_MODE: "live",
      ECPAY_MERCHANT_ID: "3123456",
      ECPAY_HASH_KEY: "pwFHCqoQZGmho4w6",
      ECPAY_HASH_IV: "an-own-hash-iv-x",
    });
    expect(stage.code).not.toBe(0);
    expect(stage.stderr).toBe(`Configuration error: ECPAY_HASH_KEY ${WELL_KNOWN_VALUE_DETAIL}\n`);

    const sandbox = await run("gateway/src/main.ts", { ...PRODUCTION, PAYMENT_MODE: "sandbox" });
    expect(sandbox.code).not.toBe(0);
    expect(sandbox.stderr).toMatch(
      /^Configuration error: PAYMENT_MODE sandbox is not allowed in production[^\n]*\n$/,
    );
  });

  it("the gateway started without an https PUBLIC_URL exits non-zero printing one line naming PUBLIC_URL", async () => {
    const { PUBLIC_URL: _unset, ...withoutPublicUrl } = PRODUCTION;
    const missing = await run("gateway/src/main.ts", withoutPublicUrl);
    expect(missing.code).not.toBe(0);
    expect(missing.stderr).toBe("Configuration error: PUBLIC_URL is required in production\n");
    expect(missing.stdout).toBe("");

    const plain = await run("gateway/src/main.ts", { ...PRODUCTION, PUBLIC_URL: "http://vitrine.test" });
    expect(plain.code).not.toBe(0);
    expect(plain.stderr).toMatch(
      /^Configuration error: PUBLIC_URL must be an https:\/\/ URL in production[^\n]*\n$/,
    );
    expect(plain.stdout).toBe("");
  });

  it("the seed command refuses to run in production with one line and a non-zero exit", async () => {
    const result = await run("gateway/src/cli/seed.ts", PRODUCTION);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "Refusing to seed: NODE_ENV=production never gets demo accounts or data (run npm run migrate instead)\n",
    );
    expect(result.stdout).toBe("");
  });
});
