import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface AnswerLosingRelay {
  url: string;
  close(): Promise<void>;
}

/**
 * An HTTP relay in front of a chain node that makes a send's outcome unclear: a request that
 * `isSend` picks is answered 502. With `forward` (the default) the node still gets it — the
 * transaction is broadcast and mined, only the answer is lost; without, it never reaches the node.
 * Everything else is relayed unchanged (path included, so it serves JSON-RPC and TRON's HTTP API).
 */
export async function startAnswerLosingRelay(
  target: string,
  isSend: (request: { path: string; body: string }) => boolean,
  { forward = true }: { forward?: boolean } = {},
): Promise<AnswerLosingRelay> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString();
      const path = req.url && req.url !== "/" ? req.url : "";
      const send = isSend({ path, body });
      if (send && !forward) {
        res.writeHead(502).end("bad gateway");
        return;
      }
      void fetch(`${target}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      })
        .then(async (upstream) => {
          const text = await upstream.text();
          if (send) res.writeHead(502).end("bad gateway");
          else res.writeHead(upstream.status, { "content-type": "application/json" }).end(text);
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Picks an EVM node's eth_sendRawTransaction. */
export const evmSend = ({ body }: { body: string }) => body.includes("eth_sendRawTransaction");
/** Picks a TRON node's broadcast. */
export const tronSend = ({ path }: { path: string }) => path.startsWith("/wallet/broadcasttransaction");
