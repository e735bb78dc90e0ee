import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startDevChain, type DevChain } from "../../../dev/chain/dev-chain.js";
import { mintUnits, reserveListedUnits } from "../../../src/domains/holdings/services/holdings.service.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { sendCardWithdrawal } from "../../../src/domains/wallet/card-withdrawals/services/send-card-withdrawal.service.js";
import { withHotWallet } from "../../helpers/hot-wallet.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, giveUnits, unitsOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { creditJpoint } from "../primary/primary-fixtures.js";
import {
  balanceOf,
  countRows,
  createWalletCard,
  externalAddress,
  setKyc,
  stepUpCode,
  systemMinor,
  uniqueKey,
} from "./wallet-fixtures.js";

let chain: DevChain;
let t: TestGateway;
let staff: MarketUser;
const db = () => t.gateway.deps.dataSource;

const FIELDS = `id cardId cardName cardImage units chain address feeCurrency fee status txHash failureReason createdAt
  sentAt member { id email }`;
const REQUEST = `mutation($i: RequestCardWithdrawalInput!) { requestCardWithdrawal(input: $i) { ${FIELDS} } }`;
const APPROVE = `mutation($id: ID!) { approveCardWithdrawal(id: $id) { ${FIELDS} } }`;
const REJECT = `mutation($id: ID!, $r: String!) { rejectCardWithdrawal(id: $id, reason: $r) { ${FIELDS} } }`;
const QUEUE = `query { cardWithdrawalQueue { total items { ${FIELDS} } } }`;
const MINE = `query { myCardWithdrawals { total items { ${FIELDS} } } }`;

interface CardWithdrawal {
  id: string;
  cardId: string;
  units: number;
  chain: string;
  address: string;
  feeCurrency: string;
  fee: string;
  status: string;
  txHash: string | null;
  failureReason: string | null;
  member: { id: string } | null;
}

/**
 * A member with Jpoint and USDT and `units` of a fresh card that lives on the dev chain's contract;
 * KYC approved unless `kyc` says otherwise (null: never submitted).
 */
async function holder(
  units = 5,
  options: {
    jpoint?: number;
    usdt?: string;
    withdrawable?: boolean;
    chainCode?: string;
    kyc?: "APPROVED" | "REVIEW" | "FAILED" | null;
  } = {},
) {
  const user = await createMarketUser(t, { usdt: options.usdt ?? "20" });
  const kyc = options.kyc === undefined ? "APPROVED" : options.kyc;
  if (kyc) await setKyc(db(), user.id, kyc);
  if ((options.jpoint ?? 500) > 0) await creditJpoint(db(), user.id, options.jpoint ?? 500);
  const card = await createWalletCard(db(), {
    tokenAddress: chain.cardsAddress,
    totalIssued: 10,
    withdrawable: options.withdrawable,
    chainCode: options.chainCode,
  });
  if (units > 0) await giveUnits(db(), card.cardId, user.id, units);
  return { user, ...card };
}

function input(cardId: string, overrides: Record<string, unknown> = {}) {
  return {
    cardId,
    units: 1,
    address: externalAddress(),
    feeCurrency: "JPOINT",
    idempotencyKey: uniqueKey(),
    ...overrides,
  };
}

async function request(user: MarketUser, i: Record<string, unknown>) {
  return user.client.gql<{ requestCardWithdrawal: CardWithdrawal }>(REQUEST, { i });
}

/** A fresh CARD_WITHDRAWAL code for the member. */
const code = (user: MarketUser) => stepUpCode(t, user, "CARD_WITHDRAWAL");

/** Requests with a fresh code unless `i` brings its own; throws on any refusal. */
async function requested(user: MarketUser, i: Record<string, unknown>): Promise<CardWithdrawal> {
  const res = await request(user, "code" in i ? i : { ...i, code: await code(user) });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.requestCardWithdrawal;
}

async function staffDo<K extends string>(query: string, variables: Record<string, unknown>, key: K) {
  const res = await staff.client.gql<Record<K, CardWithdrawal>>(query, variables);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data![key];
}

/** Everything a refusal must leave alone: balances, the holding and the rows. */
async function snapshot(user: MarketUser, cardId: string) {
  return {
    jpoint: await balanceOf(db(), user.id, "JPOINT"),
    usdt: await balanceOf(db(), user.id, "USDT"),
    units: await unitsOf(db(), cardId, user.id),
    rows: await countRows(db(), "card_withdrawal", "user_id", user.id),
  };
}

async function expectRefused(
  user: MarketUser,
  i: { cardId: string } & Record<string, unknown>,
  code: number,
) {
  const before = await snapshot(user, i.cardId);
  expect(errorCodeOf(await request(user, i))).toBe(code);
  expect(await snapshot(user, i.cardId)).toEqual(before);
}

async function rowOf(id: string) {
  const [row] = (await db().query(
    `SELECT status, tx_hash, failure_reason FROM card_withdrawal WHERE id = ?`,
    [id],
  )) as { status: string; tx_hash: string | null; failure_reason: string | null }[];
  return row!;
}

beforeAll(async () => {
  chain = await startDevChain();
  t = await startTestGateway({
    ETH_RPC_URL: chain.rpcUrl,
    ETH_USDT_CONTRACT: chain.usdtAddress,
    ETH_CONFIRMATIONS: "1",
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

describe("cardWithdrawalFees", () => {
  it("answers the configured fees publicly", async () => {
    const res = await t.gql<{ cardWithdrawalFees: { jpoint: string; usdt: string } }>(
      `query { cardWithdrawalFees { jpoint usdt } }`,
    );
    expect(res.body.data!.cardWithdrawalFees).toEqual({ jpoint: "150", usdt: "5" });
  });
});

describe("requestCardWithdrawal refusals change nothing", () => {
  it("1022 for a card the member does not hold", async () => {
    const { cardId } = await holder(0);
    const other = await createMarketUser(t, { usdt: "20" });
    await setKyc(db(), other.id, "APPROVED");
    await expectRefused(other, input(cardId), 1022);
  });

  it("1037 for a card that may not be withdrawn", async () => {
    const { user, cardId } = await holder(3, { withdrawable: false });
    await expectRefused(user, input(cardId), 1037);
  });

  it("621 when the units are on an open listing, 1024 when fewer are held than asked", async () => {
    const { user, cardId } = await holder(3);
    await withTransaction(db(), (em) => reserveListedUnits(em, cardId, user.id, 2));
    await expectRefused(user, input(cardId, { units: 2 }), 621);
    await expectRefused(user, input(cardId, { units: 4 }), 1024);
  });

  it("2036 for an address that is not a 42-character EVM address", async () => {
    const { user, cardId } = await holder(3);
    for (const address of [
      "0x1234",
      "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      `${externalAddress()}ab`,
      "0xAbCdEf0000000000000000000000000000000000",
    ]) {
      await expectRefused(user, input(cardId, { address }), 2036);
    }
  });

  it("2038 when the card's chain is not configured", async () => {
    const { user, cardId } = await holder(3, { chainCode: "POLYGON" });
    await expectRefused(user, input(cardId), 2038);
  });

  it("1013 short of the Jpoint fee, 1023 short of the USDT fee, 400 for bad input", async () => {
    const { user, cardId } = await holder(3, { jpoint: 149, usdt: "4.999999" });
    await expectRefused(user, input(cardId, { feeCurrency: "JPOINT", code: await code(user) }), 1013);
    await expectRefused(user, input(cardId, { feeCurrency: "USDT", code: await code(user) }), 1023);
    await expectRefused(user, input(cardId, { units: 0 }), 400);
  });
});

describe("requestCardWithdrawal: KYC gate and step-up code", () => {
  it("KYC gate: 2011 never submitted or failed, 1033 under review — nothing taken or frozen; approved with a code: created", async () => {
    for (const [kyc, refusal] of [
      [null, 2011],
      ["FAILED", 2011],
      ["REVIEW", 1033],
    ] as const) {
      const { user, cardId } = await holder(3, { kyc });
      await expectRefused(user, input(cardId, { code: await code(user) }), refusal);
    }
    const { user, cardId } = await holder(3);
    const w = await requested(user, input(cardId));
    expect(w.status).toBe("REVIEW");
    expect(await unitsOf(db(), cardId, user.id)).toEqual({ amount: 2, listed: 0 });
  });

  it("1007 without a code, with a wrong one or one mailed for another purpose; 1003 once used; nothing moves", async () => {
    const { user, cardId } = await holder(3);
    await expectRefused(user, input(cardId), 1007);
    const mine = await code(user);
    await expectRefused(user, input(cardId, { code: mine === "000000" ? "111111" : "000000" }), 1007);
    for (const purpose of ["USDT_WITHDRAWAL", "GIFT"] as const) {
      const other = await stepUpCode(t, user, purpose);
      if (other !== mine) await expectRefused(user, input(cardId, { code: other }), 1007);
    }
    const w = await requested(user, input(cardId, { code: mine }));
    expect(w.units).toBe(1);
    await expectRefused(user, input(cardId, { code: mine }), 1003);
  });
});

describe("request, reject and send", () => {
  it("takes the units out of the holding and freezes the fee; the same key answers the same request (2016 with other parameters); mintUnits counts the units", async () => {
    const { user, cardId } = await holder(10);
    const i = input(cardId, { units: 2, feeCurrency: "JPOINT" });
    const w = await requested(user, i);
    expect(w).toMatchObject({
      cardId,
      units: 2,
      chain: "ETH",
      feeCurrency: "JPOINT",
      fee: "150",
      status: "REVIEW",
    });
    expect(await unitsOf(db(), cardId, user.id)).toEqual({ amount: 8, listed: 0 });
    expect(await balanceOf(db(), user.id, "JPOINT")).toEqual({ available: "350", frozen: "150" });

    const replay = await requested(user, i);
    expect(replay.id).toBe(w.id);
    expect(await unitsOf(db(), cardId, user.id)).toEqual({ amount: 8, listed: 0 });
    expect(await balanceOf(db(), user.id, "JPOINT")).toEqual({ available: "350", frozen: "150" });
    // The same key with other units, address or fee currency: 2016, nothing moves.
    await expectRefused(user, { ...i, units: 3 }, 2016);
    await expectRefused(user, { ...i, address: externalAddress() }, 2016);
    await expectRefused(user, { ...i, feeCurrency: "USDT" }, 2016);

    // All 10 issued units exist (8 held, 2 withdrawing): nothing more can be minted.
    await expect(withTransaction(db(), (em) => mintUnits(em, cardId, user.id, 1))).rejects.toMatchObject({
      errorName: "INSUFFICIENT_QUANTITY",
    });

    const mine = await user.client.gql<{ myCardWithdrawals: { total: number; items: CardWithdrawal[] } }>(
      MINE,
    );
    expect(mine.body.data!.myCardWithdrawals.items[0]).toMatchObject({ id: w.id, member: null });
    const queue = await staff.client.gql<{ cardWithdrawalQueue: { items: CardWithdrawal[] } }>(QUEUE);
    expect(queue.body.data!.cardWithdrawalQueue.items.find((x) => x.id === w.id)?.member).toMatchObject({
      id: String(user.id),
    });
    expect(errorCodeOf(await user.client.gql(QUEUE))).toBe(2017);

    await staffDo(REJECT, { id: w.id, r: "cleanup" }, "rejectCardWithdrawal");
  });

  it("reject returns the units and unfreezes the fee", async () => {
    const { user, cardId } = await holder(4, { usdt: "20" });
    const w = await requested(user, input(cardId, { units: 3, feeCurrency: "USDT" }));
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "15", frozen: "5" });
    expect(await unitsOf(db(), cardId, user.id)).toEqual({ amount: 1, listed: 0 });
    const rejected = await staffDo(
      REJECT,
      { id: w.id, r: "Card is part of an ongoing event" },
      "rejectCardWithdrawal",
    );
    expect(rejected).toMatchObject({ status: "FAILED", failureReason: "Card is part of an ongoing event" });
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "20", frozen: "0" });
    expect(await unitsOf(db(), cardId, user.id)).toEqual({ amount: 4, listed: 0 });
    expect(errorCodeOf(await staff.client.gql(APPROVE, { id: w.id }))).toBe(400);
  });

  it("approve + send moves the ERC-1155 units on chain, the fee to fees; a second delivery sends nothing", async () => {
    const { user, cardId, tokenId } = await holder(5);
    await chain.mintCards(chain.deployer, tokenId, 5n);
    const address = externalAddress();
    const w = await requested(user, input(cardId, { units: 3, address, feeCurrency: "JPOINT" }));
    const feesBefore = await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "JPOINT");
    const approved = await staffDo(APPROVE, { id: w.id }, "approveCardWithdrawal");
    expect(approved.status).toBe("APPROVED");
    const [job] = (await db().query(`SELECT queue, name FROM outbox_message WHERE job_id = ?`, [
      `send-card-withdrawal-${w.id}`,
    ])) as { queue: string; name: string }[];
    expect(job).toEqual({ queue: "wallet", name: "sendCardWithdrawal" });

    expect(await sendCardWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("sent");
    expect(await chain.cardBalanceOf(address, tokenId)).toBe(3n);
    expect(await chain.cardBalanceOf(chain.deployer, tokenId)).toBe(2n);
    const row = await rowOf(w.id);
    expect(row.status).toBe("SENT");
    expect(row.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balanceOf(db(), user.id, "JPOINT")).toEqual({ available: "350", frozen: "0" });
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "JPOINT")) - feesBefore).toBe(150n);
    expect(await unitsOf(db(), cardId, user.id)).toEqual({ amount: 2, listed: 0 });

    expect(await sendCardWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("skipped");
    expect(await chain.cardBalanceOf(address, tokenId)).toBe(3n);
    expect((await systemMinor(db(), SYSTEM_ACCOUNTS.FEES, "JPOINT")) - feesBefore).toBe(150n);
    // Sent units still exist: the card's issue stays full.
    await expect(withTransaction(db(), (em) => mintUnits(em, cardId, user.id, 6))).rejects.toMatchObject({
      errorName: "INSUFFICIENT_QUANTITY",
    });
    expect(errorCodeOf(await staff.client.gql(REJECT, { id: w.id, r: "late" }))).toBe(400);
  }, 30_000);

  it("a transfer that reverts (the hot wallet lacks the token) fails it: units back, fee unfrozen", async () => {
    const { user, cardId, tokenId } = await holder(2, { usdt: "10" });
    const address = externalAddress();
    const w = await requested(user, input(cardId, { units: 2, address, feeCurrency: "USDT" }));
    await staffDo(APPROVE, { id: w.id }, "approveCardWithdrawal");
    expect(await sendCardWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("failed");
    const row = await rowOf(w.id);
    expect(row.status).toBe("FAILED");
    expect(row.failure_reason).toMatch(/send failed/);
    expect(await chain.cardBalanceOf(address, tokenId)).toBe(0n);
    expect(await unitsOf(db(), cardId, user.id)).toEqual({ amount: 2, listed: 0 });
    expect(await balanceOf(db(), user.id, "USDT")).toEqual({ available: "10", frozen: "0" });
  }, 30_000);

  it("a chain switched off before sending fails it with a reason", async () => {
    const { user, cardId } = await holder(1);
    const w = await requested(user, input(cardId));
    await staffDo(APPROVE, { id: w.id }, "approveCardWithdrawal");
    const off = { ...t.gateway.deps, config: { ...t.gateway.deps.config, ETH_RPC_URL: undefined } };
    expect(await sendCardWithdrawal(withHotWallet(off), w.id)).toBe("failed");
    expect(await rowOf(w.id)).toMatchObject({
      status: "FAILED",
      failure_reason: "chain ETH is not available",
    });
    expect(await unitsOf(db(), cardId, user.id)).toEqual({ amount: 1, listed: 0 });
    expect(await balanceOf(db(), user.id, "JPOINT")).toEqual({ available: "500", frozen: "0" });
  });

  it("a node that cannot be reached before the claim: the job throws (retried) and it stays APPROVED", async () => {
    const { user, cardId, tokenId } = await holder(1);
    await chain.mintCards(chain.deployer, tokenId, 1n);
    const address = externalAddress();
    const w = await requested(user, input(cardId, { address }));
    await staffDo(APPROVE, { id: w.id }, "approveCardWithdrawal");
    const down = {
      ...t.gateway.deps,
      config: { ...t.gateway.deps.config, ETH_RPC_URL: "http://127.0.0.1:9" },
    };
    await expect(sendCardWithdrawal(withHotWallet(down), w.id)).rejects.toThrow();
    expect((await rowOf(w.id)).status).toBe("APPROVED");
    expect(await sendCardWithdrawal(withHotWallet(t.gateway.deps), w.id)).toBe("sent");
    expect(await chain.cardBalanceOf(address, tokenId)).toBe(1n);
  }, 30_000);
});
