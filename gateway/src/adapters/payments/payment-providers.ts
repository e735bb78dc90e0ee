import type { Redis } from "ioredis";
import type { Config } from "../../config.js";
import { EcpayProvider } from "./ecpay.provider.js";
import { HMAC_PROVIDER_IDS, HmacProvider, type HmacProviderId } from "./hmac.provider.js";
import { LINEPAY_PRODUCTION_API, LINEPAY_SANDBOX_API } from "./linepay-api.js";
import { LinePayProvider } from "./linepay.provider.js";
import type { PaymentProvider, ProviderId, ProviderMode } from "./payment-provider.js";
import { SandboxPaymentStore } from "./sandbox-store.js";

export type PaymentConfig = Pick<
  Config,
  | "production"
  | "PUBLIC_URL"
  | "QUEUE_PREFIX"
  | "PAYMENT_MODE"
  | "ECPAY_MERCHANT_ID"
  | "ECPAY_HASH_KEY"
  | "ECPAY_HASH_IV"
  | "ECPAY_GATEWAY_URL"
  | "OPENPAY_MERCHANT_ID"
  | "OPENPAY_SECRET"
  | "FUNPOINT_MERCHANT_ID"
  | "FUNPOINT_SECRET"
  | "WANPAY_MERCHANT_ID"
  | "WANPAY_SECRET"
  | "LINEPAY_MERCHANT_ID"
  | "LINEPAY_SECRET"
  | "LINEPAY_API_URL"
>;

export interface PaymentProviderDeps {
  redis: Redis;
  /** For ECPay's QueryTradeInfo in live mode (tests pass a fake). */
  fetch?: typeof fetch;
  /** Where the providers left out of a live gateway are reported, once, when they are built. */
  logger?: { warn(fields: object, message: string): void };
}

/**
 * Providers whose live protocol could not be confirmed from public merchant documentation
 * (docs/PAYMENTS.md "Providers without a live protocol"): a live gateway never offers them, so no
 * checkout can reach an adapter that would throw.
 */
export const UNCONFIRMED_LIVE_PROVIDERS: Readonly<Partial<Record<HmacProviderId, string>>> = {
  openpay: "no public merchant documentation of OpenPay's Taiwanese checkout API was found",
  funpoint: "no public merchant documentation of FunPoint's checkout API was found",
  wanpay:
    "WanPay's checkout API is only described inside its WooCommerce plug-in, not in public documentation",
};

/** LINE Pay's API host: LINEPAY_API_URL when set, else LINE's sandbox or production host by environment. */
export function linePayApiUrl(config: Pick<Config, "production" | "LINEPAY_API_URL">): string {
  return config.LINEPAY_API_URL ?? (config.production ? LINEPAY_PRODUCTION_API : LINEPAY_SANDBOX_API);
}

export type PaymentProviders = Readonly<Record<ProviderId, PaymentProvider>>;

/**
 * Who plays the providers: PAYMENT_MODE when set; otherwise the sandbox outside production and
 * nobody in production (so a production deployment never hands out free payments by default).
 */
export function paymentMode(config: Pick<Config, "production" | "PAYMENT_MODE">): ProviderMode {
  return config.PAYMENT_MODE ?? (config.production ? "off" : "sandbox");
}

/** Whether the sandbox payment pages exist (mount `sandboxPaymentRoutes` only then). */
export function sandboxPaymentsEnabled(config: Pick<Config, "production" | "PAYMENT_MODE">): boolean {
  return paymentMode(config) === "sandbox";
}

const ECPAY_STAGE_HOST = "payment-stage.ecpay.com.tw";

function hmacCredentials(config: PaymentConfig, id: HmacProviderId): [string, string] | null {
  const upper = id.toUpperCase() as Uppercase<HmacProviderId>;
  const merchantId = config[`${upper}_MERCHANT_ID`];
  const secret = config[`${upper}_SECRET`];
  return merchantId && secret ? [merchantId, secret] : null;
}

/**
 * Every provider, built for the configured mode. Sandbox: the gateway plays them all (payments kept
 * in Redis under `<QUEUE_PREFIX>:payments:sandbox:<provider>:<tradeNo>`). Live: ECPay for real; an
 * HMAC provider is "off" without credentials; LINE Pay runs its Online API v3; OpenPay, FunPoint and
 * WanPay are "off" (UNCONFIRMED_LIVE_PROVIDERS).
 */
export function createPaymentProviders(config: PaymentConfig, deps: PaymentProviderDeps): PaymentProviders {
  const mode = paymentMode(config);
  const store = (id: ProviderId) =>
    mode === "sandbox" ? new SandboxPaymentStore(deps.redis, config.QUEUE_PREFIX, id) : null;
  const ecpay = new EcpayProvider({
    mode,
    merchantId: config.ECPAY_MERCHANT_ID,
    hashKey: config.ECPAY_HASH_KEY,
    hashIV: config.ECPAY_HASH_IV,
    gatewayUrl: config.ECPAY_GATEWAY_URL,
    publicUrl: config.PUBLIC_URL,
    redis: deps.redis,
    keyPrefix: config.QUEUE_PREFIX,
    store: store("ecpay"),
    acceptSimulatedPayments:
      mode === "sandbox" || new URL(config.ECPAY_GATEWAY_URL).host === ECPAY_STAGE_HOST,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
  const hmac = {} as Record<HmacProviderId, PaymentProvider>;
  for (const id of HMAC_PROVIDER_IDS) {
    const credentials = hmacCredentials(config, id);
    // LINE Pay's live protocol: in live mode, or in sandbox mode pointed at a local fake LINE Pay.
    if (
      id === "linepay" &&
      credentials &&
      (mode === "live" || (mode === "sandbox" && config.LINEPAY_API_URL))
    ) {
      hmac[id] = new LinePayProvider({
        channelId: credentials[0],
        channelSecret: credentials[1],
        apiUrl: linePayApiUrl(config),
        publicUrl: config.PUBLIC_URL,
        redis: deps.redis,
        keyPrefix: config.QUEUE_PREFIX,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      continue;
    }
    const unconfirmed = mode === "live" ? UNCONFIRMED_LIVE_PROVIDERS[id] : undefined;
    if (unconfirmed) deps.logger?.warn({ provider: id, reason: unconfirmed }, "payment provider not offered");
    hmac[id] = new HmacProvider({
      id,
      mode: credentials && !unconfirmed ? mode : "off",
      merchantId: credentials?.[0] ?? "",
      secret: credentials?.[1] ?? "",
      publicUrl: config.PUBLIC_URL,
      store: store(id),
    });
  }
  return Object.freeze({ ecpay, ...hmac });
}

// Built once per composition root (the configuration never changes while a gateway runs).
const cache = new WeakMap<object, PaymentProviders>();

/** The providers of one composition root (`AppDeps`), built on first use. */
export function paymentProviders(deps: {
  config: PaymentConfig;
  redis: Redis;
  logger?: PaymentProviderDeps["logger"];
}): PaymentProviders {
  let providers = cache.get(deps);
  if (!providers) {
    providers = createPaymentProviders(deps.config, {
      redis: deps.redis,
      ...(deps.logger ? { logger: deps.logger } : {}),
    });
    cache.set(deps, providers);
  }
  return providers;
}
