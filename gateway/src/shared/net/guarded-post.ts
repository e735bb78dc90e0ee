import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from "node:dns";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { addressRange, isIpLiteral } from "./public-address.js";

/**
 * One outbound POST to a URL a third party chose (partner webhooks), with the connection itself
 * guarded: unless `allowPrivate`, the host is resolved by a lookup that refuses every non-public
 * address (public-address.ts) and the socket connects only to what that lookup returned — no
 * resolve-then-connect gap a DNS change could slip through. An IP literal is judged before any
 * connection. Redirects are never followed (node:http does not), the whole exchange has `timeoutMs`,
 * and the answer's body is not read.
 */

/** The connection was refused because the host is, or resolves to, a non-public address. */
export class PrivateAddressRefused extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly range: string,
  ) {
    super(`refused: ${host} is ${address === host ? "" : `resolved to ${address}, `}a ${range} address`);
    this.name = "PrivateAddressRefused";
  }
}

/** A dns.lookup that answers only public addresses and fails with PrivateAddressRefused otherwise. */
export function publicOnlyLookup(resolve: typeof dnsLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    const all: LookupAllOptions = { ...options, all: true };
    resolve(hostname, all, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, "", 0);
      // One non-public answer refuses the name: a host mixing public and internal answers is not a
      // partner's public endpoint, and the socket may try any of them.
      for (const a of addresses) {
        const range = addressRange(a.address) ?? "unknown";
        if (range !== "public") {
          const refused = new PrivateAddressRefused(hostname, a.address, range) as NodeJS.ErrnoException;
          return callback(refused, "", 0);
        }
      }
      if (addresses.length === 0) return callback(new Error(`no address for ${hostname}`), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

export interface GuardedPostOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Outside production only: internal addresses may be reached (local receivers in tests). */
  allowPrivate: boolean;
}

/** POSTs `body`; resolves with the HTTP status, rejects on a refusal, a network error or the timeout. */
export function guardedPost(url: string, o: GuardedPostOptions): Promise<{ status: number }> {
  const target = new URL(url);
  if (target.protocol !== "https:" && target.protocol !== "http:") {
    return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
  }
  if (!o.allowPrivate && isIpLiteral(target.hostname)) {
    const range = addressRange(target.hostname) ?? "unknown";
    if (range !== "public") {
      return Promise.reject(new PrivateAddressRefused(target.hostname, target.hostname, range));
    }
  }
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: "POST",
        headers: { ...o.headers, "content-length": String(Buffer.byteLength(o.body)) },
        signal: AbortSignal.timeout(o.timeoutMs),
        agent: false,
        ...(o.allowPrivate ? {} : { lookup: publicOnlyLookup() }),
      },
      (res: { statusCode?: number; headers: IncomingHttpHeaders; destroy(): void }) => {
        resolve({ status: res.statusCode ?? 0 });
        res.destroy();
      },
    );
    req.on("error", (err) => reject(err));
    req.end(o.body);
  });
}
