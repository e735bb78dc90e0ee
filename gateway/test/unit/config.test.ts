import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";

describe("configuration", () => {
  it("has defaults that work on a developer machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: "development",
      PORT: 4000,
      DATABASE_URL: "mysql://root@127.0.0.1:3306/vitrine",
      REDIS_URL: "redis://127.0.0.1:6379",
      PUBLIC_URL: "http://localhost:4000",
      production: false,
    });
  });

  it("names the variable in one line when a value is malformed", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(
      new ConfigError("PORT", 'must be a whole number (got "eighty")'),
    );
    expect(() => loadConfig({ DATABASE_URL: "postgres://x/y" })).toThrow(
      /^Configuration error: DATABASE_URL must be a mysql:\/\/ or mariadb:\/\/ URL$/,
    );
    expect(() => loadConfig({ MAINTENANCE_MODE: "perhaps" })).toThrow(
      /MAINTENANCE_MODE must be true or false/,
    );
  });

  it("requires a session secret in production and never echoes secrets", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required in production/);
    let message = "";
    try {
      loadConfig({ SESSION_SECRET: "short-secret" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("Configuration error: SESSION_SECRET must be at least 32 characters");
  });

  it("needs the wallet's own keys in production: KYC always, the HD wallet and hot wallet once a chain is set", () => {
    const prod = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) };
    expect(() => loadConfig(prod)).toThrow(/KYC_ENCRYPTION_KEY is required in production/);
    const withKyc = { ...prod, KYC_ENCRYPTION_KEY: "k".repeat(40) };
    expect(loadConfig(withKyc).production).toBe(true);
    const withChain = { ...withKyc, ETH_RPC_URL: "https://rpc.example.com" };
    expect(() => loadConfig(withChain)).toThrow(/WALLET_HD_MNEMONIC is required in production/);
    expect(() => loadConfig({ ...withChain, WALLET_HD_MNEMONIC: "word ".repeat(12).trim() })).toThrow(
      /HOT_WALLET_PRIVATE_KEY is required in production/,
    );
    let message = "";
    try {
      loadConfig({ HOT_WALLET_PRIVATE_KEY: "0xnot-a-key" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("Configuration error: HOT_WALLET_PRIVATE_KEY must be a 0x-prefixed 32-byte hex key");
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", REDIS_URL: "" }).PORT).toBe(4000);
  });
});
