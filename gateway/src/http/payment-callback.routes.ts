import { createHash } from "node:crypto";
import express, { Router, type ErrorRequestHandler, type Response } from "express";
import {
  isProviderId,
  isTradeNo,
  PaymentCallbackRejected,
  type CallbackAnswer,
  type PaymentCallbackSink,
  type PaymentProvider,
  type ProviderId,
  type VerifiedCallback,
} from "../adapters/payments/payment-provider.js";
import type { Logger } from "../logger.js";
import { escapeHtml } from "../shared/html.js";
import { sendCatalogueError } from "./send-domain-error.js";

/**
 * The providers' server-to-server callbacks, and the page that sends the browser on to a live
 * provider's checkout form.
 *
 *   POST /payments/callback/:provider   form-urlencoded (ECPay) or JSON (the HMAC providers)
 *   GET  /payments/redirect/:provider/:tradeNo   auto-submitting checkout form (live ECPay)
 *   GET  /payments/return/:provider      the browser back from a provider that reports the outcome
 *                                         that way (LINE Pay's confirmUrl): confirm, record, go on
 *
 * A callback is verified by the provider's adapter, handed to the sink as a VerifiedCallback and
 * answered with the provider's own acceptance ("1|OK" for ECPay); a callback that fails verification,
 * or that the sink refuses (throws), gets the provider's rejection answer and a warning in the log.
 *
 * Mounting (in createExpressApp, before the client's static routes; `sink` from the orders domain):
 *
 *   const providers = paymentProviders(deps);               // adapters/payments/payment-providers.ts
 *   app.use(paymentCallbackRoutes({ providers, sink, logger: deps.logger }));
 *   if (sandboxPaymentsEnabled(deps.config)) {
 *     app.use(sandboxPaymentRoutes({ providers, logger: deps.logger }));
 *   }
 */

export interface PaymentCallbackRoutesDeps {
  providers: Readonly<Record<ProviderId, PaymentProvider>>;
  sink: PaymentCallbackSink;
  logger: Logger;
}

const MAX_FIELDS = 100;
const MAX_VALUE_LENGTH = 2000;

/**
 * A callback body as flat string fields; null for anything else (repeated or nested fields, too
 * many or too long values). JSON numbers become their decimal text.
 */
export function callbackFields(body: unknown): Record<string, string> | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  const entries = Object.entries(body as Record<string, unknown>);
  if (entries.length === 0 || entries.length > MAX_FIELDS) return null;
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    let text: string;
    if (typeof value === "string") text = value;
    else if (typeof value === "number" && Number.isFinite(value)) text = String(value);
    else return null;
    if (text.length > MAX_VALUE_LENGTH) return null;
    fields[name] = text;
  }
  return fields;
}

function send(res: Response, answer: CallbackAnswer): void {
  res.status(answer.status).set({ "content-type": answer.contentType, "cache-control": "no-store" });
  res.send(answer.body);
}

/** The trade number a (possibly forged) callback claims, for the log only. */
function claimedTradeNo(fields: Record<string, string> | null): string | undefined {
  const value = fields?.MerchantTradeNo ?? fields?.tradeNo ?? fields?.orderId;
  return isTradeNo(value) ? value : undefined;
}

const AUTO_SUBMIT = "document.forms[0].submit();";
const AUTO_SUBMIT_HASH = `sha256-${createHash("sha256").update(AUTO_SUBMIT).digest("base64")}`;

function renderCheckoutForm(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Redirecting to payment…</title></head>
<body><form method="post" action="${escapeHtml(action)}" accept-charset="utf-8">
${inputs}
<noscript><p>Continue to the payment page:</p><button type="submit">Continue</button></noscript>
</form><script>${AUTO_SUBMIT}</script></body></html>`;
}

export function paymentCallbackRoutes(deps: PaymentCallbackRoutesDeps): Router {
  const router = Router();
  const { providers, sink, logger } = deps;
  const providerOf = (name: string | undefined): PaymentProvider | null =>
    isProviderId(name) ? providers[name] : null;

  router.post(
    "/payments/callback/:provider",
    (req, res, next) => {
      // Unknown provider: 404 before the body is even read.
      if (!providerOf(req.params.provider)) {
        return void sendCatalogueError(req, res, "NOT_FOUND");
      }
      next();
    },
    express.urlencoded({ extended: false, limit: "32kb", parameterLimit: MAX_FIELDS }),
    express.json({ limit: "32kb" }),
    async (req, res) => {
      const provider = providerOf(req.params.provider)!;
      const fields = callbackFields(req.body);
      let callback: VerifiedCallback;
      try {
        if (!fields) throw new PaymentCallbackRejected("malformed body");
        callback = provider.verifyCallback(fields);
      } catch (error) {
        if (!(error instanceof PaymentCallbackRejected)) throw error;
        logger.warn(
          { provider: provider.id, reason: error.reason, tradeNo: claimedTradeNo(fields) },
          "payment callback rejected",
        );
        return send(res, provider.acknowledge(false));
      }
      try {
        await sink.record(callback);
      } catch (error) {
        logger.warn(
          {
            provider: provider.id,
            tradeNo: callback.tradeNo,
            providerTradeNo: callback.providerTradeNo,
            err: error,
          },
          "payment callback refused by the orders domain",
        );
        return send(res, provider.acknowledge(false));
      }
      logger.info(
        {
          provider: provider.id,
          tradeNo: callback.tradeNo,
          providerTradeNo: callback.providerTradeNo,
          paid: callback.paid,
          amountTwd: callback.amountTwd.toString(),
        },
        "payment callback accepted",
      );
      send(res, provider.acknowledge(true));
    },
  );

  // Unreadable bodies (bad JSON, too large) get the provider's rejection answer, not a 500.
  const unreadable: ErrorRequestHandler = (error: unknown, req, res, next) => {
    const name = req.params.provider;
    const provider = providerOf(typeof name === "string" ? name : undefined);
    if (!provider || res.headersSent) return next(error);
    const status = (error as { status?: unknown }).status;
    if (typeof status !== "number" || status < 400 || status >= 500) return next(error);
    logger.warn({ provider: provider.id, reason: "unreadable body", status }, "payment callback rejected");
    send(res, provider.acknowledge(false));
  };
  router.use("/payments/callback/:provider", unreadable);

  router.get("/payments/return/:provider", async (req, res) => {
    const provider = providerOf(req.params.provider);
    const query = callbackFields(req.query);
    if (!provider?.completeReturn || !query) return void sendCatalogueError(req, res, "NOT_FOUND");
    let outcome;
    try {
      outcome = await provider.completeReturn(query);
    } catch (error) {
      // A redirect naming a transaction that is not this order's (tampered or stale): nothing happens.
      const reason = error instanceof PaymentCallbackRejected ? error.reason : "provider unreachable";
      logger.warn(
        { provider: provider.id, reason, tradeNo: claimedTradeNo(query) },
        "payment return refused",
      );
      return void sendCatalogueError(req, res, "NOT_FOUND");
    }
    if (outcome.callback) {
      try {
        await sink.record(outcome.callback);
        logger.info(
          { provider: provider.id, tradeNo: outcome.callback.tradeNo, paid: outcome.callback.paid },
          "payment return recorded",
        );
      } catch (error) {
        logger.warn({ provider: provider.id, err: error }, "payment return refused by the orders domain");
      }
    }
    // Whatever happened, the person goes back to the order page (which shows the order's state).
    res.set("cache-control", "no-store").redirect(303, outcome.returnUrl);
  });

  router.get("/payments/redirect/:provider/:tradeNo", async (req, res) => {
    const provider = providerOf(req.params.provider);
    // Not one of our trade numbers (trade_no VARCHAR(20)): 404 before any provider or query is asked.
    const tradeNo = isTradeNo(req.params.tradeNo) ? req.params.tradeNo : null;
    const form = provider?.checkoutForm && tradeNo ? await provider.checkoutForm(tradeNo) : null;
    if (!form) return void sendCatalogueError(req, res, "NOT_FOUND");
    const target = new URL(form.action).origin;
    res
      .status(200)
      .set({
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        "x-frame-options": "DENY",
        "referrer-policy": "no-referrer",
        "content-security-policy": `default-src 'none'; script-src '${AUTO_SUBMIT_HASH}'; form-action ${target}; frame-ancestors 'none'`,
      })
      .send(renderCheckoutForm(form.action, form.fields));
  });

  return router;
}
