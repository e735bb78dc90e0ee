import type { EntityManager } from "typeorm";

/** SQL of partner_credit (the only code naming it): one row per partner request id. */

export interface CreditRow {
  binding_id: number;
  card_id: number;
  units: number;
  created_at: Date;
}

/** Claims the request id; false when the partner used it before (the row is then read back). */
export async function claimCreditRequest(
  em: EntityManager,
  c: { partnerId: string; requestId: string; bindingId: string; cardId: string; units: number },
): Promise<boolean> {
  const result = (await em.query(
    `INSERT IGNORE INTO partner_credit (partner_id, request_id, binding_id, card_id, units) VALUES (?, ?, ?, ?, ?)`,
    [c.partnerId, c.requestId, c.bindingId, c.cardId, c.units],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

export async function findCredit(
  em: EntityManager,
  partnerId: string,
  requestId: string,
): Promise<CreditRow | undefined> {
  const [row] = (await em.query(
    `SELECT binding_id, card_id, units, created_at FROM partner_credit WHERE partner_id = ? AND request_id = ?`,
    [partnerId, requestId],
  )) as CreditRow[];
  return row;
}
