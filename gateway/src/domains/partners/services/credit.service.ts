import { partnerCreditRule } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { findCardViewsByIds } from "../../catalog/index.js";
import { mintUnits } from "../../holdings/index.js";
import { claimCreditRequest, findCredit } from "../repo/credit.repo.js";
import { activeBindingOf } from "./bindings.service.js";
import { requireScope, type PartnerCaller } from "./partner-auth.service.js";

export interface PartnerCreditView {
  requestId: string;
  memberId: string;
  cardId: string;
  units: number;
  /** False when this request id was already done: nothing was minted this time. */
  created: boolean;
}

/**
 * cards:credit — mints units of a card of the partner's own publisher to a bound member, never beyond
 * the card's total issue (holdings.mintUnits; 607 INSUFFICIENT_QUANTITY). Idempotent by the partner's
 * request id: the same request again answers the first result with created false; the same id for a
 * different credit is PARTNER_REQUEST_ID_REUSED. A card of another publisher: PARTNER_CARD_NOT_OWN.
 */
export async function partnerCreditCards(
  deps: Pick<AppDeps, "dataSource">,
  partner: PartnerCaller,
  raw: unknown,
): Promise<PartnerCreditView> {
  requireScope(partner, "cards:credit");
  const input = parseInput(partnerCreditRule, raw);
  return withTransaction(deps.dataSource, async (em) => {
    const binding = await activeBindingOf(em, partner, input.memberId);
    const card = (await findCardViewsByIds(em, [input.cardId])).get(input.cardId);
    if (!card) throw new DomainError("NOT_FOUND");
    if (!partner.publisherId || card.publisher.id !== partner.publisherId) {
      throw new DomainError("PARTNER_CARD_NOT_OWN");
    }
    const claim = {
      partnerId: partner.id,
      requestId: input.requestId,
      bindingId: String(binding.id),
      cardId: input.cardId,
      units: input.units,
    };
    const view = {
      requestId: input.requestId,
      memberId: input.memberId,
      cardId: input.cardId,
      units: input.units,
    };
    if (!(await claimCreditRequest(em, claim))) {
      const before = await findCredit(em, partner.id, input.requestId);
      const same =
        before &&
        String(before.binding_id) === claim.bindingId &&
        String(before.card_id) === claim.cardId &&
        Number(before.units) === claim.units;
      if (!same) throw new DomainError("PARTNER_REQUEST_ID_REUSED");
      return { ...view, created: false };
    }
    await mintUnits(em, input.cardId, String(binding.user_id), input.units);
    return { ...view, created: true };
  });
}
