import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGateway } from "../../../src/bootstrap.js";
import { deliverPartnerEvent, recordPartnerEvent } from "../../../src/domains/partners/index.js";
import { runSweep, SWEEP_TASKS } from "../../../src/domains/sweeper/sweep-tasks.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { newPartner, signedConsent, type TestPartner } from "./partner-fixtures.js";
import { consentResultVerifies, startReceiver, webhookVerifies, type Receiver } from "./partner-receiver.js";

/*
 * Webhook secrets sealed at rest (AES-256-GCM under the configured at-rest key): the row never holds
 * the secret, yet consent results and webhooks signed by this gateway, by a restarted one and after a
 * master-key rotation all verify with the secret the partner was given; rows from before sealing are
 * sealed by the sweep; a staff rotation stores the new secret sealed.
 */

let t: TestGateway;
let receiver: Receiver;
let admin: MarketUser;
beforeAll(async () => {
  t = await startTestGateway();
  receiver = await startReceiver();
  admin = await createMarketUser(t, { roles: ["admin"] });
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const APPROVE = `mutation($r: PartnerConsentRequest!) { approvePartnerConsent(request: $r) { redirectUrl memberId } }`;
const ROTATE_SECRET = `mutation($id: ID!, $v: Int!) { rotatePartnerWebhookSecret(id: $id, version: $v) { webhookSecret } }`;

async function storedSecret(partnerId: string): Promise<string> {
  const [row] = (await t.gateway.deps.dataSource.query(`SELECT webhook_secret FROM partner WHERE id = ?`, [
    partnerId,
  ])) as { webhook_secret: string }[];
  return row!.webhook_secret;
}

async function approve(client: SessionClient, partner: TestPartner): Promise<string> {
  const res = await client.gql<{ approvePartnerConsent: { redirectUrl: string } }>(APPROVE, {
    r: signedConsent(partner),
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.approvePartnerConsent.redirectUrl;
}

/** Records a card.received event for the member; the id of the partner's newest event row. */
async function recordEvent(member: MarketUser, partner: TestPartner): Promise<string> {
  await withTransaction(t.gateway.deps.dataSource, (em) =>
    recordPartnerEvent(em, member.id, "card.received", { cardId: "1", units: 1 }),
  );
  const [row] = (await t.gateway.deps.dataSource.query(
    `SELECT id FROM partner_event WHERE partner_id = ? ORDER BY id DESC LIMIT 1`,
    [partner.id],
  )) as { id: number }[];
  return String(row!.id);
}

describe("partner webhook secrets at rest", () => {
  it("keeps only a sealed secret in MySQL; results and webhooks verify, also from a restarted gateway", async () => {
    const partner = await newPartner(t, { callbackUrl: receiver.url });
    expect(partner.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const sealed = await storedSecret(partner.id);
    expect(sealed).toMatch(/^pw1\.[0-9a-f]{12}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const [row] = (await t.gateway.deps.dataSource.query(`SELECT * FROM partner WHERE id = ?`, [
      partner.id,
    ])) as {
      [k: string]: unknown;
    }[];
    const dump = JSON.stringify(row);
    expect(dump).not.toContain(partner.secret.slice(6));
    expect(dump).not.toContain(Buffer.from(partner.secret.slice(6), "base64url").toString("hex"));

    const member = await createMarketUser(t);
    expect(consentResultVerifies(partner.secret, await approve(member.client, partner))).toBe(true);

    // A restarted gateway (a new process over the same database and configuration).
    const restarted = await createGateway(t.config, undefined);
    try {
      await new Promise<void>((resolve) => restarted.server.listen(0, "127.0.0.1", resolve));
      const { port } = restarted.server.address() as AddressInfo;
      const other = await createMarketUser(t);
      const client = new SessionClient({ ...t, gateway: restarted, url: `http://127.0.0.1:${port}` });
      for (const [k, v] of other.client.cookies) client.cookies.set(k, v);
      const redirect = await approve(client, partner);
      expect(consentResultVerifies(partner.secret, redirect)).toBe(true);
      expect(consentResultVerifies(`${partner.secret}x`, redirect)).toBe(false);

      const eventRow = await recordEvent(member, partner);
      expect(await deliverPartnerEvent(restarted.deps, eventRow, false)).toBe("delivered");
      const got = receiver.received.at(-1)!;
      expect(JSON.parse(got.body)).toMatchObject({ type: "card.received" });
      expect(webhookVerifies(partner.secret, got.headers, got.body)).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it("a secret still in clear (a row from before sealing) works, and the sweep seals it", async () => {
    const partner = await newPartner(t);
    await t.gateway.deps.dataSource.query(`UPDATE partner SET webhook_secret = ? WHERE id = ?`, [
      partner.secret,
      partner.id,
    ]);
    const member = await createMarketUser(t);
    expect(consentResultVerifies(partner.secret, await approve(member.client, partner))).toBe(true);

    const sweep = SWEEP_TASKS.filter((task) => task.name === "seal-partner-secrets");
    expect(sweep).toHaveLength(1);
    expect((await runSweep(t.gateway.deps, sweep))["seal-partner-secrets"]).toBeGreaterThanOrEqual(1);
    const sealed = await storedSecret(partner.id);
    expect(sealed).toMatch(/^pw1\./);
    expect(sealed).not.toContain(partner.secret.slice(6));
    const again = await createMarketUser(t);
    expect(consentResultVerifies(partner.secret, await approve(again.client, partner))).toBe(true);
    // Nothing left to seal: a second sweep changes nothing.
    expect((await runSweep(t.gateway.deps, sweep))["seal-partner-secrets"]).toBe(0);
    expect(await storedSecret(partner.id)).toBe(sealed);
  });

  it("after a master-key rotation old rows still open, and the sweep re-seals them under the new key", async () => {
    const partner = await newPartner(t, { callbackUrl: receiver.url });
    const member = await createMarketUser(t);
    await approve(member.client, partner);
    const before = await storedSecret(partner.id);
    const rotated = {
      ...t.config,
      KYC_ENCRYPTION_KEY: "a-new-at-rest-master-key-for-the-rotation-test",
      KYC_ENCRYPTION_KEY_PREVIOUS: [t.config.KYC_ENCRYPTION_KEY],
    };
    const deps = { ...t.gateway.deps, config: rotated };
    // Under the new configuration the old row still signs (opened with the previous key).
    const first = await recordEvent(member, partner);
    expect(await deliverPartnerEvent(deps, first, false)).toBe("delivered");
    expect(
      webhookVerifies(partner.secret, receiver.received.at(-1)!.headers, receiver.received.at(-1)!.body),
    ).toBe(true);
    await runSweep(
      deps,
      SWEEP_TASKS.filter((task) => task.name === "seal-partner-secrets"),
    );
    const after = await storedSecret(partner.id);
    expect(after.split(".")[1]).not.toBe(before.split(".")[1]);
    // Re-sealed under the new key: it signs with the new key alone, no longer with the old one.
    const second = await recordEvent(member, partner);
    const newOnly = { ...deps, config: { ...rotated, KYC_ENCRYPTION_KEY_PREVIOUS: [] } };
    expect(await deliverPartnerEvent(newOnly, second, false)).toBe("delivered");
    expect(
      webhookVerifies(partner.secret, receiver.received.at(-1)!.headers, receiver.received.at(-1)!.body),
    ).toBe(true);
    const third = await recordEvent(member, partner);
    await expect(deliverPartnerEvent(t.gateway.deps, third, false)).rejects.toThrow(/not configured/);
  });

  it("a staff rotation of the webhook secret shows it once and stores it sealed", async () => {
    const partner = await newPartner(t);
    const res = await admin.client.gql<{ rotatePartnerWebhookSecret: { webhookSecret: string } }>(
      ROTATE_SECRET,
      {
        id: partner.id,
        v: partner.version,
      },
    );
    expect(res.body.errors).toBeUndefined();
    const secret = res.body.data!.rotatePartnerWebhookSecret.webhookSecret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(partner.secret);
    const sealed = await storedSecret(partner.id);
    expect(sealed).toMatch(/^pw1\./);
    expect(sealed).not.toContain(secret.slice(6));
    const member = await createMarketUser(t);
    const redirect = await approve(member.client, { ...partner, secret });
    expect(consentResultVerifies(secret, redirect)).toBe(true);
    expect(consentResultVerifies(partner.secret, redirect)).toBe(false);
  });
});
