import { DEFAULT_LOCALE, MISSION_KINDS, type Locale, type MissionKind } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { findMemberMissions, findMission } from "../repo/mission.repo.js";
import { findProgress, insertClaim, markClaimed } from "../repo/progress.repo.js";
import { toMissionView, type MissionView } from "./mission-view.js";
import { periodKeyOf } from "./periods.js";

export interface MissionGroup {
  kind: MissionKind;
  missions: MissionView[];
}

async function memberViews(em: Pick<EntityManager, "query">, userId: string, language: Locale, now: Date) {
  const rows = await findMemberMissions(em, userId, language, DEFAULT_LOCALE, now);
  return rows.map((r) => toMissionView(r, now));
}

/** The open missions grouped by kind (beginner, issuer, periodic, other), each with the member's progress. */
export async function memberMissions(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  language: Locale,
  now: Date = new Date(),
): Promise<MissionGroup[]> {
  const views = await memberViews(deps.dataSource.manager, userId, language, now);
  return MISSION_KINDS.map((kind) => ({ kind, missions: views.filter((v) => v.kind === kind) }));
}

/** The idempotency key of a claim: one ledger posting per member, mission and period. */
export const claimKey = (userId: string, missionId: string, periodKey: string) =>
  `mission-claim:${userId}:${missionId}:${periodKey}`;

/**
 * Claims a DONE mission's Jpower: DONE → CLAIMED (conditional update of the current period's row), the
 * claim row, and JPOWER_REWARDS → the member's available Jpower with an idempotency key per member,
 * mission and period, all in one transaction. A second claim of the same period (a double click, a
 * retry) finds it CLAIMED and answers the same view without posting again; an undone one is 2131.
 */
export async function claimMission(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  rawMissionId: string,
  language: Locale,
  now: Date = new Date(),
): Promise<MissionView> {
  const missionId = assertRowId("missionId", rawMissionId);
  return withTransaction(deps.dataSource, async (em) => {
    const mission = await findMission(em, missionId);
    if (!mission) throw new DomainError("MISSION_NOT_FOUND");
    const periodKey = periodKeyOf(mission.period, now);
    if (await markClaimed(em, missionId, userId, periodKey, now)) {
      await insertClaim(em, { userId, missionId, periodKey, reward: mission.reward, now });
      await postLedgerTransaction(em, {
        kind: "mission-claim",
        currency: "JPOWER",
        legs: [
          {
            account: { system: SYSTEM_ACCOUNTS.JPOWER_REWARDS },
            bucket: "available",
            amount: -mission.reward,
          },
          { account: { userId }, bucket: "available", amount: mission.reward },
        ],
        idempotencyKey: claimKey(userId, missionId, periodKey),
        reference: { type: "mission", id: missionId },
      });
    } else {
      const row = await findProgress(em, missionId, userId);
      if (!row || row.periodKey !== periodKey || row.status !== "CLAIMED") {
        throw new DomainError("MISSION_NOT_DONE");
      }
    }
    const view = (await memberViews(em, userId, language, now)).find((v) => v.id === missionId);
    if (!view) throw new DomainError("MISSION_NOT_FOUND");
    return view;
  });
}
