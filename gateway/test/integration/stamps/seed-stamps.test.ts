import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedStamps } from "../../../src/seed/seed-stamps.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("demo stamp rallies", () => {
  it("seeds an open rally with the demo quiz's stamp and a drawn one, once", async () => {
    const ds = t.gateway.deps.dataSource;
    await seedStamps(ds);
    await seedStamps(ds);
    const campaigns = (await ds.query(
      `SELECT id, drawn_at, seed_revealed_at FROM stamp_campaign ORDER BY id`,
    )) as { id: number; drawn_at: Date | null; seed_revealed_at: Date | null }[];
    expect(campaigns).toHaveLength(2);
    expect(campaigns[0]!.drawn_at).toBeNull();
    expect(campaigns[1]!.seed_revealed_at).not.toBeNull();
    const [quiz] = (await ds.query(`SELECT COUNT(*) AS n FROM quiz`)) as { n: string }[];
    expect(Number(quiz!.n)).toBe(1);
    const [link] = (await ds.query(
      `SELECT COUNT(*) AS n FROM stamp s JOIN quiz q ON q.id = s.ref_id WHERE s.action = 'QUIZ'`,
    )) as { n: string }[];
    expect(Number(link!.n)).toBe(1);
  });
});
