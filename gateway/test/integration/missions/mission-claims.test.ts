import { ERRORS } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userBalance } from "../../../src/domains/ledger/index.js";
import { jpowerLevel } from "../../../src/domains/missions/index.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { deliver, newMission, progressOf, record } from "./mission-fixtures.js";

let t: TestGateway;
const deps = () => t.gateway.deps;
let member: MarketUser;
let twoFactorMission: string;
let bidMission: string;

const CLAIM = `mutation($id: ID!) { claimMission(missionId: $id) { id status progress target reward } }`;
const JPOWER = `{ myJpower { balance level lifetime nextLevelAt } }`;
const MISSIONS = `{ missions { kind missions { id number kind period title progress target status reward } } }`;

beforeAll(async () => {
  // Thresholds from the configuration: level 2 at 50 lifetime Jpower, level 3 at 120.
  t = await startTestGateway({ JPOWER_LEVEL_THRESHOLDS: "50,120" });
  twoFactorMission = await newMission(deps(), { event: "two-factor-on", reward: 60 });
  bidMission = await newMission(deps(), { event: "first-bid", reward: 70, kind: "OTHER" });
  member = await createMarketUser(t);
  await record(deps().dataSource, member.id, "two-factor-on", "on");
  await deliver(deps(), member.id);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const jpowerOf = async (userId: string) =>
  (await userBalance(deps().dataSource.manager, userId, "JPOWER")).available;

describe("claiming a mission's Jpower", () => {
  it("lists the open missions grouped by kind with the member's progress", async () => {
    const res = await member.client.gql<{
      missions: { kind: string; missions: { id: string; status: string; progress: number }[] }[];
    }>(MISSIONS);
    expect(res.body.errors).toBeUndefined();
    const groups = res.body.data!.missions;
    expect(groups.map((g) => g.kind)).toEqual(["BEGINNER", "ISSUER", "PERIODIC", "OTHER"]);
    const beginner = groups[0]!.missions.find((m) => m.id === twoFactorMission);
    expect(beginner).toMatchObject({ status: "DONE", progress: 1 });
    expect(groups[3]!.missions.find((m) => m.id === bidMission)).toMatchObject({
      status: "UNDONE",
      progress: 0,
    });
  });

  it("a double-clicked claim credits once: both answers CLAIMED, one posting, one claim row", async () => {
    const before = await jpowerOf(member.id);
    const [a, b, c] = await Promise.all([
      member.client.gql(CLAIM, { id: twoFactorMission }),
      member.client.gql(CLAIM, { id: twoFactorMission }),
      member.client.gql(CLAIM, { id: twoFactorMission }),
    ]);
    for (const res of [a, b, c]) {
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.claimMission).toMatchObject({ status: "CLAIMED", reward: 60 });
    }
    expect((await member.client.gql(CLAIM, { id: twoFactorMission })).body.errors).toBeUndefined();
    expect((await jpowerOf(member.id)) - before).toBe(60n);
    const postings = (await deps().dataSource.query(
      `SELECT COUNT(*) AS n FROM ledger_transaction WHERE kind = 'mission-claim' AND idempotency_key = ?`,
      [`mission-claim:${member.id}:${twoFactorMission}:-`],
    )) as { n: number }[];
    expect(Number(postings[0]!.n)).toBe(1);
    expect(await progressOf(deps().dataSource, twoFactorMission, member.id)).toMatchObject({
      status: "CLAIMED",
    });
    await expectLedgerSound(deps().dataSource);
  });

  it("an undone mission is 2131 and moves nothing; an unknown one 2130", async () => {
    const before = await jpowerOf(member.id);
    expect(errorCodeOf(await member.client.gql(CLAIM, { id: bidMission }))).toBe(
      ERRORS.MISSION_NOT_DONE.code,
    );
    expect(errorCodeOf(await member.client.gql(CLAIM, { id: "999999999" }))).toBe(
      ERRORS.MISSION_NOT_FOUND.code,
    );
    expect(await jpowerOf(member.id)).toBe(before);
    await expectLedgerSound(deps().dataSource);
  });

  it("myJpower: balance from the ledger, level and next level from lifetime Jpower and the configured thresholds", async () => {
    let res = await member.client.gql<{ myJpower: Record<string, unknown> }>(JPOWER);
    expect(res.body.data!.myJpower).toEqual({ balance: "60", level: 2, lifetime: "60", nextLevelAt: "120" });
    await record(deps().dataSource, member.id, "first-bid", "bid.1");
    await deliver(deps(), member.id);
    expect((await member.client.gql(CLAIM, { id: bidMission })).body.errors).toBeUndefined();
    res = await member.client.gql<{ myJpower: Record<string, unknown> }>(JPOWER);
    expect(res.body.data!.myJpower).toEqual({ balance: "130", level: 3, lifetime: "130", nextLevelAt: null });
    await expectLedgerSound(deps().dataSource);
  });

  it("levels: 1 below the first threshold, one more for each threshold reached", () => {
    expect(jpowerLevel(0n, [100, 500])).toEqual({ level: 1, next: 100 });
    expect(jpowerLevel(100n, [100, 500])).toEqual({ level: 2, next: 500 });
    expect(jpowerLevel(10_000n, [100, 500])).toEqual({ level: 3, next: null });
  });

  it("signed out: missions, claimMission and myJpower ask for a login", async () => {
    for (const q of [MISSIONS, JPOWER]) expect(errorCodeOf(await t.gql(q))).toBe(ERRORS.LOGIN_REQUIRED.code);
  });
});
