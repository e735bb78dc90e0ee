import { ERRORS } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantIssuerRole } from "../../../src/domains/redemption/index.js";
import { createMarketUser, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/* Staff (content role) define every mission; issuers only their own publishers' ISSUER missions. */

let t: TestGateway;
let content: MarketUser;
let admin: MarketUser;
let issuer: MarketUser;
let ownPublisher: string;
let otherPublisher: string;
let number = 500_000 + Math.floor(Math.random() * 100_000);

const FIELDS = `id number kind period reward publisherId event target active version texts { language title }`;
const SAVE = `mutation($id: ID, $version: Int, $input: MissionInput!) {
  saveMission(id: $id, version: $version, input: $input) { ${FIELDS} } }`;
const ACTIVE = `mutation($id: ID!, $version: Int!, $active: Boolean!) {
  setMissionActive(id: $id, version: $version, active: $active) { id version active } }`;
const ADMIN = `{ missionsAdmin { id number } }`;
const ISSUER_SAVE = `mutation($id: ID, $version: Int, $input: MissionInput!) {
  saveIssuerMission(id: $id, version: $version, input: $input) { ${FIELDS} } }`;
const ISSUER_LIST = `{ issuerMissions { id publisherId } }`;
const ISSUES = `{ issuesForPublisher }`;

const input = (extra: Record<string, unknown> = {}) => ({
  number: ++number,
  kind: "BEGINNER",
  period: "NONE",
  reward: 50,
  event: "verify-email",
  target: 1,
  texts: [
    { language: "tw", title: "驗證電子郵件", description: "完成電子郵件驗證" },
    { language: "en", title: "Verify your e-mail", description: "" },
  ],
  ...extra,
});

async function newPublisher(): Promise<string> {
  const slug = uniqueName("pub");
  const r = (await t.gateway.deps.dataSource.query(`INSERT INTO publisher (slug, name) VALUES (?, ?)`, [
    slug,
    slug,
  ])) as { insertId: number };
  return String(r.insertId);
}

beforeAll(async () => {
  t = await startTestGateway();
  content = await createMarketUser(t, { roles: ["content"] });
  admin = await createMarketUser(t, { roles: ["admin"] });
  issuer = await createMarketUser(t);
  ownPublisher = await newPublisher();
  otherPublisher = await newPublisher();
  await grantIssuerRole(t.gateway.deps.dataSource, {
    userId: issuer.id,
    publisherId: ownPublisher,
    grantedBy: admin.id,
  });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("staff define missions", () => {
  it("content staff create, edit (2132 when stale), number clash 2133, close and list; others are refused", async () => {
    const created = await content.client.gql<{
      saveMission: { id: string; version: number; active: boolean };
    }>(SAVE, {
      input: input(),
    });
    expect(created.body.errors).toBeUndefined();
    const m = created.body.data!.saveMission;
    expect(m).toMatchObject({ active: true, version: 1 });

    const edited = await content.client.gql<{
      saveMission: { version: number; reward: number; number: number };
    }>(SAVE, {
      id: m.id,
      version: 1,
      input: input({ reward: 80 }),
    });
    expect(edited.body.data!.saveMission).toMatchObject({ version: 2, reward: 80 });
    const stale = await content.client.gql(SAVE, { id: m.id, version: 1, input: input() });
    expect(errorCodeOf(stale)).toBe(ERRORS.MISSION_CHANGED.code);

    const clash = await content.client.gql(SAVE, {
      input: input({ number: edited.body.data!.saveMission.number }),
    });
    expect(errorCodeOf(clash)).toBe(ERRORS.MISSION_NUMBER_TAKEN.code);

    const closed = await content.client.gql<{ setMissionActive: { active: boolean } }>(ACTIVE, {
      id: m.id,
      version: 2,
      active: false,
    });
    expect(closed.body.data!.setMissionActive.active).toBe(false);
    const list = await content.client.gql<{ missionsAdmin: { id: string }[] }>(ADMIN);
    expect(list.body.data!.missionsAdmin.map((x) => x.id)).toContain(m.id);

    for (const who of [admin, issuer]) {
      expect(errorCodeOf(await who.client.gql(ADMIN))).toBeDefined();
      expect(errorCodeOf(await who.client.gql(SAVE, { input: input() }))).toBeDefined();
    }
  });

  it("refuses bad input (400): a periodic kind without a period, an unknown event, a holding rule without series", async () => {
    for (const bad of [
      input({ kind: "PERIODIC" }),
      input({ event: "jump" }),
      input({ event: "holding-changed", kind: "OTHER" }),
      input({ texts: [{ language: "en", title: "No tw", description: "" }] }),
      input({ reward: 0 }),
    ]) {
      const res = await content.client.gql(SAVE, { input: bad });
      expect(errorCodeOf(res)).toBe(ERRORS.DATA_ERROR.code);
    }
  });
});

describe("issuers define their own publisher's missions", () => {
  it("saves an ISSUER mission of their publisher; another publisher or kind is 2134; staff missions are unknown to them", async () => {
    const own = await issuer.client.gql<{
      saveIssuerMission: { id: string; version: number; publisherId: string };
    }>(ISSUER_SAVE, { input: input({ kind: "ISSUER", publisherId: ownPublisher, event: "code-redeemed" }) });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data!.saveIssuerMission.publisherId).toBe(ownPublisher);

    const other = await issuer.client.gql(ISSUER_SAVE, {
      input: input({ kind: "ISSUER", publisherId: otherPublisher }),
    });
    expect(errorCodeOf(other)).toBe(ERRORS.MISSION_PUBLISHER_NOT_ALLOWED.code);
    const beginner = await issuer.client.gql(ISSUER_SAVE, { input: input() });
    expect(errorCodeOf(beginner)).toBe(ERRORS.MISSION_PUBLISHER_NOT_ALLOWED.code);

    const staffMission = await content.client.gql<{ saveMission: { id: string } }>(SAVE, { input: input() });
    const takeOver = await issuer.client.gql(ISSUER_SAVE, {
      id: staffMission.body.data!.saveMission.id,
      version: 1,
      input: input({ kind: "ISSUER", publisherId: ownPublisher }),
    });
    expect(errorCodeOf(takeOver)).toBe(ERRORS.MISSION_NOT_FOUND.code);

    const list = await issuer.client.gql<{ issuerMissions: { id: string; publisherId: string }[] }>(
      ISSUER_LIST,
    );
    expect(list.body.data!.issuerMissions.map((x) => x.publisherId)).toEqual([ownPublisher]);
    const issues = await issuer.client.gql<{ issuesForPublisher: boolean }>(ISSUES);
    expect(issues.body.data!.issuesForPublisher).toBe(true);
  });

  it("a member who issues for no publisher lists nothing and may save nothing", async () => {
    const plain = await createMarketUser(t);
    const list = await plain.client.gql<{ issuerMissions: unknown[] }>(ISSUER_LIST);
    expect(list.body.data!.issuerMissions).toEqual([]);
    const issues = await plain.client.gql<{ issuesForPublisher: boolean }>(ISSUES);
    expect(issues.body.data!.issuesForPublisher).toBe(false);
    const res = await plain.client.gql(ISSUER_SAVE, {
      input: input({ kind: "ISSUER", publisherId: ownPublisher }),
    });
    expect(errorCodeOf(res)).toBe(ERRORS.MISSION_PUBLISHER_NOT_ALLOWED.code);
  });
});
