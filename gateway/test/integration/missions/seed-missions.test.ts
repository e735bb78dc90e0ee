import { MISSION_KINDS } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminMissions } from "../../../src/domains/missions/index.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { DEMO_MISSIONS, seedMissions } from "../../../src/seed/seed-missions.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

let t: TestGateway;
const deps = () => t.gateway.deps;

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(deps().dataSource);
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("demo missions", () => {
  it("has missions of every kind, daily and weekly ones among them, texts in five languages; a second run adds nothing", async () => {
    await seedMissions(deps().dataSource);
    const missions = (await adminMissions(deps(), { staff: true })).filter((m) =>
      DEMO_MISSIONS.some((d) => d.number === m.number),
    );
    expect(missions).toHaveLength(DEMO_MISSIONS.length);
    expect(new Set(missions.map((m) => m.kind))).toEqual(new Set(MISSION_KINDS));
    expect(new Set(missions.map((m) => m.period))).toEqual(new Set(["NONE", "DAILY", "WEEKLY"]));
    for (const m of missions)
      expect(m.texts.map((x) => x.language).sort()).toEqual(["cn", "en", "jp", "kr", "tw"]);
    const issuer = missions.find((m) => m.kind === "ISSUER")!;
    expect(issuer.publisherId).not.toBeNull();
    expect(issuer.seriesId).not.toBeNull();
    // The beginner tasks the combined e2e starts from: verify e-mail (done at sign-up) and 2FA.
    expect(missions.filter((m) => m.kind === "BEGINNER").map((m) => m.event)).toEqual(
      expect.arrayContaining(["verify-email", "two-factor-on"]),
    );
  });
});
