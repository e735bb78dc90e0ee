import type { CampaignParsed } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { releaseProductExists } from "../../primary/index.js";
import { quizExists } from "../../quiz/index.js";
import { redeemEventExists } from "../../redemption/index.js";

type Db = Pick<EntityManager, "query">;

/**
 * What each action's reference names, asked of the domain that owns it. A function, not a table built
 * at import: the domains import each other's public index (stamps ↔ primary, quiz, redemption), and a
 * table filled while that cycle is still loading would hold undefined for whichever came later.
 */
function existsFor(action: "PURCHASE" | "QUIZ" | "REDEEM"): (db: Db, id: string) => Promise<boolean> {
  if (action === "PURCHASE") return releaseProductExists;
  if (action === "QUIZ") return quizExists;
  return redeemEventExists;
}

/**
 * Every stamp's reference names something that exists: a release product (PURCHASE), a quiz (QUIZ), a
 * redemption event (REDEEM); a venue stamp has none (campaignRule). An unknown one is NOT_FOUND on
 * `stamps.refId`, before anything is written: a stamp nobody could ever earn would make the campaign
 * impossible to complete.
 */
export async function assertStampRefsExist(db: Db, stamps: CampaignParsed["stamps"]): Promise<void> {
  for (const s of stamps) {
    if (s.action === "VENUE_QR" || !s.refId) continue;
    if (!(await existsFor(s.action)(db, s.refId)))
      throw new DomainError("NOT_FOUND", { field: "stamps.refId" });
  }
}
