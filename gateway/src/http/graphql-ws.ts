import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { GraphQLError, getOperationAST, parse, type GraphQLSchema } from "graphql";
import { useServer } from "graphql-ws/use/ws";
import { WebSocketServer, type WebSocket } from "ws";
import type { AppDeps } from "../app-deps.js";
import type { NoticeHub } from "../domains/notices/index.js";
import type { LiveContext } from "../domains/notices/graphql/notice-subscription.js";
import { RequestAuth } from "../graphql/request-auth.js";
import { languageOf } from "./graphql-answer.js";
import { clientIpOf, compileTrustProxy } from "./request-meta.js";
import { allowedOrigins } from "./require-same-origin.js";

/** Live sockets one member may hold at once (a few tabs and devices); more are refused with 429. */
export const MAX_LIVE_SOCKETS_PER_MEMBER = 8;

export interface LiveTransport {
  /** Open sockets on this instance. */
  readonly size: number;
  /** Live notice subscriptions on this instance. */
  readonly subscriptions: number;
  close(): Promise<void>;
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * GraphQL subscriptions over graphql-ws on the gateway's own HTTP server, path /graphql only (a
 * `ws` server in noServer mode: this instance decides each upgrade). An upgrade is refused unless
 * its Origin (when present — browsers always send one) is one of ours, as for state-changing POSTs
 * (require-same-origin.ts), and unless the session cookie (or `token` header) names a signed-in
 * member: subscriptions are per member, so anonymous sockets are refused before they exist.
 * Sockets per member are bounded, and close() ends them all (a stopping gateway never keeps them).
 */
export function attachGraphQLWs(
  server: Server,
  schema: GraphQLSchema,
  deps: AppDeps,
  noticeHub: NoticeHub,
): LiveTransport {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const origins = allowedOrigins(deps.config);
  const trustProxy = compileTrustProxy(deps.config.TRUST_PROXY);
  const perMember = new Map<string, number>();
  const authOf = new WeakMap<IncomingMessage, RequestAuth>();

  const disposable = useServer(
    {
      schema,
      // The socket serves subscriptions only: queries and mutations go over HTTP, through Apollo's
      // CSRF prevention, cost and depth limits and error formatting.
      onSubscribe: (_ctx, _id, payload) => {
        let operation;
        try {
          operation = getOperationAST(parse(payload.query), payload.operationName);
        } catch {
          return [new GraphQLError("The subscription could not be parsed.")];
        }
        if (operation?.operation !== "subscription") {
          return [new GraphQLError("Only subscriptions are served on this socket; use HTTP for the rest.")];
        }
        return undefined;
      },
      // The upgrade was authenticated; each operation gets a request-shaped context of its own.
      context: (ctx): LiveContext => {
        const request = ctx.extra.request;
        const auth = authOf.get(request)!;
        const reqId = randomUUID();
        return {
          deps,
          reqId,
          ip: auth.ip,
          logger: deps.logger.child({ reqId, live: true }),
          auth,
          language: languageOf(request, auth),
          noticeHub,
        };
      },
    },
    wss,
  );

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? "/").split("?", 1)[0];
    if (path !== "/graphql") return refuse(socket, 404, "Not Found");
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.has(origin)) return refuse(socket, 403, "Forbidden");
    const auth = RequestAuth.fromRequest(deps, req, clientIpOf(req, trustProxy));
    auth.viewer().then(
      (user) => {
        if (!user) return refuse(socket, 401, "Unauthorized");
        const open = perMember.get(user.id) ?? 0;
        if (open >= MAX_LIVE_SOCKETS_PER_MEMBER) return refuse(socket, 429, "Too Many Requests");
        perMember.set(user.id, open + 1);
        authOf.set(req, auth);
        wss.handleUpgrade(req, socket, head, (ws: WebSocket) => {
          ws.once("close", () => {
            const left = (perMember.get(user.id) ?? 1) - 1;
            if (left > 0) perMember.set(user.id, left);
            else perMember.delete(user.id);
          });
          wss.emit("connection", ws, req);
        });
      },
      (error: unknown) => {
        deps.logger.warn({ err: error }, "live upgrade failed");
        refuse(socket, 503, "Service Unavailable");
      },
    );
  };
  server.on("upgrade", onUpgrade);

  return {
    get size() {
      return wss.clients.size;
    },
    get subscriptions() {
      return noticeHub.size;
    },
    async close() {
      server.off("upgrade", onUpgrade);
      for (const ws of wss.clients) ws.close(1001, "Going away");
      await disposable.dispose();
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await noticeHub.close();
    },
  };
}
