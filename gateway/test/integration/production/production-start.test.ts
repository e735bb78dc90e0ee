import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, REPO_ROOT, WELL_KNOWN_VALUE_DETAIL } from "../../../src/config.js";

/** How scripts/lib.mjs runs TypeScript entry points (TS_LOADER, TS_ENV). */
const TS_LOADER = ["--import", "@swc-node/register/esm-register"];
const TS_ENV = { SWC_NODE_PROJECT: path.join(REPO_ROOT, "tsconfig.base.json") };

const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
  KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
  PUBLIC_URL: "https://vitrine.test",
  // Never reached: the process must stop before it opens anything.
  DATABASE_URL: "mysql://root@127.0.0.1:1/never_opened",
  REDIS_URL: "redis://127.0.0.1:1",
  LOG_LEVEL: "silent",
};

/** Runs an entry point like `npm start` does and collects its exit code and output. */
function run(entry: string, env: Record<string, string>) {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key === "PATH" || key === "HOME"),
  ) as Record<string, string>;
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [...TS_LOADER, entry], {
      cwd: REPO_ROOT,
      env: { ...base, ...TS_ENV, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

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
