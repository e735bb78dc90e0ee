import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { loadTradeRow } from "../repo/listing-select.repo.js";
import { toTrade } from "./listing-view.js";
import type { TradeView } from "./views.js";

/**
 * The order-complete page (complete/{orderId}): only the buyer and the seller may see a trade. Anyone
 * else gets the same 404 as for an unknown order id, so order ids cannot be probed.
 */
export async function tradeForParty(
  dataSource: DataSource,
  orderId: string,
  userId: string,
): Promise<TradeView> {
  const row = orderId.length <= 64 ? await loadTradeRow(dataSource, orderId) : undefined;
  if (!row || (String(row.t_buyer_id) !== String(userId) && String(row.t_seller_id) !== String(userId))) {
    throw new DomainError("NOT_FOUND");
  }
  return toTrade(row);
}
