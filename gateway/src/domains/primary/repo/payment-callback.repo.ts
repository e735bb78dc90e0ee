import type { EntityManager } from "typeorm";

/**
 * payment_callback: every verified provider callback, once per (provider, trade number, paid) — the
 * unique key uq_callback_trade makes a replay a duplicate-key error the caller turns into "seen before".
 */
export async function insertPaymentCallback(
  em: EntityManager,
  c: {
    provider: string;
    providerTradeNo: string;
    tradeNo: string;
    orderId: string;
    amountTwd: bigint;
    paid: boolean;
    fields: unknown;
  },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO payment_callback (provider, provider_trade_no, trade_no, order_id, amount_twd, paid, outcome, fields)
       VALUES (?, ?, ?, ?, ?, ?, 'RECEIVED', ?)`,
    [
      c.provider,
      c.providerTradeNo,
      c.tradeNo,
      c.orderId,
      c.amountTwd.toString(),
      c.paid ? 1 : 0,
      JSON.stringify(c.fields),
    ],
  )) as { insertId: number | string };
  return String(result.insertId);
}

export async function setPaymentCallbackOutcome(
  em: EntityManager,
  id: string,
  outcome: string,
): Promise<void> {
  await em.query(`UPDATE payment_callback SET outcome = ? WHERE id = ?`, [outcome, id]);
}
