/**
 * Environment configuration, validated once at start-up. Every value has a default that works on a
 * developer machine except the secrets and the https PUBLIC_URL in production. A missing or malformed
 * value stops start-up with one line naming the variable (see `ConfigError`). `.env.example` lists
 * every variable.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import proxyaddr from "proxy-addr";
import { z } from "zod";
import {
  SIGNING_SECRET_IN_GATEWAY_DETAIL,
  SIGNING_SECRET_VARIABLES,
  WALLET_CONFIG_SHAPE,
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
  JPOWER_LEVEL_THRESHOLDS_DEFAULT,
  jpowerThresholdsRule,
} from "@vitrine/schema";
import {
  DEV_KYC_ENCRYPTION_KEY,
  DEV_SESSION_SECRET,
  isLoopbackHost,
  wellKnownDevelopmentVariable,
  WELL_KNOWN_VALUE_DETAIL,
} from "./config/development-values.js";
import { bool, evmAddress, intInRange, secret32, urlWithProtocol, usdtAmount } from "./config/fields.js";
import { PAYMENT_CONFIG_SHAPE, paymentSettings } from "./config/payment-settings.js";
import { SHELL_CONFIG_SHAPE } from "./config/shell-settings.js";
import { ConfigError } from "./config/config-error.js";
import { productionRefusal } from "./config/production-rules.js";
export { ConfigError };
export {
  DEV_HOT_WALLET_KEY,
  DEV_WALLET_MNEMONIC,
  isLoopbackHost,
  WELL_KNOWN_DEVELOPMENT_VALUES,
  WELL_KNOWN_VALUE_DETAIL,
  wellKnownDevelopmentVariable,
} from "./config/development-values.js";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

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
    ...SHELL_CONFIG_SHAPE,
    // Security hardening (docs/SECURITY.md). DEV_TOOLS: the development tools (dev mail/SMS boxes,
    // sandbox payment and OAuth pages, introspection) on a non-loopback HOST; never in production.
    DEV_TOOLS: bool.default(false),
    // Partner webhooks (docs/PARTNERS.md): whether callback URLs may name and reach internal addresses
    // (loopback, private, link-local, …). Unset: yes outside production (local receivers), no in
    // production, where setting it true is refused.
    PARTNER_CALLBACK_ALLOW_INTERNAL: bool.optional(),
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
    ...PAYMENT_CONFIG_SHAPE,
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
    REDEEM_CLAIM_SECRET: secret32.optional(), // claim QR of redemption gifts; unset: development default
    // SMS for KYC phone codes: unset = kept in the development SMS box (never in production).
    SMS_API_URL: urlWithProtocol(["http:", "https:"]).optional(),
    SMS_API_TOKEN: z.string().min(8).optional(),
    // /metrics (docs/OPERATIONS.md): with a token, only `Authorization: Bearer <token>`; unset, loopback only.
    METRICS_TOKEN: z.string().min(16, { message: "must be at least 16 characters" }).optional(),
    // Separation of duties (docs/ARCHITECTURE.md "Staff roles"): a staff USDT credit of this amount or more
    // waits for a second finance staff member to approve it.
    ADMIN_CREDIT_FOUR_EYES_USDT: usdtAmount.default(ADMIN_CREDIT_FOUR_EYES_USDT_DEFAULT),
    // Jpower levels (docs/MISSIONS.md): lifetime Jpower at which levels 2, 3 and on begin, ascending.
    JPOWER_LEVEL_THRESHOLDS: jpowerThresholdsRule.default([...JPOWER_LEVEL_THRESHOLDS_DEFAULT]),
  })
  .transform((env, ctx) => {
    const production = env.NODE_ENV === "production";
    // (Well-known development values are refused before parsing: see loadConfig.)
    const refusal = production ? productionRefusal(env) : undefined;
    if (refusal) {
      ctx.addIssue({ code: "custom", path: [refusal.variable], message: refusal.message });
      return z.NEVER;
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
      PARTNER_CALLBACK_ALLOW_INTERNAL: env.PARTNER_CALLBACK_ALLOW_INTERNAL ?? !production,
      PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
      SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
      ...wallet.value,
      KYC_ENCRYPTION_KEY: env.KYC_ENCRYPTION_KEY ?? DEV_KYC_ENCRYPTION_KEY,
    };
  });

export type Config = z.infer<typeof schema>;

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
