import type { DataSource } from "typeorm";
import type { SmsStatus } from "./sms-adapter.js";

export interface SmsBoxEntry {
  id: string;
  to: string;
  body: string;
  status: SmsStatus;
  createdAt: string;
}

/**
 * Text messages Vitrine produced, newest first, optionally for one number (`+886912345678`): the
 * development SMS box and tests read them here.
 */
export async function listSmsBox(dataSource: DataSource, to?: string, limit = 50): Promise<SmsBoxEntry[]> {
  const take = Math.min(Math.max(limit, 1), 200);
  const rows = (await dataSource.query(
    `SELECT id, to_phone AS toPhone, body, status, created_at AS createdAt FROM sms_message
      ${to ? "WHERE to_phone = ?" : ""} ORDER BY id DESC LIMIT ${take}`,
    to ? [to] : [],
  )) as { id: string | number; toPhone: string; body: string; status: SmsStatus; createdAt: Date }[];
  return rows.map((r) => ({
    id: String(r.id),
    to: r.toPhone,
    body: r.body,
    status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
