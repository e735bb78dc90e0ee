import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import { userBalance } from "../../../src/domains/ledger/services/balances.service.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { postLedgerTransaction } from "../../../src/domains/ledger/services/post-ledger-transaction.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/*
 * First uses of accounts racing: a member's ledger account is opened by the first posting that names
 * it, inside that posting's transaction. Two postings that open the same two accounts in opposite
 * orders would each hold one new row and wait for the other's; accounts are therefore opened in one
 * fixed order, whatever order the legs name them in.
 */
let t: TestGateway;
const db = () => t.gateway.deps.dataSource;

const newMember = (n: string) =>
  withTransaction(db(), async (em) => {
    const user = await createAccount(em, {
      email: `open-${n}@example.com`,
      passwordHash: null,
      nickname: `open-${n}`,
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "member",
    });
    return user.id;
  });

/** Credits both members 1 unit each from the treasury, naming them in the given order. */
const creditBoth = (first: string, second: string) =>
  withTransaction(db(), (em) =>
    postLedgerTransaction(em, {
      kind: "test-credit",
      currency: "JPOINT",
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -2n },
        { account: { userId: first }, bucket: "available", amount: 1n },
        { account: { userId: second }, bucket: "available", amount: 1n },
      ],
    }),
  );

beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t?.close();
});

describe("opening ledger accounts on first use", () => {
  it("opens the same new accounts from postings naming them in opposite orders without a deadlock", async () => {
    const pairs = await Promise.all(
      Array.from(
        { length: 12 },
        async (_, i) => [await newMember(`a${i}`), await newMember(`b${i}`)] as const,
      ),
    );
    // Per pair, four postings at once: two name (a, b), two name (b, a).
    const results = await Promise.allSettled(
      pairs.flatMap(([a, b]) => [creditBoth(a, b), creditBoth(b, a), creditBoth(a, b), creditBoth(b, a)]),
    );
    const failures = results.filter((r) => r.status === "rejected");
    expect(failures.map((f) => String((f as PromiseRejectedResult).reason))).toEqual([]);
    for (const [a, b] of pairs) {
      expect((await userBalance(db().manager, a, "JPOINT")).available.toString()).toBe("4");
      expect((await userBalance(db().manager, b, "JPOINT")).available.toString()).toBe("4");
    }
    await expectLedgerSound(db());
  });
});
