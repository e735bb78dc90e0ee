import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createHmac } from "node:crypto";

/** A partner's webhook receiver on a local port: keeps every request it gets and answers 200. */
export interface Receiver {
  url: string;
  received: { headers: Record<string, string | string[] | undefined>; body: string }[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: Receiver["received"] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a partner checks on a webhook: `v1=` HMAC-SHA256(secret, `${timestamp}.${body}`), computed here. */
export function webhookVerifies(secret: string, headers: Record<string, unknown>, body: string): boolean {
  const ts = String(headers["x-vitrine-timestamp"]);
  const expected = `v1=${createHmac("sha256", secret).update(`${ts}.${body}`).digest("hex")}`;
  return headers["x-vitrine-signature"] === expected;
}

/** What a partner checks on the consent page's return: HMAC-SHA256(secret, "binding.member.state.ts"). */
export function consentResultVerifies(secret: string, redirectUrl: string): boolean {
  const p = Object.fromEntries(new URL(redirectUrl).searchParams);
  const message = `${p.binding}.${p.member}.${p.state}.${p.ts}`;
  return p.sig === createHmac("sha256", secret).update(message).digest("hex");
}
