import { parseJobPayload } from "@vitrine/schema";
import { produceNotice } from "../../../src/domains/notices/index.js";
import type { TestGateway } from "../../helpers/test-gateway.js";

/**
 * The notices jobs the outbox holds, run the way the worker runs them — each produce job TWICE, as an
 * at-least-once delivery may (a relay repeated after a crash, a retried job). Only rows after the
 * last call's are taken, so a test sees its own events.
 */
export function noticeJobRunner(t: TestGateway) {
  let after = "0";
  return async function runNoticeJobs(): Promise<{
    produced: number;
    digests: { userId: string; jobId: string }[];
  }> {
    let produced = 0;
    const digests: { userId: string; jobId: string }[] = [];
    // Producing schedules digests (more outbox rows): read until nothing new appears.
    for (;;) {
      const rows = (await t.gateway.deps.dataSource.query(
        `SELECT id, name, payload, job_id AS jobId FROM outbox_message WHERE queue = 'notices' AND id > ? ORDER BY id`,
        [after],
      )) as { id: string | number; name: string; payload: string; jobId: string }[];
      if (rows.length === 0) return { produced, digests };
      await runRows(rows);
    }
    async function runRows(rows: { id: string | number; name: string; payload: string; jobId: string }[]) {
      for (const row of rows) {
        after = String(row.id);
        if (row.name === "produce") {
          const payload = parseJobPayload("notices", "produce", JSON.parse(row.payload));
          if (await produceNotice(t.gateway.deps, payload)) produced++;
          if (await produceNotice(t.gateway.deps, payload)) produced++;
        } else if (row.name === "digest") {
          digests.push({
            userId: parseJobPayload("notices", "digest", JSON.parse(row.payload)).userId,
            jobId: row.jobId,
          });
        }
      }
    }
  };
}

export interface NoticeRowView {
  userId: string;
  kind: string;
  key: string;
  emailState: string;
  params: Record<string, string>;
}

/** Every notice row of the given members (or all), oldest first. */
export async function noticeRows(t: TestGateway, userIds?: string[]): Promise<NoticeRowView[]> {
  const rows = (await t.gateway.deps.dataSource.query(
    `SELECT user_id AS userId, kind, dedupe_key AS \`key\`, email_state AS emailState, params FROM notice
      ${userIds ? "WHERE user_id IN (?)" : ""} ORDER BY id`,
    userIds ? [userIds] : [],
  )) as { userId: string | number; kind: string; key: string; emailState: string; params: string | object }[];
  return rows.map((r) => ({
    userId: String(r.userId),
    kind: r.kind,
    key: r.key,
    emailState: r.emailState,
    params: (typeof r.params === "string" ? JSON.parse(r.params) : r.params) as Record<string, string>,
  }));
}
