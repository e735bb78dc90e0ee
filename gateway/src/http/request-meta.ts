import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import proxyaddr from "proxy-addr";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Request id: the caller's `x-request-id` when it looks safe, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Which peers may speak for the client through `X-Forwarded-For` (compiled from TRUST_PROXY). */
export type TrustProxy = (address: string, hop: number) => boolean;

/** Compiles a TRUST_PROXY list (proxy-addr names, IPs, CIDRs); an empty list trusts nobody. */
export function compileTrustProxy(list: readonly string[]): TrustProxy {
  return proxyaddr.compile([...list]);
}

const TRUST_NONE: TrustProxy = () => false;

/**
 * The client address. `X-Forwarded-For` is believed only hop by hop from a trusted proxy: without
 * TRUST_PROXY anyone could write any address there and dodge the per-address attempt limits, so the
 * socket peer is the client.
 */
export function clientIpOf(req: IncomingMessage, trust: TrustProxy = TRUST_NONE): string {
  if (!req.socket.remoteAddress) return "unknown";
  return proxyaddr(req, trust);
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
