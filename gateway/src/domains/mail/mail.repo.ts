import type { EntityManager } from "typeorm";

/*
 * mail_message: every outgoing e-mail. The mail worker delivers it through SMTP (status `sent`) or,
 * with no SMTP configured, keeps it here (status `stored`) where the development mailbox shows it.
 */

type Db = Pick<EntityManager, "query">;

export type MailStatus = "queued" | "sent" | "stored" | "failed";

export interface MailMessage {
  id: string;
  toAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

interface MailMessageRow {
  id: number | string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

const COLUMNS = `id, to_address, reply_to, subject, text_body, html_body, status, attempts, last_error, created_at,
  delivered_at`;

function toMailMessage(row: MailMessageRow): MailMessage {
  return {
    id: String(row.id),
    toAddress: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    textBody: row.text_body,
    htmlBody: row.html_body,
    status: row.status as MailStatus,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  };
}

/** Stores a queued message; returns its id. */
export async function insertQueuedMail(
  em: Db,
  mail: { toAddress: string; replyTo: string | null; subject: string; textBody: string; htmlBody: string },
): Promise<string> {
  const result = (await em.query(
    `INSERT INTO mail_message (to_address, reply_to, subject, text_body, html_body, status)
     VALUES (?, ?, ?, ?, ?, 'queued')`,
    [mail.toAddress, mail.replyTo, mail.subject, mail.textBody, mail.htmlBody],
  )) as { insertId: number | string };
  return String(result.insertId);
}

export async function findMailById(db: Db, mailId: string): Promise<MailMessage | null> {
  const [row] = (await db.query(`SELECT ${COLUMNS} FROM mail_message WHERE id = ?`, [
    mailId,
  ])) as MailMessageRow[];
  return row ? toMailMessage(row) : null;
}

/** Records a failed try of a message still waiting for delivery. */
export async function recordMailFailure(db: Db, mailId: string, error: string): Promise<void> {
  await db.query(
    `UPDATE mail_message SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ? AND status IN ('queued','failed')`,
    [error, mailId],
  );
}

/** Records the delivery of a message still waiting for it; false when another run recorded it first. */
export async function recordMailDelivered(
  db: Db,
  mailId: string,
  status: "sent" | "stored",
): Promise<boolean> {
  const result = (await db.query(
    `UPDATE mail_message SET status = ?, attempts = attempts + 1, delivered_at = NOW(3), last_error = NULL
      WHERE id = ? AND status IN ('queued','failed')`,
    [status, mailId],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** Sent or stored mail, newest first, optionally for one recipient. */
export async function listDeliveredMail(
  db: Db,
  to: string | undefined,
  limit: number,
): Promise<MailMessage[]> {
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM mail_message WHERE status IN ('sent', 'stored') ${to ? "AND to_address = ?" : ""}
      ORDER BY id DESC LIMIT ?`,
    to ? [to, limit] : [limit],
  )) as MailMessageRow[];
  return rows.map(toMailMessage);
}
