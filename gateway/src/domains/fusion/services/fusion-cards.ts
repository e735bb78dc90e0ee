import type { EntityManager } from "typeorm";
import { findCardViewsByIds, type CardView } from "../../catalog/index.js";

/** The cards named by ids, as the API shows them (one SQL). */
export function loadCards(em: EntityManager, ids: (string | number)[]): Promise<Map<string, CardView>> {
  return findCardViewsByIds(em, ids);
}
