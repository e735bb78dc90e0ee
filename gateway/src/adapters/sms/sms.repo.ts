import type { EntityManager } from "typeorm";
import type { SmsStatus } from "./sms-adapter.js";

/* sms_message: every outgoing text message (the adapters record them; the development SMS box reads them). */

type Db = Pick<EntityManager, "query">;

/** Keeps a message without sending it (the database adapter). */
export async function insertStoredSms(db: Db, toPhone: string, body: string): Promise<void> {
  await db.query(
    `INSERT INTO sms_message (to_phone, body, status, sent_at) VALUES (?, ?, 'STORED', NOW(3))`,
    [toPhone, body],
  );
}

/** Records a message about to be handed to the provider; returns its id. */
export async function insertQueuedSms(db: Db, toPhone: string, body: string): Promise<number | string> {
  const result = (await db.query(`INSERT INTO sms_message (to_phone, body, status) VALUES (?, ?, 'QUEUED')`, [
    toPhone,
    body,
  ])) as { insertId: number | string };
  return result.insertId;
}

export async function markSmsFailed(db: Db, id: number | string): Promise<void> {
  await db.query(`UPDATE sms_message SET status = 'FAILED' WHERE id = ?`, [id]);
}

export async function markSmsSent(db: Db, id: number | string): Promise<void> {
  await db.query(`UPDATE sms_message SET status = 'SENT', sent_at = NOW(3) WHERE id = ?`, [id]);
}

/** Messages newest first, optionally to one number; `take` is a whole number the caller bounded. */
export async function listSmsMessages(
  db: Db,
  to: string | undefined,
  take: number,
): Promise<{ id: string | number; toPhone: string; body: string; status: SmsStatus; createdAt: Date }[]> {
  return (await db.query(
    `SELECT id, to_phone AS toPhone, body, status, created_at AS createdAt FROM sms_message
      ${to ? "WHERE to_phone = ?" : ""} ORDER BY id DESC LIMIT ${take}`,
    to ? [to] : [],
  )) as { id: string | number; toPhone: string; body: string; status: SmsStatus; createdAt: Date }[];
}
