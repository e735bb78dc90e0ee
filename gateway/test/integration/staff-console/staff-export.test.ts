import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/* "Export to Excel" of the staff console (docs/STAFF-CONSOLE.md): role-checked, audited, readable. */

let t: TestGateway;
let support: MarketUser;
let admin: MarketUser;
let member: MarketUser;

const get = (who: MarketUser | null, path: string) =>
  fetch(`${t.url}${path}`, { headers: { cookie: who?.client.cookieHeader() ?? "" } });

async function readWorkbook(res: Response): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))),
  );
  return rows;
}

beforeAll(async () => {
  t = await startTestGateway();
  support = await createMarketUser(t, { roles: ["support"] });
  admin = await createMarketUser(t, { roles: ["admin"] });
  member = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("staff console exports", () => {
  it("exports a member's sessions for memberLookup roles only, and audits the download", async () => {
    const path = `/exports/staff/member-activity.xlsx?userId=${member.id}&view=SESSIONS`;
    expect((await get(null, path)).status).toBe(401);
    expect((await get(admin, path)).status).toBe(403);
    expect((await get(member, path)).status).toBe(403);
    const res = await get(support, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const rows = await readWorkbook(res);
    expect(rows[0]).toEqual(["id", "item", "detail", "status", "amount", "when (GMT+8)"]);
    expect(rows.length).toBeGreaterThan(1);
    const bad = await get(support, `/exports/staff/member-activity.xlsx?userId=${member.id}&view=NOPE`);
    expect(bad.status).toBe(400);
    const [entry] = (await t.gateway.deps.dataSource.query(
      `SELECT args_json AS args FROM staff_audit_log WHERE actor_user_id = ? AND operation = 'export:member-activity.xlsx'`,
      [support.id],
    )) as { args: string }[];
    expect(JSON.parse(entry!.args)).toMatchObject({ userId: member.id, view: "SESSIONS" });
  });

  it("exports the audit log for admins under the page's filter", async () => {
    await get(support, `/exports/staff/member-activity.xlsx?userId=${member.id}&view=HOLDINGS`);
    expect((await get(support, "/exports/staff/audit-log.xlsx")).status).toBe(403);
    const res = await get(
      admin,
      `/exports/staff/audit-log.xlsx?operation=${encodeURIComponent("export:member-activity.xlsx")}`,
    );
    expect(res.status).toBe(200);
    const rows = await readWorkbook(res);
    expect(rows[0]![4]).toBe("operation");
    expect(rows.slice(1).every((r) => r[4] === "export:member-activity.xlsx")).toBe(true);
    expect(rows.length).toBeGreaterThanOrEqual(3);
  });
});
