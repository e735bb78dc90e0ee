import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The request id of the work in progress: an HTTP request on the gateway (set where the id is
 * assigned, http/http-server.ts) or a job on the workers (the id of the request that caused it, carried
 * by the outbox row and the BullMQ job's `requestId` option). Outbox rows written meanwhile record it,
 * so it follows a chain of jobs; worker log lines carry it as `reqId`.
 */
const storage = new AsyncLocalStorage<{ reqId: string }>();

/** Marks the rest of this request's handling (sync and async) with `reqId`. */
export function enterRequestContext(reqId: string): void {
  storage.enterWith({ reqId });
}

/** Runs `work` with `reqId` as the current request id. */
export function withRequestId<T>(reqId: string | null | undefined, work: () => T): T {
  return reqId ? storage.run({ reqId }, work) : work();
}

/** The current request id, or null outside any request or job that has one. */
export function currentRequestId(): string | null {
  return storage.getStore()?.reqId ?? null;
}
