import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { userBalance } from "../../../src/domains/ledger/services/balances.service.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/*
 * Four eyes on large credits: at or above ADMIN_CREDIT_FOUR_EYES_USDT (1000 here) a staff credit
 * waits as a request; only another finance staff member approves (posted exactly once) or rejects.
 */

let t: TestGateway;
let requester: MarketUser;
let approver: MarketUser;
let target: MarketUser;
const db = () => t.gateway.deps.dataSource;

const CREDIT = `mutation($i: AdminCreditUsdtInput!) {
  adminCreditUsdt(input: $i) { transactionId replayed pendingRequest { id status amount requestedBy { id } } } }`;
const APPROVE = `mutation($id: ID!) { approveAdminCredit(id: $id) { id status transactionId decidedBy { id } } }`;
const REJECT = `mutation($id: ID!, $n: String!) { rejectAdminCredit(id: $id, note: $n) { id status transactionId } }`;

type CreditAnswer = {
  adminCreditUsdt: {
    transactionId: string | null;
    replayed: boolean;
    pendingRequest: { id: string; status: string; amount: string; requestedBy: { id: string } } | null;
  };
};

beforeAll(async () => {
  t = await startTestGateway({ ADMIN_CREDIT_FOUR_EYES_USDT: "1000" });
  requester = await createMarketUser(t, { roles: ["finance"] });
  approver = await createMarketUser(t, { roles: ["finance"] });
  target = await createMarketUser(t);
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t.close();
});

const available = async () => (await userBalance(db().manager, target.id, "USDT")).available;

async function requestCredit(amount: string): Promise<string> {
  const res = await requester.client.gql<CreditAnswer>(CREDIT, {
    i: {
      userId: target.id,
      amount,
      reason: "large goodwill credit",
      idempotencyKey: uniqueName("four-eyes"),
    },
  });
  expect(res.body.errors).toBeUndefined();
  const answer = res.body.data!.adminCreditUsdt;
  expect(answer.transactionId).toBeNull();
  expect(answer.pendingRequest).toMatchObject({
    status: "PENDING",
    amount,
    requestedBy: { id: requester.id },
  });
  return answer.pendingRequest!.id;
}

describe("four eyes on large credits", () => {
  it("posts a credit below the threshold at once", async () => {
    const before = await available();
    const res = await requester.client.gql<CreditAnswer>(CREDIT, {
      i: {
        userId: target.id,
        amount: "999.999999",
        reason: "small credit",
        idempotencyKey: uniqueName("small"),
      },
    });
    expect(res.body.data!.adminCreditUsdt.transactionId).toBeTruthy();
    expect(res.body.data!.adminCreditUsdt.pendingRequest).toBeNull();
    expect((await available()) - before).toBe(999_999_999n);
  });

  it("a credit at the threshold waits; the same key answers the same request", async () => {
    const before = await available();
    const key = uniqueName("same-key");
    const input = { userId: target.id, amount: "1000", reason: "large goodwill credit", idempotencyKey: key };
    const first = await requester.client.gql<CreditAnswer>(CREDIT, { i: input });
    const again = await requester.client.gql<CreditAnswer>(CREDIT, { i: input });
    expect(again.body.data!.adminCreditUsdt.pendingRequest!.id).toBe(
      first.body.data!.adminCreditUsdt.pendingRequest!.id,
    );
    expect(again.body.data!.adminCreditUsdt.replayed).toBe(true);
    expect(errorCodeOf(await requester.client.gql(CREDIT, { i: { ...input, amount: "2000" } }))).toBe(2016);
    expect(await available()).toBe(before);
  });

  it("the requester cannot approve or reject; a second finance member approves, posted once", async () => {
    const before = await available();
    const id = await requestCredit("2500");
    expect(errorCodeOf(await requester.client.gql(APPROVE, { id }))).toBe(2060);
    expect(errorCodeOf(await requester.client.gql(REJECT, { id, n: "mine" }))).toBe(2060);
    expect(await available()).toBe(before);

    const approved = await approver.client.gql<{
      approveAdminCredit: { status: string; transactionId: string; decidedBy: { id: string } };
    }>(APPROVE, { id });
    expect(approved.body.errors).toBeUndefined();
    expect(approved.body.data!.approveAdminCredit).toMatchObject({
      status: "APPROVED",
      decidedBy: { id: approver.id },
    });
    expect((await available()) - before).toBe(2_500_000_000n);

    // A second approval (or a late rejection) finds it decided: nothing more is posted.
    expect(errorCodeOf(await approver.client.gql(APPROVE, { id }))).toBe(2059);
    expect(errorCodeOf(await approver.client.gql(REJECT, { id, n: "too late" }))).toBe(2059);
    expect((await available()) - before).toBe(2_500_000_000n);
    const [tx] = (await db().query(
      "SELECT actor_user_id AS actor, memo FROM ledger_transaction WHERE id = ?",
      [approved.body.data!.approveAdminCredit.transactionId],
    )) as { actor: string; memo: string }[];
    expect(tx).toEqual({ actor: approver.id, memo: "large goodwill credit" });
  });

  it("two approvals at once post the credit once", async () => {
    const before = await available();
    const id = await requestCredit("1200");
    const third = await createMarketUser(t, { roles: ["finance"] });
    const answers = await Promise.all([
      approver.client.gql(APPROVE, { id }),
      third.client.gql(APPROVE, { id }),
    ]);
    expect(answers.filter((a) => !a.body.errors)).toHaveLength(1);
    expect((await available()) - before).toBe(1_200_000_000n);
  });

  it("rejecting posts nothing", async () => {
    const before = await available();
    const id = await requestCredit("3000");
    const rejected = await approver.client.gql<{
      rejectAdminCredit: { status: string; transactionId: string | null };
    }>(REJECT, { id, n: "no ticket for this" });
    expect(rejected.body.data!.rejectAdminCredit).toMatchObject({ status: "REJECTED", transactionId: null });
    expect(errorCodeOf(await approver.client.gql(APPROVE, { id }))).toBe(2059);
    expect(await available()).toBe(before);
  });

  it("the target of a credit cannot approve it (2057); unknown requests are 404", async () => {
    const id = await requestCredit("1500");
    const res = await requester.client.gql<CreditAnswer>(CREDIT, {
      i: {
        userId: approver.id,
        amount: "1500",
        reason: "credit to a colleague",
        idempotencyKey: uniqueName("colleague"),
      },
    });
    const toApprover = res.body.data!.adminCreditUsdt.pendingRequest!.id;
    expect(errorCodeOf(await approver.client.gql(APPROVE, { id: toApprover }))).toBe(2057);
    expect(errorCodeOf(await approver.client.gql(APPROVE, { id: "987654321" }))).toBe(404);
    // The queue lists both, for finance only.
    const queue = await approver.client.gql<{
      adminCreditRequests: { total: number; fourEyesThreshold: string; items: { id: string }[] };
    }>(`{ adminCreditRequests(status: PENDING) { total fourEyesThreshold items { id } } }`);
    expect(queue.body.data!.adminCreditRequests.fourEyesThreshold).toBe("1000");
    expect(queue.body.data!.adminCreditRequests.items.map((i) => i.id)).toEqual(
      expect.arrayContaining([id, toApprover]),
    );
    expect(errorCodeOf(await target.client.gql(`{ adminCreditRequests { total } }`))).toBe(2017);
  });

  it("the database refuses a decision by the requester even past the service", async () => {
    const id = await requestCredit("1100");
    await expect(
      db().query(
        "UPDATE admin_credit_request SET status = 'APPROVED', decided_by = requested_by WHERE id = ?",
        [id],
      ),
    ).rejects.toThrow(/CONSTRAINT|check/i);
  });
});
