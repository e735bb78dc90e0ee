import { useCallback, useEffect, useRef, useState } from "react";
import { useApolloClient } from "@apollo/client/react";
import { ERRORS } from "@vitrine/schema";
import { extractErrorInfo, mapError } from "../../../shared/errors/errorMapper";
import { ClaimGiftMutation } from "../graphql/admin";
import type { RedemptionFields } from "../graphql/types";

/** Scans waiting for the connection, kept across reloads of the page on this device. */
export const CLAIM_QUEUE_KEY = "vitrine.redeem.claimQueue";

export interface QueuedScan {
  id: string;
  payload: string;
  /** When it was scanned: the gateway judges the QR's age at this time, not when it arrives. */
  scannedAt: string;
}

export type ScanResult =
  | { id: string; scannedAt: string; kind: "queued" }
  | { id: string; scannedAt: string; kind: "claimed"; redemption: RedemptionFields; already: boolean }
  | { id: string; scannedAt: string; kind: "refused"; messageKey: string; code: number };

function readQueue(): QueuedScan[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CLAIM_QUEUE_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as QueuedScan[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedScan[]) {
  if (queue.length) localStorage.setItem(CLAIM_QUEUE_KEY, JSON.stringify(queue));
  else localStorage.removeItem(CLAIM_QUEUE_KEY);
}

/** No answer came (offline, gateway unreachable): the scan waits rather than fails. */
function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== "undefined" && !navigator.onLine) return true;
  const info = extractErrorInfo(error);
  return info.code === ERRORS.SERVICE_UNAVAILABLE.code && info.httpStatus === undefined;
}

/** How often scans still waiting are tried again while the browser reports a connection. */
const RETRY_MS = 15_000;

let counter = 0;
const scanId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * The administrator's claim scans. Each scan is sent at once with its scan time; with no connection
 * (navigator.onLine false or a network failure) it is queued in localStorage and the queue is sent in
 * scan order when the browser says it is online again, each scan with its own scannedAt.
 */
export function useClaimQueue() {
  const client = useApolloClient();
  const [results, setResults] = useState<ScanResult[]>([]);
  const [pending, setPending] = useState<number>(() => readQueue().length);
  const flushing = useRef(false);

  const record = useCallback((result: ScanResult) => {
    setResults((list) => [result, ...list.filter((r) => r.id !== result.id)].slice(0, 50));
  }, []);

  /** Sends one scan; false when it could not reach the gateway. */
  const send = useCallback(
    async (scan: QueuedScan): Promise<boolean> => {
      try {
        const { data } = await client.mutate({
          mutation: ClaimGiftMutation,
          variables: { payload: scan.payload, scannedAt: scan.scannedAt },
        });
        const redemption = data!.claimGift;
        const claimedAt = redemption.claimedAt ? Date.parse(redemption.claimedAt) : NaN;
        // Claimed well before this scan: an earlier scan (or another device) handed it over.
        const already = Number.isFinite(claimedAt) && claimedAt < Date.parse(scan.scannedAt) - 5_000;
        record({ id: scan.id, scannedAt: scan.scannedAt, kind: "claimed", redemption, already });
        return true;
      } catch (error) {
        if (isNetworkFailure(error)) return false;
        const mapped = mapError(error);
        record({
          id: scan.id,
          scannedAt: scan.scannedAt,
          kind: "refused",
          messageKey: mapped.messageKey,
          code: mapped.code,
        });
        return true;
      }
    },
    [client, record],
  );

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (;;) {
        const queue = readQueue();
        const next = queue[0];
        if (!next || !navigator.onLine) break;
        if (!(await send(next))) break;
        writeQueue(readQueue().filter((s) => s.id !== next.id));
        setPending(readQueue().length);
      }
    } finally {
      flushing.current = false;
    }
  }, [send]);

  const enqueue = useCallback(
    (scan: QueuedScan) => {
      writeQueue([...readQueue(), scan]);
      setPending(readQueue().length);
      record({ id: scan.id, scannedAt: scan.scannedAt, kind: "queued" });
    },
    [record],
  );

  const scan = useCallback(
    async (payload: string) => {
      const item: QueuedScan = { id: scanId(), payload, scannedAt: new Date().toISOString() };
      // Earlier scans still waiting go first: the queue keeps scan order.
      if (!navigator.onLine || readQueue().length > 0) {
        enqueue(item);
        if (navigator.onLine) void flush();
        return;
      }
      if (!(await send(item))) enqueue(item);
    },
    [enqueue, flush, send],
  );

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener("online", online);
    if (navigator.onLine) void flush();
    return () => window.removeEventListener("online", online);
  }, [flush]);

  // The gateway may be out of reach while the browser still says it is online (no "online" event
  // comes then): scans still waiting are tried again every little while.
  useEffect(() => {
    if (pending === 0) return;
    const timer = window.setInterval(() => void flush(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending, flush]);

  return { scan, results, pending, flush };
}
