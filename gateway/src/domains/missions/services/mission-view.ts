import type { MissionKind, MissionPeriod, MissionStatus } from "@vitrine/schema";
import type { MemberMissionRow } from "../repo/mission.repo.js";
import { nextResetAt, periodKeyOf } from "./periods.js";

/** A mission as a member sees it: texts in their language, progress in the current GMT+8 period. */
export interface MissionView {
  id: string;
  number: number;
  kind: MissionKind;
  period: MissionPeriod;
  title: string;
  description: string;
  reward: number;
  event: string;
  target: number;
  progress: number;
  status: MissionStatus;
  /** When a periodic mission starts again (null for the others). */
  resetsAt: Date | null;
  endsAt: Date | null;
}

/** The member's progress row counts only in the current period; an older one reads as UNDONE at 0. */
export function toMissionView(row: MemberMissionRow, now: Date): MissionView {
  const current = row.periodKey !== null && row.periodKey === periodKeyOf(row.period, now);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    period: row.period,
    title: row.title,
    description: row.description,
    reward: Number(row.reward),
    event: row.event,
    target: row.target,
    progress: current ? Math.min(row.progress, row.target) : 0,
    status: current && row.status ? row.status : "UNDONE",
    resetsAt: nextResetAt(row.period, now),
    endsAt: row.endsAt,
  };
}
