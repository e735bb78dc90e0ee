import type { DataSource } from "typeorm";
import { MailMessageEntity } from "../entities/mail-message.entity.js";

export interface MailboxEntry {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: string;
}

/** Newest first, optionally for one recipient: the development mailbox and tests read mail here. */
export async function listMailbox(dataSource: DataSource, to?: string, limit = 50): Promise<MailboxEntry[]> {
  const rows = await dataSource.getRepository(MailMessageEntity).find({
    where: to ? { toAddress: to.toLowerCase() } : {},
    order: { id: "DESC" },
    take: Math.min(Math.max(limit, 1), 200),
  });
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
