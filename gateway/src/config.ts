/**
 * Environment configuration, validated once at start-up. Every value has a default that works on a
 * developer machine except the secrets and the https PUBLIC_URL in production. A missing or malformed
 * value stops start-up with one line naming the variable (see `ConfigError`). `.env.example` lists
 * every variable.
 */
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import {
  SIGNING_SECRET_IN_GATEWAY_DETAIL,
  SIGNING_SECRET_VARIABLES,
  WALLET_CONFIG_SHAPE,
  WALLET_DEVELOPMENT_VALUES,
  walletSettings,
} from "./adapters/chain/wallet-config.js";
import {
  CARD_WITHDRAWAL_FEE_JPOINT_DEFAULT,
  CARD_WITHDRAWAL_FEE_USDT_DEFAULT,
  DEFAULT_CONFIRMATIONS,
  GIFT_FEE_FREE_UNTIL_DEFAULT,
  GIFT_FEE_JPOINT_DEFAULT,
  ORDER_HOLD_SECONDS_DEFAULT,
  ADMIN_CREDIT_FOUR_EYES_USDT_DEFAULT,
} from "@vitrine/schema";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const DEV_SESSION_SECRET = "vitrine-development-session-secret-change-me";
// Local EVM nodes (anvil, Hardhat) fund the accounts of this public test mnemonic; development only.
export const DEV_WALLET_MNEMONIC = "test test test test test test test test test test test junk";
// The local node's first funded account (index 0 of the mnemonic above); development only.
export const DEV_HOT_WALLET_KEY = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";
const DEV_KYC_ENCRYPTION_KEY = "vitrine-development-kyc-key-change-me-0000";

// --- Production is explicit and closed (docs/SECURITY.md) ---------------------------------------
// The private keys of the 20 accounts anvil and Hardhat fund from the test mnemonic (index 0 first).
const LOCAL_NODE_KEYS = [
  DEV_HOT_WALLET_KEY,
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
  "0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6",
  "0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a",
  "0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba",
  "0x92db14e403b83dfe3df233f83dfa3a0d7096f21ca9b0d6d6b8d88b2b4ec1564e",
  "0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356",
  "0xdbda1821b80551c9d65939329250298aa3472ba22feea921c0cf5d620ea67b97",
  "0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6",
  "0xf214f2b2cd398c806f84e317254e0f0b801d0643303237d97a22a48e01628897",
  "0x701b615bbdfb9de65240bc28bd21bbc0d996645a3dd57e7b12bc2bdf6f192c82",
  "0xa267530f49f8280200edf313ee7af6b827f2a8bce2897751d06a843f644967b1",
  "0x47c99abed3324a2707c28affff1267e45918ec8c3f20b8aa892e8b065d2942dd",
  "0xc526ee95bf44d8fc405a158bb884d9d1238d99f0612e9f33d006bb0789009aaa",
  "0x8166f546bab6da521a8369cab06c5d2b9e46670292d85c875ee9ec20e84ffb61",
  "0xea6c44ac03bff858b476bba40716402b03e41b8e97e276d1baec7c37d42484a0",
  "0x689af8efa8c651a91ad287602527f3af2fe9f6501a7ac4b061667b5a93e037fd",
  "0xde9be858da4a475276426320d5e9262ecfc3ba460bfac56360bfa6c4c28b4ee0",
  "0xdf57089febbacf7ba0bc227dafbffa9fc08a93fdc68e1e42411a14efcf23656e",
];

/**
 * Values that are public (in this repository, in a provider's documentation, or in every local EVM
 * node): production refuses to start when a variable holds one of them, with one line naming the
 * variable. Keep every such value here — the workers check the same table — and add new
 * development defaults as they appear.
 */
export const WELL_KNOWN_DEVELOPMENT_VALUES: Readonly<Record<string, readonly string[]>> = {
  SESSION_SECRET: [DEV_SESSION_SECRET],
  KYC_ENCRYPTION_KEY: [DEV_KYC_ENCRYPTION_KEY],
  WALLET_HD_MNEMONIC: [DEV_WALLET_MNEMONIC],
  HOT_WALLET_PRIVATE_KEY: LOCAL_NODE_KEYS,
  // The development wallet's xpubs and hot wallet addresses (brief E: the gateway's public wallet values).
  ...WALLET_DEVELOPMENT_VALUES,
  // ECPay's published stage merchants (3002607: the current one, 2000132: the older one).
  ECPAY_MERCHANT_ID: ["3002607", "2000132"],
  ECPAY_HASH_KEY: ["pwFHCqoQZGmho4w6", "5294y06JbISpM5x9"],
  ECPAY_HASH_IV: ["EkRm7iFT261dpevs", "v77hoKGq4kWxNNIS"],
  OPENPAY_MERCHANT_ID: ["sandbox-openpay"],
  OPENPAY_SECRET: ["vitrine-development-openpay-secret"],
  FUNPOINT_MERCHANT_ID: ["sandbox-funpoint"],
  FUNPOINT_SECRET: ["vitrine-development-funpoint-secret"],
  WANPAY_MERCHANT_ID: ["sandbox-wanpay"],
  WANPAY_SECRET: ["vitrine-development-wanpay-secret"],
  LINEPAY_MERCHANT_ID: ["sandbox-linepay"],
  LINEPAY_SECRET: ["vitrine-development-linepay-secret"],
};

// Compared without case, a 0x prefix or extra spaces, so a re-typed copy is still recognised.
const normalizeKnown = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase().replace(/^0x/, "");
const KNOWN = new Map(
  Object.entries(WELL_KNOWN_DEVELOPMENT_VALUES).map(([name, values]) => [
    name,
    new Set(values.map(normalizeKnown)),
  ]),
);

/** The first variable of `env` that holds a well-known development value, if any. */
export function wellKnownDevelopmentVariable(env: Readonly<Record<string, unknown>>): string | undefined {
  for (const [name, values] of KNOWN) {
    const value = env[name];
    if (typeof value === "string" && values.has(normalizeKnown(value))) return name;
  }
  return undefined;
}

/** The refusal line's detail for a well-known development value (after "Configuration error: <VAR> "). */
export const WELL_KNOWN_VALUE_DETAIL = "is a well-known development value; production needs its own";

/** Loopback listen addresses: only this machine can reach the development tools there. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  if (bare === "localhost" || bare === "::1") return true;
  if (isIP(bare) === 4) return bare.startsWith("127.");
  return bare.startsWith("::ffff:127.");
}

// Payments (docs/PAYMENTS.md). ECPay's public stage merchant and the HMAC providers' development
// credentials are defaults only outside PAYMENT_MODE=live; live needs every credential it uses set.
const ECPAY_STAGE = {
  ECPAY_MERCHANT_ID: "3002607",
  ECPAY_HASH_KEY: "pwFHCqoQZGmho4w6",
  ECPAY_HASH_IV: "EkRm7iFT261dpevs",
};
const HMAC_PAYMENT_PROVIDERS = ["OPENPAY", "FUNPOINT", "WANPAY", "LINEPAY"] as const;
type HmacPaymentVariable = `${(typeof HMAC_PAYMENT_PROVIDERS)[number]}_${"MERCHANT_ID" | "SECRET"}`;
type PaymentSettings = {
  PAYMENT_MODE?: "sandbox" | "live";
  ECPAY_MERCHANT_ID: string;
  ECPAY_HASH_KEY: string;
  ECPAY_HASH_IV: string;
} & Partial<Record<HmacPaymentVariable, string>>;

/** Payment credentials with their defaults applied, or the variable PAYMENT_MODE=live is missing. */
function paymentSettings(
  env: Partial<Record<keyof PaymentSettings | "NODE_ENV", string>>,
): { ok: true; value: PaymentSettings } | { ok: false; missing: string; message: string } {
  const live = env.PAYMENT_MODE === "live";
  // Production never falls back to the public HMAC development secrets, whatever the mode.
  const noDevSecrets = live || env.NODE_ENV === "production";
  const value: Record<string, string | undefined> = { PAYMENT_MODE: env.PAYMENT_MODE };
  for (const name of ["ECPAY_MERCHANT_ID", "ECPAY_HASH_KEY", "ECPAY_HASH_IV"] as const) {
    if (live && !env[name]) {
      return { ok: false, missing: name, message: "is required when PAYMENT_MODE=live" };
    }
    value[name] = env[name] ?? ECPAY_STAGE[name];
  }
  for (const provider of HMAC_PAYMENT_PROVIDERS) {
    const id = env[`${provider}_MERCHANT_ID`];
    const secret = env[`${provider}_SECRET`];
    if (live && (id === undefined) !== (secret === undefined)) {
      const [missing, given] = id === undefined ? ["MERCHANT_ID", "SECRET"] : ["SECRET", "MERCHANT_ID"];
      return {
        ok: false,
        missing: `${provider}_${missing}`,
        message: `is required with ${provider}_${given}`,
      };
    }
    // Live mode: a provider without credentials is off (never the development secret).
    value[`${provider}_MERCHANT_ID`] = noDevSecrets ? id : (id ?? `sandbox-${provider.toLowerCase()}`);
    value[`${provider}_SECRET`] = noDevSecrets
      ? secret
      : (secret ?? `vitrine-development-${provider.toLowerCase()}-secret`);
  }
  return { ok: true, value: value as PaymentSettings };
}

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const urlWithProtocol = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a ${protocols.map((p) => `${p}//`).join(" or ")} URL` },
  );

const evmAddress = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, { message: "must be a 0x-prefixed 20-byte address" });
const usdtAmount = z.string().regex(/^\d{1,7}(\.\d{1,6})?$/, { message: "must be a USDT amount like 1.5" });

const intInRange = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: "must be a whole number" })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { message: `must be at least ${min}` })
        .max(max, { message: `must be at most ${max}` }),
    );

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    // Loopback by default: set HOST (e.g. 0.0.0.0) to serve other machines.
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: intInRange(1, 65535).default(4000),
    PUBLIC_URL: urlWithProtocol(["http:", "https:"]).optional(),
    DATABASE_URL: urlWithProtocol(["mysql:", "mariadb:"]).default("mysql://root@127.0.0.1:3306/vitrine"),
    REDIS_URL: urlWithProtocol(["redis:", "rediss:"]).default("redis://127.0.0.1:6379"),
    QUEUE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: "must be 1–64 letters, digits, _ or -" })
      .default("vitrine"),
    SESSION_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    SMTP_URL: urlWithProtocol(["smtp:", "smtps:"]).optional(),
    MAIL_FROM: z.string().min(3).default("Vitrine <no-reply@vitrine.local>"),
    SUPPORT_EMAIL: z.email({ message: "must be an e-mail address" }).default("support@vitrine.local"),
    MESSENGER_URL: urlWithProtocol(["http:", "https:"]).default("https://m.me/vitrine"),
    MAINTENANCE_MODE: bool.default(false),
    // Security hardening (docs/SECURITY.md). DEV_TOOLS: the development tools (dev mail/SMS boxes,
    // sandbox payment and OAuth pages, introspection) on a non-loopback HOST; never in production.
    DEV_TOOLS: bool.default(false),
    // Proxies whose X-Forwarded-For is believed: proxy-addr names (loopback, linklocal, uniquelocal),
    // IPs or CIDRs, comma-separated. Unset: none, the socket peer is the client.
    TRUST_PROXY: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .refine(
        (list) => {
          try {
            proxyaddr.compile(list);
            return true;
          } catch {
            return false;
          }
        },
        { message: "must be a comma-separated list of loopback, linklocal, uniquelocal, IPs or CIDRs" },
      )
      .default([]),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    CLIENT_DIST: z
      .string()
      .min(1)
      .default("client/dist")
      .transform((dir) => path.resolve(repoRoot, dir)),
    GRAPHQL_MAX_DEPTH: intInRange(2, 50).default(10),
    GRAPHQL_MAX_ALIASES: intInRange(1, 200).default(15),
    // --- GraphQL cost limits, KYC encryption at rest and retention (docs/SECURITY.md, docs/KYC.md) ---
    // graphql-armor limits per operation: cost (fields weighted by depth), directives, lexer tokens.
    // The heaviest client document (with the __typename fields Apollo Client adds) costs about 325 and has
    // about 120 tokens (security/graphql-limits.test.ts).
    GRAPHQL_MAX_COST: intInRange(100, 1_000_000).default(1000),
    GRAPHQL_MAX_DIRECTIVES: intInRange(1, 500).default(10),
    GRAPHQL_MAX_TOKENS: intInRange(100, 100_000).default(1000),
    // Keys that unwrap KYC files written before a rotation (comma-separated, newest first).
    KYC_ENCRYPTION_KEY_PREVIOUS: z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .refine((keys) => keys.every((key) => key.length >= 32), {
        message: "must be keys of at least 32 characters, comma-separated",
      })
      .default([]),
    // KYC files and submissions of an anonymised account are removed this many days after anonymisation.
    KYC_RETENTION_DAYS: intInRange(1, 36_500).default(1825),
    // Per client IP and minute: how many of each expensive public read (search, cards, orderBook).
    PUBLIC_QUERY_RATE_PER_MINUTE: intInRange(1, 1_000_000).default(300),
    // --- end of GraphQL cost / KYC at rest block ---
    OUTBOX_POLL_MS: intInRange(50, 60_000).default(500),
    SWEEP_EVERY_MS: intInRange(1000, 3_600_000).default(30_000),
    // Accounts
    SESSION_IDLE_SECONDS: intInRange(60, 90 * 86_400).default(7 * 86_400),
    MAX_SESSIONS_PER_USER: intInRange(1, 100).default(5),
    LOGIN_MAX_FAILURES: intInRange(1, 1000).default(10),
    LOGIN_LOCK_SECONDS: intInRange(1, 86_400).default(900),
    UPLOAD_DIR: z
      .string()
      .min(1)
      .default(".data/uploads")
      .transform((dir) => path.resolve(repoRoot, dir)),
    // Marketplace fee in basis points of a trade (250 = 2.5%), at least MARKET_FEE_MIN_USDT per trade.
    MARKET_FEE_BPS: intInRange(0, 5000).default(250),
    // How long a card/transfer order holds its stock before it times out (spec: 1 hour).
    ORDER_HOLD_SECONDS: intInRange(10, 7 * 86_400).default(ORDER_HOLD_SECONDS_DEFAULT),
    // Jpoint → USDT conversion rate: micro-USDT per Jpoint (32258 ≈ 1/31 USDT per point).
    JPOINT_USDT_RATE_MICRO: intInRange(1, 1_000_000_000).default(32_258),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    FACEBOOK_APP_ID: z.string().min(1).optional(),
    FACEBOOK_APP_SECRET: z.string().min(1).optional(),
    // Payments: unset PAYMENT_MODE = sandbox outside production, payments off in production.
    PAYMENT_MODE: z.enum(["sandbox", "live"], { message: "must be sandbox or live" }).optional(),
    ECPAY_MERCHANT_ID: z
      .string()
      .regex(/^[0-9]{1,10}$/, { message: "must be 1–10 digits" })
      .optional(),
    ECPAY_HASH_KEY: z.string().min(1).optional(),
    ECPAY_HASH_IV: z.string().min(1).optional(),
    ECPAY_GATEWAY_URL: urlWithProtocol(["https:", "http:"]).default(
      "https://payment-stage.ecpay.com.tw/Cashier/AioCheckOut/V5",
    ),
    OPENPAY_MERCHANT_ID: z.string().min(1).max(64).optional(),
    OPENPAY_SECRET: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    FUNPOINT_MERCHANT_ID: z.string().min(1).max(64).optional(),
    FUNPOINT_SECRET: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    WANPAY_MERCHANT_ID: z.string().min(1).max(64).optional(),
    WANPAY_SECRET: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    LINEPAY_MERCHANT_ID: z.string().min(1).max(64).optional(),
    LINEPAY_SECRET: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    // Wallet (docs/WALLET.md). A USDT network is on when its RPC/API URL and USDT contract are set;
    // a card chain is on when its RPC URL is set. Confirmations and fees default to the spec's figures.
    ETH_RPC_URL: urlWithProtocol(["http:", "https:"]).optional(),
    ETH_USDT_CONTRACT: evmAddress.optional(),
    ETH_CONFIRMATIONS: intInRange(1, 1000).default(DEFAULT_CONFIRMATIONS.ERC20),
    ETH_WITHDRAWAL_FEE_USDT: usdtAmount.default("10"),
    BSC_RPC_URL: urlWithProtocol(["http:", "https:"]).optional(),
    BSC_USDT_CONTRACT: evmAddress.optional(),
    BSC_CONFIRMATIONS: intInRange(1, 1000).default(DEFAULT_CONFIRMATIONS.BEP20),
    BSC_WITHDRAWAL_FEE_USDT: usdtAmount.default("1"),
    TRON_API_URL: urlWithProtocol(["http:", "https:"]).optional(),
    TRON_USDT_CONTRACT: z
      .string()
      .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, { message: "must be a TRON base58 address" })
      .optional(),
    TRON_CONFIRMATIONS: intInRange(1, 1000).default(DEFAULT_CONFIRMATIONS.TRC20),
    TRON_WITHDRAWAL_FEE_USDT: usdtAmount.default("1"),
    POLYGON_RPC_URL: urlWithProtocol(["http:", "https:"]).optional(),
    // The platform's wallet, public values only (docs/WALLET-CHAIN.md): the account xpubs deposit
    // addresses are derived from (one index per user) and the hot wallet's addresses. The mnemonic and
    // the hot wallet's key are the workers' (workers/src/signer-config.ts), never the gateway's.
    ...WALLET_CONFIG_SHAPE,
    DEPOSIT_POLL_MS: intInRange(200, 3_600_000).default(15_000),
    CARD_WITHDRAWAL_FEE_JPOINT: intInRange(0, 1_000_000).default(CARD_WITHDRAWAL_FEE_JPOINT_DEFAULT),
    CARD_WITHDRAWAL_FEE_USDT: usdtAmount.default(CARD_WITHDRAWAL_FEE_USDT_DEFAULT),
    GIFT_FEE_JPOINT: intInRange(0, 1_000_000).default(GIFT_FEE_JPOINT_DEFAULT),
    // Gifts are free before this date (Asia/Taipei midnight), charged from it on.
    GIFT_FEE_FREE_UNTIL: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date YYYY-MM-DD" })
      .default(GIFT_FEE_FREE_UNTIL_DEFAULT),
    // KYC ID numbers are sealed with AES-256-GCM under this key (32 bytes, hex or base64).
    KYC_ENCRYPTION_KEY: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
    // SMS for KYC phone codes: unset = kept in the development SMS box (never in production).
    SMS_API_URL: urlWithProtocol(["http:", "https:"]).optional(),
    SMS_API_TOKEN: z.string().min(8).optional(),
    // Separation of duties (docs/ARCHITECTURE.md "Staff roles"): a staff USDT credit of this amount or more
    // waits for a second finance staff member to approve it.
    ADMIN_CREDIT_FOUR_EYES_USDT: usdtAmount.default(ADMIN_CREDIT_FOUR_EYES_USDT_DEFAULT),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === "production";
    // (Well-known development values are refused before parsing: see loadConfig.)
    if (production && env.PAYMENT_MODE === "sandbox") {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_MODE"],
        message: "sandbox is not allowed in production (anyone could mark a payment paid)",
      });
      return z.NEVER;
    }
    if (production && env.DEV_TOOLS) {
      ctx.addIssue({ code: "custom", path: ["DEV_TOOLS"], message: "is not allowed in production" });
      return z.NEVER;
    }
    if (production && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
      return z.NEVER;
    }
    if (production && !env.KYC_ENCRYPTION_KEY) {
      ctx.addIssue({ code: "custom", path: ["KYC_ENCRYPTION_KEY"], message: "is required in production" });
      return z.NEVER;
    }
    // Secure cookies, HSTS and the Origin check (http/require-same-origin.ts) all assume production is
    // reached at an https PUBLIC_URL; the http://localhost default would refuse every browser's upload.
    if (production) {
      const publicUrlRefused = !env.PUBLIC_URL
        ? "is required in production"
        : new URL(env.PUBLIC_URL).protocol !== "https:"
          ? "must be an https:// URL in production (Secure cookies, HSTS and the Origin check need it)"
          : undefined;
      if (publicUrlRefused) {
        ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: publicUrlRefused });
        return z.NEVER;
      }
    }
    const wallet = walletSettings(env, production);
    if (!wallet.ok) {
      ctx.addIssue({ code: "custom", path: [wallet.variable], message: wallet.message });
      return z.NEVER;
    }
    const payments = paymentSettings(env);
    if (!payments.ok) {
      ctx.addIssue({ code: "custom", path: [payments.missing], message: payments.message });
      return z.NEVER;
    }
    return {
      ...env,
      ...payments.value,
      production,
      // The development tools exist outside production only, and only on loopback unless DEV_TOOLS=1.
      devTools: !production && (isLoopbackHost(env.HOST) || env.DEV_TOOLS),
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
      ...wallet.value,
      KYC_ENCRYPTION_KEY: env.KYC_ENCRYPTION_KEY ?? DEV_KYC_ENCRYPTION_KEY,
    };
  });

export type Config = z.infer<typeof schema>;

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuration error: ${variable} ${detail}`);
    this.name = "ConfigError";
  }
}

/** Reads configuration from an environment object; empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (value !== undefined && value !== "") input[key] = value;
  }
  // Wallet keys: a production gateway's environment holds none (docs/WALLET-CHAIN.md). The workers
  // take them out of their environment before loading this config (workers/src/signer-config.ts).
  const secret =
    input.NODE_ENV === "production" ? SIGNING_SECRET_VARIABLES.find((name) => input[name]) : undefined;
  if (secret) {
    const known = wellKnownDevelopmentVariable({ [secret]: input[secret] });
    throw new ConfigError(secret, known ? WELL_KNOWN_VALUE_DETAIL : SIGNING_SECRET_IN_GATEWAY_DETAIL);
  }
  // A public development value never reaches a production process, whatever else is wrong; checked
  // on the raw input so it also covers variables this schema does not read.
  const known = input.NODE_ENV === "production" ? wellKnownDevelopmentVariable(input) : undefined;
  if (known) throw new ConfigError(known, WELL_KNOWN_VALUE_DETAIL);
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    // Echo a malformed value to help the reader, but never a secret or a URL that may hold
    // credentials, nor on a refusal of a well-formed value (the detail says what is wrong).
    const got =
      issue.code === "custom" ||
      /SECRET|PASSWORD|HASH_KEY|HASH_IV|_URL$|MNEMONIC|PRIVATE_KEY|XPUB|ENCRYPTION_KEY|TOKEN/.test(variable)
        ? undefined
        : input[variable];
    throw new ConfigError(variable, `${issue.message}${got !== undefined ? ` (got "${got}")` : ""}`);
  }
  return parsed.data;
}

/** Loads `.env` from the repository root into process.env when present (set variables win). */
export function loadDotEnv(): void {
  try {
    process.loadEnvFile(path.join(repoRoot, ".env"));
  } catch {
    // no .env file: the process environment and the defaults apply
  }
}

/** Loads `.env` from the repository root when present, then validates; exits with one line on error. */
export function loadConfigOrExit(): Config {
  loadDotEnv();
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export const REPO_ROOT = repoRoot;
