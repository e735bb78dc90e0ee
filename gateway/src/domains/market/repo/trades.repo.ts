import type { EntityManager } from "typeorm";

/* market_trade: one row per completed sale (a direct purchase or a settled auction). */

type Db = Pick<EntityManager, "query">;

export interface NewTradeRow {
  orderId: string;
  listingId: string;
  cardId: string;
  sellerId: string;
  buyerId: string;
  units: number;
  unitPrice: string;
  total: string;
  fee: string;
  kind: "direct" | "auction";
  ledgerTransactionId: string;
}

export async function insertTrade(em: Db, trade: NewTradeRow): Promise<void> {
  await em.query(
    `INSERT INTO market_trade (order_id, listing_id, card_id, seller_id, buyer_id, units, unit_price, total, fee,
                               kind, ledger_transaction_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      trade.orderId,
      trade.listingId,
      trade.cardId,
      trade.sellerId,
      trade.buyerId,
      trade.units,
      trade.unitPrice,
      trade.total,
      trade.fee,
      trade.kind,
      trade.ledgerTransactionId,
    ],
  );
}
