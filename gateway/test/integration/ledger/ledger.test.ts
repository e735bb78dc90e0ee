import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../../src/domains/accounts/services/password.js";
import { userBalance } from "../../../src/domains/ledger/services/balances.service.js";
import { checkLedger } from "../../../src/domains/ledger/services/check-ledger.service.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { postLedgerTransaction } from "../../../src/domains/ledger/services/post-ledger-transaction.service.js";
import {
  mintUnits,
  reserveListedUnits,
  transferUnits,
  holdingOf,
} from "../../../src/domains/holdings/services/holdings.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { makeStaffByEmail } from "../../helpers/market-fixtures.js";
import { errorCodeOf, SessionClient, STRONG_PASSWORD } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

let t: TestGateway;
let staff: SessionClient;
let member: SessionClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
  const hash = await hashPassword(STRONG_PASSWORD);
  await withTransaction(t.gateway.deps.dataSource, async (em) => {
    for (const [name, role] of [
      ["ann", "member"],
      ["ben", "member"],
      ["boss", "staff"],
    ] as const) {
      const user = await createAccount(em, {
        email: `${name}@example.com`,
        passwordHash: hash,
        nickname: `${name}-l`,
        signUpMethod: "email",
        site: 1,
        locale: "en",
        role,
      });
      ids[name] = user.id;
    }
  });
  staff = new SessionClient(t);
  await staff.gql(
    `mutation { login(input: { email: "boss@example.com", password: "${STRONG_PASSWORD}" }) { twoFactorRequired } }`,
  );
  await makeStaffByEmail(t, "boss@example.com", ["finance"]); // the role and 2FA staff credits need
  member = new SessionClient(t);
  await member.gql(
    `mutation { login(input: { email: "ann@example.com", password: "${STRONG_PASSWORD}" }) { twoFactorRequired } }`,
  );
});
afterEach(async () => {
  await expectLedgerSound(t.gateway.deps.dataSource);
});
afterAll(async () => {
  await t.close();
});

const CREDIT = `mutation($i: AdminCreditUsdtInput!) { adminCreditUsdt(input: $i) { transactionId replayed } }`;
const usdt = async (name: string) => userBalance(t.gateway.deps.dataSource.manager, ids[name]!, "USDT");
const db = () => t.gateway.deps.dataSource;

describe("staff USDT credit", () => {
  it("credits, shows in the viewer's balance, and is idempotent by key", async () => {
    const input = {
      userId: ids.ann,
      amount: "250.5",
      reason: "demo balance",
      idempotencyKey: "credit-ann-0001",
    };
    const first = await staff.gql<{ adminCreditUsdt: { replayed: boolean; transactionId: string } }>(CREDIT, {
      i: input,
    });
    expect(first.body.data!.adminCreditUsdt.replayed).toBe(false);
    const again = await staff.gql<{ adminCreditUsdt: { replayed: boolean; transactionId: string } }>(CREDIT, {
      i: input,
    });
    expect(again.body.data!.adminCreditUsdt).toEqual({ ...first.body.data!.adminCreditUsdt, replayed: true });
    expect((await usdt("ann")).available).toBe(250_500_000n);
    const me = await member.gql<{ me: { usdtBalance: string; usdtFrozen: string } }>(
      `{ me { usdtBalance usdtFrozen } }`,
    );
    expect(me.body.data!.me).toEqual({ usdtBalance: "250.5", usdtFrozen: "0" });
    const [audit] = (await db().query(
      `SELECT actor_user_id AS actor, memo FROM ledger_transaction WHERE id = ?`,
      [first.body.data!.adminCreditUsdt.transactionId],
    )) as { actor: string; memo: string }[];
    expect(audit).toEqual({ actor: ids.boss, memo: "demo balance" });
  });

  it("refuses the same key with another amount (2016), members (2017) and bad amounts (400)", async () => {
    const reuse = await staff.gql(CREDIT, {
      i: { userId: ids.ann, amount: "999", reason: "demo balance", idempotencyKey: "credit-ann-0001" },
    });
    expect(errorCodeOf(reuse)).toBe(2016);
    expect(
      errorCodeOf(
        await member.gql(CREDIT, {
          i: { userId: ids.ann, amount: "5", reason: "self credit", idempotencyKey: "credit-self-1" },
        }),
      ),
    ).toBe(2017);
    for (const amount of ["-5", "0", "1.0000001", "abc", "100001"]) {
      expect(
        errorCodeOf(
          await staff.gql(CREDIT, {
            i: { userId: ids.ann, amount, reason: "bad amount", idempotencyKey: `bad-${amount}-key` },
          }),
        ),
      ).toBe(400);
    }
    expect(
      errorCodeOf(
        await staff.gql(CREDIT, {
          i: { userId: "999999", amount: "5", reason: "nobody home", idempotencyKey: "credit-nobody" },
        }),
      ),
    ).toBe(1101);
    expect((await usdt("ann")).available).toBe(250_500_000n);
  });

  it("blocks account deletion while a balance is held (2024)", async () => {
    expect(errorCodeOf(await member.gql(`mutation { requestAccountDeletion { resendInSeconds } }`))).toBe(
      2024,
    );
  });
});

describe("postings", () => {
  it("refuses an unbalanced posting", async () => {
    await expect(
      withTransaction(db(), (em) =>
        postLedgerTransaction(em, {
          kind: "broken",
          currency: "USDT",
          legs: [{ account: { userId: ids.ben! }, bucket: "available", amount: 5n }],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
  });

  it("never takes a user below zero (1023) and writes nothing when it refuses", async () => {
    const before = (await db().query(`SELECT COUNT(*) AS n FROM ledger_entry`)) as { n: string }[];
    await expect(
      withTransaction(db(), (em) =>
        postLedgerTransaction(em, {
          kind: "overdraw",
          currency: "USDT",
          legs: [
            { account: { userId: ids.ben! }, bucket: "available", amount: -1n },
            { account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available", amount: 1n },
          ],
        }),
      ),
    ).rejects.toMatchObject({ extensions: { errorCode: 1023 } });
    expect(await db().query(`SELECT COUNT(*) AS n FROM ledger_entry`)).toEqual(before);
  });

  it("freezes and releases within one account (two-phase hold)", async () => {
    const move = (amount: bigint) =>
      withTransaction(db(), (em) =>
        postLedgerTransaction(em, {
          kind: amount > 0n ? "freeze" : "release",
          currency: "USDT",
          legs: [
            { account: { userId: ids.ann! }, bucket: "available", amount: -amount },
            { account: { userId: ids.ann! }, bucket: "frozen", amount },
          ],
        }),
      );
    await move(100_000_000n);
    expect(await usdt("ann")).toEqual({ available: 150_500_000n, frozen: 100_000_000n });
    await move(-100_000_000n);
    expect(await usdt("ann")).toEqual({ available: 250_500_000n, frozen: 0n });
  });

  it("20 racing debits of 10 against a balance of 100: exactly 10 succeed", async () => {
    await withTransaction(db(), (em) =>
      postLedgerTransaction(em, {
        kind: "test-credit",
        currency: "USDT",
        legs: [
          { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -100n },
          { account: { userId: ids.ben! }, bucket: "available", amount: 100n },
        ],
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        withTransaction(db(), (em) =>
          postLedgerTransaction(em, {
            kind: "test-debit",
            currency: "USDT",
            legs: [
              { account: { userId: ids.ben! }, bucket: "available", amount: -10n },
              { account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available", amount: 10n },
            ],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect((await usdt("ben")).available).toBe(0n);
  });
});

describe("holdings", () => {
  it("mints up to the total issue only, lists once (621), and moves units to one owner", async () => {
    const [card] = (await db().query(`SELECT id, total_issued AS total FROM card ORDER BY id LIMIT 1`)) as {
      id: number;
      total: number;
    }[];
    await withTransaction(db(), (em) => mintUnits(em, card!.id, ids.ann!, 3));
    await expect(
      withTransaction(db(), (em) => mintUnits(em, card!.id, ids.ben!, card!.total)),
    ).rejects.toMatchObject({
      extensions: { errorCode: 607 },
    });
    await withTransaction(db(), (em) => reserveListedUnits(em, card!.id, ids.ann!, 2));
    await expect(
      withTransaction(db(), (em) => reserveListedUnits(em, card!.id, ids.ann!, 2)),
    ).rejects.toMatchObject({
      extensions: { errorCode: 621 },
    });
    await expect(
      withTransaction(db(), (em) => reserveListedUnits(em, card!.id, ids.ann!, 4)),
    ).rejects.toMatchObject({
      extensions: { errorCode: 1024 },
    });
    await expect(
      withTransaction(db(), (em) => reserveListedUnits(em, card!.id, ids.ben!, 1)),
    ).rejects.toMatchObject({
      extensions: { errorCode: 1022 },
    });
    await withTransaction(db(), (em) =>
      transferUnits(em, card!.id, ids.ann!, ids.ben!, 2, { fromListing: true }),
    );
    expect(await holdingOf(db().manager, card!.id, ids.ann!)).toEqual({ amount: 1, listed: 0 });
    expect(await holdingOf(db().manager, card!.id, ids.ben!)).toEqual({ amount: 2, listed: 0 });
  });
});

describe("the ledger checker on wallet rows", () => {
  it("reports a credited deposit without its posting and a sent withdrawal without its hash", async () => {
    const deposit = (await db().query(
      `INSERT INTO chain_deposit (network, tx_hash, log_index, block_number, block_hash, from_address, to_address,
         user_id, amount_raw, amount, status, required_confirmations)
       VALUES ('ERC20', ?, 0, 1, '0xblock', '0xfrom', '0xto', ?, 5000000, 5000000, 'CREDITED', 1)`,
      [`0x${"d".repeat(64)}`, ids.ben],
    )) as { insertId: number };
    const withdrawal = (await db().query(
      `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, idempotency_key)
       VALUES (?, 'ERC20', ?, 1000000, 0, 'SENT', 'checker-case')`,
      [ids.ben, `0x${"ab".repeat(20)}`],
    )) as { insertId: number };
    try {
      const rules = (await checkLedger(db())).map((v) => v.rule);
      expect(rules).toContain("each credited deposit posted once, for its amount, to its owner");
      expect(rules).toContain("sent withdrawals have a transaction hash");
    } finally {
      await db().query(`DELETE FROM chain_deposit WHERE id = ?`, [deposit.insertId]);
      await db().query(`DELETE FROM usdt_withdrawal WHERE id = ?`, [withdrawal.insertId]);
    }
  });
});
