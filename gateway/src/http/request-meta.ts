import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Request id: the caller's `x-request-id` when it looks safe, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** The client address (no proxy trust yet: the socket peer). */
export function clientIpOf(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "unknown";
}

/** Request metadata attached by the HTTP server before routing. */
export interface RequestMeta {
  reqId: string;
  ip: string;
}

const META = Symbol("vitrine.requestMeta");

export function setRequestMeta(req: IncomingMessage, meta: RequestMeta): void {
  (req as IncomingMessage & { [META]?: RequestMeta })[META] = meta;
}

export function getRequestMeta(req: IncomingMessage): RequestMeta {
  return (
    (req as IncomingMessage & { [META]?: RequestMeta })[META] ?? {
      reqId: requestIdOf(req),
      ip: clientIpOf(req),
    }
  );
}
