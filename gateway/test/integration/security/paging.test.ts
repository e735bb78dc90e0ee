import { PAGE_MAX } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

let t: TestGateway;
let member: MarketUser;
let staff: MarketUser;

beforeAll(async () => {
  t = await startTestGateway();
  [member, staff] = await Promise.all([createMarketUser(t), createMarketUser(t, { role: "staff" })]);
});

afterAll(async () => {
  await t?.close();
});

// Every paged list a member or staff member reads: page 1 … PAGE_MAX, else DATA_ERROR naming page.
const MEMBER_LISTS = [
  "jpointConversionHistory(page: $p) { total }",
  "myCardWithdrawals(page: $p) { total }",
  "myGifts(page: $p) { total }",
  "myPrimaryOrders(page: $p) { total }",
  "myUsdtDeposits(page: $p) { total }",
  "myUsdtWithdrawals(page: $p) { total }",
];
const STAFF_LISTS = [
  "adminCreditRequests(page: $p) { total }",
  "cardWithdrawalQueue(page: $p) { total }",
  "kycQueue(page: $p) { total }",
  "staffAuditLog(filter: { page: $p }) { total }",
  "usdtWithdrawalQueue(page: $p) { total }",
];

describe("paged lists refuse pages outside 1 … PAGE_MAX", () => {
  it.each([
    ...MEMBER_LISTS.map((field) => ({ field, who: "member" as const })),
    ...STAFF_LISTS.map((field) => ({ field, who: "staff" as const })),
  ])("$field", async ({ field, who }) => {
    const client = who === "member" ? member.client : staff.client;
    const query = `query($p: Int!) { x: ${field} }`;
    for (const page of [0, -1, PAGE_MAX + 1, 2_147_483_647]) {
      const res = await client.gql(query, { p: page });
      expect(res.body.errors?.[0]?.extensions, `${field} page ${page}`).toMatchObject({
        errorCode: 400,
        data: { field: "page" },
      });
    }
    const ok = await client.gql(query, { p: PAGE_MAX });
    expect(ok.body.errors, `${field} page ${PAGE_MAX}`).toBeUndefined();
  });
});
