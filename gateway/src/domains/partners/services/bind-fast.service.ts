import { PARTNER_LIMITS, type PartnerScope } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import type { EntityManager } from "typeorm";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { findPartner, type PartnerRow } from "../repo/partner.repo.js";
import { findBindingOf } from "../repo/binding.repo.js";
import { findUserBriefById } from "../../accounts/index.js";
import { queueMail } from "../../mail/index.js";
import { boundNoticeMail } from "./bind-mail.templates.js";
import { bindMember } from "./bindings.service.js";
import { parseScopes } from "./partner-view.js";
import { consentRequestMessage, consentResultMessage, hmacHex, signatureMatches } from "./signing.js";
import { openWebhookSecret } from "./webhook-secret-box.js";

type Deps = Pick<AppDeps, "dataSource" | "config">;

/** A consent request is good for this long after the partner signed it. */
export const CONSENT_MAX_AGE_SECONDS = 600;

/** `user_account_bind_fast` (§7): what the partner puts in the consent page's query string. */
export interface ConsentRequest {
  partnerId: string;
  state: string;
  returnUrl: string;
  ts: number;
  sig: string;
}

export interface ConsentView {
  partnerName: string;
  scopes: PartnerScope[];
  alreadyBound: boolean;
  /** Where "decline" goes: the return URL with error=access_denied and the state. */
  denyUrl: string;
}

function invalid(): never {
  throw new DomainError("PARTNER_CONSENT_INVALID");
}

/**
 * Checks the partner's signature (HMAC-SHA256 with its webhook secret over
 * `partnerId.state.returnUrl.ts`), the age of the request and that the return URL is on the origin
 * of the partner's registered callback URL. Anything wrong: PARTNER_CONSENT_INVALID, one answer.
 * Answers the partner and its secret in clear (opened from the sealed column).
 */
async function verify(deps: Deps, r: ConsentRequest): Promise<{ partner: PartnerRow; secret: string }> {
  if (!/^[1-9]\d{0,9}$/.test(r.partnerId)) invalid();
  if (r.state.length < 1 || r.state.length > PARTNER_LIMITS.state) invalid();
  if (r.returnUrl.length > PARTNER_LIMITS.callbackUrl) invalid();
  const now = Math.floor(Date.now() / 1000);
  if (!Number.isSafeInteger(r.ts) || r.ts < now - CONSENT_MAX_AGE_SECONDS || r.ts > now + 60) invalid();
  const partner = await findPartner(deps.dataSource.manager, r.partnerId);
  if (!partner || !Number(partner.active)) invalid();
  const secret = openWebhookSecret(deps.config, partner.webhook_secret);
  const expected = hmacHex(secret, consentRequestMessage(r));
  if (!signatureMatches(expected, r.sig)) invalid();
  let returnOrigin: string;
  try {
    returnOrigin = new URL(r.returnUrl).origin;
  } catch {
    invalid();
  }
  if (returnOrigin !== new URL(partner.callback_url).origin) invalid();
  return { partner, secret };
}

/**
 * A consent request binds once: its signature is taken as a nonce in Redis (shared by every gateway)
 * for as long as the request could pass the age check, so a replayed request (a link sent on to
 * another member, a second approval of the same link) is PARTNER_CONSENT_INVALID.
 */
const nonceKey = (deps: Pick<AppDeps, "config">, r: ConsentRequest) =>
  `${deps.config.QUEUE_PREFIX}:partner-consent:${r.partnerId}:${r.sig}`;

async function takeConsentNonce(deps: Pick<AppDeps, "redis" | "config">, r: ConsentRequest): Promise<void> {
  const taken = await deps.redis.set(nonceKey(deps, r), "1", "EX", CONSENT_MAX_AGE_SECONDS + 120, "NX");
  if (taken !== "OK") invalid();
}

/** Tells the member a partner was bound to their account (the consent flow sends no code mail). */
async function mailBoundNotice(em: EntityManager, publicUrl: string, userId: string, partnerName: string) {
  const user = await findUserBriefById(em, userId);
  if (!user) return;
  await queueMail(em, { to: user.email, ...boundNoticeMail(user.locale, partnerName, publicUrl) });
}

function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

/**
 * The consent page: who asks, for what, and whether this member is already bound to them. A request
 * already approved once is refused here too, so the page never offers a button that cannot work.
 */
export async function partnerConsent(
  deps: Pick<AppDeps, "dataSource" | "config" | "redis">,
  userId: string,
  request: ConsentRequest,
): Promise<ConsentView> {
  const { partner } = await verify(deps, request);
  if ((await deps.redis.exists(nonceKey(deps, request))) > 0) invalid();
  const binding = await findBindingOf(deps.dataSource.manager, String(partner.id), userId);
  return {
    partnerName: partner.name,
    scopes: parseScopes(partner.scopes),
    alreadyBound: binding?.state === "ACTIVE",
    denyUrl: withParams(request.returnUrl, { error: "access_denied", state: request.state }),
  };
}

/**
 * The signed-in member approves: the binding is made and the member is sent back to the partner with
 * `binding`, `member` (partner-scoped id), `state`, `ts` and `sig` = HMAC-SHA256 with the partner's
 * secret over `binding.member.state.ts`. Each signed request approves once (takeConsentNonce). A new
 * binding mails the member a notice (someone with their password cannot bind a partner unseen).
 */
export async function approvePartnerConsent(
  deps: Pick<AppDeps, "dataSource" | "config" | "redis">,
  userId: string,
  request: ConsentRequest,
): Promise<{ redirectUrl: string; memberId: string }> {
  const { partner, secret } = await verify(deps, request);
  await takeConsentNonce(deps, request);
  const binding = await withTransaction(deps.dataSource, async (em) => {
    const before = await findBindingOf(em, String(partner.id), userId);
    const bound = await bindMember(em, { id: String(partner.id) }, userId, "FAST");
    if (before?.state !== "ACTIVE") await mailBoundNotice(em, deps.config.PUBLIC_URL, userId, partner.name);
    return bound;
  });
  const ts = Math.floor(Date.now() / 1000);
  const result = { bindingId: binding.bindingId, memberId: binding.memberId, state: request.state, ts };
  const sig = hmacHex(secret, consentResultMessage(result));
  return {
    memberId: binding.memberId,
    redirectUrl: withParams(request.returnUrl, {
      binding: result.bindingId,
      member: result.memberId,
      state: result.state,
      ts: String(ts),
      sig,
    }),
  };
}
