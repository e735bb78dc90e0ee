import type { DataSource } from "typeorm";
import type { SmsStatus } from "./sms-adapter.js";
import { listSmsMessages } from "./sms.repo.js";

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
  const rows = await listSmsMessages(dataSource, to, take);
  return rows.map((r) => ({
    id: String(r.id),
    to: r.toPhone,
    body: r.body,
    status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}
