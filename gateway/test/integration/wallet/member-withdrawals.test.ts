import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDevChain, type DevChain } from "../../../dev/chain/dev-chain.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, giveUnits, unitsOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { creditJpoint } from "../primary/primary-fixtures.js";
import {
  balanceOf,
  createWalletCard,
  externalAddress,
  setKyc,
  stepUpCode,
  uniqueKey,
  withdrawalCode,
} from "./wallet-fixtures.js";

/*
 * Members read their own USDT and card withdrawals by id and cancel one still under review: what the
 * request froze comes back through the ledger (the rejection's entries), a cancel racing a staff
 * approval has exactly one winner, and cancelled ones never show as pending in the staff queues.
 */

let chain: DevChain;
let t: TestGateway;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;

const USDT_FIELDS = `id network address amount fee expectedAmount status txHash createdAt reviewedAt sentAt
  cancelledAt member { id }`;
const CARD_FIELDS = `id cardId units chain address feeCurrency fee status txHash createdAt reviewedAt sentAt
  cancelledAt member { id }`;

interface Withdrawal {
  id: string;
  status: string;
  cancelledAt: string | null;
  member: { id: string } | null;
  [field: string]: unknown;
}

/** The two kinds under one set of operations, so every rule is checked on both. */
const KINDS = {
  usdt: {
    one: `query($id: ID!) { myUsdtWithdrawal(id: $id) { ${USDT_FIELDS} } }`,
    cancel: `mutation($id: ID!) { cancelUsdtWithdrawal(id: $id) { ${USDT_FIELDS} } }`,
    approve: `mutation($id: ID!) { approveUsdtWithdrawal(id: $id) { id status } }`,
    reject: `mutation($id: ID!, $r: String!) { rejectUsdtWithdrawal(id: $id, reason: $r) { id status } }`,
    queue: `query($s: WithdrawalStatus) { usdtWithdrawalQueue(status: $s) { items { id status } } }`,
    oneKey: "myUsdtWithdrawal",
    cancelKey: "cancelUsdtWithdrawal",
    queueKey: "usdtWithdrawalQueue",
    table: "usdt_withdrawal",
  },
  card: {
    one: `query($id: ID!) { myCardWithdrawal(id: $id) { ${CARD_FIELDS} } }`,
    cancel: `mutation($id: ID!) { cancelCardWithdrawal(id: $id) { ${CARD_FIELDS} } }`,
    approve: `mutation($id: ID!) { approveCardWithdrawal(id: $id) { id status } }`,
    reject: `mutation($id: ID!, $r: String!) { rejectCardWithdrawal(id: $id, reason: $r) { id status } }`,
    queue: `query($s: WithdrawalStatus) { cardWithdrawalQueue(status: $s) { items { id status } } }`,
    oneKey: "myCardWithdrawal",
    cancelKey: "cancelCardWithdrawal",
    queueKey: "cardWithdrawalQueue",
    table: "card_withdrawal",
  },
} as const;
type Kind = keyof typeof KINDS;

/** A KYC-approved member with 100 USDT, 500 Jpoint and 4 units of a fresh card on the dev chain. */
async function member() {
  const user = await createMarketUser(t, { usdt: "100" });
  await setKyc(db(), user.id, "APPROVED");
  await creditJpoint(db(), user.id, 500);
  const { cardId } = await createWalletCard(db(), { tokenAddress: chain.cardsAddress, totalIssued: 10 });
  await giveUnits(db(), cardId, user.id, 4);
  return { user, cardId };
}

/** A withdrawal under review: 10 USDT (+2 fee) to ERC20, or 3 units with a 5 USDT fee. */
async function requested(kind: Kind, user: MarketUser, cardId: string): Promise<Withdrawal> {
  const res =
    kind === "usdt"
      ? await user.client.gql<Record<string, Withdrawal>>(
          `mutation($i: RequestUsdtWithdrawalInput!) { requestUsdtWithdrawal(input: $i) { id status } }`,
          {
            i: {
              network: "ERC20",
              address: externalAddress(),
              amount: "10",
              emailCode: await withdrawalCode(t, user),
              idempotencyKey: uniqueKey(),
            },
          },
        )
      : await user.client.gql<Record<string, Withdrawal>>(
          `mutation($i: RequestCardWithdrawalInput!) { requestCardWithdrawal(input: $i) { id status } }`,
          {
            i: {
              cardId,
              units: 3,
              address: externalAddress(),
              feeCurrency: "USDT",
              idempotencyKey: uniqueKey(),
              code: await stepUpCode(t, user, "CARD_WITHDRAWAL"),
            },
          },
        );
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return Object.values(res.body.data!)[0]!;
}

/** What a withdrawal holds of the member: USDT, the card's units, the ledger rows and the row itself. */
async function holdings(kind: Kind, user: MarketUser, cardId: string, id: string) {
  const [ledger] = (await db().query(
    `SELECT COUNT(*) AS n FROM ledger_transaction WHERE reference_type = ? AND reference_id = ?`,
    [KINDS[kind].table, id],
  )) as { n: string }[];
  const [row] = (await db().query(
    `SELECT status, cancelled_at, reviewed_by, failure_reason FROM ${KINDS[kind].table} WHERE id = ?`,
    [id],
  )) as Record<string, unknown>[];
  return {
    usdt: await balanceOf(db(), user.id, "USDT"),
    units: await unitsOf(db(), cardId, user.id),
    ledgerRows: Number(ledger!.n),
    row,
  };
}

const read = (kind: Kind, user: MarketUser, id: unknown) =>
  user.client.gql<Record<string, Withdrawal>>(KINDS[kind].one, { id });
const cancel = (kind: Kind, user: MarketUser, id: unknown) =>
  user.client.gql<Record<string, Withdrawal>>(KINDS[kind].cancel, { id });

beforeAll(async () => {
  chain = await startDevChain();
  t = await startTestGateway({
    ETH_RPC_URL: chain.rpcUrl,
    ETH_USDT_CONTRACT: chain.usdtAddress,
    ETH_CONFIRMATIONS: "1",
    ETH_WITHDRAWAL_FEE_USDT: "2",
    CARD_WITHDRAWAL_FEE_JPOINT: "150",
    CARD_WITHDRAWAL_FEE_USDT: "5",
  });
  await seedDemo(db());
  staff = await createMarketUser(t, { role: "staff" });
}, 90_000);
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t?.close();
  await chain?.stop();
});

describe.each(["usdt", "card"] as const)("%s withdrawals of their member", (kind) => {
  const K = KINDS[kind];

  it("by id: the member's own; someone else's and unknown ids answer the same 404; malformed ids 400 (field id); visitors 1010", async () => {
    const { user, cardId } = await member();
    const other = await member();
    const w = await requested(kind, user, cardId);

    const mine = await read(kind, user, w.id);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data![K.oneKey]).toMatchObject({
      id: w.id,
      status: "REVIEW",
      cancelledAt: null,
      member: null,
    });
    if (kind === "usdt") {
      expect(mine.body.data![K.oneKey]).toMatchObject({ amount: "10", fee: "2", expectedAmount: "10" });
    } else {
      expect(mine.body.data![K.oneKey]).toMatchObject({ cardId, units: 3, fee: "5", feeCurrency: "USDT" });
    }

    const theirs = await read(kind, other.user, w.id);
    const unknown = await read(kind, other.user, "999999999999");
    expect(errorCodeOf(theirs)).toBe(404);
    expect(errorCodeOf(unknown)).toBe(404);
    // No enumeration: the two answers are the same, message and all.
    expect(theirs.body).toEqual(unknown.body);

    for (const bad of ["", "abc", "0", "12x", "1".repeat(21)]) {
      const res = await read(kind, user, bad);
      expect(errorCodeOf(res), bad).toBe(400);
      expect(res.body.errors![0]!.extensions!.data).toMatchObject({ field: "id", reason: "validation.id" });
      expect(errorCodeOf(await cancel(kind, user, bad)), bad).toBe(400);
    }

    const visitor = new SessionClient(t);
    expect(errorCodeOf(await visitor.gql(K.one, { id: w.id }))).toBe(1010);
    expect(errorCodeOf(await visitor.gql(K.cancel, { id: w.id }))).toBe(1010);
    await cancel(kind, user, w.id);
  });

  it("cancel under review gives back what was frozen through the ledger; again answers it unchanged and writes nothing", async () => {
    const { user, cardId } = await member();
    const w = await requested(kind, user, cardId);
    const frozen = await holdings(kind, user, cardId, w.id);
    expect(frozen.usdt).toEqual(
      kind === "usdt" ? { available: "88", frozen: "12" } : { available: "95", frozen: "5" },
    );
    if (kind === "card") expect(frozen.units).toEqual({ amount: 1, listed: 0 });

    const res = await cancel(kind, user, w.id);
    expect(res.body.errors).toBeUndefined();
    const cancelled = res.body.data![K.cancelKey]!;
    expect(cancelled).toMatchObject({ id: w.id, status: "CANCELLED" });
    expect(cancelled.cancelledAt).not.toBeNull();

    const after = await holdings(kind, user, cardId, w.id);
    expect(after.usdt).toEqual({ available: "100", frozen: "0" });
    expect(after.units).toEqual({ amount: 4, listed: 0 });
    // One more balanced, append-only ledger transaction (the unfreeze); no staff member is recorded.
    expect(after.ledgerRows).toBe(frozen.ledgerRows + 1);
    expect(after.row).toMatchObject({ status: "CANCELLED", reviewed_by: null, failure_reason: null });
    const [audit] = (await db().query(
      `SELECT COUNT(*) AS n FROM staff_audit_log WHERE target_type = ? AND target_id = ?`,
      [K.table, w.id],
    )) as { n: string }[];
    expect(Number(audit!.n)).toBe(0);

    const again = await cancel(kind, user, w.id);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data![K.cancelKey]).toEqual(cancelled);
    expect(await holdings(kind, user, cardId, w.id)).toEqual(after);

    // Someone else's cancel is the unknown answer, and changes nothing.
    const other = await member();
    const w2 = await requested(kind, user, cardId);
    const before = await holdings(kind, user, cardId, w2.id);
    expect(errorCodeOf(await cancel(kind, other.user, w2.id))).toBe(404);
    expect(await holdings(kind, user, cardId, w2.id)).toEqual(before);
    await cancel(kind, user, w2.id);
  });

  it("staff queues never list a cancelled one as pending; the CANCELLED filter finds it", async () => {
    const { user, cardId } = await member();
    const w = await requested(kind, user, cardId);
    await cancel(kind, user, w.id);
    const queue = async (s?: string) => {
      const res = await staff.client.gql<Record<string, { items: { id: string; status: string }[] }>>(
        K.queue,
        s ? { s } : {},
      );
      if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
      return res.body.data![K.queueKey]!.items;
    };
    expect((await queue()).map((i) => i.id)).not.toContain(w.id);
    expect(await queue("CANCELLED")).toContainEqual({ id: w.id, status: "CANCELLED" });
    // Staff cannot approve or reject it any more (400), and nothing moves.
    const before = await holdings(kind, user, cardId, w.id);
    expect(errorCodeOf(await staff.client.gql(K.approve, { id: w.id }))).toBe(400);
    expect(errorCodeOf(await staff.client.gql(K.reject, { id: w.id, r: "late" }))).toBe(400);
    expect(await holdings(kind, user, cardId, w.id)).toEqual(before);
  });

  it("2033 once approved or rejected, with its state; nothing moves", async () => {
    const { user, cardId } = await member();
    const approved = await requested(kind, user, cardId);
    expect((await staff.client.gql(K.approve, { id: approved.id })).body.errors).toBeUndefined();
    const before = await holdings(kind, user, cardId, approved.id);
    const res = await cancel(kind, user, approved.id);
    expect(errorCodeOf(res)).toBe(2033);
    expect(res.body.errors![0]!.extensions!.data).toMatchObject({ status: "APPROVED" });
    expect(await holdings(kind, user, cardId, approved.id)).toEqual(before);
    // Rejecting it (APPROVED → FAILED) frees the member's slot for the next request.
    await staff.client.gql(K.reject, { id: approved.id, r: "cleanup" });

    const rejected = await requested(kind, user, cardId);
    await staff.client.gql(K.reject, { id: rejected.id, r: "wrong address" });
    const failed = await cancel(kind, user, rejected.id);
    expect(errorCodeOf(failed)).toBe(2033);
    expect(failed.body.errors![0]!.extensions!.data).toMatchObject({ status: "FAILED" });
  });

  it("a cancel racing a staff approval: exactly one wins, and the books agree with the winner", async () => {
    for (let round = 0; round < 3; round++) {
      const { user, cardId } = await member();
      const w = await requested(kind, user, cardId);
      const [cancelled, approved] = await Promise.all([
        cancel(kind, user, w.id),
        staff.client.gql<Record<string, { status: string }>>(K.approve, { id: w.id }),
      ]);
      const cancelWon = cancelled.body.errors === undefined;
      const approveWon = Object.values(approved.body.data ?? {})[0]?.status === "APPROVED";
      expect(
        cancelWon !== approveWon,
        JSON.stringify({ cancelled: cancelled.body, approved: approved.body }),
      ).toBe(true);
      const after = await holdings(kind, user, cardId, w.id);
      if (cancelWon) {
        expect(after.row).toMatchObject({ status: "CANCELLED" });
        expect(errorCodeOf(approved)).toBe(400);
        expect(after.usdt).toEqual({ available: "100", frozen: "0" });
      } else {
        expect(after.row).toMatchObject({ status: "APPROVED" });
        expect(errorCodeOf(cancelled)).toBe(2033);
        expect(after.usdt.frozen).not.toBe("0");
        await staff.client.gql(K.reject, { id: w.id, r: "cleanup" });
      }
    }
  });
});

describe("after a cancelled USDT withdrawal", () => {
  it("the member may ask for a new one at once (the open slot is free)", async () => {
    const { user, cardId } = await member();
    const first = await requested("usdt", user, cardId);
    await cancel("usdt", user, first.id);
    const second = await requested("usdt", user, cardId);
    expect(second.status).toBe("REVIEW");
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "88", frozen: "12" });
    await cancel("usdt", user, second.id);
  });
});
