/**
 * Queue contracts shared by producers (gateway, outbox relay) and consumers (workers).
 * A job is a queue name, a job name and a zod payload. Payloads carry ids, never personal data.
 */
import { z } from "zod";
import { idRule } from "./rules/bounds.js";

/** A row id in a payload: 1–19 digits (BIGINT), so a corrupt job never reaches a query. */
const rowId = idRule;

export const QUEUES = {
  mail: "mail",
  sweeper: "sweeper",
  accounts: "accounts",
  market: "market",
  primary: "primary",
  wallet: "wallet",
  notices: "notices",
  content: "content",
  celebrities: "celebrities",
  stamps: "stamps",
  missions: "missions",
  partners: "partners",
  dashboards: "dashboards",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const JOB_PAYLOADS = {
  mail: {
    /** Deliver one stored mail message. */
    send: z.object({ mailId: rowId }),
  },
  sweeper: {
    /** Periodic catch-up: relays outbox rows and runs every registered sweep task. */
    sweep: z.object({}).strict(),
  },
  accounts: {
    /** Anonymise an account whose 7-day deletion period ended (no-op if it was restored). */
    anonymise: z.object({ userId: rowId }),
  },
  market: {
    /** Settle an auction at its end time (a no-op if it is already settled or was rescheduled). */
    settleAuction: z.object({ listingId: rowId }),
  },
  primary: {
    /** Time out a primary order whose 1-hour hold ended unpaid (a no-op once it is paid or closed). */
    expireOrder: z.object({ orderId: rowId }),
  },
  wallet: {
    /** Poll one network for new blocks and USDT deposits (a repeatable job per enabled network). */
    pollDeposits: z.object({ network: z.enum(["ERC20", "BEP20", "TRC20"]) }),
    /** Send an approved USDT withdrawal on chain (a no-op unless it is still APPROVED). */
    sendUsdtWithdrawal: z.object({ withdrawalId: rowId }),
    /** Send an approved card withdrawal on chain (a no-op unless it is still APPROVED). */
    sendCardWithdrawal: z.object({ withdrawalId: rowId }),
    /** Sweep one network's deposit addresses into the hot wallet or cold address (repeatable, per network). */
    sweepDeposits: z.object({ network: z.enum(["ERC20", "BEP20", "TRC20"]) }),
    /** The daily reserves report: members' USDT liabilities against on-chain balances (repeatable). */
    reservesReport: z.object({}).strict(),
  },
  notices: {
    /** Record one notice for a member (INSERT IGNORE on member, kind and key: once per event). */
    produce: z.object({
      userId: rowId,
      kind: z.string().regex(/^[A-Z_]{3,32}$/),
      key: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
      /** Ids and amounts only (never personal data): what the notice's text and link are made of. */
      params: z.record(z.string().regex(/^[a-zA-Z]{1,32}$/), z.string().max(64)).default({}),
    }),
    /** One e-mail with every notice of a member still waiting to be mailed (per member and time bucket). */
    digest: z.object({ userId: rowId }),
    /** Fan a staff broadcast out to its segment, in batches (a no-op once it is done). */
    broadcast: z.object({ broadcastId: rowId }),
  },
  content: {
    /** Publish a scheduled content item at its time (a no-op unless still SCHEDULED and due). */
    publishScheduled: z.object({ itemId: rowId }),
  },
  celebrities: {
    /** Store the final standings of the period that ended at this GMT+8 boundary (INSERT IGNORE: once). */
    closePeriods: z.object({}).strict(),
    /** Rebuild the board's Redis sorted sets from the likes in MySQL (after a Redis loss). */
    rebuildBoard: z.object({}).strict(),
  },
  stamps: {
    /** A member did something a stamp may count (outbox, from another domain): award matching stamps once. */
    recordAction: z.object({
      userId: rowId,
      action: z.enum(["PURCHASE", "QUIZ", "REDEEM"]),
      refId: rowId,
      at: z.string().datetime(),
    }),
    /** Draw the winners of a campaign that ended (a no-op before its end and once drawn). */
    drawWinners: z.object({ campaignId: rowId }),
  },
  missions: {
    /** Advance the member's missions whose rule listens to this event (once per event key). */
    advance: z.object({
      userId: rowId,
      event: z.string().regex(/^[a-z][a-z-]{1,31}$/),
      key: z.string().regex(/^[A-Za-z0-9_.:-]{1,120}$/),
      seriesId: rowId.optional(),
    }),
    /** Reset the periodic missions of the GMT+8 period that just began (once per period key). */
    resetPeriodic: z.object({ period: z.enum(["DAILY", "WEEKLY"]) }),
  },
  partners: {
    /** Deliver one partner webhook event (retried with exponential backoff; receivers dedupe by event id). */
    deliverWebhook: z.object({ eventId: rowId }),
  },
  dashboards: {
    /** Recompute the dashboards' summary days (yesterday and today; the first run backfills). Idempotent. */
    rollup: z.object({}).strict(),
  },
} as const satisfies Record<QueueName, Record<string, z.ZodType>>;

export type JobName<Q extends QueueName> = keyof (typeof JOB_PAYLOADS)[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = z.infer<(typeof JOB_PAYLOADS)[Q][N]>;

/** Parses a payload against its contract; throws a ZodError on a malformed job. */
export function parseJobPayload<Q extends QueueName, N extends JobName<Q>>(
  queue: Q,
  name: N,
  data: unknown,
): JobPayload<Q, N> {
  const schema = (JOB_PAYLOADS[queue] as Record<string, z.ZodType>)[name];
  if (!schema) throw new Error(`unknown job ${queue}/${name}`);
  return schema.parse(data) as JobPayload<Q, N>;
}
