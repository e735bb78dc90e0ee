import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { seedDemoPackages } from "../../../src/seed/seed-packages.js";
import { seedMarket } from "../../../src/seed/seed-market.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { buyPackages, ODDS, OPEN_PACKAGE } from "./package-fixtures.js";

let t: TestGateway;
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
});
afterAll(async () => {
  await t.close();
});

describe("seedDemoPackages", () => {
  it("creates two demo packages once, one open-able now and one later, next to the market seed", async () => {
    expect(await seedDemoPackages(db().manager)).toEqual({ packages: 2 });
    await seedMarket(db());
    expect(await seedDemoPackages(db().manager)).toEqual({ packages: 2 });
    const products = (await db().query(
      `SELECT id, name, total_supply, remaining, cards_per_package, price_twd, price_jpoint,
              open_at <= UTC_TIMESTAMP(3) AS openable
         FROM primary_product WHERE kind = 'PACKAGE' ORDER BY id`,
    )) as { id: string; name: string; remaining: number; openable: number; price_twd: string }[];
    expect(
      products.map((p) => [p.name, Number(p.remaining), Number(p.openable), String(p.price_twd)]),
    ).toEqual([
      ["Night Market Treasures Pack", 200, 1, "300"],
      ["Harbor Lights Sealed Pack", 100, 0, "500"],
    ]);

    const odds = await t.gql<{ packageOdds: { rarities: { rarity: string; percent: string }[] } }>(ODDS, {
      id: String(products[0]!.id),
    });
    expect(odds.body.data!.packageOdds.rarities.map((r) => [r.rarity, r.percent])).toEqual([
      ["COMMON", "60.00"],
      ["RARE", "25.00"],
      ["EPIC", "12.00"],
      ["LEGENDARY", "3.00"],
    ]);

    const buyer = await createMarketUser(t);
    const [now] = await buyPackages(db(), String(products[0]!.id), buyer, 1);
    const opened = await buyer.client.gql<{ openPackage: { draws: unknown[] } }>(OPEN_PACKAGE, { id: now });
    expect(opened.body.data!.openPackage.draws).toHaveLength(3);
    const [later] = await buyPackages(db(), String(products[1]!.id), buyer, 1);
    expect(errorCodeOf(await buyer.client.gql(OPEN_PACKAGE, { id: later }))).toBe(2008);
    await expectLedgerSound(db());
  });
});
