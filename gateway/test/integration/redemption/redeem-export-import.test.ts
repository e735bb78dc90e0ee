import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceEventAdmins } from "../../../src/domains/redemption/index.js";
import { redeemCode } from "../../../src/domains/redemption/services/redeem.service.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { key, makeCodes, makeEvent, newMember, staffCaller } from "./redemption-fixtures.js";

let t: TestGateway;
let admin: MarketUser;
let outsider: MarketUser;
let eventId: string;
const db = () => t.gateway.deps.dataSource;
const receiver = { name: "王小美", phone: "0987654321", address: "台中市西屯區 2 號" };

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
  const staff = await staffCaller(db());
  admin = await createMarketUser(t);
  outsider = await createMarketUser(t);
  eventId = await makeEvent(db(), staff.id, { rewardKind: "PHYSICAL_GIFT", stock: 50, perAccountLimit: 1 });
  await replaceEventAdmins(db().manager, eventId, [admin.id]);
  const codes = await makeCodes(db(), staff, eventId, 3);
  for (const code of codes) {
    const m = await newMember(db());
    await redeemCode({ dataSource: db() }, m, { code, idempotencyKey: key(), receiver }, "en");
  }
});
afterAll(async () => {
  await t.close();
});

const get = (who: MarketUser, query: string) =>
  fetch(`${t.url}/exports/redeem-events/${eventId}/redemptions.xlsx?${query}`, {
    headers: { cookie: who.client.cookieHeader() ?? "" },
  });

async function readWorkbook(res: Response): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ""))),
  );
  return rows;
}

describe("Excel export and import", () => {
  it("exports a filtered event as a workbook (localized headers, GMT+8), read back with exceljs", async () => {
    const [one] = (await db().query(
      `SELECT r.id, c.code, u.email FROM redemption r JOIN redeem_code c ON c.id = r.code_id JOIN user_account u ON u.id = r.user_id
        WHERE r.event_id = ? ORDER BY r.id LIMIT 1`,
      [eventId],
    )) as { id: string; code: string; email: string }[];
    const res = await get(admin, `lang=en&memberEmail=${encodeURIComponent(one!.email)}&status=UNCLAIMED`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const rows = await readWorkbook(res);
    expect(rows[0]![0]).toBe("Redemption ID");
    expect(rows).toHaveLength(2);
    expect(rows[1]![0]).toBe(String(one!.id));
    expect(rows[1]![1]!.replace(/-/g, "")).toBe(one!.code);
    expect(rows[1]![2]).toBe(one!.email);
    expect(rows[1]![8]).toBe(receiver.phone);
    expect(rows[1]![10]).toBe("Unclaimed");
    expect(rows[1]![3]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const all = await readWorkbook(await get(admin, "lang=tw"));
    expect(all[0]![0]).toBe("兌換編號");
    expect(all).toHaveLength(4);
    const none = await readWorkbook(await get(admin, "status=CLAIMED"));
    expect(none).toHaveLength(1);
  });

  it("streams past the 1,000-row keyset pages in id order", async () => {
    const staff = await staffCaller(db());
    const big = await makeEvent(db(), staff.id, {
      rewardKind: "PHYSICAL_GIFT",
      stock: 5000,
      perAccountLimit: 1000,
    });
    await replaceEventAdmins(db().manager, big, [admin.id]);
    const m = await newMember(db());
    const n = 2_100;
    const codes = Array.from({ length: n }, (_, i) => [
      `BULK${big}X${String(i).padStart(6, "0")}`,
      big,
      "REDEEMED",
    ]);
    await db().query(`INSERT INTO redeem_code (code, event_id, status) VALUES ?`, [codes]);
    await db().query(
      `INSERT INTO redemption (event_id, code_id, user_id, idempotency_key, units, claim_status, receiver_name, receiver_phone, receiver_address)
       SELECT event_id, id, ?, CONCAT('bulk', id), 0, 'UNCLAIMED', 'A', '0911111111', 'B' FROM redeem_code WHERE event_id = ?`,
      [m.id, big],
    );
    const res = await fetch(`${t.url}/exports/redeem-events/${big}/redemptions.xlsx?lang=jp`, {
      headers: { cookie: admin.client.cookieHeader() ?? "" },
    });
    const rows = await readWorkbook(res);
    expect(rows[0]![0]).toBe("引換ID");
    expect(rows).toHaveLength(n + 1);
    const ids = rows.slice(1).map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(n);
  });

  it("refuses non-administrators (2014) and visitors (1010)", async () => {
    const res = await get(outsider, "");
    expect(res.status).toBe(403);
    expect(
      ((await res.json()) as { errors: { extensions: { errorCode: number } }[] }).errors[0]!.extensions
        .errorCode,
    ).toBe(2014);
    const visitor = await fetch(`${t.url}/exports/redeem-events/${eventId}/redemptions.xlsx`);
    expect(
      ((await visitor.json()) as { errors: { extensions: { errorCode: number } }[] }).errors[0]!.extensions
        .errorCode,
    ).toBe(1010);
  });

  it("imports codes from a .csv and an .xlsx; malformed and duplicate rows are skipped", async () => {
    const post = (who: MarketUser, body: Buffer | string, type: string) =>
      fetch(`${t.url}/imports/redeem-events/${eventId}/codes`, {
        method: "POST",
        headers: { cookie: who.client.cookieHeader() ?? "", "content-type": type },
        body,
      });
    const csv =
      "code,email,pack name\nIMPORT-0001-AAAA,,\nimport0002aaaa,someone@example.com,\n!!,,\nIMPORT0001AAAA,,\n";
    const first = await post(admin, csv, "text/csv");
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ imported: 2, skipped: 2 });
    const [bound] = (await db().query(
      `SELECT bound_email FROM redeem_code WHERE code = '1MP0RT0002AAAA'`,
    )) as {
      bound_email: string;
    }[];
    expect(bound!.bound_email).toBe("someone@example.com");

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("codes");
    sheet.addRow(["code", "email", "pack name"]);
    sheet.addRow(["XLSX-0000-0001", "", "PACK-1"]);
    sheet.addRow(["XLSX-0000-0002", "not-an-email", ""]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const form = new FormData();
    form.append("file", new Blob([xlsx]), "codes.xlsx");
    const second = await fetch(`${t.url}/imports/redeem-events/${eventId}/codes`, {
      method: "POST",
      headers: { cookie: admin.client.cookieHeader() ?? "" },
      body: form,
    });
    expect(await second.json()).toEqual({ imported: 1, skipped: 1 });
    const refused = await post(outsider, csv, "text/csv");
    expect(refused.status).toBe(403);
  });

  it("refuses an .xlsx with more rows than the limit and imports nothing from it", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("codes");
    // The same short value in every row: a small file that unpacks to 50,002 rows.
    for (let i = 0; i < 50_002; i++) sheet.addRow(["ROWS-0000-0000"]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const count = async () =>
      Number(((await db().query(`SELECT COUNT(*) AS n FROM redeem_code`)) as { n: string }[])[0]!.n);
    const before = await count();
    const form = new FormData();
    form.append("file", new Blob([xlsx]), "rows.xlsx");
    const res = await fetch(`${t.url}/imports/redeem-events/${eventId}/codes`, {
      method: "POST",
      headers: { cookie: admin.client.cookieHeader() ?? "" },
      body: form,
    });
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);
  });
});
