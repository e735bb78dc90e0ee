import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/*
 * Every staff action lands in the append-only staff_audit_log: actor, roles, operation, target,
 * before/after, outcome and the request id; the database refuses UPDATE and DELETE on it; only
 * admin staff read it.
 */

let t: TestGateway;
let finance: MarketUser;
let admin: MarketUser;
let member: MarketUser;
const db = () => t.gateway.deps.dataSource;

interface AuditRow {
  actor_user_id: string;
  actor_roles: string;
  operation: string;
  kind: string;
  target_type: string | null;
  target_id: string | null;
  outcome: string;
  args_json: string | null;
  before_json: string | null;
  after_json: string | null;
  request_id: string | null;
}

const lastAudit = async (operation: string) =>
  (
    (await db().query("SELECT * FROM staff_audit_log WHERE operation = ? ORDER BY id DESC LIMIT 1", [
      operation,
    ])) as AuditRow[]
  )[0];

beforeAll(async () => {
  t = await startTestGateway();
  finance = await createMarketUser(t, { roles: ["finance", "support"] });
  admin = await createMarketUser(t, { roles: ["admin"] });
  member = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("staff audit log", () => {
  it("records a staff mutation: actor, roles, operation, target, before/after, request id", async () => {
    // A member in their deletion period, restored by support staff: a state change with a target.
    await db().query(
      "UPDATE user_account SET status = 'pending_deletion', deletion_requested_at = NOW(3), deletion_due_at = NOW(3) + INTERVAL 7 DAY WHERE id = ?",
      [member.id],
    );
    const res = await finance.client.gql(`mutation($u: ID!) { restoreAccount(userId: $u) }`, {
      u: member.id,
    });
    expect(res.body.errors).toBeUndefined();
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    const row = await lastAudit("restoreAccount");
    expect(row).toMatchObject({
      actor_user_id: finance.id,
      actor_roles: "support,finance",
      kind: "mutation",
      target_type: "user_account",
      target_id: member.id,
      outcome: "OK",
      request_id: requestId,
    });
    expect(JSON.parse(row!.before_json!)).toMatchObject({ status: "pending_deletion" });
    expect(JSON.parse(row!.after_json!)).toMatchObject({ status: "active" });
    expect(JSON.parse(row!.args_json!)).toEqual({ userId: member.id });
  });

  it("records refused and failed attempts too, and redacts secrets", async () => {
    const denied = await finance.client.gql(`{ staffAuditLog { total } }`);
    expect(errorCodeOf(denied)).toBe(2017);
    expect(await lastAudit("staffAuditLog")).toMatchObject({
      actor_user_id: finance.id,
      outcome: "FORBIDDEN",
    });
    const key = uniqueName("audit-key");
    const failed = await finance.client.gql(
      `mutation($i: AdminCreditUsdtInput!) { adminCreditUsdt(input: $i) { transactionId } }`,
      { i: { userId: "999999", amount: "5", reason: "nobody home", idempotencyKey: key } },
    );
    expect(errorCodeOf(failed)).toBe(1101);
    const row = await lastAudit("adminCreditUsdt");
    expect(row).toMatchObject({ outcome: "USER_NOT_FOUND", target_type: "user", target_id: "999999" });
    expect(JSON.parse(row!.args_json!)).toMatchObject({ input: { amount: "5", reason: "nobody home" } });
  });

  it("is append-only: UPDATE and DELETE fail in the database", async () => {
    const [{ id }] = (await db().query("SELECT MAX(id) AS id FROM staff_audit_log")) as [{ id: string }];
    await expect(db().query("UPDATE staff_audit_log SET outcome = 'OK' WHERE id = ?", [id])).rejects.toThrow(
      /append-only/,
    );
    await expect(db().query("DELETE FROM staff_audit_log WHERE id = ?", [id])).rejects.toThrow(/append-only/);
    const [row] = (await db().query("SELECT id FROM staff_audit_log WHERE id = ?", [id])) as unknown[];
    expect(row).toBeTruthy();
  });

  it("is read by admin staff only, newest first, filtered by actor, operation and day", async () => {
    expect(errorCodeOf(await member.client.gql(`{ staffAuditLog { total } }`))).toBe(2017);
    const today = new Date().toISOString().slice(0, 10);
    const page = await admin.client.gql<{
      staffAuditLog: {
        total: number;
        pageSize: number;
        items: { operation: string; actor: { id: string }; outcome: string; requestId: string }[];
      };
    }>(
      `query($f: AuditLogFilterInput) { staffAuditLog(filter: $f) { total pageSize items { operation outcome requestId actor { id } } } }`,
      { f: { actor: finance.email, operation: "restoreAccount", from: today, to: today } },
    );
    expect(page.body.errors).toBeUndefined();
    expect(page.body.data!.staffAuditLog.pageSize).toBe(20);
    expect(page.body.data!.staffAuditLog.items).toHaveLength(1);
    expect(page.body.data!.staffAuditLog.items[0]).toMatchObject({
      operation: "restoreAccount",
      actor: { id: finance.id },
    });
    const none = await admin.client.gql<{ staffAuditLog: { total: number } }>(
      `query($f: AuditLogFilterInput) { staffAuditLog(filter: $f) { total } }`,
      { f: { from: "2001-01-01", to: "2001-01-02" } },
    );
    expect(none.body.data!.staffAuditLog.total).toBe(0);
    expect(
      errorCodeOf(await admin.client.gql(`{ staffAuditLog(filter: { from: "yesterday" }) { total } }`)),
    ).toBe(400);
  });
});
