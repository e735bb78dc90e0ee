import { STAFF_OPERATIONS, STAFF_ROLES, type StaffRole } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/*
 * Separation of duties: each staff operation answers only the roles schema/src/roles.ts gives it
 * (2017 otherwise), and only with 2FA on the staff account (2055).
 */

let t: TestGateway;
const byRole = {} as Record<StaffRole, MarketUser>;
let member: MarketUser;

/** One read per role that owns it (cheap, no state needed). */
const PROBES: { role: StaffRole; query: string }[] = [
  { role: "compliance", query: `{ kycQueue { total } }` },
  { role: "finance", query: `{ usdtWithdrawalQueue { total } }` },
  { role: "finance", query: `{ adminCreditRequests { total } }` },
  { role: "support", query: `{ accountsPendingDeletion { userId } }` },
  { role: "admin", query: `{ staffAuditLog { total } }` },
];

beforeAll(async () => {
  t = await startTestGateway();
  for (const role of STAFF_ROLES) byRole[role] = await createMarketUser(t, { roles: [role] });
  member = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("staff roles", () => {
  it("keeps the operations table consistent with the probes", () => {
    expect(STAFF_OPERATIONS.kycReview).toEqual(["compliance"]);
    expect(STAFF_OPERATIONS.withdrawalReview).toEqual(["finance"]);
    expect(STAFF_OPERATIONS.auditRead).toEqual(["admin"]);
  });

  it("each role runs its own operations and is refused (2017) every other role's", async () => {
    for (const role of STAFF_ROLES) {
      for (const probe of PROBES) {
        const res = await byRole[role].client.gql(probe.query);
        if (probe.role === role) expect(res.body.errors, `${role} ${probe.query}`).toBeUndefined();
        else expect(errorCodeOf(res), `${role} ${probe.query}`).toBe(2017);
      }
    }
  });

  it("refuses members (2017) every staff operation", async () => {
    for (const probe of PROBES) expect(errorCodeOf(await member.client.gql(probe.query))).toBe(2017);
    const credit = await member.client.gql(
      `mutation($i: AdminCreditUsdtInput!) { adminCreditUsdt(input: $i) { transactionId } }`,
      { i: { userId: member.id, amount: "5", reason: "member try", idempotencyKey: "member-credit-1" } },
    );
    expect(errorCodeOf(credit)).toBe(2017);
  });

  it("refuses a finance mutation to compliance staff without changing anything", async () => {
    const res = await byRole.compliance.client.gql(`mutation { approveUsdtWithdrawal(id: "1") { id } }`);
    expect(errorCodeOf(res)).toBe(2017);
  });

  it("asks staff without 2FA to turn it on (2055) on every staff operation", async () => {
    const noTwoFactor = await createMarketUser(t, {
      roles: ["compliance", "finance", "support", "admin"],
      twoFactor: false,
    });
    for (const probe of PROBES) expect(errorCodeOf(await noTwoFactor.client.gql(probe.query))).toBe(2055);
    const credit = await noTwoFactor.client.gql(
      `mutation($i: AdminCreditUsdtInput!) { adminCreditUsdt(input: $i) { transactionId } }`,
      { i: { userId: member.id, amount: "5", reason: "no 2fa", idempotencyKey: "no-2fa-credit-1" } },
    );
    expect(errorCodeOf(credit)).toBe(2055);
    const [{ n }] = (await t.gateway.deps.dataSource.query(
      "SELECT COUNT(*) AS n FROM ledger_transaction WHERE idempotency_key = 'admin-credit:no-2fa-credit-1'",
    )) as [{ n: string }];
    expect(Number(n)).toBe(0);
  });

  it("tells the client the viewer's staff roles (members: none)", async () => {
    const me = `{ me { staffRoles } }`;
    expect(
      (await byRole.finance.client.gql<{ me: { staffRoles: string[] } }>(me)).body.data!.me.staffRoles,
    ).toEqual(["finance"]);
    expect((await member.client.gql<{ me: { staffRoles: string[] } }>(me)).body.data!.me.staffRoles).toEqual(
      [],
    );
  });
});
