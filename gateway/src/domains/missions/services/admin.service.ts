import { missionRule, type Locale, type MissionInput } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findPublishers, findSeriesPublisherId } from "../../catalog/index.js";
import {
  findAdminMissions,
  findMission,
  findMissionTexts,
  insertMission,
  missionNumberTaken,
  replaceMissionTexts,
  updateMission,
  updateMissionActive,
  type MissionRow,
} from "../repo/mission.repo.js";

/** Who edits: staff with missionManage (every mission), or an issuer (their publishers' ISSUER missions). */
export type MissionEditor = { staff: true } | { staff: false; publisherIds: string[] };

/** A mission as its editors see it: every language's text. */
export interface AdminMissionView extends Omit<MissionRow, "reward"> {
  reward: number;
  texts: { language: Locale; title: string; description: string }[];
}

type Db = Pick<EntityManager, "query">;

async function views(em: Db, rows: MissionRow[]): Promise<AdminMissionView[]> {
  const texts = await findMissionTexts(
    em,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    reward: Number(r.reward),
    texts: texts
      .filter((t) => t.missionId === r.id)
      .map((t) => ({ language: t.language, title: t.title, description: t.description })),
  }));
}

const mayEdit = (editor: MissionEditor, publisherId: string | null) =>
  editor.staff || (publisherId !== null && editor.publisherIds.includes(publisherId));

/** Missions for the editor: staff see all (newest number first, 500 at most), issuers their publishers'. */
export async function adminMissions(
  deps: Pick<AppDeps, "dataSource">,
  editor: MissionEditor,
): Promise<AdminMissionView[]> {
  const em = deps.dataSource.manager;
  return views(em, await findAdminMissions(em, editor.staff ? null : editor.publisherIds));
}

async function checkReferences(em: Db, editor: MissionEditor, input: MissionInput) {
  // What the input names must exist (R4) before whose it is matters.
  if (input.publisherId && !(await findPublishers(em)).some((p) => String(p.id) === input.publisherId)) {
    throw new DomainError("NOT_FOUND");
  }
  const seriesOwner = input.seriesId ? await findSeriesPublisherId(em, input.seriesId) : null;
  if (input.seriesId && seriesOwner === null) throw new DomainError("NOT_FOUND");
  if (!editor.staff && (input.kind !== "ISSUER" || !mayEdit(editor, input.publisherId))) {
    throw new DomainError("MISSION_PUBLISHER_NOT_ALLOWED");
  }
  // An issuer mission's series is one of its own publisher's.
  if (input.publisherId && seriesOwner !== null && seriesOwner !== input.publisherId) {
    throw new DomainError("MISSION_PUBLISHER_NOT_ALLOWED");
  }
}

const values = (input: MissionInput) => ({
  number: input.number,
  kind: input.kind,
  period: input.period,
  reward: BigInt(input.reward),
  publisherId: input.publisherId,
  event: input.event,
  target: input.target,
  seriesId: input.seriesId,
  startsAt: input.startsAt,
  endsAt: input.endsAt,
});

async function one(em: Db, id: string): Promise<AdminMissionView> {
  const row = await findMission(em, id);
  if (!row) throw new DomainError("MISSION_NOT_FOUND");
  return (await views(em, [row]))[0]!;
}

/**
 * Creates a mission (no id) or rewrites one at the version the editor read (2132 when someone saved
 * in between). Numbers are unique (2133). Issuers may only save ISSUER missions of their own
 * publishers (2134); another's mission answers like an unknown one (2130).
 */
export async function saveMission(
  deps: Pick<AppDeps, "dataSource">,
  editor: MissionEditor,
  target: { id: string | null; version: number | null },
  rawInput: unknown,
): Promise<AdminMissionView> {
  const id = target.id === null ? null : assertRowId("id", target.id);
  const input = parseInput(missionRule, rawInput);
  try {
    return await withTransaction(deps.dataSource, async (em) => {
      if (id !== null) {
        const current = await findMission(em, id, true);
        if (!current || !mayEdit(editor, current.publisherId)) throw new DomainError("MISSION_NOT_FOUND");
      }
      await checkReferences(em, editor, input);
      if (await missionNumberTaken(em, input.number, id)) throw new DomainError("MISSION_NUMBER_TAKEN");
      let savedId = id;
      if (savedId === null) {
        savedId = await insertMission(em, values(input));
      } else if (!(await updateMission(em, savedId, target.version ?? -1, values(input)))) {
        throw new DomainError("MISSION_CHANGED");
      }
      await replaceMissionTexts(em, savedId, input.texts);
      return one(em, savedId);
    });
  } catch (error) {
    if (duplicateKeyOf(error) === "uq_mission_no") throw new DomainError("MISSION_NUMBER_TAKEN");
    throw error;
  }
}

/** Opens or closes a mission to members (progress kept); conditional on the version read (2132). */
export async function setMissionActive(
  deps: Pick<AppDeps, "dataSource">,
  editor: MissionEditor,
  rawId: string,
  version: number,
  active: boolean,
): Promise<AdminMissionView> {
  const id = assertRowId("id", rawId);
  return withTransaction(deps.dataSource, async (em) => {
    const current = await findMission(em, id, true);
    if (!current || !mayEdit(editor, current.publisherId)) throw new DomainError("MISSION_NOT_FOUND");
    if (!(await updateMissionActive(em, id, version, active))) throw new DomainError("MISSION_CHANGED");
    return one(em, id);
  });
}
