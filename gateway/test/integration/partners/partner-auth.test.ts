import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { bindByCode, newPartner } from "./partner-fixtures.js";

/*
 * Partner key authentication on /graphql: `Authorization: Bearer vpk_…`, stored as sha256, rotatable
 * (at once or with an overlap); each operation needs its scope; a partner is neither member nor staff.
 */

let t: TestGateway;
let admin: MarketUser;
let content: MarketUser;
let member: MarketUser;

beforeAll(async () => {
  t = await startTestGateway();
  admin = await createMarketUser(t, { roles: ["admin"] });
  content = await createMarketUser(t, { roles: ["content"] });
  member = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

const MEMBERS = `{ partnerMembers { memberId nickname } }`;
const BALANCES = `query($m: String!) { partnerMemberBalances(memberId: $m) { currency available } }`;
const HOLDINGS = `query($m: String!) { partnerMemberHoldings(memberId: $m) { cardId units } }`;
const ROTATE = `mutation($id: ID!, $v: Int!, $o: Int) { rotatePartnerKey(id: $id, version: $v, overlapSeconds: $o) {
  apiKey partner { version keyPrefix previousKeyUntil } } }`;
const REGISTER = `mutation($i: PartnerInput!) { registerPartner(input: $i) { apiKey webhookSecret partner { id scopes keyPrefix } } }`;

describe("partner API keys", () => {
  it("refuses calls without a key, with an unknown or malformed key, and with only a member's session (2180)", async () => {
    const visitor = new SessionClient(t);
    expect(errorCodeOf(await visitor.gql(MEMBERS))).toBe(2180);
    const unknown = new SessionClient(t, { authorization: `Bearer vpk_${"x".repeat(43)}` });
    expect(errorCodeOf(await unknown.gql(MEMBERS))).toBe(2180);
    const basic = new SessionClient(t, { authorization: "Basic Zm9vOmJhcg==" });
    expect(errorCodeOf(await basic.gql(MEMBERS))).toBe(2180);
    expect(errorCodeOf(await member.client.gql(MEMBERS))).toBe(2180);
  });

  it("stores only the key's sha256 and answers the partner with a valid key", async () => {
    const partner = await newPartner(t);
    expect(partner.apiKey).toMatch(/^vpk_[A-Za-z0-9_-]{43}$/);
    const [row] = (await t.gateway.deps.dataSource.query(`SELECT key_hash FROM partner WHERE id = ?`, [
      partner.id,
    ])) as { key_hash: string }[];
    expect(row!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.key_hash).not.toContain(partner.apiKey.slice(4, 20));
    const res = await partner.client.gql(MEMBERS);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ partnerMembers: [] });
  });

  it("checks the scope of every operation (2181) and a partner is not a member (1010 on member operations)", async () => {
    const partner = await newPartner(t, { scopes: ["members:read", "balances:read"] });
    const memberId = await bindByCode(t, partner, member.email);
    const balances = await partner.client.gql<{ partnerMemberBalances: { currency: string }[] }>(BALANCES, {
      m: memberId,
    });
    expect(balances.body.errors).toBeUndefined();
    expect(balances.body.data!.partnerMemberBalances.map((b) => b.currency)).toEqual([
      "USDT",
      "JPOINT",
      "JPOWER",
    ]);
    expect(errorCodeOf(await partner.client.gql(HOLDINGS, { m: memberId }))).toBe(2181);
    const narrow = await newPartner(t, { scopes: ["holdings:read"] });
    expect(errorCodeOf(await narrow.client.gql(MEMBERS))).toBe(2181);
    expect(errorCodeOf(await partner.client.gql(`{ myPartnerBindings { id } }`))).toBe(1010);
    expect(errorCodeOf(await partner.client.gql(`{ staffPartners { id } }`))).toBe(1010);
  });

  it("rotates the key: the old one stops at once, or works until the overlap ends", async () => {
    const partner = await newPartner(t);
    const now = await admin.client.gql<{
      rotatePartnerKey: { apiKey: string; partner: { version: number } };
    }>(ROTATE, { id: partner.id, v: partner.version, o: 0 });
    expect(now.body.errors).toBeUndefined();
    const second = now.body.data!.rotatePartnerKey;
    expect(errorCodeOf(await partner.client.gql(MEMBERS))).toBe(2180);
    const withSecond = new SessionClient(t, { authorization: `Bearer ${second.apiKey}` });
    expect((await withSecond.gql(MEMBERS)).body.errors).toBeUndefined();

    const overlap = await admin.client.gql<{
      rotatePartnerKey: { apiKey: string; partner: { previousKeyUntil: string | null } };
    }>(ROTATE, { id: partner.id, v: second.partner.version, o: 300 });
    expect(overlap.body.errors).toBeUndefined();
    expect(overlap.body.data!.rotatePartnerKey.partner.previousKeyUntil).not.toBeNull();
    const withThird = new SessionClient(t, {
      authorization: `Bearer ${overlap.body.data!.rotatePartnerKey.apiKey}`,
    });
    expect((await withSecond.gql(MEMBERS)).body.errors).toBeUndefined();
    expect((await withThird.gql(MEMBERS)).body.errors).toBeUndefined();
    // The overlap ends: the previous key stops.
    await t.gateway.deps.dataSource.query(
      `UPDATE partner SET previous_key_until = CURRENT_TIMESTAMP(3) - INTERVAL 1 SECOND WHERE id = ?`,
      [partner.id],
    );
    expect(errorCodeOf(await withSecond.gql(MEMBERS))).toBe(2180);
    // A stale version changes nothing.
    expect(errorCodeOf(await admin.client.gql(ROTATE, { id: partner.id, v: partner.version, o: 0 }))).toBe(
      400,
    );
  });

  it("staff registration is for admins (2017 otherwise) and shows the key once", async () => {
    const input = {
      name: "Star Club",
      scopes: ["members:read"],
      callbackUrl: "https://club.example.com/hook",
    };
    expect(errorCodeOf(await content.client.gql(REGISTER, { i: input }))).toBe(2017);
    expect(errorCodeOf(await member.client.gql(REGISTER, { i: input }))).toBe(2017);
    const res = await admin.client.gql<{ registerPartner: { apiKey: string; webhookSecret: string } }>(
      REGISTER,
      {
        i: input,
      },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.registerPartner.apiKey).toMatch(/^vpk_/);
    expect(res.body.data!.registerPartner.webhookSecret).toMatch(/^whsec_/);
    const list = await admin.client.gql<{ staffPartners: Record<string, unknown>[] }>(
      `{ staffPartners { id name keyPrefix } }`,
    );
    expect(JSON.stringify(list.body.data)).not.toContain(res.body.data!.registerPartner.apiKey);
    // The audit log keeps the call, never the key or the secret.
    const audit = (await t.gateway.deps.dataSource.query(
      `SELECT CONCAT_WS(' ', args_json, before_json, after_json) AS j FROM staff_audit_log
        WHERE operation IN ('registerPartner', 'rotatePartnerKey')`,
    )) as { j: string }[];
    expect(audit.length).toBeGreaterThan(0);
    // A rotation's before and after are the partner's state (key prefix and version change).
    const [rotation] = (await t.gateway.deps.dataSource.query(
      `SELECT before_json, after_json FROM staff_audit_log WHERE operation = 'rotatePartnerKey' AND outcome = 'OK' LIMIT 1`,
    )) as { before_json: string; after_json: string }[];
    const before = JSON.parse(rotation!.before_json) as { key_prefix: string; version: number };
    const after = JSON.parse(rotation!.after_json) as { key_prefix: string; version: number };
    expect(Number(after.version)).toBe(Number(before.version) + 1);
    expect(after.key_prefix).not.toBe(before.key_prefix);
    // (keyPrefix, the first 12 characters, is there to tell keys apart.)
    for (const row of audit) expect(row.j).not.toMatch(/vpk_[A-Za-z0-9_-]{9,}|whsec_/);
    const bad = await admin.client.gql(REGISTER, { i: { ...input, callbackUrl: "ftp://club.example.com" } });
    expect(errorCodeOf(bad)).toBe(400);
    const badScope = await admin.client.gql(REGISTER, { i: { ...input, scopes: ["everything"] } });
    expect(errorCodeOf(badScope)).toBe(400);
  });
});
