import type { DataSource } from "typeorm";
import { createTestCard, uniqueName } from "../../helpers/market-fixtures.js";

/**
 * Rows written straight into the source tables at chosen instants (UTC), around the GMT+8 day
 * boundary (16:00 UTC), so the rollup can be compared with a direct computation.
 */

export const T = {
  /** 2025-03-09 23:59:59.999 in GMT+8: still the 9th. */
  lateNinth: "2025-03-09 15:59:59.999",
  /** 2025-03-10 00:00 in GMT+8: already the 10th. */
  earlyTenth: "2025-03-09 16:00:00.000",
  midTenth: "2025-03-10 04:00:00.000",
  /** A Monday later (2025-03-17, GMT+8), another week. */
  nextWeek: "2025-03-17 02:00:00.000",
};

let orderNo = 0;

export async function insertOrder(
  ds: DataSource,
  o: {
    userId: string;
    kind: "JPOINT" | "PRODUCT";
    payWith: string;
    paymentWay: string | null;
    twd: number | null;
    jpoint: number | null;
    credit: number | null;
    state: string;
    paidAt: string | null;
  },
): Promise<void> {
  orderNo += 1;
  await ds.query(
    `INSERT INTO primary_order (order_no, user_id, kind, pay_with, payment_way, amount_twd, amount_jpoint,
        jpoint_credit, state, paid_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, COALESCE(?, UTC_TIMESTAMP(3)))`,
    [
      `D${Date.now() % 1e9}${orderNo}`,
      o.userId,
      o.kind,
      o.payWith,
      o.paymentWay,
      o.twd,
      o.jpoint,
      o.credit,
      o.state,
      o.paidAt,
      o.paidAt,
    ],
  );
}

export async function insertTrade(
  ds: DataSource,
  t: {
    sellerId: string;
    buyerId: string;
    total: number;
    fee: number;
    kind: "direct" | "auction";
    at: string;
  },
): Promise<void> {
  const cardId = await createTestCard(ds);
  const listing = (await ds.query(
    `INSERT INTO market_listing (seller_id, card_id, type, status, units, remaining, unit_price, starts_at)
     VALUES (?, ?, ?, 'closed', 1, 0, ?, ?)`,
    [t.sellerId, cardId, t.kind, t.total, t.at],
  )) as { insertId: number };
  await ds.query(
    `INSERT INTO market_trade (order_id, listing_id, card_id, seller_id, buyer_id, units, unit_price, total, fee,
        kind, ledger_transaction_id, created_at)
     VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?, 0, ?)`,
    [
      uniqueName("ord"),
      listing.insertId,
      cardId,
      t.sellerId,
      t.buyerId,
      t.total,
      t.total,
      t.fee,
      t.kind,
      t.at,
    ],
  );
}

export async function insertDeposit(
  ds: DataSource,
  d: { userId: string; network: string; amount: number; status: string; at: string },
): Promise<void> {
  await ds.query(
    `INSERT INTO chain_deposit (network, tx_hash, log_index, block_number, block_hash, from_address, to_address,
        user_id, amount_raw, amount, status, required_confirmations, credited_at)
     VALUES (?, ?, 0, 1, '0xb', '0xf', '0xt', ?, ?, ?, ?, 1, ?)`,
    [
      d.network,
      uniqueName("0x"),
      d.userId,
      d.amount,
      d.amount,
      d.status,
      d.status === "CREDITED" ? d.at : null,
    ],
  );
}

export async function insertWithdrawal(
  ds: DataSource,
  w: { userId: string; network: string; amount: number; fee: number; status: string; at: string },
): Promise<void> {
  await ds.query(
    `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, idempotency_key, sent_at)
     VALUES (?, ?, '0xaddr', ?, ?, ?, ?, ?)`,
    [w.userId, w.network, w.amount, w.fee, w.status, uniqueName("k"), w.status === "SENT" ? w.at : null],
  );
}

export async function insertConversion(
  ds: DataSource,
  c: { userId: string; jpoint: number; usdt: number; status: string; at: string },
): Promise<void> {
  await ds.query(
    `INSERT INTO jpoint_conversion_quote (user_id, jpoint, usdt_micro, rate_micro, status, expires_at, confirmed_at)
     VALUES (?, ?, ?, 1, ?, ?, ?)`,
    [c.userId, c.jpoint, c.usdt, c.status, c.at, c.status === "confirmed" ? c.at : null],
  );
}

export async function insertKyc(
  ds: DataSource,
  k: { userId: string; status: string; createdAt: string; reviewedAt: string | null },
): Promise<void> {
  await ds.query(
    `INSERT INTO kyc_submission (user_id, status, nationality, first_name, last_name, birthday, id_number_sealed,
        id_number_hint, phone_country, phone, address, purpose, front_file_key, back_file_key, selfie_file_key,
        second_id_file_key, reviewed_at, created_at)
     VALUES (?, ?, 'TW', 'A', 'B', '1990-01-01', 'x', '1234', '+886', '912345678', 'addr', 'collect',
        'f', 'b', 's', 'i', ?, ?)`,
    [k.userId, k.status, k.reviewedAt, k.createdAt],
  );
}
