import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { systemBalance, userBalance } from "../../../src/domains/ledger/services/balances.service.js";
import { checkLedger } from "../../../src/domains/ledger/services/check-ledger.service.js";
import {
  SYSTEM_ACCOUNT_SHARDS,
  SYSTEM_ACCOUNTS,
} from "../../../src/domains/ledger/services/ledger-accounts.js";
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
    // 60 random picks out of 16 shards land on one shard with probability 16 × 16^-60: never.
    expect(shards.length).toBeGreaterThan(1);
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
