import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { findUserIdByEmail } from "../../accounts/index.js";
import { holdingOf } from "../../holdings/index.js";
import { assertJpointServiceOpen } from "../../jpoint-service/index.js";
import { findCodeByCode, type CodeRow } from "../repo/code.repo.js";
import { findEvent, findEventCardIds, type EventRow } from "../repo/event.repo.js";
import { countMemberRedemptions } from "../repo/redemption.repo.js";
import { isCodeShape, normaliseCode } from "./code-format.js";

/** The member redeeming: their account id and e-mail (for codes bound to an e-mail). */
export interface Redeemer {
  id: string;
  email: string;
}

export interface RedeemableCode {
  code: CodeRow;
  event: EventRow;
  cardIds: string[];
}

/**
 * What a code gives and whether this member may redeem it now. The checks, in the order a member
 * meets them: 1041 unknown (or not a code at all), 1040 used, 628 not started, 629 finished, 633 the
 * event's stock is gone, 1042 the code is bound to an e-mail that is no registered account or that
 * is not the caller's (a voucher belongs to the account of its e-mail: Vitrine's decision), 1043 the
 * member reached the event's per-account limit, 627 the code's pack name is not the event's, 634 the
 * event gives nothing, 636 the member already owns the card (every choice) where duplicates are not
 * allowed; for Jpoint events, 2026/2027 when the Jpoint service ended or pauses top-ups. Run again inside the redeeming transaction, where the conditional updates decide the races.
 */
export async function checkRedeemable(
  em: EntityManager,
  member: Redeemer,
  input: string,
  now: Date,
): Promise<RedeemableCode> {
  const normalised = normaliseCode(input);
  if (!isCodeShape(normalised)) throw new DomainError("REDEEM_CODE_NOT_FOUND");
  const code = await findCodeByCode(em, normalised);
  if (!code) throw new DomainError("REDEEM_CODE_NOT_FOUND");
  if (code.status !== "UNREDEEMED") throw new DomainError("REDEEM_CODE_USED");
  const event = await findEvent(em, String(code.event_id));
  if (!event) throw new DomainError("REDEEM_CODE_NOT_FOUND");
  if (now < new Date(event.starts_at))
    throw new DomainError("EVENT_NOT_STARTED", { startsAt: event.starts_at });
  if (now >= new Date(event.ends_at)) throw new DomainError("EVENT_FINISHED", { endsAt: event.ends_at });
  if (Number(event.redeemed_count) >= Number(event.stock)) throw new DomainError("NFT_FULLY_REDEEMED");
  if (code.bound_email !== null) {
    const boundTo = await findUserIdByEmail(em, code.bound_email.toLowerCase());
    if (!boundTo || boundTo !== String(member.id)) throw new DomainError("EMAIL_NOT_REGISTERED");
  }
  if ((await countMemberRedemptions(em, String(event.id), member.id)) >= Number(event.per_account_limit))
    throw new DomainError("ACCOUNT_ALREADY_REDEEMED", { limit: Number(event.per_account_limit) });
  if ((code.pack_name ?? null) !== null && code.pack_name !== event.pack_name)
    throw new DomainError("SERIAL_EVENT_MISMATCH");
  const cardIds = (await findEventCardIds(em, [String(event.id)])).get(String(event.id)) ?? [];
  const cardKind = event.reward_kind === "CARD_UNITS" || event.reward_kind === "CARD_CHOICE";
  if ((cardKind && cardIds.length === 0) || (event.reward_kind === "JPOINT" && !event.jpoint_amount))
    throw new DomainError("NOTHING_TO_REDEEM");
  // Jpoint handed out is a top-up: not after the Jpoint service ended (2026) or while top-ups pause (2027).
  if (event.reward_kind === "JPOINT") await assertJpointServiceOpen(em, "topup", now);
  if (cardKind && !Number(event.allow_duplicates)) {
    let owned = 0;
    for (const cardId of cardIds) if ((await holdingOf(em, cardId, member.id)).amount > 0) owned++;
    if (owned === cardIds.length) throw new DomainError("ALREADY_OWNED");
  }
  return { code, event, cardIds };
}
