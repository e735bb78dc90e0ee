import { createHmac, randomUUID } from "node:crypto";

/**
 * LINE Pay Online API v3 over HTTP (https://developers-pay.line.me/online/pre-requisites): every
 * request carries `X-LINE-ChannelId`, a fresh `X-LINE-Authorization-Nonce` (UUID v4) and
 * `X-LINE-Authorization` = Base64(HMAC-SHA256(channelSecret, channelSecret + apiPath + body + nonce))
 * for POST, with the query string in place of the body for GET.
 */

export const LINEPAY_SANDBOX_API = "https://sandbox-api-pay.line.me";
export const LINEPAY_PRODUCTION_API = "https://api-pay.line.me";

/** The X-LINE-Authorization value for one request. */
export function linePaySignature(channelSecret: string, apiPath: string, bodyOrQuery: string, nonce: string) {
  return createHmac("sha256", channelSecret)
    .update(channelSecret + apiPath + bodyOrQuery + nonce, "utf8")
    .digest("base64");
}

/** LINE Pay's answer: `returnCode` "0000" is success; anything else is one of its error codes. */
export interface LinePayAnswer {
  returnCode: string;
  returnMessage: string;
  info?: Record<string, unknown>;
}

/**
 * Transaction ids are 19-digit numbers, beyond JSON numbers' exact range: they are turned into strings
 * before parsing (LINE's documentation asks for the same "handleBigInteger" treatment).
 */
export function parseLinePayJson(text: string): LinePayAnswer {
  const safe = text.replace(/"(transactionId|refundTransactionId)"\s*:\s*(\d+)/g, '"$1":"$2"');
  const parsed = JSON.parse(safe) as Partial<LinePayAnswer>;
  if (typeof parsed.returnCode !== "string") throw new Error("LINE Pay answered without a returnCode");
  return {
    returnCode: parsed.returnCode,
    returnMessage: String(parsed.returnMessage ?? ""),
    info: parsed.info,
  };
}

export interface LinePayClientOptions {
  apiUrl: string;
  channelId: string;
  channelSecret: string;
  fetch?: typeof fetch;
  /** LINE asks for read timeouts of 10 s (request) to 40 s (confirm); one bound for every call. */
  timeoutMs?: number;
}

export class LinePayClient {
  constructor(private readonly options: LinePayClientOptions) {}

  post(apiPath: string, body: unknown): Promise<LinePayAnswer> {
    return this.call("POST", apiPath, "", JSON.stringify(body));
  }

  get(apiPath: string, query = ""): Promise<LinePayAnswer> {
    return this.call("GET", apiPath, query, undefined);
  }

  private async call(method: string, apiPath: string, query: string, body: string | undefined) {
    const { apiUrl, channelId, channelSecret } = this.options;
    const nonce = randomUUID();
    const url = `${apiUrl.replace(/\/+$/, "")}${apiPath}${query ? `?${query}` : ""}`;
    const res = await (this.options.fetch ?? fetch)(url, {
      method,
      headers: {
        "content-type": "application/json",
        "x-line-channelid": channelId,
        "x-line-authorization-nonce": nonce,
        "x-line-authorization": linePaySignature(channelSecret, apiPath, body ?? query, nonce),
      },
      ...(body !== undefined ? { body } : {}),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 40_000),
    });
    const text = await res.text();
    try {
      return parseLinePayJson(text);
    } catch {
      throw new Error(`LINE Pay ${method} ${apiPath}: HTTP ${res.status}, unreadable answer`);
    }
  }
}
