import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  isLoopbackHost,
  loadConfig,
  WELL_KNOWN_DEVELOPMENT_VALUES,
  WELL_KNOWN_VALUE_DETAIL,
} from "../../src/config.js";

/** The least a production configuration needs, with values of its own. */
const PRODUCTION = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-session-secret-of-40-chars-x",
  KYC_ENCRYPTION_KEY: "a-production-kyc-key-of-at-least-32-chars",
  PUBLIC_URL: "https://vitrine.test",
};

/** The message loadConfig throws for `env`, or "" when it loads. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

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

  it("listens on loopback unless HOST is set, and keeps the development tools to loopback unless DEV_TOOLS=1", () => {
    expect(loadConfig({})).toMatchObject({ HOST: "127.0.0.1", devTools: true, TRUST_PROXY: [] });
    expect(loadConfig({ HOST: "0.0.0.0" }).devTools).toBe(false);
    expect(loadConfig({ HOST: "192.168.1.20" }).devTools).toBe(false);
    expect(loadConfig({ HOST: "0.0.0.0", DEV_TOOLS: "1" }).devTools).toBe(true);
    expect(loadConfig({ HOST: "::1" }).devTools).toBe(true);
    expect(loadConfig({ ...PRODUCTION, HOST: "127.0.0.1" }).devTools).toBe(false);
    for (const host of ["127.0.0.1", "127.0.0.2", "localhost", "::1", "[::1]", "::ffff:127.0.0.1"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "10.0.0.1", "example.com", "128.0.0.1"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });

  it("production refuses DEV_TOOLS and PAYMENT_MODE=sandbox, one line naming the variable", () => {
    expect(refusal({ ...PRODUCTION, DEV_TOOLS: "1" })).toBe(
      "Configuration error: DEV_TOOLS is not allowed in production",
    );
    expect(refusal({ ...PRODUCTION, PAYMENT_MODE: "sandbox" })).toBe(
      "Configuration error: PAYMENT_MODE sandbox is not allowed in production (anyone could mark a payment paid)",
    );
    // Outside production the sandbox stays the default.
    expect(loadConfig({ PAYMENT_MODE: "sandbox" }).PAYMENT_MODE).toBe("sandbox");
  });

  it("partner callbacks may reach internal addresses outside production only (PARTNER_CALLBACK_ALLOW_INTERNAL)", () => {
    expect(loadConfig({}).PARTNER_CALLBACK_ALLOW_INTERNAL).toBe(true);
    expect(loadConfig({ NODE_ENV: "test" }).PARTNER_CALLBACK_ALLOW_INTERNAL).toBe(true);
    expect(loadConfig({ PARTNER_CALLBACK_ALLOW_INTERNAL: "0" }).PARTNER_CALLBACK_ALLOW_INTERNAL).toBe(false);
    expect(loadConfig(PRODUCTION).PARTNER_CALLBACK_ALLOW_INTERNAL).toBe(false);
    expect(
      loadConfig({ ...PRODUCTION, PARTNER_CALLBACK_ALLOW_INTERNAL: "false" }).PARTNER_CALLBACK_ALLOW_INTERNAL,
    ).toBe(false);
    expect(refusal({ ...PRODUCTION, PARTNER_CALLBACK_ALLOW_INTERNAL: "1" })).toBe(
      "Configuration error: PARTNER_CALLBACK_ALLOW_INTERNAL is not allowed in production (partner webhooks could reach internal addresses)",
    );
  });

  // One case per well-known value: a production start with it is refused in one line naming it.
  const wellKnown = Object.entries(WELL_KNOWN_DEVELOPMENT_VALUES).flatMap(([variable, values]) =>
    values.map((value) => ({ variable, value })),
  );
  it.each(wellKnown)(
    "production refuses the development value of $variable ($value)",
    ({ variable, value }) => {
      const message = refusal({ ...PRODUCTION, [variable]: value });
      expect(message).toBe(`Configuration error: ${variable} ${WELL_KNOWN_VALUE_DETAIL}`);
      expect(message).not.toContain("\n");
      // A secret is never echoed back.
      expect(message).not.toContain(value);
      // Outside production the same value is accepted (it is what the defaults are made of).
      expect(refusal({ [variable]: value })).toBe("");
    },
  );

  it("recognises a well-known value typed differently, and the development defaults are in the table", () => {
    const key = WELL_KNOWN_DEVELOPMENT_VALUES.HOT_WALLET_PRIVATE_KEY![3]!;
    expect(refusal({ ...PRODUCTION, HOT_WALLET_PRIVATE_KEY: `0x${key.slice(2).toUpperCase()}` })).toMatch(
      /^Configuration error: HOT_WALLET_PRIVATE_KEY is a well-known/,
    );
    const words = "test  test test test test test test test test test test junk ";
    expect(refusal({ ...PRODUCTION, WALLET_HD_MNEMONIC: words.toUpperCase() })).toMatch(
      /^Configuration error: WALLET_HD_MNEMONIC is a well-known/,
    );
    // Every default a development configuration carries is refused in production.
    const dev = loadConfig({}) as unknown as Record<string, unknown>;
    const defaults = Object.keys(WELL_KNOWN_DEVELOPMENT_VALUES).filter(
      (name) => typeof dev[name] === "string",
    );
    expect(defaults).toEqual(
      expect.arrayContaining(["SESSION_SECRET", "KYC_ENCRYPTION_KEY", "ECPAY_HASH_KEY"]),
    );
    for (const name of defaults) expect(WELL_KNOWN_DEVELOPMENT_VALUES[name], name).toContain(dev[name]);
  });

  it("lists the keys of the first ten accounts local EVM nodes fund from the test mnemonic", () => {
    const mnemonic = WELL_KNOWN_DEVELOPMENT_VALUES.WALLET_HD_MNEMONIC![0]!;
    for (let index = 0; index < 10; index++) {
      const privateKey = mnemonicToAccount(mnemonic, { addressIndex: index }).getHdKey().privateKey!;
      expect(WELL_KNOWN_DEVELOPMENT_VALUES.HOT_WALLET_PRIVATE_KEY).toContain(
        `0x${Buffer.from(privateKey).toString("hex")}`,
      );
    }
  });

  it("production refuses to start without an https PUBLIC_URL, one line naming it", () => {
    const { PUBLIC_URL: _unset, ...withoutPublicUrl } = PRODUCTION;
    expect(refusal(withoutPublicUrl)).toBe("Configuration error: PUBLIC_URL is required in production");
    for (const url of ["http://vitrine.test", "http://localhost:4000"]) {
      const message = refusal({ ...PRODUCTION, PUBLIC_URL: url });
      expect(message, url).toMatch(
        /^Configuration error: PUBLIC_URL must be an https:\/\/ URL in production/,
      );
      expect(message).not.toContain("\n");
    }
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: "https://vitrine.test" })).toMatchObject({
      production: true,
      PUBLIC_URL: "https://vitrine.test",
    });
    // A well-known development value is still the line printed first.
    expect(
      refusal({ ...withoutPublicUrl, SESSION_SECRET: WELL_KNOWN_DEVELOPMENT_VALUES.SESSION_SECRET![0]! }),
    ).toBe(`Configuration error: SESSION_SECRET ${WELL_KNOWN_VALUE_DETAIL}`);
    // Outside production an http PUBLIC_URL (and the http://localhost default) stays allowed.
    expect(loadConfig({ PUBLIC_URL: "http://vitrine.test" }).PUBLIC_URL).toBe("http://vitrine.test");
  });

  it("production never falls back to the HMAC providers' development secrets", () => {
    const config = loadConfig(PRODUCTION);
    expect(config.OPENPAY_SECRET).toBeUndefined();
    expect(config.LINEPAY_MERCHANT_ID).toBeUndefined();
  });

  it("reads TRUST_PROXY as a list of proxy-addr names, addresses and CIDRs", () => {
    expect(loadConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8,192.168.1.5" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.168.1.5",
    ]);
    expect(refusal({ TRUST_PROXY: "everyone" })).toMatch(
      /^Configuration error: TRUST_PROXY must be a comma-separated list/,
    );
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

  it("needs the KYC key in production, and the wallet's public values once a chain is set", () => {
    const prod = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      PUBLIC_URL: "https://vitrine.test",
    };
    expect(() => loadConfig(prod)).toThrow(/KYC_ENCRYPTION_KEY is required in production/);
    const withKyc = { ...prod, KYC_ENCRYPTION_KEY: "k".repeat(40) };
    expect(loadConfig(withKyc).production).toBe(true);
    const withChain = { ...withKyc, ETH_RPC_URL: "https://rpc.example.com" };
    // The gateway needs the deposit xpub, never a key: the wallet rules are in unit/chain/wallet-config.test.ts.
    expect(() => loadConfig(withChain)).toThrow(/WALLET_XPUB_EVM is required in production/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", REDIS_URL: "" }).PORT).toBe(4000);
  });
});
