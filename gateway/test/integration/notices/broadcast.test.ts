import { LOCALES } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fanOutBroadcast } from "../../../src/domains/notices/index.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { noticeRows } from "./notice-jobs.js";

let t: TestGateway;
let staff: MarketUser;
let member: MarketUser;

const texts = Object.fromEntries(
  LOCALES.map((l) => [l, { title: `Maintenance ${l}`, body: `Tonight 02:00–03:00 GMT+8 (${l})` }]),
);
const BROADCAST = `mutation($i: BroadcastNoticeInput!) { broadcastNotice(input: $i) { id title segment recipients done } }`;

beforeAll(async () => {
  t = await startTestGateway();
  staff = await createMarketUser(t, { roles: ["content"] });
  member = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("staff broadcasts", () => {
  it("reaches every active member once, even when the fan-out runs twice, in each reader's language", async () => {
    const res = await staff.client.gql<{ broadcastNotice: { id: string; title: string } }>(BROADCAST, {
      i: { segment: "ALL", texts, path: "/marketplace" },
    });
    expect(res.body.errors).toBeUndefined();
    const id = res.body.data!.broadcastNotice.id;
    const [active] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM user_account WHERE status = 'active'`,
    )) as { n: number }[];
    const n = active!.n;
    expect(await fanOutBroadcast(t.gateway.deps, id)).toBe(Number(n));
    expect(await fanOutBroadcast(t.gateway.deps, id)).toBe(0);
    const rows = (await noticeRows(t)).filter((r) => r.kind === "ANNOUNCEMENT" && r.key === id);
    expect(rows).toHaveLength(Number(n));

    const list = await member.client.gql<{
      notices: { items: { kind: string; title: string; body: string; path: string }[] };
    }>(`{ notices { items { kind title body path } } }`);
    expect(list.body.data!.notices.items[0]).toEqual({
      kind: "ANNOUNCEMENT",
      title: "Maintenance en",
      body: "Tonight 02:00–03:00 GMT+8 (en)",
      path: "/marketplace",
    });
    const sent = await staff.client.gql<{
      staffBroadcasts: { items: { id: string; recipients: number; done: boolean }[] };
    }>(`{ staffBroadcasts { items { id recipients done } } }`);
    expect(sent.body.data!.staffBroadcasts.items[0]).toEqual({ id, recipients: Number(n), done: true });
  });

  it("targets one language", async () => {
    const res = await staff.client.gql<{ broadcastNotice: { id: string } }>(BROADCAST, {
      i: { segment: "LOCALE", locale: "jp", texts },
    });
    const id = res.body.data!.broadcastNotice.id;
    const jpMember = await createMarketUser(t);
    await t.gateway.deps.dataSource.query(`UPDATE user_account SET locale = 'jp' WHERE id = ?`, [
      jpMember.id,
    ]);
    expect(await fanOutBroadcast(t.gateway.deps, id)).toBe(1);
    expect((await noticeRows(t)).filter((r) => r.key === id).map((r) => r.userId)).toEqual([jpMember.id]);
  });

  it("refuses members without the content role and bad input, changing nothing", async () => {
    const before = (
      await staff.client.gql<{ staffBroadcasts: { total: number } }>(`{ staffBroadcasts { total } }`)
    ).body.data!.staffBroadcasts.total;
    const refused = await member.client.gql(BROADCAST, { i: { segment: "ALL", texts } });
    expect(refused.body.errors?.[0]?.extensions?.errorCode).toBe(2017);
    const foreignPath = await staff.client.gql(BROADCAST, {
      i: { segment: "ALL", texts, path: "//evil.example/x" },
    });
    expect(foreignPath.body.errors?.[0]?.extensions?.errorCode).toBe(400);
    const noLocale = await staff.client.gql(BROADCAST, { i: { segment: "LOCALE", texts } });
    expect(noLocale.body.errors?.[0]?.extensions?.errorCode).toBe(400);
    const after = (
      await staff.client.gql<{ staffBroadcasts: { total: number } }>(`{ staffBroadcasts { total } }`)
    ).body.data!.staffBroadcasts.total;
    expect(after).toBe(before);
    const [audit] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM staff_audit_log WHERE operation = 'broadcastNotice'`,
    )) as { n: number }[];
    expect(Number(audit!.n)).toBeGreaterThanOrEqual(4);
  });
});
