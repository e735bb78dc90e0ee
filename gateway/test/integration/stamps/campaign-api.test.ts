import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordStampAction } from "../../../src/domains/stamps/index.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { createProduct } from "../primary/primary-fixtures.js";
import { createQuiz } from "../quiz/quiz-fixtures.js";
import { makeEvent, staffCaller } from "../redemption/redemption-fixtures.js";
import { stampTexts } from "./stamp-fixtures.js";

/* Campaigns over GraphQL: content staff create and edit them (audited), members collect venue stamps. */

let t: TestGateway;
let staff: MarketUser;
let member: MarketUser;
/** A release product: what a PURCHASE stamp names. */
let release: string;
beforeAll(async () => {
  t = await startTestGateway();
  staff = await createMarketUser(t, { roles: ["content"] });
  member = await createMarketUser(t);
  release = await createProduct(t.gateway.deps.dataSource);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const CAMPAIGN_FIELDS = `id title prize state winnersCount collected completed version
  stamps { id action refId name hint collectedAt }
  proof { algorithm seedHash seed completerCount drawnAt } winners { rank displayName you } youWon`;
const CREATE = `mutation($input: CampaignInput!) { createCampaign(input: $input) { ${CAMPAIGN_FIELDS}
  texts { language title } stampTexts { stampId qrToken texts { language name } } } }`;
const UPDATE = `mutation($id: ID!, $version: Int!, $input: CampaignInput!) {
  updateCampaign(id: $id, version: $version, input: $input) { ${CAMPAIGN_FIELDS} } }`;
const COLLECT = `mutation($token: String!) { collectVenueStamp(token: $token) { ${CAMPAIGN_FIELDS} } }`;
const ONE = `query($id: ID!) { campaign(id: $id) { ${CAMPAIGN_FIELDS} } }`;
const LIST = `{ campaigns { id title collected } }`;

const input = (extra: Record<string, unknown> = {}) => ({
  texts: [
    { language: "tw", title: "夜市集章", description: "集滿三枚抽獎", prize: "限量公仔" },
    { language: "en", title: "Night market rally", description: "Collect three", prize: "A figure" },
  ],
  startsAt: new Date(Date.now() - 3600_000).toISOString(),
  endsAt: new Date(Date.now() + 3600_000).toISOString(),
  stamps: [
    { action: "VENUE_QR", texts: stampTexts("入口") },
    { action: "PURCHASE", refId: release, texts: stampTexts("購買") },
  ],
  ...extra,
});

interface Created {
  id: string;
  version: number;
  winnersCount: number;
  stamps: { id: string; action: string }[];
  stampTexts: { stampId: string; qrToken: string }[];
  proof: { seedHash: string; seed: string | null };
}

describe("campaigns over GraphQL", () => {
  it("staff create a campaign (200 winners by default, seed hash published); a member collects the venue stamp once", async () => {
    const res = await staff.client.gql<{ createCampaign: Created }>(CREATE, { input: input() });
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data!.createCampaign;
    expect(created.winnersCount).toBe(200);
    expect(created.proof.seed).toBeNull();
    const venue = created.stamps.find((s) => s.action === "VENUE_QR")!;
    const token = created.stampTexts.find((s) => s.stampId === venue.id)!.qrToken;

    const seen = await member.client.gql<{ campaign: { proof: { seedHash: string; seed: string | null } } }>(
      ONE,
      {
        id: created.id,
      },
    );
    expect(seen.body.data!.campaign.proof).toMatchObject({ seedHash: created.proof.seedHash, seed: null });

    const first = await member.client.gql<{ collectVenueStamp: { collected: number; completed: boolean } }>(
      COLLECT,
      { token },
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.collectVenueStamp).toMatchObject({ collected: 1, completed: false });
    const second = await member.client.gql<{ collectVenueStamp: { collected: number } }>(COLLECT, { token });
    expect(second.body.data!.collectVenueStamp.collected).toBe(1);

    // The purchase stamp comes from the primary domain's outbox job; relayed twice, awarded once.
    const payload = {
      userId: member.id,
      action: "PURCHASE" as const,
      refId: release,
      at: new Date().toISOString(),
    };
    expect(await recordStampAction(t.gateway.deps, payload)).toBe(1);
    expect(await recordStampAction(t.gateway.deps, payload)).toBe(0);
    const after = await member.client.gql<{ campaign: { collected: number; completed: boolean } }>(ONE, {
      id: created.id,
    });
    expect(after.body.data!.campaign).toMatchObject({ collected: 2, completed: true });

    const list = await member.client.gql<{ campaigns: { id: string; collected: number }[] }>(LIST);
    expect(list.body.data!.campaigns.find((c) => c.id === created.id)?.collected).toBe(2);
  });

  it("a forged or altered token is 2153; a visitor must sign in (1010)", async () => {
    const res = await staff.client.gql<{ createCampaign: Created }>(CREATE, { input: input() });
    const created = res.body.data!.createCampaign;
    const token = created.stampTexts[0]!.qrToken;
    const altered = token.slice(0, -1) + (token.endsWith("0") ? "1" : "0");
    expect(errorCodeOf(await member.client.gql(COLLECT, { token: altered }))).toBe(2153);
    expect(errorCodeOf(await member.client.gql(COLLECT, { token: "nonsense" }))).toBe(2153);
    const purchaseStamp = created.stamps.find((s) => s.action === "PURCHASE")!;
    const wrongKind = created.stampTexts.find((s) => s.stampId === purchaseStamp.id)!.qrToken;
    expect(errorCodeOf(await member.client.gql(COLLECT, { token: wrongKind }))).toBe(2153);
    const visitor = await createMarketUser(t, { signIn: false });
    expect(errorCodeOf(await visitor.client.gql(COLLECT, { token }))).toBe(1010);
  });

  it("a closed campaign refuses the venue stamp (2152)", async () => {
    const res = await staff.client.gql<{ createCampaign: Created }>(CREATE, {
      input: input({
        startsAt: new Date(Date.now() + 3600_000).toISOString(),
        endsAt: new Date(Date.now() + 7200_000).toISOString(),
      }),
    });
    const token = res.body.data!.createCampaign.stampTexts[0]!.qrToken;
    expect(errorCodeOf(await member.client.gql(COLLECT, { token }))).toBe(2152);
  });

  it("edits are conditional on the version (2151), audited, and members cannot manage campaigns", async () => {
    const res = await staff.client.gql<{ createCampaign: Created }>(CREATE, { input: input() });
    const created = res.body.data!.createCampaign;
    const edited = await staff.client.gql<{ updateCampaign: { version: number; winnersCount: number } }>(
      UPDATE,
      {
        id: created.id,
        version: created.version,
        input: input({
          winnersCount: 10,
          stamps: [{ id: created.stamps[0]!.id, action: "VENUE_QR", texts: stampTexts("入口") }],
        }),
      },
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data!.updateCampaign.winnersCount).toBe(10);
    const stale = await staff.client.gql(UPDATE, {
      id: created.id,
      version: created.version,
      input: input(),
    });
    expect(errorCodeOf(stale)).toBe(2151);
    const view = await member.client.gql<{ campaign: { stamps: unknown[] } }>(ONE, { id: created.id });
    expect(view.body.data!.campaign.stamps).toHaveLength(1);

    expect(errorCodeOf(await member.client.gql(CREATE, { input: input() }))).toBe(2017);
    const bad = await staff.client.gql(CREATE, { input: input({ stamps: [] }) });
    expect(errorCodeOf(bad)).toBe(400);
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM staff_audit_log WHERE operation = 'updateCampaign'`,
    )) as { n: string }[];
    expect(Number(row!.n)).toBeGreaterThanOrEqual(2);
  });

  it("every stamp reference must exist: a release product, a quiz, a redemption event (404 on stamps.refId)", async () => {
    const db = t.gateway.deps.dataSource;
    const quiz = (await createQuiz(staff)).id;
    const event = await makeEvent(db, (await staffCaller(db)).id, { rewardKind: "JPOINT" });
    const pack = await createProduct(db, { kind: "PACKAGE" });
    const stamp = (action: string, refId: string) => ({ action, refId, texts: stampTexts(action) });
    const refs = [stamp("PURCHASE", release), stamp("QUIZ", quiz), stamp("REDEEM", event)];
    const res = await staff.client.gql<{ createCampaign: Created }>(CREATE, {
      input: input({ stamps: refs }),
    });
    expect(res.body.errors).toBeUndefined();
    const created = res.body.data!.createCampaign;
    expect(created.stamps.map((s) => s.action)).toEqual(["PURCHASE", "QUIZ", "REDEEM"]);

    const count = async () =>
      Number(((await db.query(`SELECT COUNT(*) AS n FROM stamp_campaign`)) as { n: string }[])[0]!.n);
    const before = await count();
    const unknown = [
      stamp("PURCHASE", "987654321"),
      // A package is a product, but no PURCHASE stamp can be earned from it.
      stamp("PURCHASE", pack),
      stamp("QUIZ", "987654321"),
      stamp("REDEEM", "987654321"),
    ];
    for (const bad of unknown) {
      const refused = await staff.client.gql(CREATE, { input: input({ stamps: [...refs, bad] }) });
      expect(errorCodeOf(refused), `${bad.action} ${bad.refId}`).toBe(404);
      expect(refused.body.errors?.[0]?.extensions?.data).toMatchObject({ field: "stamps.refId" });
      const edit = await staff.client.gql(UPDATE, {
        id: created.id,
        version: created.version,
        input: input({ stamps: [bad] }),
      });
      expect(errorCodeOf(edit), `edit ${bad.action} ${bad.refId}`).toBe(404);
    }
    expect(await count()).toBe(before);
    // The refused edits changed nothing: the version read first still saves.
    const edited = await staff.client.gql<{ updateCampaign: { version: number; stamps: unknown[] } }>(
      UPDATE,
      {
        id: created.id,
        version: created.version,
        input: input({ stamps: [stamp("QUIZ", quiz)] }),
      },
    );
    expect(edited.body.errors).toBeUndefined();
    expect(edited.body.data!.updateCampaign).toMatchObject({ version: created.version + 1, stamps: [{}] });
  });
});
