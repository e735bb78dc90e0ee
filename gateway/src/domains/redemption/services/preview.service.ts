import type { AppDeps } from "../../../app-deps.js";
import { limitCodeGuesses } from "./guess-limit.js";
import { checkRedeemable, type Redeemer } from "./redeem-checks.js";
import { loadEventView, type RedeemEventView } from "./event-view.js";

export interface RedeemCodePreviewView {
  code: string;
  event: RedeemEventView;
  needsCardChoice: boolean;
  needsShipment: boolean;
}

/**
 * What a code would give this member now (every refusal redeeming would meet, nothing written);
 * unknown codes count against the member's guess budget (guess-limit.ts).
 */
export async function previewCode(
  deps: Pick<AppDeps, "dataSource"> & Partial<Pick<AppDeps, "redis" | "config">>,
  member: Redeemer,
  input: string,
  locale: string,
): Promise<RedeemCodePreviewView> {
  const em = deps.dataSource.manager;
  const { code, event } = await limitCodeGuesses(deps, member.id, () =>
    checkRedeemable(em, member, input, new Date()),
  );
  return {
    code: code.code,
    event: await loadEventView(em, String(event.id), locale),
    needsCardChoice: event.reward_kind === "CARD_CHOICE",
    needsShipment: event.reward_kind === "PHYSICAL_GIFT",
  };
}
