import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LinePayClient, parseLinePayJson } from "../../../src/adapters/payments/linepay-api.js";

const SECRET = "a917ab6a2367b536f8e5a6e2977e06f4";

/** A fetch that records what the client sent and answers `answer`. */
function recordingFetch(answer: string) {
  const sent: { url: string; headers: Record<string, string>; body: string | undefined }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    sent.push({
      url,
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    return new Response(answer, { status: 200 });
  }) as unknown as typeof fetch;
  return { sent, fetchFn };
}

const mac = (message: string) => createHmac("sha256", SECRET).update(message).digest("base64");

describe("LINE Pay API client", () => {
  it("signs a POST over secret + path + body + nonce, with the channel id and a fresh UUID nonce", async () => {
    const { sent, fetchFn } = recordingFetch('{"returnCode":"0000","returnMessage":"Success."}');
    const client = new LinePayClient({
      apiUrl: "https://x.test/",
      channelId: "1650000000",
      channelSecret: SECRET,
      fetch: fetchFn,
    });
    await client.post("/v3/payments/request", { amount: 250, currency: "TWD" });
    await client.post("/v3/payments/request", { amount: 250, currency: "TWD" });
    const [first, second] = sent;
    expect(first!.url).toBe("https://x.test/v3/payments/request");
    expect(first!.body).toBe('{"amount":250,"currency":"TWD"}');
    const nonce = first!.headers["x-line-authorization-nonce"]!;
    expect(nonce).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers["x-line-authorization-nonce"]).not.toBe(nonce);
    expect(first!.headers["x-line-channelid"]).toBe("1650000000");
    expect(first!.headers["x-line-authorization"]).toBe(
      mac(`${SECRET}/v3/payments/request${first!.body}${nonce}`),
    );
  });

  it("signs a GET over the query string in the body's place", async () => {
    const { sent, fetchFn } = recordingFetch('{"returnCode":"0000","returnMessage":"ok"}');
    const client = new LinePayClient({
      apiUrl: "https://x.test",
      channelId: "1",
      channelSecret: SECRET,
      fetch: fetchFn,
    });
    await client.get("/v3/payments", "orderId=VP1");
    const nonce = sent[0]!.headers["x-line-authorization-nonce"]!;
    expect(sent[0]!.url).toBe("https://x.test/v3/payments?orderId=VP1");
    expect(sent[0]!.headers["x-line-authorization"]).toBe(mac(`${SECRET}/v3/paymentsorderId=VP1${nonce}`));
  });

  it("keeps 19-digit transaction ids exact (beyond a JSON number's precision)", () => {
    const answer = parseLinePayJson(
      '{"returnCode":"0000","returnMessage":"Success.","info":{"transactionId":2026112512345678901,"refundTransactionId": 2026112598765432109}}',
    );
    expect(answer.info).toEqual({
      transactionId: "2026112512345678901",
      refundTransactionId: "2026112598765432109",
    });
    expect(() => parseLinePayJson('{"returnMessage":"no code"}')).toThrow();
  });
});
