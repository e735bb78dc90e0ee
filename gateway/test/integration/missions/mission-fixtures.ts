import type { DataSource } from "typeorm";
import type { MissionEvent, MissionKind, MissionPeriod } from "@vitrine/schema";
import type { AppDeps } from "../../../src/app-deps.js";
import { createAccount } from "../../../src/domains/accounts/services/create-account.service.js";
import {
  advanceMissions,
  recordMissionEvent,
  saveMission,
  type AdvanceResult,
} from "../../../src/domains/missions/index.js";
import { grantIssuerRole } from "../../../src/domains/redemption/index.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { DomainError } from "../../../src/shared/domain-error.js";
import { uniqueName } from "../../helpers/market-fixtures.js";

/** Mission fixtures over the real database (services called directly). */

let numbers = Math.floor(Math.random() * 100_000);

export interface NewMission {
  event: MissionEvent;
  target?: number;
  kind?: MissionKind;
  period?: MissionPeriod;
  reward?: number;
  seriesId?: string | null;
  publisherId?: string | null;
}

export async function newMission(deps: AppDeps, m: NewMission): Promise<string> {
  const period = m.period ?? "NONE";
  const view = await saveMission(
    deps,
    { staff: true },
    { id: null, version: null },
    {
      number: ++numbers,
      kind: m.kind ?? (period === "NONE" ? "BEGINNER" : "PERIODIC"),
      period,
      reward: m.reward ?? 10,
      publisherId: m.publisherId ?? null,
      event: m.event,
      target: m.target ?? 1,
      seriesId: m.seriesId ?? null,
      startsAt: null,
      endsAt: null,
      texts: [{ language: "tw", title: `任務 ${m.event}`, description: "" }],
    },
  );
  return view.id;
}

export async function newMemberId(dataSource: DataSource): Promise<string> {
  const name = uniqueName("mi");
  const user = await withTransaction(dataSource, (em) =>
    createAccount(em, {
      email: `${name}@example.com`,
      passwordHash: "x",
      nickname: name,
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "member",
    }),
  );
  return user.id;
}

/** Records an event the way a domain service does: in a transaction of its own, through the outbox. */
export function record(
  dataSource: DataSource,
  userId: string,
  event: MissionEvent,
  key: string,
  seriesId?: string,
) {
  return withTransaction(dataSource, (em) =>
    recordMissionEvent(em, { userId, event, key, ...(seriesId ? { seriesId } : {}) }),
  );
}

/** The missions/advance jobs the outbox holds for a member, as the relay would hand them to BullMQ. */
export async function missionJobs(dataSource: DataSource, userId: string) {
  const rows = (await dataSource.query(
    `SELECT payload, job_id FROM outbox_message WHERE queue = 'missions' AND name = 'advance' ORDER BY id`,
  )) as { payload: string; job_id: string }[];
  return rows
    .map((r) => ({
      jobId: r.job_id,
      data: JSON.parse(r.payload) as { userId: string; event: string; key: string },
    }))
    .filter((j) => j.data.userId === userId);
}

/** Runs every missions/advance job of the member, as the worker does; `times` deliveries of each. */
export async function deliver(
  deps: AppDeps,
  userId: string,
  times = 1,
  now?: Date,
): Promise<AdvanceResult[]> {
  const results: AdvanceResult[] = [];
  for (let i = 0; i < times; i++) {
    for (const job of await missionJobs(deps.dataSource, userId)) {
      results.push(await advanceMissions(deps, job.data, now));
    }
  }
  return results;
}

export async function progressOf(dataSource: DataSource, missionId: string, userId: string) {
  const [row] = (await dataSource.query(
    `SELECT period_key AS periodKey, progress, status FROM mission_progress WHERE mission_id = ? AND user_id = ?`,
    [missionId, userId],
  )) as { periodKey: string; progress: number; status: string }[];
  return row ? { periodKey: row.periodKey, progress: Number(row.progress), status: row.status } : null;
}

/** The error name a rejected call gave (or the error itself when it is not a DomainError). */
export async function refusalOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return error instanceof DomainError ? error.errorName : String(error);
  }
  throw new Error("expected a refusal");
}

/**
 * The refusal table's mission (gateway/test/integration/errors): an ISSUER mission of a seeded
 * publisher, whose issuer the owner is made, so the owner's issuer calls reach the mission itself.
 */
export async function missionRefusalFixtures(deps: AppDeps, ownerId: string): Promise<{ mission: string }> {
  const [row] = (await deps.dataSource.query(
    `SELECT publisher_id AS publisherId FROM series ORDER BY id LIMIT 1`,
  )) as {
    publisherId: number;
  }[];
  if (!row) throw new Error("missionRefusalFixtures needs a seeded series (seedDemo)");
  const publisherId = String(row.publisherId);
  await grantIssuerRole(deps.dataSource, { userId: ownerId, publisherId, grantedBy: ownerId });
  const mission = await newMission(deps, { event: "code-redeemed", kind: "ISSUER", publisherId });
  return { mission };
}
