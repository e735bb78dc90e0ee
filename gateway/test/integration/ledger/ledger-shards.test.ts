import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { systemBalance, userBalance } from "../../../src/domains/ledger/services/balances.service.js";
import { checkLedger } from "../../../src/domains/ledger/services/check-ledger.service.js";
import {
  SYSTEM_ACCOUNT_SHARDS,
  SYSTEM_ACCOUNTS,
} from "../../../src/domains/ledger/services/ledger-accounts.js";
import { postLedgerTransactions } from "../../../src/domains/ledger/services/post-ledger-batch.service.js";
import { postLedgerTransaction } from "../../../src/domains/ledger/services/post-ledger-transaction.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

let t: TestGateway;
let payer: string;
const db = () => t.gateway.deps.dataSource;

const fund = (amount: bigint) =>
  withTransaction(db(), (em) =>
    postLedgerTransaction(em, {
      kind: "test-credit",
      currency: "USDT",
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -amount },
        { account: { userId: payer }, bucket: "available", amount },
      ],
    }),
  );
const payFee = (em: Parameters<typeof postLedgerTransaction>[0], amount: bigint, key?: string) =>
  postLedgerTransaction(em, {
    kind: "test-fee",
    currency: "USDT",
    legs: [
      { account: { userId: payer }, bucket: "available", amount: -amount },
      { account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available", amount },
    ],
    ...(key ? { idempotencyKey: key } : {}),
  });
const feeShards = async () =>
  (await db().query(
    `SELECT shard, available FROM ledger_account WHERE system_code = 'fees' AND currency = 'USDT' ORDER BY shard`,
  )) as { shard: number; available: string }[];

beforeAll(async () => {
  t = await startTestGateway();
  payer = await withTransaction(db(), async (em) => {
    const user = await createAccount(em, {
      email: "shard-payer@example.com",
      passwordHash: null,
      nickname: "shard-payer",
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "member",
    });
    return user.id;
  });
  await fund(1_000_000n);
});
afterAll(async () => {
  await t?.close();
});

describe("sharded system accounts", () => {
  it("spreads concurrent fee postings over the shards; the balance is their sum and the books stay sound", async () => {
    const before = (await systemBalance(db().manager, SYSTEM_ACCOUNTS.FEES, "USDT")).available;
    const count = 60;
    await Promise.all(
      Array.from({ length: count }, (_, i) => withTransaction(db(), (em) => payFee(em, BigInt(i + 1)))),
    );
    const total = BigInt((count * (count + 1)) / 2);
    expect((await systemBalance(db().manager, SYSTEM_ACCOUNTS.FEES, "USDT")).available).toBe(before + total);
    expect((await userBalance(db().manager, payer, "USDT")).available).toBe(1_000_000n - total);
    const shards = await feeShards();
    // Shards are handed out in turn: 60 transactions of one process use every one of the 16.
    expect(shards).toHaveLength(SYSTEM_ACCOUNT_SHARDS.fees!);
    expect(shards.every((s) => s.shard >= 0 && s.shard < SYSTEM_ACCOUNT_SHARDS.fees!)).toBe(true);
    await expectLedgerSound(db());
  });

  it("keeps every posting of one transaction on one shard of the account", async () => {
    const before = await feeShards();
    await withTransaction(db(), async (em) => {
      for (let i = 0; i < 10; i++) await payFee(em, 7n);
    });
    const after = await feeShards();
    const grown = after.filter(
      (s) => BigInt(s.available) !== BigInt(before.find((b) => b.shard === s.shard)?.available ?? 0),
    );
    expect(grown).toHaveLength(1);
    expect(
      BigInt(grown[0]!.available) - BigInt(before.find((b) => b.shard === grown[0]!.shard)?.available ?? 0),
    ).toBe(70n);
    await expectLedgerSound(db());
  });

  it("replays an idempotent posting without moving anything, whichever shard the replay would pick", async () => {
    const before = (await systemBalance(db().manager, SYSTEM_ACCOUNTS.FEES, "USDT")).available;
    const first = await withTransaction(db(), (em) => payFee(em, 5n, "shard-replay"));
    for (let i = 0; i < 5; i++) {
      const again = await withTransaction(db(), (em) => payFee(em, 5n, "shard-replay"));
      expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    }
    expect((await systemBalance(db().manager, SYSTEM_ACCOUNTS.FEES, "USDT")).available).toBe(before + 5n);
  });

  it("the checker finds a shard whose cached balance drifted from its entries", async () => {
    const [shard] = await feeShards();
    await db().query(
      `UPDATE ledger_account SET available = available + 1 WHERE system_code = 'fees' AND currency = 'USDT' AND shard = ?`,
      [shard!.shard],
    );
    try {
      const violations = await checkLedger(db());
      expect(violations.map((v) => v.rule)).toEqual(["cached balance equals entries"]);
    } finally {
      await db().query(
        `UPDATE ledger_account SET available = available - 1 WHERE system_code = 'fees' AND currency = 'USDT' AND shard = ?`,
        [shard!.shard],
      );
    }
    await expectLedgerSound(db());
  });

  it("a user account is never sharded: the database refuses a second row of one user", async () => {
    await expect(
      db().query(`INSERT INTO ledger_account (user_id, shard, currency) VALUES (?, 1, 'USDT')`, [payer]),
    ).rejects.toThrow();
    await expectLedgerSound(db());
  });
});

describe("postLedgerTransactions (a batch of postings)", () => {
  const fee = (key: string, amount: bigint) => ({
    kind: "test-fee",
    currency: "USDT" as const,
    legs: [
      { account: { userId: payer }, bucket: "available" as const, amount: -amount },
      { account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available" as const, amount },
    ],
    idempotencyKey: key,
  });
  const count = async (table: string) =>
    Number(((await db().query(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: string }[])[0]!.n);

  it("writes each posting as its own balanced transaction, the balances moved by their sum", async () => {
    const payerBefore = (await userBalance(db().manager, payer, "USDT")).available;
    const feesBefore = (await systemBalance(db().manager, SYSTEM_ACCOUNTS.FEES, "USDT")).available;
    const ids = await withTransaction(db(), (em) =>
      postLedgerTransactions(em, "USDT", [fee("batch-a", 3n), fee("batch-b", 4n), fee("batch-c", 5n)]),
    );
    expect(new Set(ids).size).toBe(3);
    const entries = (await db().query(
      `SELECT transaction_id, SUM(amount) AS total, COUNT(*) AS n FROM ledger_entry WHERE transaction_id IN (?) GROUP BY transaction_id`,
      [ids],
    )) as { total: string; n: string }[];
    expect(entries.map((e) => [Number(e.total), Number(e.n)])).toEqual([
      [0, 2],
      [0, 2],
      [0, 2],
    ]);
    expect((await userBalance(db().manager, payer, "USDT")).available).toBe(payerBefore - 12n);
    expect((await systemBalance(db().manager, SYSTEM_ACCOUNTS.FEES, "USDT")).available).toBe(
      feesBefore + 12n,
    );
    await expectLedgerSound(db());
  });

  it("refuses the whole batch when a user would go below zero (1023), or a key was posted before", async () => {
    const { available } = await userBalance(db().manager, payer, "USDT");
    const before = [await count("ledger_transaction"), await count("ledger_entry")];
    await expect(
      withTransaction(db(), (em) =>
        postLedgerTransactions(em, "USDT", [fee("batch-d", 1n), fee("batch-e", available)]),
      ),
    ).rejects.toMatchObject({ extensions: { errorCode: 1023 } });
    await expect(
      withTransaction(db(), (em) =>
        postLedgerTransactions(em, "USDT", [fee("batch-f", 1n), fee("batch-a", 3n)]),
      ),
    ).rejects.toThrow(/Duplicate/);
    expect([await count("ledger_transaction"), await count("ledger_entry")]).toEqual(before);
    expect((await userBalance(db().manager, payer, "USDT")).available).toBe(available);
    await expectLedgerSound(db());
  });
});
