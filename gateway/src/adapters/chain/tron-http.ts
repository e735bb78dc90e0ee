/** A POST to a TRON full node's HTTP API (base URL without trailing slash); 20 s per request. */
export async function tronCall<T>(base: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`TRON ${path} answered HTTP ${response.status}`);
  return (await response.json()) as T;
}

export interface TronLog {
  address?: string;
  topics?: string[];
  data?: string;
}

export interface TronTransactionInfo {
  id?: string;
  blockNumber?: number;
  result?: string;
  resMessage?: string;
  receipt?: { result?: string };
  log?: TronLog[];
}

/** True when a mined transaction's info says it failed (reverted, out of energy…). */
export function tronInfoFailed(info: TronTransactionInfo): boolean {
  return info.result === "FAILED" || Boolean(info.receipt?.result && info.receipt.result !== "SUCCESS");
}

/** TRON error messages come hex-encoded. */
export function decodeTronMessage(message: string | undefined): string {
  if (!message) return "";
  return /^[0-9a-f]+$/i.test(message) && message.length % 2 === 0
    ? Buffer.from(message, "hex").toString("utf8")
    : message;
}
