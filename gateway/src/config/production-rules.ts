/** The settings production refuses outright, with the variable to name in the one-line error. */
export interface ProductionRefusal {
  variable: string;
  message: string;
}

interface ProductionInputs {
  PAYMENT_MODE?: string;
  DEV_TOOLS?: boolean;
  PARTNER_CALLBACK_ALLOW_INTERNAL?: boolean;
  SESSION_SECRET?: string;
  KYC_ENCRYPTION_KEY?: string;
  PUBLIC_URL?: string;
}

/** The first production rule `env` breaks, in the order operators fix them. */
export function productionRefusal(env: ProductionInputs): ProductionRefusal | undefined {
  if (env.PAYMENT_MODE === "sandbox") {
    return {
      variable: "PAYMENT_MODE",
      message: "sandbox is not allowed in production (anyone could mark a payment paid)",
    };
  }
  if (env.DEV_TOOLS) return { variable: "DEV_TOOLS", message: "is not allowed in production" };
  if (env.PARTNER_CALLBACK_ALLOW_INTERNAL) {
    return {
      variable: "PARTNER_CALLBACK_ALLOW_INTERNAL",
      message: "is not allowed in production (partner webhooks could reach internal addresses)",
    };
  }
  if (!env.SESSION_SECRET) return { variable: "SESSION_SECRET", message: "is required in production" };
  if (!env.KYC_ENCRYPTION_KEY)
    return { variable: "KYC_ENCRYPTION_KEY", message: "is required in production" };
  // Secure cookies, HSTS and the Origin check (http/require-same-origin.ts) all assume production is
  // reached at an https PUBLIC_URL; the http://localhost default would refuse every browser's upload.
  if (!env.PUBLIC_URL) return { variable: "PUBLIC_URL", message: "is required in production" };
  if (new URL(env.PUBLIC_URL).protocol !== "https:") {
    return {
      variable: "PUBLIC_URL",
      message: "must be an https:// URL in production (Secure cookies, HSTS and the Origin check need it)",
    };
  }
  return undefined;
}
