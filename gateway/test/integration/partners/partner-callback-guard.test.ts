import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { startReceiver, type Receiver } from "./partner-receiver.js";

/*
 * Partner callback URLs with internal addresses refused, as in production (PARTNER_CALLBACK_ALLOW_INTERNAL
 * off): staff cannot register or change a callback URL whose host is a loopback, private, link-local,
 * unique-local, multicast or other internal IP literal (IPv4, IPv6, IPv4-mapped IPv6) or a localhost
 * name, nor one carrying a user name or password. DATA_ERROR 400 on field callbackUrl; nothing stored.
 * (The delivery-time guard: workers/test/partners-webhook-guard.test.ts.)
 */

let t: TestGateway;
let admin: MarketUser;
let receiver: Receiver;

beforeAll(async () => {
  t = await startTestGateway({ PARTNER_CALLBACK_ALLOW_INTERNAL: "false" });
  admin = await createMarketUser(t, { roles: ["admin"] });
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const REGISTER = `mutation($i: PartnerInput!) { registerPartner(input: $i) { partner { id version callbackUrl } } }`;
const UPDATE = `mutation($id: ID!, $v: Int!, $i: PartnerInput!) {
  updatePartner(id: $id, version: $v, input: $i, active: true) { version callbackUrl } }`;
const input = (callbackUrl: string) => ({ name: "Star Club", scopes: ["activity:read"], callbackUrl });

async function partnerCount(): Promise<number> {
  const [row] = (await t.gateway.deps.dataSource.query(`SELECT COUNT(*) AS n FROM partner`)) as {
    n: string;
  }[];
  return Number(row!.n);
}

const INTERNAL = [
  () => receiver.url, // http://127.0.0.1:<port>/hooks
  () => receiver.url.replace("127.0.0.1", "localhost"),
  () => "https://api.localhost/hooks",
  () => "https://169.254.169.254/latest/meta-data/",
  () => "https://[::ffff:a9fe:a9fe]/latest/meta-data/",
  () => "https://[::ffff:127.0.0.1]/hooks",
  () => "https://10.1.2.3/hooks",
  () => "https://172.16.0.1/hooks",
  () => "https://192.168.1.10:8443/hooks",
  () => "https://100.64.0.1/hooks",
  () => "https://0.0.0.0/hooks",
  () => "https://2130706433/hooks", // 127.0.0.1 spelt as one number
  () => "https://[::1]/hooks",
  () => "https://[fd00::1]/hooks",
  () => "https://[fe80::1]/hooks",
  () => "https://224.0.0.1/hooks",
  () => "https://[ff02::1]/hooks",
];

describe("partner callback URLs with internal addresses", () => {
  it.each(INTERNAL.map((url, i) => [i, url] as const))("refuses registration %#: %s", async (_i, url) => {
    const before = await partnerCount();
    const res = await admin.client.gql(REGISTER, { i: input(url()) });
    expect(errorCodeOf(res), url()).toBe(400);
    expect(res.body.errors![0]!.extensions!.data).toMatchObject({
      field: "callbackUrl",
      reason: "partners.form.urlPrivate",
    });
    expect(await partnerCount()).toBe(before);
  });

  it("refuses a user name or password in the URL", async () => {
    const res = await admin.client.gql(REGISTER, { i: input("https://club:hunter2@club.example.com/hooks") });
    expect(errorCodeOf(res)).toBe(400);
    expect(res.body.errors![0]!.extensions!.data).toMatchObject({
      field: "callbackUrl",
      reason: "partners.form.urlCredentials",
    });
  });

  it("registers a public host, and refuses changing it to an internal one (the row keeps its URL)", async () => {
    const created = await admin.client.gql<{
      registerPartner: { partner: { id: string; version: number; callbackUrl: string } };
    }>(REGISTER, { i: input("https://club.example.com/hooks") });
    expect(created.body.errors).toBeUndefined();
    const partner = created.body.data!.registerPartner.partner;

    for (const url of [receiver.url, "https://169.254.169.254/", "https://[fd12::5]/hooks"]) {
      const res = await admin.client.gql(UPDATE, { id: partner.id, v: partner.version, i: input(url) });
      expect(errorCodeOf(res), url).toBe(400);
      expect(res.body.errors![0]!.extensions!.data).toMatchObject({
        field: "callbackUrl",
        reason: "partners.form.urlPrivate",
      });
    }
    const [row] = (await t.gateway.deps.dataSource.query(
      `SELECT callback_url, version FROM partner WHERE id = ?`,
      [partner.id],
    )) as { callback_url: string; version: number }[];
    expect(row).toMatchObject({ callback_url: "https://club.example.com/hooks" });
    expect(Number(row!.version)).toBe(partner.version);

    const moved = await admin.client.gql<{ updatePartner: { callbackUrl: string } }>(UPDATE, {
      id: partner.id,
      v: partner.version,
      i: input("https://hooks.club.example.com/v2"),
    });
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data!.updatePartner.callbackUrl).toBe("https://hooks.club.example.com/v2");
    expect(receiver.received).toHaveLength(0);
  });
});
