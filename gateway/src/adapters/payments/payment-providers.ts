import type { Redis } from "ioredis";
import type { Config } from "../../config.js";
import { EcpayProvider } from "./ecpay.provider.js";
import { HMAC_PROVIDER_IDS, HmacProvider, type HmacProviderId } from "./hmac.provider.js";
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
>;

export interface PaymentProviderDeps {
  redis: Redis;
  /** For ECPay's QueryTradeInfo in live mode (tests pass a fake). */
  fetch?: typeof fetch;
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
 * HMAC provider is "off" without credentials, and its live checkout is not implemented yet.
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
    hmac[id] = new HmacProvider({
      id,
      mode: credentials ? mode : "off",
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
export function paymentProviders(deps: { config: PaymentConfig; redis: Redis }): PaymentProviders {
  let providers = cache.get(deps);
  if (!providers) {
    providers = createPaymentProviders(deps.config, { redis: deps.redis });
    cache.set(deps, providers);
  }
  return providers;
}
