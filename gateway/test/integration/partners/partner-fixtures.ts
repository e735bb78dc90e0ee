import type { PartnerScope } from "@vitrine/schema";
import { consentRequestMessage, hmacHex, registerPartner } from "../../../src/domains/partners/index.js";
import { SessionClient } from "../../helpers/session-client.js";
import type { TestGateway } from "../../helpers/test-gateway.js";
import { uniqueName } from "../../helpers/market-fixtures.js";

/** Partner fixtures over the real database (the staff service called directly). */

export const ALL_SCOPES: PartnerScope[] = [
  "members:read",
  "holdings:read",
  "balances:read",
  "activity:read",
  "cards:credit",
];

export interface TestPartner {
  id: string;
  version: number;
  apiKey: string;
  secret: string;
  callbackUrl: string;
  /** A GraphQL caller sending `Authorization: Bearer <apiKey>`. */
  client: SessionClient;
}

export async function newPartner(
  t: TestGateway,
  options: { scopes?: PartnerScope[]; callbackUrl?: string; publisherId?: string | null } = {},
): Promise<TestPartner> {
  const callbackUrl = options.callbackUrl ?? "https://partner.example.com/hooks/vitrine";
  const created = await registerPartner(t.gateway.deps, {
    name: uniqueName("Partner "),
    scopes: options.scopes ?? ALL_SCOPES,
    callbackUrl,
    publisherId: options.publisherId ?? null,
  });
  return {
    id: created.partner.id,
    version: created.partner.version,
    apiKey: created.apiKey!,
    secret: created.webhookSecret!,
    callbackUrl,
    client: new SessionClient(t, { authorization: `Bearer ${created.apiKey!}` }),
  };
}

/** A consent request as a partner signs it (user_account_bind_fast). */
export function signedConsent(
  partner: Pick<TestPartner, "id" | "secret" | "callbackUrl">,
  overrides: Partial<{ state: string; returnUrl: string; ts: number }> = {},
) {
  const request = {
    partnerId: partner.id,
    state: overrides.state ?? uniqueName("s"),
    returnUrl: overrides.returnUrl ?? `${new URL(partner.callbackUrl).origin}/vitrine/return`,
    ts: overrides.ts ?? Math.floor(Date.now() / 1000),
  };
  return { ...request, sig: hmacHex(partner.secret, consentRequestMessage(request)) };
}

/** The 6-digit code of the latest binding mail to `email`. */
export async function mailedCode(t: TestGateway, email: string): Promise<string> {
  const [row] = (await t.gateway.deps.dataSource.query(
    `SELECT text_body FROM mail_message WHERE to_address = ? ORDER BY id DESC LIMIT 1`,
    [email],
  )) as { text_body: string }[];
  const code = /\b(\d{6})\b/.exec(row?.text_body ?? "")?.[1];
  if (!code) throw new Error(`no binding code mailed to ${email}`);
  return code;
}

export const START = `mutation($e: String!) { partnerStartBinding(email: $e) { requestId expiresInSeconds } }`;
export const CONFIRM = `mutation($r: ID!, $c: String!) { partnerConfirmBinding(requestId: $r, code: $c) { bindingId memberId method } }`;

/** Binds a member to the partner through the e-mailed code; the partner-scoped member id. */
export async function bindByCode(t: TestGateway, partner: TestPartner, email: string): Promise<string> {
  const started = await partner.client.gql<{ partnerStartBinding: { requestId: string } }>(START, {
    e: email,
  });
  if (started.body.errors) throw new Error(JSON.stringify(started.body.errors));
  const code = await mailedCode(t, email);
  const bound = await partner.client.gql<{ partnerConfirmBinding: { memberId: string } }>(CONFIRM, {
    r: started.body.data!.partnerStartBinding.requestId,
    c: code,
  });
  if (bound.body.errors) throw new Error(JSON.stringify(bound.body.errors));
  return bound.body.data!.partnerConfirmBinding.memberId;
}
