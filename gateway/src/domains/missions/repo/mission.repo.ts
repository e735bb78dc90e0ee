import type { EntityManager } from "typeorm";
import type { MissionKind, MissionPeriod, MissionStatus, MissionTextInput } from "@vitrine/schema";

/** SQL of mission and mission_text (the only code naming them). */

type Db = Pick<EntityManager, "query">;

export interface MissionRow {
  id: string;
  number: number;
  kind: MissionKind;
  period: MissionPeriod;
  reward: bigint;
  publisherId: string | null;
  event: string;
  target: number;
  seriesId: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  version: number;
}

const COLUMNS = `m.id, m.mission_no AS number, m.kind, m.period, m.reward_jpower AS reward,
  m.publisher_id AS publisherId, m.rule_event AS event, m.rule_target AS target,
  m.rule_series_id AS seriesId, m.starts_at AS startsAt, m.ends_at AS endsAt, m.active, m.version`;

type RawMission = Record<keyof MissionRow, unknown>;

function toMission(r: RawMission): MissionRow {
  return {
    id: String(r.id),
    number: Number(r.number),
    kind: r.kind as MissionKind,
    period: r.period as MissionPeriod,
    reward: BigInt(r.reward as string),
    publisherId: r.publisherId == null ? null : String(r.publisherId),
    event: String(r.event),
    target: Number(r.target),
    seriesId: r.seriesId == null ? null : String(r.seriesId),
    startsAt: (r.startsAt as Date | null) ?? null,
    endsAt: (r.endsAt as Date | null) ?? null,
    active: Number(r.active) === 1,
    version: Number(r.version),
  };
}

const OPEN_AT = `m.active = 1 AND (m.starts_at IS NULL OR m.starts_at <= ?) AND (m.ends_at IS NULL OR m.ends_at > ?)`;

/** The open missions an event advances (for holdings with a series named, only that series'). */
export async function findMissionsForEvent(
  em: Db,
  event: string,
  seriesId: string | null,
  now: Date,
): Promise<MissionRow[]> {
  const rows = (await em.query(
    `SELECT ${COLUMNS} FROM mission m WHERE m.rule_event = ? AND ${OPEN_AT}
       AND (m.rule_series_id IS NULL OR ? IS NULL OR m.rule_series_id = ?) ORDER BY m.id`,
    [event, now, now, seriesId, seriesId],
  )) as RawMission[];
  return rows.map(toMission);
}

export async function findMission(em: Db, id: string, forUpdate = false): Promise<MissionRow | null> {
  const [row] = (await em.query(
    `SELECT ${COLUMNS} FROM mission m WHERE m.id = ?${forUpdate ? " FOR UPDATE" : ""}`,
    [id],
  )) as RawMission[];
  return row ? toMission(row) : null;
}

export interface MemberMissionRow extends MissionRow {
  title: string;
  description: string;
  periodKey: string | null;
  progress: number;
  status: MissionStatus | null;
}

/** The open missions with the member's progress row, texts in `language` (else the default's). */
export async function findMemberMissions(
  em: Db,
  userId: string,
  language: string,
  fallback: string,
  now: Date,
): Promise<MemberMissionRow[]> {
  const rows = (await em.query(
    `SELECT ${COLUMNS}, COALESCE(t.title, d.title, '') AS title,
       COALESCE(t.description, d.description, '') AS description,
       p.period_key AS periodKey, COALESCE(p.progress, 0) AS progress, p.status
     FROM mission m
     LEFT JOIN mission_text t ON t.mission_id = m.id AND t.language = ?
     LEFT JOIN mission_text d ON d.mission_id = m.id AND d.language = ?
     LEFT JOIN mission_progress p ON p.mission_id = m.id AND p.user_id = ?
     WHERE ${OPEN_AT} ORDER BY m.mission_no LIMIT 500`,
    [language, fallback, userId, now, now],
  )) as (RawMission & Record<"title" | "description" | "periodKey" | "progress" | "status", unknown>)[];
  return rows.map((r) => ({
    ...toMission(r),
    title: String(r.title),
    description: String(r.description),
    periodKey: r.periodKey == null ? null : String(r.periodKey),
    progress: Number(r.progress),
    status: (r.status as MissionStatus | null) ?? null,
  }));
}

export interface MissionTextRow extends MissionTextInput {
  missionId: string;
}

/** Missions for the staff page (all) or an issuer's (their publishers'), newest number first. */
export async function findAdminMissions(em: Db, publisherIds: string[] | null): Promise<MissionRow[]> {
  if (publisherIds && publisherIds.length === 0) return [];
  const where = publisherIds ? `WHERE m.publisher_id IN (${publisherIds.map(() => "?").join(",")})` : "";
  const rows = (await em.query(
    `SELECT ${COLUMNS} FROM mission m ${where} ORDER BY m.mission_no DESC LIMIT 500`,
    publisherIds ?? [],
  )) as RawMission[];
  return rows.map(toMission);
}

export async function findMissionTexts(em: Db, missionIds: string[]): Promise<MissionTextRow[]> {
  if (missionIds.length === 0) return [];
  const rows = (await em.query(
    `SELECT mission_id AS missionId, language, title, description FROM mission_text
     WHERE mission_id IN (${missionIds.map(() => "?").join(",")})`,
    missionIds,
  )) as MissionTextRow[];
  return rows.map((r) => ({ ...r, missionId: String(r.missionId) }));
}

export type MissionValues = Omit<MissionRow, "id" | "active" | "version">;

const valuesOf = (v: MissionValues) => [
  v.number,
  v.kind,
  v.period,
  v.reward.toString(),
  v.publisherId,
  v.event,
  v.target,
  v.seriesId,
  v.startsAt,
  v.endsAt,
];

export async function insertMission(em: Db, v: MissionValues, active = true): Promise<string> {
  const r = (await em.query(
    `INSERT INTO mission (mission_no, kind, period, reward_jpower, publisher_id, rule_event, rule_target,
       rule_series_id, starts_at, ends_at, active) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [...valuesOf(v), active ? 1 : 0],
  )) as { insertId: number | string };
  return String(r.insertId);
}

/** Rewrites a mission if it is still at `version`; false when someone saved it in between. */
export async function updateMission(em: Db, id: string, version: number, v: MissionValues): Promise<boolean> {
  const r = (await em.query(
    `UPDATE mission SET mission_no = ?, kind = ?, period = ?, reward_jpower = ?, publisher_id = ?,
       rule_event = ?, rule_target = ?, rule_series_id = ?, starts_at = ?, ends_at = ?,
       version = version + 1, updated_at = CURRENT_TIMESTAMP(3)
     WHERE id = ? AND version = ?`,
    [...valuesOf(v), id, version],
  )) as { affectedRows: number };
  return r.affectedRows === 1;
}

export async function updateMissionActive(
  em: Db,
  id: string,
  version: number,
  active: boolean,
): Promise<boolean> {
  const r = (await em.query(
    `UPDATE mission SET active = ?, version = version + 1, updated_at = CURRENT_TIMESTAMP(3)
     WHERE id = ? AND version = ?`,
    [active ? 1 : 0, id, version],
  )) as { affectedRows: number };
  return r.affectedRows === 1;
}

export async function replaceMissionTexts(em: Db, id: string, texts: MissionTextInput[]): Promise<void> {
  await em.query(`DELETE FROM mission_text WHERE mission_id = ?`, [id]);
  for (const t of texts) {
    await em.query(
      `INSERT INTO mission_text (mission_id, language, title, description) VALUES (?, ?, ?, ?)`,
      [id, t.language, t.title, t.description],
    );
  }
}

export async function missionNumberTaken(em: Db, number: number, exceptId: string | null): Promise<boolean> {
  const [row] = (await em.query(`SELECT id FROM mission WHERE mission_no = ? AND id <> ?`, [
    number,
    exceptId ?? 0,
  ])) as { id: string }[];
  return Boolean(row);
}

/** What the staff audit log keeps of a mission before and after a change (no texts). */
export async function missionAuditState(em: Db, id: string): Promise<unknown> {
  const [row] = (await em.query(
    `SELECT mission_no AS number, kind, period, reward_jpower AS reward, publisher_id AS publisherId,
       rule_event AS event, rule_target AS target, rule_series_id AS seriesId, active, version
     FROM mission WHERE id = ?`,
    [id],
  )) as Record<string, unknown>[];
  return row ?? null;
}

/** Demo seed: a mission's id by its number (null when there is none). */
export async function findMissionIdByNumber(em: Db, number: number): Promise<string | null> {
  const [row] = (await em.query(`SELECT id FROM mission WHERE mission_no = ?`, [number])) as { id: string }[];
  return row ? String(row.id) : null;
}
