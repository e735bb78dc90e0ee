import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";

/**
 * A small stand-in for LINE Pay's Online API v3 (docs/PAYMENTS.md "The local fake LINE Pay"), for the
 * integration tests, the e2e test and the development sandbox. Like LINE Pay it checks every API
 * request's channel id and HMAC signature (its own implementation of LINE's rule, not the gateway's,
 * so a mistake on either side shows), refuses a reused nonce, keeps transactions in memory, serves the
 * approval page `info.paymentUrl.web` with Approve and Cancel, and implements confirm (the amount must
 * match), the status check and refunds with LINE's return codes.
 *
 * Run alone: `node --import @swc-node/register/esm-register gateway/dev/payments/linepay-fake.ts`
 * (LINEPAY_FAKE_PORT, LINEPAY_MERCHANT_ID, LINEPAY_SECRET; the gateway's development values by default),
 * then start the gateway with LINEPAY_API_URL=http://127.0.0.1:<port>.
 */

export type FakeLinePayStatus = "RESERVED" | "AUTHORIZED" | "CANCELLED" | "CONFIRMED" | "REFUNDED";

export interface FakeLinePayTransaction {
  transactionId: string;
  orderId: string;
  amount: number;
  currency: string;
  productName: string;
  confirmUrl: string;
  cancelUrl: string;
  status: FakeLinePayStatus;
  refundTransactionId: string | null;
}

export interface LinePayFake {
  url: string;
  transactions: Map<string, FakeLinePayTransaction>;
  /** Every API call that reached a handler (after the signature check), for assertions. */
  calls: string[];
  close(): Promise<void>;
}

const CODES = {
  ok: ["0000", "Success."],
  header: ["1106", "Header information error."],
  notFound: ["1150", "Transaction record not found."],
  amount: ["1153", "The payment amount is different than the requested amount."],
  notAuthorized: ["1169", "Payment has not been authorized by the member."],
  orderUsed: ["1172", "There is a record of transaction with the same order number."],
  notRefundable: ["1155", "Transaction number of a transaction type that cannot be refunded."],
  refunded: ["1165", "A transaction already been refunded."],
  badRequest: ["2101", "Parameter error."],
} as const;

type Answer = { returnCode: string; returnMessage: string; info?: Record<string, unknown> };
const answer = ([returnCode, returnMessage]: readonly [string, string], info?: Record<string, unknown>) =>
  ({ returnCode, returnMessage, ...(info ? { info } : {}) }) satisfies Answer;

/** 19 digits, like LINE's transaction ids (beyond JSON numbers' exact range on purpose). */
const transactionNumber = () =>
  `2026${String(randomInt(10 ** 9)).padStart(9, "0")}${randomInt(100000, 999999)}`;

function sendJson(res: ServerResponse, status: number, body: Answer): void {
  // LINE writes transaction ids as bare JSON numbers; so does the fake, so clients must cope.
  const text = JSON.stringify(body).replace(/"(transactionId|refundTransactionId)":"(\d+)"/g, '"$1":$2');
  res.writeHead(status, { "content-type": "application/json" }).end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function approvalPage(tx: FakeLinePayTransaction): string {
  const open = tx.status === "RESERVED";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LINE Pay (local fake)</title>
<meta name="viewport" content="width=device-width"></head>
<body style="font-family:sans-serif;background:#06c755;color:#fff;padding:2rem">
<h1>LINE Pay</h1><p>Local fake: nothing is charged.</p>
<p data-testid="linepay-item">${escape(tx.productName)}</p>
<p>NT$ <span data-testid="linepay-amount">${tx.amount}</span> · order <span data-testid="linepay-order">${escape(tx.orderId)}</span></p>
<p data-testid="linepay-status" data-status="${tx.status}">${tx.status}</p>
${
  open
    ? `<form method="post"><button name="decision" value="approve" data-testid="linepay-approve">Approve</button>
<button name="decision" value="cancel" data-testid="linepay-cancel">Cancel</button></form>`
    : ""
}</body></html>`;
}

export async function startLinePayFake(options: {
  channelId: string;
  channelSecret: string;
  port?: number;
  host?: string;
}): Promise<LinePayFake> {
  const transactions = new Map<string, FakeLinePayTransaction>();
  const calls: string[] = [];
  const nonces = new Set<string>();
  let base = "";

  /** LINE's rule: Base64(HMAC-SHA256(secret, secret + path + (body | query) + nonce)). */
  function signedCorrectly(req: IncomingMessage, path: string, bodyOrQuery: string): boolean {
    const channel = req.headers["x-line-channelid"];
    const nonce = req.headers["x-line-authorization-nonce"];
    const given = req.headers["x-line-authorization"];
    if (channel !== options.channelId || typeof nonce !== "string" || typeof given !== "string") return false;
    if (nonce.length < 8 || nonces.has(nonce)) return false;
    const mac = createHmac("sha256", options.channelSecret);
    const expected = mac.update(`${options.channelSecret}${path}${bodyOrQuery}${nonce}`).digest();
    const got = Buffer.from(given, "base64");
    if (got.length !== expected.length || !timingSafeEqual(got, expected)) return false;
    nonces.add(nonce);
    return true;
  }

  function api(method: string, path: string, body: string): Answer {
    if (method === "POST" && path === "/v3/payments/request") return request(body);
    const match = /^\/v3\/payments\/(?:requests\/)?(\d{19})\/(confirm|check|refund)$/.exec(path);
    const tx = match ? transactions.get(match[1]!) : undefined;
    if (!match) return answer(CODES.badRequest);
    if (!tx) return answer(CODES.notFound);
    const action = match[2];
    if (method === "GET" && action === "check" && path.includes("/requests/")) {
      const code = {
        RESERVED: "0000",
        AUTHORIZED: "0110",
        CANCELLED: "0121",
        CONFIRMED: "0123",
        REFUNDED: "0123",
      };
      return { returnCode: code[tx.status], returnMessage: tx.status };
    }
    if (method === "POST" && action === "confirm") {
      const parsed = JSON.parse(body || "{}") as { amount?: unknown; currency?: unknown };
      if (tx.status === "CONFIRMED" || tx.status === "REFUNDED") return answer(CODES.orderUsed);
      if (tx.status !== "AUTHORIZED") return answer(CODES.notAuthorized);
      if (parsed.amount !== tx.amount || parsed.currency !== tx.currency) return answer(CODES.amount);
      tx.status = "CONFIRMED";
      return answer(CODES.ok, {
        orderId: tx.orderId,
        transactionId: tx.transactionId,
        payInfo: [{ method: "BALANCE", amount: tx.amount }],
      });
    }
    if (method === "POST" && action === "refund") {
      if (tx.status === "REFUNDED") return answer(CODES.refunded);
      if (tx.status !== "CONFIRMED") return answer(CODES.notRefundable);
      tx.status = "REFUNDED";
      tx.refundTransactionId = transactionNumber();
      return answer(CODES.ok, {
        refundTransactionId: tx.refundTransactionId,
        refundTransactionDate: new Date().toISOString(),
      });
    }
    return answer(CODES.badRequest);
  }

  function request(body: string): Answer {
    let parsed: {
      amount?: unknown;
      currency?: unknown;
      orderId?: unknown;
      packages?: { amount?: unknown; products?: { name?: unknown; quantity?: unknown; price?: unknown }[] }[];
      redirectUrls?: { confirmUrl?: unknown; cancelUrl?: unknown };
    };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return answer(CODES.badRequest);
    }
    const { amount, currency, orderId, packages, redirectUrls } = parsed;
    const packageSum = (packages ?? []).reduce(
      (sum, p) => sum + (typeof p.amount === "number" ? p.amount : NaN),
      0,
    );
    if (
      typeof amount !== "number" ||
      !Number.isInteger(amount) ||
      amount <= 0 ||
      packageSum !== amount ||
      currency !== "TWD" ||
      typeof orderId !== "string" ||
      typeof redirectUrls?.confirmUrl !== "string" ||
      typeof redirectUrls.cancelUrl !== "string"
    ) {
      return answer(CODES.badRequest);
    }
    if ([...transactions.values()].some((tx) => tx.orderId === orderId)) return answer(CODES.orderUsed);
    const transactionId = transactionNumber();
    transactions.set(transactionId, {
      transactionId,
      orderId,
      amount,
      currency,
      productName: String(packages?.[0]?.products?.[0]?.name ?? ""),
      confirmUrl: redirectUrls.confirmUrl,
      cancelUrl: redirectUrls.cancelUrl,
      status: "RESERVED",
      refundTransactionId: null,
    });
    return answer(CODES.ok, {
      paymentUrl: { web: `${base}/pay/${transactionId}`, app: `line://pay/payment/${transactionId}` },
      transactionId,
      paymentAccessToken: String(randomInt(10 ** 11, 10 ** 12 - 1)),
    });
  }

  /** The member's approval page (GET) and decision (POST decision=approve|cancel). */
  async function page(req: IncomingMessage, res: ServerResponse, tx: FakeLinePayTransaction) {
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(approvalPage(tx));
      return;
    }
    const decision = new URLSearchParams(await readBody(req)).get("decision");
    if (tx.status !== "RESERVED" || (decision !== "approve" && decision !== "cancel")) {
      res.writeHead(409, { "content-type": "text/plain" }).end("This payment is no longer waiting.");
      return;
    }
    tx.status = decision === "approve" ? "AUTHORIZED" : "CANCELLED";
    const target = new URL(decision === "approve" ? tx.confirmUrl : tx.cancelUrl);
    if (decision === "approve") {
      target.searchParams.set("transactionId", tx.transactionId);
      target.searchParams.set("orderId", tx.orderId);
    }
    res.writeHead(303, { location: target.toString() }).end();
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      if (url.pathname === "/readyz") return void res.writeHead(200).end("ok");
      const pay = /^\/pay\/(\d{19})$/.exec(url.pathname);
      if (pay) {
        const tx = transactions.get(pay[1]!);
        if (!tx) return void res.writeHead(404).end();
        return page(req, res, tx);
      }
      const body = req.method === "POST" ? await readBody(req) : "";
      const query = url.search.replace(/^\?/, "");
      if (!signedCorrectly(req, url.pathname, req.method === "POST" ? body : query)) {
        return sendJson(res, 401, answer(CODES.header));
      }
      calls.push(`${req.method} ${url.pathname}`);
      sendJson(res, 200, api(req.method ?? "GET", url.pathname, body));
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve),
  );
  base = `http://${options.host ?? "127.0.0.1"}:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    transactions,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// Run directly: a fake for the development sandbox (see the header comment).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startLinePayFake({
    channelId: process.env.LINEPAY_MERCHANT_ID ?? "sandbox-linepay",
    channelSecret: process.env.LINEPAY_SECRET ?? "vitrine-development-linepay-secret",
    port: Number(process.env.LINEPAY_FAKE_PORT ?? 4090),
  });
  console.log(`fake LINE Pay on ${fake.url} (LINEPAY_API_URL=${fake.url})`);
}
