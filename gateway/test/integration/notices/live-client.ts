import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";

/** What a graphql-ws subscriber received: each notice's fields as the subscription selected them. */
export interface LiveNotice {
  id: string;
  kind: string;
  title: string;
  body: string;
  path: string | null;
}

/**
 * A graphql-ws client for a gateway's /graphql socket that sends a browser's cookie (and Origin when
 * given), collecting every noticeReceived it gets.
 */
export function liveNotices(
  url: string,
  cookie: string | undefined,
  origin?: string,
): { received: LiveNotice[]; errors: unknown[]; ready: Promise<void>; close(): Promise<void> } {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => (connected = resolve));
  const client: Client = createClient({
    url: `${url.replace(/^http/, "ws")}/graphql?lang=en`,
    webSocketImpl: CookieSocket,
    retryAttempts: 0,
    lazy: false,
    on: { connected: () => connected() },
  });
  const received: LiveNotice[] = [];
  const errors: unknown[] = [];
  client.subscribe<{ noticeReceived: LiveNotice }>(
    { query: "subscription { noticeReceived { id kind title body path } }" },
    {
      next: (value) => {
        if (value.data) received.push(value.data.noticeReceived);
        if (value.errors) errors.push(...value.errors);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { received, errors, ready, close: () => client.dispose() as Promise<void> };
}

/** The HTTP status a refused upgrade answered (or "open" when the socket was accepted). */
export function upgradeStatus(url: string, headers: Record<string, string>): Promise<number | "open"> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", { headers });
    ws.on("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on("open", () => {
      resolve("open");
      ws.close();
    });
    ws.on("error", (error) => reject(error));
  });
}

/** Runs one operation over a signed-in socket and returns what came back (data or errors). */
export async function overSocket(url: string, cookie: string, query: string): Promise<unknown> {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  const client = createClient({
    url: `${url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: CookieSocket,
    retryAttempts: 0,
  });
  try {
    return await new Promise((resolve) => {
      client.subscribe({ query }, { next: resolve, error: resolve, complete: () => resolve("complete") });
    });
  } finally {
    await client.dispose();
  }
}
