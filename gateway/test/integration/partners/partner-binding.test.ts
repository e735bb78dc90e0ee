import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentResultMessage, hmacHex } from "../../../src/domains/partners/index.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { bindByCode, CONFIRM, mailedCode, newPartner, signedConsent, START } from "./partner-fixtures.js";

/*
 * Both binding flows of spec §7: user_verify_code + user_account_bind (a mailed code, limited attempts,
 * expiry) and user_account_bind_fast (a signed consent request, approved by the signed-in member, and a
 * signed result); the member sees and revokes bindings; partners see partner-scoped ids only.
 */

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t.close();
});

const CONSENT = `query($r: PartnerConsentRequest!) { partnerConsent(request: $r) { partnerName scopes alreadyBound denyUrl } }`;
const APPROVE = `mutation($r: PartnerConsentRequest!) { approvePartnerConsent(request: $r) { redirectUrl memberId } }`;
const MINE = `{ myPartnerBindings { id partnerName state scopes } }`;
const REVOKE = `mutation($id: ID!) { revokePartnerBinding(id: $id) { id state } }`;
const BALANCES = `query($m: String!) { partnerMemberBalances(memberId: $m) { currency } }`;

describe("binding with a mailed code (user_verify_code, user_account_bind)", () => {
  it("mails a code in the member's language and binds with it, giving a partner-scoped id", async () => {
    const member = await createMarketUser(t);
    const partner = await newPartner(t);
    const memberId = await bindByCode(t, partner, member.email);
    expect(memberId).toMatch(/^m_[A-Za-z0-9_-]{22}$/);
    // An opaque id: neither the member's own id nor a prefix of it (a fresh database's first member is "1",
    // which a random 22-character id may well contain as a character).
    expect(memberId).not.toBe(member.id);
    expect(memberId.slice(2)).not.toBe(member.id);
    const [mail] = (await t.gateway.deps.dataSource.query(
      `SELECT subject FROM mail_message WHERE to_address = ? ORDER BY id DESC LIMIT 1`,
      [member.email],
    )) as { subject: string }[];
    expect(mail!.subject).toBe("Your Vitrine account binding code");
    // A second partner gets another id for the same member.
    const other = await newPartner(t);
    expect(await bindByCode(t, other, member.email)).not.toBe(memberId);
    // Binding again keeps the same id.
    expect(await bindByCode(t, partner, member.email)).toBe(memberId);
  });

  it("counts wrong codes (2184) and closes the request after five (2185)", async () => {
    const member = await createMarketUser(t);
    const partner = await newPartner(t);
    const started = await partner.client.gql<{ partnerStartBinding: { requestId: string } }>(START, {
      e: member.email,
    });
    const requestId = started.body.data!.partnerStartBinding.requestId;
    const code = await mailedCode(t, member.email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      expect(errorCodeOf(await partner.client.gql(CONFIRM, { r: requestId, c: wrong }))).toBe(2184);
    }
    expect(errorCodeOf(await partner.client.gql(CONFIRM, { r: requestId, c: wrong }))).toBe(2184);
    // Five wrong: even the right code no longer binds.
    expect(errorCodeOf(await partner.client.gql(CONFIRM, { r: requestId, c: code }))).toBe(2185);
    expect(errorCodeOf(await partner.client.gql(CONFIRM, { r: requestId, c: "12ab" }))).toBe(400);
  });

  it("an expired code (2185), a used one (2185) and another partner's request (404) do not bind", async () => {
    const member = await createMarketUser(t);
    const partner = await newPartner(t);
    const started = await partner.client.gql<{ partnerStartBinding: { requestId: string } }>(START, {
      e: member.email,
    });
    const requestId = started.body.data!.partnerStartBinding.requestId;
    const code = await mailedCode(t, member.email);
    const other = await newPartner(t);
    expect(errorCodeOf(await other.client.gql(CONFIRM, { r: requestId, c: code }))).toBe(404);
    await t.gateway.deps.dataSource.query(
      `UPDATE partner_bind_request SET expires_at = CURRENT_TIMESTAMP(3) - INTERVAL 1 SECOND WHERE id = ?`,
      [requestId],
    );
    expect(errorCodeOf(await partner.client.gql(CONFIRM, { r: requestId, c: code }))).toBe(2185);

    const again = await partner.client.gql<{ partnerStartBinding: { requestId: string } }>(START, {
      e: member.email,
    });
    const second = again.body.data!.partnerStartBinding.requestId;
    const code2 = await mailedCode(t, member.email);
    expect((await partner.client.gql(CONFIRM, { r: second, c: code2 })).body.errors).toBeUndefined();
    expect(errorCodeOf(await partner.client.gql(CONFIRM, { r: second, c: code2 }))).toBe(2185);
  });

  it("answers an unknown e-mail like a known one and mails nothing", async () => {
    const partner = await newPartner(t);
    const res = await partner.client.gql<{
      partnerStartBinding: { requestId: string; expiresInSeconds: number };
    }>(START, { e: "nobody-here@example.com" });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.partnerStartBinding.expiresInSeconds).toBe(600);
    const [n] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM mail_message WHERE to_address = 'nobody-here@example.com'`,
    )) as { n: string }[];
    expect(Number(n!.n)).toBe(0);
    const r = res.body.data!.partnerStartBinding.requestId;
    expect(errorCodeOf(await partner.client.gql(CONFIRM, { r, c: "123456" }))).toBe(2184);
    expect(errorCodeOf(await partner.client.gql(START, { e: "not-an-email" }))).toBe(400);
  });
});

describe("binding through the consent page (user_account_bind_fast)", () => {
  it("a signed-in member approves a signed request and is sent back with a signed result", async () => {
    const member = await createMarketUser(t);
    const partner = await newPartner(t, { scopes: ["members:read", "balances:read"] });
    const request = signedConsent(partner, { state: "xyz-42" });
    const consent = await member.client.gql<{
      partnerConsent: { partnerName: string; scopes: string[]; alreadyBound: boolean; denyUrl: string };
    }>(CONSENT, { r: request });
    expect(consent.body.errors).toBeUndefined();
    expect(consent.body.data!.partnerConsent.scopes).toEqual(["members:read", "balances:read"]);
    expect(consent.body.data!.partnerConsent.alreadyBound).toBe(false);
    expect(consent.body.data!.partnerConsent.denyUrl).toBe(
      "https://partner.example.com/vitrine/return?error=access_denied&state=xyz-42",
    );

    const approved = await member.client.gql<{
      approvePartnerConsent: { redirectUrl: string; memberId: string };
    }>(APPROVE, { r: request });
    expect(approved.body.errors).toBeUndefined();
    const back = new URL(approved.body.data!.approvePartnerConsent.redirectUrl);
    expect(back.origin + back.pathname).toBe("https://partner.example.com/vitrine/return");
    const p = Object.fromEntries(back.searchParams);
    expect(p.state).toBe("xyz-42");
    expect(p.member).toBe(approved.body.data!.approvePartnerConsent.memberId);
    // The partner checks the result with its secret.
    const message = consentResultMessage({
      bindingId: p.binding!,
      memberId: p.member!,
      state: p.state!,
      ts: Number(p.ts),
    });
    expect(p.sig).toBe(hmacHex(partner.secret, message));
    // ... and can now read within its scopes.
    expect((await partner.client.gql(BALANCES, { m: p.member })).body.errors).toBeUndefined();
    const again = await member.client.gql<{ partnerConsent: { alreadyBound: boolean } }>(CONSENT, {
      r: signedConsent(partner),
    });
    expect(again.body.data!.partnerConsent.alreadyBound).toBe(true);
  });

  it("refuses a bad signature, an old request, a foreign return URL and a visitor", async () => {
    const member = await createMarketUser(t);
    const partner = await newPartner(t);
    const good = signedConsent(partner);
    const tampered = { ...good, state: `${good.state}x` };
    expect(errorCodeOf(await member.client.gql(CONSENT, { r: tampered }))).toBe(2186);
    expect(errorCodeOf(await member.client.gql(APPROVE, { r: tampered }))).toBe(2186);
    const old = signedConsent(partner, { ts: Math.floor(Date.now() / 1000) - 3600 });
    expect(errorCodeOf(await member.client.gql(CONSENT, { r: old }))).toBe(2186);
    const foreign = signedConsent(partner, { returnUrl: "https://evil.example.net/steal" });
    expect(errorCodeOf(await member.client.gql(APPROVE, { r: foreign }))).toBe(2186);
    const unknown = { ...good, partnerId: "999999" };
    expect(errorCodeOf(await member.client.gql(CONSENT, { r: unknown }))).toBe(2186);
    expect(errorCodeOf(await t.gql(APPROVE, { r: good }))).toBe(1010);
    const [n] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM partner_binding WHERE partner_id = ?`,
      [partner.id],
    )) as { n: string }[];
    expect(Number(n!.n)).toBe(0);
  });
});

describe("the member's bindings", () => {
  it("lists and revokes them; the partner then reads nothing (2183)", async () => {
    const member = await createMarketUser(t);
    const partner = await newPartner(t);
    const memberId = await bindByCode(t, partner, member.email);
    const mine = await member.client.gql<{ myPartnerBindings: { id: string; state: string }[] }>(MINE);
    expect(mine.body.data!.myPartnerBindings).toHaveLength(1);
    const id = mine.body.data!.myPartnerBindings[0]!.id;
    const stranger = await createMarketUser(t);
    expect(errorCodeOf(await stranger.client.gql(REVOKE, { id }))).toBe(2183);
    const revoked = await member.client.gql<{ revokePartnerBinding: { state: string }[] }>(REVOKE, { id });
    expect(revoked.body.data!.revokePartnerBinding.map((b) => b.state)).toEqual(["REVOKED"]);
    expect(errorCodeOf(await partner.client.gql(BALANCES, { m: memberId }))).toBe(2183);
    expect(errorCodeOf(await member.client.gql(REVOKE, { id }))).toBe(2183);
  });
});
