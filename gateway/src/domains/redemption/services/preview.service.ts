import type { EntityManager } from "typeorm";
import { checkRedeemable, type Redeemer } from "./redeem-checks.js";
import { loadEventView, type RedeemEventView } from "./event-view.js";

export interface RedeemCodePreviewView {
  code: string;
  event: RedeemEventView;
  needsCardChoice: boolean;
  needsShipment: boolean;
}

/** What a code would give this member now (every refusal redeeming would meet, nothing written). */
export async function previewCode(
  em: EntityManager,
  member: Redeemer,
  input: string,
  locale: string,
): Promise<RedeemCodePreviewView> {
  const { code, event } = await checkRedeemable(em, member, input, new Date());
  return {
    code: code.code,
    event: await loadEventView(em, String(event.id), locale),
    needsCardChoice: event.reward_kind === "CARD_CHOICE",
    needsShipment: event.reward_kind === "PHYSICAL_GIFT",
  };
}
