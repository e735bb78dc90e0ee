import { PARTNER_BIND_START_LIMITS } from "@vitrine/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverPartnerEvent, recordPartnerEvent } from "../../../src/domains/partners/index.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { createMarketUser, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, type SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { bindByCode, newPartner, signedConsent, START, type TestPartner } from "./partner-fixtures.js";
import { startReceiver, type Receiver } from "./partner-receiver.js";

/*
 * What a malicious partner or someone holding a member's password could try: mail-bombing through
 * binding starts (limited per partner and per e-mail, alike for unknown e-mails), replaying a signed
 * consent request, and getting webhooks for a binding the member revoked.
 */

let t: TestGateway;
let receiver: Receiver;
beforeAll(async () => {
  t = await startTestGateway();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const APPROVE = `mutation($r: PartnerConsentRequest!) { approvePartnerConsent(request: $r) { redirectUrl memberId } }`;
const MINE = `{ myPartnerBindings { id state } }`;
const CONSENT = `query($r: PartnerConsentRequest!) { partnerConsent(request: $r) { partnerName } }`;
const REVOKE = `mutation($id: ID!) { revokePartnerBinding(id: $id) { id state } }`;
const BALANCES = `query($m: String!) { partnerMemberBalances(memberId: $m) { currency } }`;
const MEMBERS = `{ partnerMembers { memberId } }`;

async function mailsTo(email: string): Promise<number> {
  const [row] = (await t.gateway.deps.dataSource.query(
    `SELECT COUNT(*) AS n FROM mail_message WHERE to_address = ?`,
    [email],
  )) as { n: string }[];
  return Number(row!.n);
}

type Started = { partnerStartBinding: { requestId: string; expiresInSeconds: number } };

async function start(partner: TestPartner, email: string) {
  return partner.client.gql<Started>(START, { e: email });
}

function answerShape(res: Awaited<ReturnType<typeof start>>) {
  const data = res.body.data!.partnerStartBinding;
  return {
    keys: Object.keys(data).sort(),
    expiresInSeconds: data.expiresInSeconds,
    id: /^\d+$/.test(data.requestId),
  };
}

describe("binding starts are rate-limited (mail bombing, enumeration)", () => {
  it(`refuses a partner's start number ${PARTNER_BIND_START_LIMITS.perPartner + 1} within the hour and mails nothing`, async () => {
    const partner = await newPartner(t);
    const member = await createMarketUser(t);
    for (let i = 0; i < PARTNER_BIND_START_LIMITS.perPartner; i++) {
      const res = await start(partner, `${uniqueName("bomb")}-${i}@example.com`);
      expect(res.body.errors).toBeUndefined();
    }
    const refused = await start(partner, member.email);
    expect(errorCodeOf(refused)).toBe(9429);
    const data = refused.body.errors![0]!.extensions!.data as { remainingTime: number };
    expect(data.remainingTime).toBeGreaterThan(3000);
    expect(await mailsTo(member.email)).toBe(0);
    // Another partner still binds that member.
    const other = await newPartner(t);
    expect(await bindByCode(t, other, member.email)).toMatch(/^m_/);
    expect(await mailsTo(member.email)).toBe(1);
  });

  it(`refuses start number ${PARTNER_BIND_START_LIMITS.perEmail + 1} for one e-mail across partners, known or not, alike`, async () => {
    const member = await createMarketUser(t);
    const unknown = `${uniqueName("nobody")}@example.com`;
    const partners = await Promise.all(
      Array.from({ length: PARTNER_BIND_START_LIMITS.perEmail + 1 }, () => newPartner(t)),
    );
    for (let i = 0; i < PARTNER_BIND_START_LIMITS.perEmail; i++) {
      const known = await start(partners[i]!, member.email);
      const stranger = await start(partners[i]!, unknown);
      expect(known.body.errors).toBeUndefined();
      // The same answer whether or not an account has the e-mail.
      expect(answerShape(known)).toEqual(answerShape(stranger));
    }
    expect(await mailsTo(member.email)).toBe(PARTNER_BIND_START_LIMITS.perEmail);
    const last = partners[PARTNER_BIND_START_LIMITS.perEmail]!;
    const knownRefused = await start(last, member.email.toUpperCase());
    const unknownRefused = await start(last, unknown);
    expect(errorCodeOf(knownRefused)).toBe(9429);
    expect(errorCodeOf(unknownRefused)).toBe(9429);
    // One answer for both (the seconds left may differ by the one that passed between the calls).
    const shape = (res: typeof knownRefused) => {
      const ext = res.body.errors![0]!.extensions!;
      return { keys: Object.keys(ext).sort(), data: Object.keys(ext.data as object).sort() };
    };
    expect(shape(knownRefused)).toEqual(shape(unknownRefused));
    expect(await mailsTo(member.email)).toBe(PARTNER_BIND_START_LIMITS.perEmail);
    // The refused partner is not blocked for another e-mail.
    const someoneElse = await createMarketUser(t);
    expect(await bindByCode(t, last, someoneElse.email)).toMatch(/^m_/);
  });
});

describe("consent requests and revoked bindings", () => {
  it("a signed consent request approves once: a replay, by the same or another member, is 2186", async () => {
    const partner = await newPartner(t);
    const request = signedConsent(partner);
    const member = await createMarketUser(t);
    const first = await member.client.gql(APPROVE, { r: request });
    expect(first.body.errors).toBeUndefined();
    expect(errorCodeOf(await member.client.gql(APPROVE, { r: request }))).toBe(2186);
    // The page itself refuses the used link too.
    expect(errorCodeOf(await member.client.gql(CONSENT, { r: request }))).toBe(2186);
    const victim = await createMarketUser(t);
    expect(errorCodeOf(await victim.client.gql(APPROVE, { r: request }))).toBe(2186);
    const [n] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM partner_binding WHERE partner_id = ? AND user_id = ?`,
      [partner.id, victim.id],
    )) as { n: string }[];
    expect(Number(n!.n)).toBe(0);
    // A fresh request (new signature) still works.
    expect((await victim.client.gql(APPROVE, { r: signedConsent(partner) })).body.errors).toBeUndefined();
  });

  it("a revoked binding stops webhooks at once, also events already queued, and after a re-bind", async () => {
    const partner = await newPartner(t, { callbackUrl: receiver.url });
    const member = await createMarketUser(t);
    await bindByCode(t, partner, member.email);
    const queued = await recordEvent(member, partner);
    await revokeAll(member.client);
    expect(await deliverPartnerEvent(t.gateway.deps, queued, false)).toBe("gone");
    await bindByCode(t, partner, member.email);
    // Bound again: the event from before the revoke still goes nowhere; a new one is delivered.
    expect(await deliverPartnerEvent(t.gateway.deps, queued, false)).toBe("gone");
    expect(receiver.received).toHaveLength(0);
    const fresh = await recordEvent(member, partner);
    expect(await deliverPartnerEvent(t.gateway.deps, fresh, false)).toBe("delivered");
    expect(receiver.received).toHaveLength(1);
  });
});

describe("accounts that are no longer active", () => {
  it("a member whose account is pending deletion is read by no partner (2183) and leaves its list", async () => {
    const partner = await newPartner(t);
    const member = await createMarketUser(t);
    const memberId = await bindByCode(t, partner, member.email);
    expect((await partner.client.gql(BALANCES, { m: memberId })).body.errors).toBeUndefined();
    await t.gateway.deps.dataSource.query(
      `UPDATE user_account SET status = 'pending_deletion' WHERE id = ?`,
      [member.id],
    );
    expect(errorCodeOf(await partner.client.gql(BALANCES, { m: memberId }))).toBe(2183);
    const list = await partner.client.gql<{ partnerMembers: { memberId: string }[] }>(MEMBERS);
    expect(list.body.data!.partnerMembers.map((m) => m.memberId)).not.toContain(memberId);
    await t.gateway.deps.dataSource.query(`UPDATE user_account SET status = 'active' WHERE id = ?`, [
      member.id,
    ]);
    expect((await partner.client.gql(BALANCES, { m: memberId })).body.errors).toBeUndefined();
  });
});

describe("webhooks are the member's activity (activity:read)", () => {
  it("a partner without the scope gets no events; one that loses it gets no more, even queued ones", async () => {
    const member = await createMarketUser(t);
    const withScope = await newPartner(t, { callbackUrl: receiver.url });
    const without = await newPartner(t, {
      callbackUrl: receiver.url,
      scopes: ["members:read", "holdings:read", "balances:read"],
    });
    await bindByCode(t, withScope, member.email);
    await bindByCode(t, without, member.email);
    const queued = await recordEvent(member, withScope);
    const [n] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM partner_event WHERE partner_id = ?`,
      [without.id],
    )) as { n: string }[];
    expect(Number(n!.n)).toBe(0);
    await t.gateway.deps.dataSource.query(`UPDATE partner SET scopes = 'members:read' WHERE id = ?`, [
      withScope.id,
    ]);
    const before = receiver.received.length;
    expect(await deliverPartnerEvent(t.gateway.deps, queued, false)).toBe("gone");
    expect(receiver.received).toHaveLength(before);
  });
});

describe("a binding made on the consent page is announced to the member", () => {
  it("mails the member once for a new binding (not for a repeat approval), in their language", async () => {
    const partner = await newPartner(t);
    const member = await createMarketUser(t);
    expect((await member.client.gql(APPROVE, { r: signedConsent(partner) })).body.errors).toBeUndefined();
    const mails = (await t.gateway.deps.dataSource.query(
      `SELECT subject, text_body FROM mail_message WHERE to_address = ? ORDER BY id`,
      [member.email],
    )) as { subject: string; text_body: string }[];
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your Vitrine account was bound to a partner");
    expect(mails[0]!.text_body).toContain("/en/users/bindings");
    expect((await member.client.gql(APPROVE, { r: signedConsent(partner) })).body.errors).toBeUndefined();
    expect(await mailsTo(member.email)).toBe(1);
  });
});

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

async function revokeAll(client: SessionClient): Promise<void> {
  const mine = await client.gql<{ myPartnerBindings: { id: string; state: string }[] }>(MINE);
  for (const b of mine.body.data!.myPartnerBindings.filter((x) => x.state === "ACTIVE")) {
    const res = await client.gql(REVOKE, { id: b.id });
    expect(res.body.errors).toBeUndefined();
  }
}
