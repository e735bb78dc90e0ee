import type { DataSource } from "typeorm";
import { listDeliveredMail } from "../mail.repo.js";

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: string;
}

/**
 * Mail that was sent (through SMTP or kept in the database), newest first, optionally for one
 * recipient: the development mailbox and tests read mail here. Queued or failed mail is not "sent".
 */
export async function listMailbox(dataSource: DataSource, to?: string, limit = 50): Promise<MailboxEntry[]> {
  const rows = await listDeliveredMail(
    dataSource,
    to ? to.toLowerCase() : undefined,
    Math.min(Math.max(limit, 1), 200),
  );
  return rows.map((m) => ({
    id: m.id,
    to: m.toAddress,
    subject: m.subject,
    text: m.textBody,
    html: m.htmlBody,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  }));
}
