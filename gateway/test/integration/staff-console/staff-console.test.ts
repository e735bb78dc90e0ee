import { STAFF_OPERATIONS, STAFF_ROLES, type StaffRole } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createMarketUser,
  createTestCard,
  giveUnits,
  listThroughApi,
  unitsOf,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";

/*
 * The staff console's own operations (docs/STAFF-CONSOLE.md): each refused (2017) to every role the
 * operations table does not give it; listing take-down (units back, the seller told, audited with the
 * reason); member lookup (each view audited); the support 2FA reset (notes required and audited).
 */

let t: TestGateway;
const byRole = {} as Record<StaffRole, MarketUser>;
let member: MarketUser;

const LOOKUP = `query($q: String!) { staffMember(query: $q) { id email kycStatus twoFactorEnabled balances { currency available frozen } } }`;
const ACTIVITY = `query($u: ID!, $v: StaffMemberView!) { staffMemberActivity(userId: $u, view: $v) { id title status amount } }`;
const LISTINGS = `query($i: StaffListingSearchInput) { staffOpenListings(input: $i) { total items { id sellerId cardName remaining } } }`;
const TAKE_DOWN = `mutation($l: ID!, $r: String!) { takeDownListing(listingId: $l, reason: $r) { listingId sellerId cardId units } }`;
const RESET_2FA = `mutation($u: ID!, $n: String!) { resetMemberTwoFactor(userId: $u, identityCheckNotes: $n) }`;
const NOTES = "Caller named the KYC name, birthday and the last order number; all matched.";

async function auditRows(operation: string, actorId: string) {
  return (await t.gateway.deps.dataSource.query(
    `SELECT operation, kind, target_type AS targetType, target_id AS targetId, outcome, args_json AS args
       FROM staff_audit_log WHERE operation = ? AND actor_user_id = ? ORDER BY id`,
    [operation, actorId],
  )) as {
    operation: string;
    kind: string;
    targetType: string | null;
    targetId: string | null;
    outcome: string;
    args: unknown;
  }[];
}

const argsOf = (row: { args: unknown }) =>
  (typeof row.args === "string" ? JSON.parse(row.args) : row.args) as Record<string, unknown>;

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
  for (const role of STAFF_ROLES) byRole[role] = await createMarketUser(t, { roles: [role] });
  member = await createMarketUser(t, { usdt: "50" });
});
afterAll(async () => {
  await t.close();
});

describe("staff console operations", () => {
  it("gives each new operation only to the roles the table names (2017 to every other role and to members)", async () => {
    expect(STAFF_OPERATIONS.memberLookup).toEqual(["support", "compliance"]);
    expect(STAFF_OPERATIONS.listingModerate).toEqual(["support"]);
    expect(STAFF_OPERATIONS.twoFactorReset).toEqual(["support"]);
    const probes: {
      operation: keyof typeof STAFF_OPERATIONS;
      query: string;
      variables: Record<string, unknown>;
    }[] = [
      { operation: "memberLookup", query: LOOKUP, variables: { q: member.email } },
      { operation: "memberLookup", query: ACTIVITY, variables: { u: member.id, v: "HOLDINGS" } },
      { operation: "listingModerate", query: LISTINGS, variables: { i: null } },
      { operation: "listingModerate", query: TAKE_DOWN, variables: { l: "987654321", r: "probe" } },
      { operation: "twoFactorReset", query: RESET_2FA, variables: { u: "987654321", n: NOTES } },
    ];
    for (const probe of probes) {
      const allowed: readonly string[] = STAFF_OPERATIONS[probe.operation];
      for (const role of STAFF_ROLES) {
        const res = await byRole[role].client.gql(probe.query, probe.variables);
        if (allowed.includes(role)) expect(errorCodeOf(res), `${role} ${probe.query}`).not.toBe(2017);
        else expect(errorCodeOf(res), `${role} ${probe.query}`).toBe(2017);
      }
      expect(errorCodeOf(await member.client.gql(probe.query, probe.variables))).toBe(2017);
    }
  });

  it("takes a listing down: units back with the seller, a notice queued, the reason in the audit log", async () => {
    const support = byRole.support;
    const seller = await createMarketUser(t);
    const cardId = await createTestCard(t.gateway.deps.dataSource);
    await giveUnits(t.gateway.deps.dataSource, cardId, seller.id, 5);
    const listing = await listThroughApi(seller, { cardId, type: "DIRECT", units: 3, unitPrice: "12" });
    expect((await unitsOf(t.gateway.deps.dataSource, cardId, seller.id)).listed).toBe(3);

    const found = await support.client.gql<{ staffOpenListings: { total: number; items: { id: string }[] } }>(
      LISTINGS,
      { i: { search: listing.id } },
    );
    expect(found.body.data?.staffOpenListings.items.map((i) => i.id)).toEqual([listing.id]);

    const reason = "Counterfeit artwork reported by the publisher";
    const res = await support.client.gql<{ takeDownListing: { units: number; sellerId: string } }>(
      TAKE_DOWN,
      {
        l: listing.id,
        r: reason,
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.takeDownListing).toMatchObject({ units: 3, sellerId: seller.id });
    const units = await unitsOf(t.gateway.deps.dataSource, cardId, seller.id);
    expect(units.listed).toBe(0);
    expect(units.amount).toBe(5);
    const [status] = (await t.gateway.deps.dataSource.query(
      `SELECT status FROM market_listing WHERE id = ?`,
      [listing.id],
    )) as { status: string }[];
    expect(status?.status).toBe("cancelled");
    const notices = (await t.gateway.deps.dataSource.query(
      `SELECT payload FROM outbox_message WHERE queue = 'notices' AND job_id = ?`,
      [`notice-LISTING_TAKEN_DOWN-${listing.id}-${seller.id}`],
    )) as unknown[];
    expect(notices).toHaveLength(1);

    const entry = (await auditRows("takeDownListing", support.id)).find((r) => r.targetId === listing.id);
    expect(entry).toMatchObject({
      kind: "mutation",
      targetType: "market_listing",
      targetId: listing.id,
      outcome: "OK",
    });
    expect(argsOf(entry!).reason).toBe(reason);

    // Once down, again is 2170; an empty reason is a validation error.
    expect(errorCodeOf(await support.client.gql(TAKE_DOWN, { l: listing.id, r: reason }))).toBe(2170);
    const other = await listThroughApi(seller, { cardId, type: "DIRECT", units: 1, unitPrice: "12" });
    const blank = await support.client.gql(TAKE_DOWN, { l: other.id, r: "   " });
    expect(blank.body.errors?.[0]?.extensions?.data).toMatchObject({ field: "reason" });
  });

  it("looks a member up by e-mail and public id, and writes every view to the audit log", async () => {
    const agent = byRole.compliance;
    const res = await agent.client.gql<{
      staffMember: { id: string; kycStatus: string; balances: { currency: string; available: string }[] };
    }>(LOOKUP, { q: member.email });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.staffMember.id).toBe(member.id);
    expect(res.body.data?.staffMember.kycStatus).toBe("NOT_SUBMITTED");
    expect(res.body.data?.staffMember.balances.find((b) => b.currency === "USDT")?.available).toBe("50");
    const byPublic = await agent.client.gql<{ staffMember: { id: string } }>(LOOKUP, { q: member.publicId });
    expect(byPublic.body.data?.staffMember.id).toBe(member.id);
    expect(errorCodeOf(await agent.client.gql(LOOKUP, { q: "nobody-here@example.com" }))).toBe(2172);

    for (const view of ["HOLDINGS", "ORDERS", "TRADES", "WITHDRAWALS", "SESSIONS"]) {
      const list = await agent.client.gql<{ staffMemberActivity: unknown[] }>(ACTIVITY, {
        u: member.id,
        v: view,
      });
      expect(list.body.errors, view).toBeUndefined();
    }
    const sessions = await agent.client.gql<{ staffMemberActivity: unknown[] }>(ACTIVITY, {
      u: member.id,
      v: "SESSIONS",
    });
    expect(sessions.body.data?.staffMemberActivity.length).toBeGreaterThan(0);

    // (The role probes above were audited too: these are the last calls.)
    const lookups = (await auditRows("staffMember", agent.id)).slice(-3);
    expect(lookups.map((r) => argsOf(r).query)).toEqual([
      member.email,
      member.publicId,
      "nobody-here@example.com",
    ]);
    expect(lookups.map((r) => r.outcome)).toEqual(["OK", "OK", "MEMBER_NOT_FOUND"]);
    const views = (await auditRows("staffMemberActivity", agent.id)).slice(-6);
    expect(views.map((r) => argsOf(r).view)).toEqual([
      "HOLDINGS",
      "ORDERS",
      "TRADES",
      "WITHDRAWALS",
      "SESSIONS",
      "SESSIONS",
    ]);
    expect(views.every((r) => r.kind === "query" && argsOf(r).userId === member.id)).toBe(true);
  });

  it("resets a member's 2FA only with identity-check notes, ends their sessions, and audits the notes", async () => {
    const support = byRole.support;
    const target = await createMarketUser(t);
    await t.gateway.deps.dataSource.query(
      `UPDATE user_account SET totp_enabled = 1, totp_secret = 'sealed', totp_reset_key_hash = 'x' WHERE id = ?`,
      [target.id],
    );
    const short = await support.client.gql(RESET_2FA, { u: target.id, n: "called" });
    expect(short.body.errors?.[0]?.extensions?.data).toMatchObject({ field: "identityCheckNotes" });
    expect(errorCodeOf(await support.client.gql(RESET_2FA, { u: byRole.admin.id, n: NOTES }))).toBe(2174);
    expect(errorCodeOf(await support.client.gql(RESET_2FA, { u: support.id, n: NOTES }))).toBe(2174);

    const res = await support.client.gql<{ resetMemberTwoFactor: boolean }>(RESET_2FA, {
      u: target.id,
      n: NOTES,
    });
    expect(res.body.errors).toBeUndefined();
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT totp_enabled AS on_, totp_secret AS secret FROM user_account WHERE id = ?`,
      [target.id],
    )) as { on_: number; secret: string | null }[];
    expect(Number(row?.on_)).toBe(0);
    expect(row?.secret).toBeNull();
    // The member's session ended with it.
    const me = await target.client.gql<{ me: { id: string } | null }>(`{ me { id } }`);
    expect(me.body.data?.me ?? null).toBeNull();
    expect(errorCodeOf(await support.client.gql(RESET_2FA, { u: target.id, n: NOTES }))).toBe(2173);

    const entries = await auditRows("resetMemberTwoFactor", support.id);
    const ok = entries.filter((e) => e.outcome === "OK");
    expect(ok).toHaveLength(1);
    expect(ok[0]).toMatchObject({ targetType: "user_account", targetId: target.id });
    expect(argsOf(ok[0]!).identityCheckNotes).toBe(NOTES);
    expect(entries.map((e) => e.outcome)).toContain("TWO_FACTOR_RESET_NOT_ALLOWED");
  });
});
