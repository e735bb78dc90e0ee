/**
 * A small round-robin load balancer for running several gateways on one machine (`npm run cluster`,
 * docs/SCALING.md). HTTP requests and WebSocket upgrades (graphql-ws on /graphql) go to the next
 * upstream in turn; an upstream that refuses the connection (stopped, or draining in a rolling
 * restart: its listening socket is closed) is skipped for a few seconds and the request goes to the
 * next one, which is safe because nothing of it was sent. The client address is appended to
 * X-Forwarded-For, so the gateways (TRUST_PROXY=loopback) count rate limits per client, not per
 * balancer. Development tooling only: production puts a real balancer (nginx, a cloud one) in front.
 *
 * Run: node --import @swc-node/register/esm-register gateway/dev/load-balancer.ts
 *   LB_PORT=4000 LB_UPSTREAMS=http://127.0.0.1:4101,http://127.0.0.1:4102
 */
import http, { type IncomingMessage, type Server } from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";

export interface Upstream {
  host: string;
  port: number;
  /** Skipped until this time after a refused connection. */
  downUntil: number;
}

const SKIP_MS = 2000;

/** Hop-by-hop headers a proxy must not forward (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
]);

export function parseUpstreams(list: string): Upstream[] {
  return list
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const url = new URL(item.includes("://") ? item : `http://${item}`);
      return { host: url.hostname, port: Number(url.port || 80), downUntil: 0 };
    });
}

function forwardedFor(req: IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? "";
  const prior = req.headers["x-forwarded-for"];
  return prior ? `${String(prior)}, ${peer}` : peer;
}

/** The upstreams to try for one request, starting at the next in turn, the ones up first. */
function order(upstreams: Upstream[], start: number): Upstream[] {
  const turn = upstreams.map((_, i) => upstreams[(start + i) % upstreams.length]!);
  const now = Date.now();
  return [...turn.filter((u) => u.downUntil <= now), ...turn.filter((u) => u.downUntil > now)];
}

const refused = (error: NodeJS.ErrnoException) =>
  error.code === "ECONNREFUSED" || error.code === "ECONNRESET" || error.code === "EHOSTUNREACH";

export function createLoadBalancer(upstreams: Upstream[]): Server {
  if (upstreams.length === 0) throw new Error("LB_UPSTREAMS names no upstream");
  let next = 0;

  const server = http.createServer((req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    headers["x-forwarded-for"] = forwardedFor(req);
    headers["x-forwarded-proto"] ??= "http";
    const candidates = order(upstreams, next++);
    // The body is buffered only until the first upstream accepts, so a refused one can be retried.
    const attempt = (i: number) => {
      const upstream = candidates[i]!;
      const proxied = http.request(
        // A connection of its own per request (agent: false): never a kept-alive one that a draining
        // gateway may close under it, so a refused connection always means nothing was sent.
        {
          host: upstream.host,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers,
          agent: false,
        },
        (answer) => {
          const raw: string[] = [];
          for (let k = 0; k < answer.rawHeaders.length; k += 2) {
            const name = answer.rawHeaders[k]!;
            if (name.toLowerCase() === "connection" || name.toLowerCase() === "keep-alive") continue;
            raw.push(name, answer.rawHeaders[k + 1]!);
          }
          res.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw);
          answer.pipe(res);
        },
      );
      // The request's body flows once a connection is open (a refused one leaves it unread for the next).
      proxied.once("socket", (socket) => {
        if (socket.connecting) socket.once("connect", () => req.pipe(proxied));
        else req.pipe(proxied);
      });
      proxied.on("error", (error: NodeJS.ErrnoException) => {
        if (refused(error) && !res.headersSent && !proxied.writableEnded && i + 1 < candidates.length) {
          upstream.downUntil = Date.now() + SKIP_MS;
          attempt(i + 1);
          return;
        }
        if (!res.headersSent) {
          res.writeHead(502, { "content-type": "text/plain" });
          res.end("Bad gateway\n");
        } else res.destroy();
      });
      res.once("close", () => {
        if (!res.writableFinished) proxied.destroy();
      });
    };
    attempt(0);
  });

  server.on("upgrade", (req: IncomingMessage, client: Duplex, head: Buffer) => {
    const candidates = order(upstreams, next++);
    client.on("error", () => client.destroy());
    const attempt = (i: number) => {
      const upstream = candidates[i]!;
      const socket = net.connect(upstream.port, upstream.host);
      socket.once("connect", () => {
        const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
        for (let k = 0; k < req.rawHeaders.length; k += 2) {
          if (req.rawHeaders[k]!.toLowerCase() === "x-forwarded-for") continue;
          lines.push(`${req.rawHeaders[k]}: ${req.rawHeaders[k + 1]}`);
        }
        lines.push(`X-Forwarded-For: ${forwardedFor(req)}`);
        socket.write(`${lines.join("\r\n")}\r\n\r\n`);
        if (head.length) socket.write(head);
        socket.pipe(client).pipe(socket);
      });
      socket.on("error", (error: NodeJS.ErrnoException) => {
        if (!socket.bytesWritten && refused(error) && i + 1 < candidates.length) {
          upstream.downUntil = Date.now() + SKIP_MS;
          attempt(i + 1);
          return;
        }
        client.destroy();
      });
      socket.on("close", () => client.destroy());
      client.on("close", () => socket.destroy());
    };
    attempt(0);
  });
  return server;
}

// Started as a program (not imported by a test): listen on LB_PORT.
if (import.meta.url === `file://${process.argv[1]}`) {
  const upstreams = parseUpstreams(process.env.LB_UPSTREAMS ?? "");
  const port = Number(process.env.LB_PORT || process.env.PORT || 4000);
  const host = process.env.LB_HOST || "127.0.0.1";
  const server = createLoadBalancer(upstreams);
  server.listen(port, host, () => {
    console.log(
      `load balancer on http://${host === "0.0.0.0" ? "localhost" : host}:${port} → ${upstreams.map((u) => `${u.host}:${u.port}`).join(", ")}`,
    );
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
