import { z } from "zod";
import { urlWithProtocol } from "./fields.js";

const hmacSecret = z.string().min(16, { message: "must be at least 16 characters" }).optional();

/** The payment variables of the configuration schema (docs/PAYMENTS.md "Configuration"). */
export const PAYMENT_CONFIG_SHAPE = {
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
  OPENPAY_SECRET: hmacSecret,
  FUNPOINT_MERCHANT_ID: z.string().min(1).max(64).optional(),
  FUNPOINT_SECRET: hmacSecret,
  WANPAY_MERCHANT_ID: z.string().min(1).max(64).optional(),
  WANPAY_SECRET: hmacSecret,
  // LINE Pay: channel id and channel secret key (LINE Pay Merchant Center → Manage Link Key).
  LINEPAY_MERCHANT_ID: z.string().min(1).max(64).optional(),
  LINEPAY_SECRET: hmacSecret,
  // LINE Pay Online API host. Unset: LINE's sandbox host outside production, its production host in
  // production. Set outside production (the local fake, gateway/dev/payments/linepay-fake.ts), LINE Pay
  // runs its live protocol against that host even in sandbox mode.
  LINEPAY_API_URL: urlWithProtocol(["https:", "http:"]).optional(),
};

// Payments (docs/PAYMENTS.md). ECPay's public stage merchant and the HMAC providers' development
// credentials are defaults only outside PAYMENT_MODE=live; live needs every credential it uses set.
const ECPAY_STAGE = {
  ECPAY_MERCHANT_ID: "3002607",
  ECPAY_HASH_KEY: "pwFHCqoQZGmho4w6",
  ECPAY_HASH_IV: "EkRm7iFT261dpevs",
};
const HMAC_PAYMENT_PROVIDERS = ["OPENPAY", "FUNPOINT", "WANPAY", "LINEPAY"] as const;
type HmacPaymentVariable = `${(typeof HMAC_PAYMENT_PROVIDERS)[number]}_${"MERCHANT_ID" | "SECRET"}`;
export type PaymentSettings = {
  PAYMENT_MODE?: "sandbox" | "live";
  ECPAY_MERCHANT_ID: string;
  ECPAY_HASH_KEY: string;
  ECPAY_HASH_IV: string;
} & Partial<Record<HmacPaymentVariable, string>>;

/** Payment credentials with their defaults applied, or the variable PAYMENT_MODE=live is missing. */
export function paymentSettings(
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
