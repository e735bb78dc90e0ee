import type { EntityManager } from "typeorm";

/**
 * Units of each card in card withdrawals that have not failed or been cancelled: they left card_holding but still exist,
 * so supply checks count them as taken. Cards without such withdrawals are absent.
 */
export async function sumUnitsInCardWithdrawals(
  em: EntityManager,
  cardIds: readonly string[],
): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const rows = (await em.query(
    `SELECT card_id, COALESCE(SUM(units), 0) AS units FROM card_withdrawal
      WHERE card_id IN (?) AND status NOT IN ('FAILED', 'CANCELLED') GROUP BY card_id`,
    [[...cardIds]],
  )) as { card_id: number | string; units: string | number }[];
  return new Map(rows.map((r) => [String(r.card_id), Number(r.units)]));
}
