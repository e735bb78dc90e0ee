import { PARTNER_BIND_START_LIMITS, partnerBindCodeRule, partnerBindEmailRule } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { digestsEqual, randomDigits, sha256Hex } from "../../../shared/crypto.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { takeWindowHits } from "../../../shared/rate-limit.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findUserBriefById, findUserIdByEmail } from "../../accounts/index.js";
import { queueMail } from "../../mail/index.js";
import {
  closePendingRequests,
  countWrongCode,
  insertBindRequest,
  lockBindRequest,
  setBindRequestState,
} from "../repo/binding.repo.js";
import { bindMember, type BindingView } from "./bindings.service.js";
import { bindCodeMail } from "./bind-mail.templates.js";
import type { PartnerCaller } from "./partner-auth.service.js";

/** A code is valid this long, and this many wrong codes close the request. */
export const BIND_CODE_VALID_SECONDS = 600;
export const BIND_CODE_MAX_ATTEMPTS = 5;

/**
 * One start from the partner's budget and one from the e-mail's (PARTNER_BIND_START_LIMITS), both or
 * neither (one atomic Redis script, shared by every gateway); RATE_LIMITED when either is spent. The
 * e-mail is counted whether or not an account has it, so the refusal says nothing about membership;
 * the counter's key holds its sha256, not the address.
 */
async function takeStartBudget(
  deps: Pick<AppDeps, "redis" | "config">,
  partnerId: string,
  email: string,
): Promise<void> {
  const { perPartner, perEmail, windowSeconds } = PARTNER_BIND_START_LIMITS;
  const prefix = `${deps.config.QUEUE_PREFIX}:rl:partner-bind-start`;
  const wait = await takeWindowHits(deps.redis, [
    { key: `${prefix}:partner:${partnerId}`, max: perPartner, windowSeconds },
    { key: `${prefix}:email:${sha256Hex(email)}`, max: perEmail, windowSeconds },
  ]);
  if (wait > 0) throw new DomainError("RATE_LIMITED", { remainingTime: wait });
}

/**
 * `user_verify_code` (§7): the partner names a member by e-mail; the member receives a 6-digit code.
 * The answer is the same whether or not an account has that e-mail (a partner cannot probe who is a
 * member): for an unknown one no mail goes out and no code can ever match. Limited per partner and
 * per e-mail (takeStartBudget), counted alike for known and unknown e-mails.
 */
export async function startCodeBinding(
  deps: Pick<AppDeps, "dataSource" | "redis" | "config">,
  partner: PartnerCaller,
  rawEmail: unknown,
): Promise<{ requestId: string; expiresInSeconds: number }> {
  const email = parseInput(partnerBindEmailRule, rawEmail);
  await takeStartBudget(deps, partner.id, email);
  const code = randomDigits(6);
  return withTransaction(deps.dataSource, async (em) => {
    const userId = await findUserIdByEmail(em, email);
    const user = userId ? await findUserBriefById(em, userId) : undefined;
    const member = user && user.status === "active" && user.role === "member" ? user : undefined;
    if (member) await closePendingRequests(em, partner.id, member.id);
    // An account that cannot bind gets a code nobody knows: the request can only fail.
    const hash = sha256Hex(member ? `${partner.id}:${code}` : randomDigits(32));
    const requestId = await insertBindRequest(
      em,
      partner.id,
      member?.id ?? null,
      hash,
      BIND_CODE_VALID_SECONDS,
    );
    if (member) {
      const mail = bindCodeMail(member.locale, partner.name, code, BIND_CODE_VALID_SECONDS / 60);
      await queueMail(em, { to: member.email, ...mail });
    }
    return { requestId, expiresInSeconds: BIND_CODE_VALID_SECONDS };
  });
}

/**
 * `user_account_bind` (§7): the partner confirms with the code the member gave it. A wrong code is
 * PARTNER_BIND_CODE_INVALID (counted); an expired, used or exhausted request PARTNER_BIND_REQUEST_CLOSED.
 */
export async function confirmCodeBinding(
  deps: Pick<AppDeps, "dataSource">,
  partner: PartnerCaller,
  rawRequestId: string,
  rawCode: unknown,
): Promise<BindingView> {
  const requestId = assertRowId("requestId", rawRequestId);
  const code = parseInput(partnerBindCodeRule, rawCode);
  const outcome = await withTransaction(deps.dataSource, async (em) => {
    const request = await lockBindRequest(em, requestId, partner.id);
    if (!request) throw new DomainError("NOT_FOUND");
    if (request.state !== "PENDING" || Number(request.expired) === 1) return "closed" as const;
    if (!request.user_id || !digestsEqual(request.code_hash, sha256Hex(`${partner.id}:${code}`))) {
      await countWrongCode(em, requestId, BIND_CODE_MAX_ATTEMPTS);
      return "wrong" as const;
    }
    await setBindRequestState(em, requestId, "BOUND");
    return bindMember(em, partner, String(request.user_id), "CODE");
  });
  // The wrong guess is counted in its own committed transaction before the refusal.
  if (outcome === "closed") throw new DomainError("PARTNER_BIND_REQUEST_CLOSED");
  if (outcome === "wrong") throw new DomainError("PARTNER_BIND_CODE_INVALID");
  return outcome;
}
