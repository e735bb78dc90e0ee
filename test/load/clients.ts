/**
 * The load generator of R2, a process of its own: LOAD_CLIENTS virtual collectors, each a loop of
 * think (200–1,200 ms) then one thing collectors do — browse the order book, open a card, bid on one
 * of the hot auctions (read it, bid its minimum next bid), buy from the nearly sold-out package, or
 * double-click a USDT withdrawal (the same request, key and authenticator code sent twice at once).
 * Reads the world from the file named by argv[2]; prints one JSON line of figures per operation.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { Money } from "@vitrine/schema";
import { codeAt, stepAt } from "../../gateway/src/domains/accounts/services/totp.js";
import {
  BUY_PRODUCT,
  CARD,
  LISTING,
  ORDER_BOOK,
  ORDER_BOOK_SORTS,
  PLACE_BID,
  REQUEST_USDT_WITHDRAWAL,
} from "./operations.js";
import type { LoadWorld } from "./seed.js";

interface Input {
  baseUrl: string;
  seconds: number;
  world: LoadWorld;
}

export interface OpFigures {
  count: number;
  status: Record<string, number>;
  errors: Record<string, number>;
  latencies: number[];
  /** One message per error code, to tell refusals apart in the report. */
  samples: Record<string, string>;
}

const input = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as Input;
const { world } = input;
const figures: Record<string, OpFigures> = {};
/** Double-clicked withdrawals whose two answers named different withdrawals (must stay 0). */
let doubleClickSplit = 0;
let doubleClickBoth = 0;

/** The authenticator step each collector last used for a withdrawal. */
const usedStep = new Map<string, number>();
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

async function gql(
  op: string,
  client: LoadWorld["clients"][number],
  query: string,
  variables: Record<string, unknown>,
): Promise<{
  data?: Record<string, Record<string, unknown>>;
  errors?: { message?: string; extensions?: { code?: string; data?: unknown } }[];
}> {
  const f = (figures[op] ??= { count: 0, status: {}, errors: {}, latencies: [], samples: {} });
  const started = performance.now();
  let status = "network";
  let body: {
    data?: Record<string, Record<string, unknown>>;
    errors?: { message?: string; extensions?: { code?: string; data?: unknown } }[];
  } = {};
  try {
    const res = await fetch(`${input.baseUrl}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/graphql-response+json,application/json;q=0.9",
        "apollo-require-preflight": "true",
        "x-forwarded-for": client.ip,
        token: client.token!,
      },
      body: JSON.stringify({ query, variables }),
    });
    status = String(res.status);
    body = (await res.json()) as typeof body;
  } catch {
    body = {};
  }
  f.latencies.push(performance.now() - started);
  f.count++;
  f.status[status] = (f.status[status] ?? 0) + 1;
  for (const e of body.errors ?? []) {
    const code = e.extensions?.code ?? "UNKNOWN";
    f.errors[code] = (f.errors[code] ?? 0) + 1;
    f.samples[code] ??= `${e.message ?? ""} ${JSON.stringify(e.extensions?.data ?? {})}`.slice(0, 200);
  }
  return body;
}

type Client = LoadWorld["clients"][number];

const actions: [number, (c: Client) => Promise<void>][] = [
  [
    35,
    async (c) => {
      await gql("orderBook", c, ORDER_BOOK, {
        filter: { sort: pick(ORDER_BOOK_SORTS), page: 1 + Math.floor(Math.random() * 3) },
      });
    },
  ],
  [25, async (c) => void (await gql("card", c, CARD, { id: pick(world.cardIds) }))],
  [
    20,
    async (c) => {
      const listingId = pick(world.auctionIds);
      const read = await gql("listing", c, LISTING, { id: listingId });
      const listing = read.data?.listing;
      if (!listing || listing.state !== "SELLING" || listing.isMine) return;
      await gql("placeBid", c, PLACE_BID, {
        // A bid must exceed the minimum: 1 to 5 USDT above it, as people round up.
        i: {
          listingId,
          amount: Money.ofMinor(
            "USDT",
            Money.parse("USDT", String(listing.minimumNextBid)).minor +
              BigInt(1 + Math.floor(Math.random() * 5)) * 1_000_000n,
          ).toDecimal(),
          idempotencyKey: randomUUID(),
        },
      });
    },
  ],
  [
    10,
    async (c) =>
      void (await gql("buyPackage", c, BUY_PRODUCT, {
        i: { productId: world.packageId, quantity: 1, payWith: "JPOINT", idempotencyKey: randomUUID() },
      })),
  ],
  [
    10,
    async (c) => {
      const i = {
        network: "ERC20",
        address: `0x${randomUUID().replace(/-/g, "")}${randomUUID().replace(/-/g, "").slice(0, 8)}`,
        amount: "15",
        emailCode: codeAt(c.totpSecret!, Date.now()),
        idempotencyKey: randomUUID(),
      };
      // A person waits for the next authenticator code rather than typing the used one again.
      const step = stepAt(Date.now());
      if (usedStep.get(c.id) === step) return;
      usedStep.set(c.id, step);
      const [a, b] = await Promise.all([
        gql("withdraw (double click)", c, REQUEST_USDT_WITHDRAWAL, { i }),
        gql("withdraw (double click)", c, REQUEST_USDT_WITHDRAWAL, { i }),
      ]);
      // The racing twin answers the same withdrawal, or 622 WITHDRAWAL_ALREADY_REQUESTED naming it.
      const idOf = (r: typeof a) =>
        r.data?.requestUsdtWithdrawal?.id ??
        (r.errors?.[0]?.extensions?.data as { withdrawalId?: string } | undefined)?.withdrawalId;
      const idA = idOf(a);
      const idB = idOf(b);
      if (idA && idB) {
        doubleClickBoth++;
        if (idA !== idB) doubleClickSplit++;
      }
    },
  ],
];
const totalWeight = actions.reduce((s, [w]) => s + w, 0);

function choose(): (c: Client) => Promise<void> {
  let r = Math.random() * totalWeight;
  for (const [w, act] of actions) {
    r -= w;
    if (r < 0) return act;
  }
  return actions[0]![1];
}

const endAt = Date.now() + input.seconds * 1000;
await Promise.all(
  world.clients.map(async (client) => {
    while (Date.now() < endAt) {
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 1000));
      if (Date.now() >= endAt) break;
      await choose()(client);
    }
  }),
);
process.stdout.write(`${JSON.stringify({ figures, doubleClickSplit, doubleClickBoth })}\n`);
