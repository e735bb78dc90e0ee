import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { seedPartners } from "../../../src/seed/seed-partners.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/* The demo partner: bound to the demo collector, two delivered events in its log; seeding twice adds nothing. */

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
});
afterAll(async () => {
  await t.close();
});

describe("demo partner seed", () => {
  it("binds the collector and leaves a delivery log, once", async () => {
    await seedPartners(t.gateway.deps.dataSource, t.config);
    const rows = (await t.gateway.deps.dataSource.query(
      `SELECT p.name, e.type, e.state, e.attempts FROM partner p
         JOIN partner_binding b ON b.partner_id = p.id
         JOIN user_account u ON u.id = b.user_id AND u.email = 'collector@vitrine.local'
         JOIN partner_event e ON e.binding_id = b.id
        ORDER BY e.id`,
    )) as { name: string; type: string; state: string; attempts: number }[];
    expect(rows.map((r) => [r.name, r.type, r.state, Number(r.attempts)])).toEqual([
      ["Star Club (demo)", "card.received", "DELIVERED", 2],
      ["Star Club (demo)", "deposit.credited", "DELIVERED", 1],
    ]);
    // Switched off: its URL is an example, so the collector's later events send nothing.
    const [partner] = (await t.gateway.deps.dataSource.query(
      `SELECT active FROM partner WHERE name = 'Star Club (demo)'`,
    )) as { active: number }[];
    expect(Number(partner!.active)).toBe(0);
  });
});
