import type { EntityManager } from "typeorm";

/*
 * jpoint_conversion_quote: a quote for converting Jpoint to USDT, 'open' until confirmed (a conditional
 * update before it expires) and then the record of the conversion.
 */

type Db = Pick<EntityManager, "query">;

export interface QuoteRow {
  id: string;
  user_id: string;
  jpoint: string;
  usdt_micro: string;
  rate_micro: string;
  status: string;
  expires_at: Date;
  confirmed_at: Date | null;
}

const QUOTE_COLUMNS = `id, user_id, jpoint, usdt_micro, rate_micro, status, expires_at, confirmed_at`;

export interface NewQuote {
  userId: string;
  jpoint: bigint;
  usdtMicro: bigint;
  rateMicro: bigint;
  expiresAt: Date;
  createdAt: Date;
}

/** Stores an open quote; returns its id. */
export async function insertQuote(db: Db, quote: NewQuote): Promise<string> {
  const inserted = (await db.query(
    `INSERT INTO jpoint_conversion_quote (user_id, jpoint, usdt_micro, rate_micro, status, expires_at, created_at)
     VALUES (?, ?, ?, ?, 'open', ?, ?)`,
    [
      quote.userId,
      quote.jpoint.toString(),
      quote.usdtMicro.toString(),
      quote.rateMicro.toString(),
      quote.expiresAt,
      quote.createdAt,
    ],
  )) as { insertId: number | string };
  return String(inserted.insertId);
}

/** A quote, its row locked until the transaction ends. */
export async function lockQuoteRow(em: Db, quoteId: string): Promise<QuoteRow | undefined> {
  const [row] = (await em.query(
    `SELECT ${QUOTE_COLUMNS} FROM jpoint_conversion_quote WHERE id = ? FOR UPDATE`,
    [quoteId],
  )) as QuoteRow[];
  return row;
}

/** open → confirmed while not expired at `now`; returns the number of rows changed. */
export async function confirmQuoteRow(em: Db, quoteId: string, now: Date): Promise<number> {
  const result = (await em.query(
    `UPDATE jpoint_conversion_quote SET status = 'confirmed', confirmed_at = ?
        WHERE id = ? AND status = 'open' AND expires_at > ?`,
    [now, quoteId, now],
  )) as { affectedRows: number };
  return result.affectedRows;
}

/** One page of a user's confirmed conversions, newest first, and their total. */
export async function findConfirmedQuotes(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<{ rows: QuoteRow[]; total: number }> {
  const [count] = (await db.query(
    `SELECT COUNT(*) AS n FROM jpoint_conversion_quote WHERE user_id = ? AND status = 'confirmed'`,
    [userId],
  )) as { n: string }[];
  const rows = (await db.query(
    `SELECT ${QUOTE_COLUMNS} FROM jpoint_conversion_quote WHERE user_id = ? AND status = 'confirmed'
      ORDER BY confirmed_at DESC, id DESC LIMIT ? OFFSET ?`,
    [userId, limit, offset],
  )) as QuoteRow[];
  return { rows, total: Number(count?.n ?? 0) };
}
