import express, { Router, type Response } from "express";
import {
  isProviderId,
  isTradeNo,
  type PaymentMethod,
  type PaymentProvider,
  type ProviderId,
} from "../adapters/payments/payment-provider.js";
import type { SandboxDesk, SandboxPayment } from "../adapters/payments/sandbox-store.js";
import type { Logger } from "../logger.js";
import { escapeHtml } from "../shared/html.js";

/**
 * The sandbox payment provider's pages (mounted only when `sandboxPaymentsEnabled(config)`: outside
 * production, or with PAYMENT_MODE=sandbox). A sandbox payment's redirectUrl leads here:
 *
 *   GET  /sandbox/pay/:provider/:tradeNo   the provider's page: item, amount; Pay / Fail / Leave, or for
 *                                           ATM the bank code, virtual account and deadline with
 *                                           "Make the transfer" (the page can be reopened later)
 *   POST /sandbox/pay/:provider/:tradeNo   decision=pay|fail: marks the payment, posts the provider's
 *                                           signed callback to its notifyUrl (server to server), then
 *                                           sends the browser to its returnUrl (303)
 *
 * Expired payments can still be paid (late payments must be testable). Mounting: see
 * payment-callback.routes.ts.
 */

export interface SandboxPaymentRoutesDeps {
  providers: Readonly<Record<ProviderId, PaymentProvider>>;
  logger: Logger;
  /** Delivers the callbacks (tests may pass their own). */
  fetch?: typeof fetch;
}

export const PROVIDER_LABELS: Record<ProviderId, string> = {
  ecpay: "ECPay 綠界科技",
  openpay: "OpenPay",
  funpoint: "FunPoint",
  wanpay: "WanPay",
  linepay: "LINE Pay",
};

const METHOD_LABELS: Record<PaymentMethod, string> = {
  CREDIT_CARD: "Credit card",
  ATM: "ATM / bank transfer",
  LINE_PAY: "LINE Pay",
  UNION_PAY: "UnionPay card",
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#1a1b1e;color:#e9ecef;margin:0;min-height:100vh;display:grid;place-items:center}
main{background:#25262b;border-radius:12px;padding:2rem;width:min(440px,92vw);box-shadow:0 8px 32px #0008}
h1{font-size:1.3rem;margin:0 0 .25rem}p{color:#c1c2c5;line-height:1.5}small,.muted{color:#909296}
.badge{display:inline-block;background:#5c3c00;color:#ffd43b;border-radius:4px;padding:.1rem .5rem;font-size:.75rem;font-weight:600;letter-spacing:.04em}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:1.25rem 0}dt{color:#909296}dd{margin:0;word-break:break-all}
.amount{font-size:1.4rem;font-weight:600}.note{background:#3b2f00;color:#ffe066;border-radius:6px;padding:.5rem .75rem;font-size:.9rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}button,a.button{flex:1;padding:.6rem;border-radius:6px;border:0;font-size:1rem;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#2f9e44;color:#fff}.fail{background:#c92a2a;color:#fff}.leave{background:#373a40;color:#e9ecef}code{color:#74c0fc}`;

function pageHeaders(formTarget?: string): Record<string, string> {
  const formAction = ["'self'", formTarget].filter(Boolean).join(" ");
  return {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
    "content-security-policy": `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'`,
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** NT$ with thousands separators. */
function formatTwd(amount: string): string {
  return `NT$ ${amount.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

/** "yyyy/MM/dd HH:mm (Taipei time)". */
function formatTaipei(iso: string): string {
  const taipei = new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString();
  return `${taipei.slice(0, 10).replace(/-/g, "/")} ${taipei.slice(11, 16)} (Taipei time)`;
}

const STATUS_LABELS: Record<SandboxPayment["status"], string> = {
  PENDING: "Waiting for payment",
  PAID: "Paid",
  FAILED: "Failed",
};

export function renderSandboxPaymentPage(payment: SandboxPayment, now = new Date()): string {
  const label = PROVIDER_LABELS[payment.provider];
  const e = escapeHtml;
  const expired = new Date(payment.expiresAt).getTime() <= now.getTime();
  const notes: string[] = [];
  if (expired && payment.status !== "PAID") {
    notes.push(
      `The order's hold ended at ${e(formatTaipei(payment.expiresAt))}; paying now is a late payment.`,
    );
  }
  if (payment.status === "PAID")
    notes.push("Already paid: paying again re-sends the provider's notification.");
  if (payment.status === "FAILED") notes.push("The last attempt failed; you may pay now.");
  const atm = payment.atm;
  const details = atm
    ? `<dt>Bank code</dt><dd data-testid="sandbox-atm-bank">${e(atm.bankCode)}</dd>
<dt>Virtual account</dt><dd data-testid="sandbox-atm-account">${e(atm.virtualAccount)}</dd>
<dt>Pay by</dt><dd data-testid="sandbox-atm-deadline">${e(formatTaipei(atm.deadline))}</dd>`
    : "";
  const buttons = atm
    ? `<button class="pay" type="submit" name="decision" value="pay" data-testid="sandbox-atm-transfer">Make the transfer</button>`
    : `<button class="pay" type="submit" name="decision" value="pay" data-testid="sandbox-pay">Pay</button>
<button class="fail" type="submit" name="decision" value="fail" data-testid="sandbox-fail"${
        payment.status === "PAID" ? " disabled" : ""
      }>Fail</button>`;
  return page(
    `${label} (sandbox)`,
    `<span class="badge">SANDBOX</span>
<h1>${e(label)}</h1>
<p class="muted">${e(METHOD_LABELS[payment.method])} · this page stands in for ${e(label)}; no money moves.</p>
<dl>
<dt>Item</dt><dd data-testid="sandbox-item">${e(payment.itemName)}</dd>
<dt>Amount</dt><dd class="amount" data-testid="sandbox-amount">${e(formatTwd(payment.amountTwd))}</dd>
<dt>Order</dt><dd><code data-testid="sandbox-trade-no">${e(payment.tradeNo)}</code></dd>
<dt>Status</dt><dd data-testid="sandbox-status" data-status="${e(payment.status)}">${e(STATUS_LABELS[payment.status])}</dd>
${details}
</dl>
${notes.map((note) => `<p class="note">${note}</p>`).join("\n")}
<form method="post" action="/sandbox/pay/${e(payment.provider)}/${e(payment.tradeNo)}">
<div class="actions">
${buttons}
<a class="button leave" href="${e(payment.returnUrl)}" data-testid="sandbox-leave">Leave</a>
</div></form>`,
  );
}

export function renderSandboxPaymentError(message: string): string {
  return page(
    "Sandbox payment error",
    `<span class="badge">SANDBOX</span><h1>Payment not available</h1><p>${escapeHtml(message)}</p>`,
  );
}

export function sandboxPaymentRoutes(deps: SandboxPaymentRoutesDeps): Router {
  const router = Router();
  const doFetch = deps.fetch ?? fetch;
  const refuse = (res: Response, status: number, message: string) => {
    res.status(status).set(pageHeaders()).send(renderSandboxPaymentError(message));
  };
  const deskOf = (name: string | undefined): { provider: PaymentProvider; desk: SandboxDesk } | null => {
    if (!isProviderId(name)) return null;
    const provider = deps.providers[name];
    return provider.sandbox ? { provider, desk: provider.sandbox } : null;
  };

  router.get("/sandbox/pay/:provider/:tradeNo", async (req, res) => {
    const played = deskOf(req.params.provider);
    if (!played) return refuse(res, 404, "This provider is not played by the sandbox.");
    const payment = isTradeNo(req.params.tradeNo) ? await played.desk.find(req.params.tradeNo) : null;
    if (!payment) return refuse(res, 404, "This payment does not exist (or is long gone).");
    res
      .status(200)
      .set(pageHeaders(new URL(payment.returnUrl).origin))
      .send(renderSandboxPaymentPage(payment));
  });

  router.post(
    "/sandbox/pay/:provider/:tradeNo",
    express.urlencoded({ extended: false, limit: "4kb", parameterLimit: 10 }),
    async (req, res) => {
      const played = deskOf(req.params.provider);
      if (!played) return refuse(res, 404, "This provider is not played by the sandbox.");
      const tradeNo = req.params.tradeNo;
      const payment = isTradeNo(tradeNo) ? await played.desk.find(tradeNo) : null;
      if (!payment) return refuse(res, 404, "This payment does not exist (or is long gone).");
      const body =
        typeof req.body === "object" && req.body !== null ? (req.body as Record<string, unknown>) : {};
      const decision = body.decision;
      // An ATM transfer either happens or not: there is no failed transfer to report.
      if (decision !== "pay" && (decision !== "fail" || payment.atm)) {
        return refuse(res, 400, "Unknown decision.");
      }
      const settled = await played.desk.settle(tradeNo, decision === "pay" ? "paid" : "failed");
      if (!settled.ok) return refuse(res, settled.status, settled.message);
      const { notification } = settled;
      const log = { provider: played.provider.id, tradeNo, outcome: decision, notifyUrl: notification.url };
      try {
        const answer = await doFetch(notification.url, {
          method: "POST",
          headers: { "content-type": notification.contentType },
          body: notification.body,
          redirect: "manual",
          signal: AbortSignal.timeout(10_000),
        });
        const text = (await answer.text()).slice(0, 200);
        const accepted = text === played.provider.acknowledge(true).body;
        if (accepted) deps.logger.info({ ...log, status: answer.status }, "sandbox payment notified");
        else
          deps.logger.warn(
            { ...log, status: answer.status, answer: text },
            "sandbox notification not accepted",
          );
      } catch (error) {
        // Like a real provider, the payment stays made; pressing the button again re-sends it.
        deps.logger.warn({ ...log, err: error }, "sandbox notification could not be delivered");
      }
      res.setHeader("cache-control", "no-store");
      res.redirect(303, settled.payment.returnUrl);
    },
  );
  return router;
}
