import {
  SHOWROOM_LIMITS,
  showroomCreateRule,
  showroomUpdateRule,
  type ShowroomCreateInput,
  type ShowroomUpdateInput,
} from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { isOwnCover } from "../repo/access.repo.js";
import {
  deleteEstablishedShowroom,
  findShowroom,
  insertShowroom,
  lockOwnerRoomCount,
  updateShowroomDetails,
  type ShowroomRow,
} from "../repo/showroom.repo.js";
import { findTemplate } from "../repo/template.repo.js";
import { assertShowroomAccess } from "./access.js";
import { showroomFor } from "./showroom-query.service.js";
import type { ShowroomView } from "./showroom-view.js";

/**
 * Creates a room, not yet established: the name (unique, case-insensitive: 1109) and the room type are
 * chosen now and never change. The UNIQUE index decides a race: of two members creating one name at
 * once, one INSERT wins and the other gets ER_DUP_ENTRY → 1109. The room limit is counted with the
 * owner's rooms locked, so two creations by one member cannot both pass it.
 */
export async function createShowroom(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  input: ShowroomCreateInput,
): Promise<ShowroomView> {
  const { name, templateId } = parseInput(showroomCreateRule, input);
  const id = await withTransaction(deps.dataSource, async (em) => {
    await assertShowroomAccess(em, userId);
    const template = await findTemplate(em, templateId);
    // An unknown template is R4's NOT_FOUND; 2117 is for one that exists but is no longer offered.
    if (!template) throw new DomainError("NOT_FOUND");
    if (template.retiredAt) throw new DomainError("SHOWROOM_TEMPLATE_UNAVAILABLE");
    if ((await lockOwnerRoomCount(em, userId)) >= SHOWROOM_LIMITS.roomsPerMember) {
      throw new DomainError("SHOWROOM_LIMIT_REACHED", { max: SHOWROOM_LIMITS.roomsPerMember });
    }
    try {
      return await insertShowroom(em, {
        userId,
        name,
        templateId,
        slotCount: Math.min(template.slotCount, SHOWROOM_LIMITS.slotsPerRoom),
        columns: template.columns,
      });
    } catch (error) {
      if (duplicateKeyOf(error) === "uq_showroom_name") throw new DomainError("SHOWROOM_NAME_IN_USE");
      throw error;
    }
  });
  return showroomFor(deps, id, userId);
}

/** The owner's room, locked; 2110 for anyone else (a stranger learns nothing about it). */
export async function lockOwnRoom(em: EntityManager, id: string, userId: string): Promise<ShowroomRow> {
  assertRowId("id", id);
  const row = await findShowroom(em, id, true);
  if (!row || row.userId !== String(userId)) throw new DomainError("SHOWROOM_NOT_FOUND");
  return row;
}

export type UpdateInput = ShowroomUpdateInput & { name?: string | null; templateId?: string | null };

/**
 * Description, cover and published/private. The first save with a cover establishes the room. A name
 * or room type sent along must equal the room's own (2111 otherwise): they are fixed after creation.
 * A room staff took down may be edited and kept private, never published again (2118).
 */
export async function updateShowroom(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  id: string,
  input: UpdateInput,
): Promise<ShowroomView> {
  const details = parseInput(showroomUpdateRule, input);
  await withTransaction(deps.dataSource, async (em) => {
    await assertShowroomAccess(em, userId);
    const room = await lockOwnRoom(em, id, userId);
    if (
      (input.name != null && input.name !== room.name) ||
      (input.templateId != null && String(input.templateId) !== room.templateId)
    ) {
      throw new DomainError("SHOWROOM_FIELD_FIXED", {
        field: input.name != null && input.name !== room.name ? "name" : "templateId",
      });
    }
    const coverKey = details.coverKey ?? room.coverKey;
    if (!coverKey) throw new DomainError("DATA_ERROR", { field: "coverKey", reason: "validation.required" });
    if (coverKey !== room.coverKey && !(await isOwnCover(em, coverKey, userId))) {
      throw new DomainError("DATA_ERROR", { field: "coverKey", reason: "validation.id" });
    }
    if (room.status === "TAKEN_DOWN" && details.status === "PUBLISHED")
      throw new DomainError("SHOWROOM_TAKEN_DOWN");
    const changed = await updateShowroomDetails(em, room.id, userId, {
      description: details.description,
      coverKey,
      status: details.status,
    });
    if (!changed) throw new DomainError("SHOWROOM_TAKEN_DOWN");
  });
  return showroomFor(deps, id, userId);
}

/**
 * Permanent deletion (the client asks for confirmation first). A room never established cannot be
 * deleted (2116, spec §4); the DELETE repeats the condition so it holds whoever races.
 */
export async function deleteShowroom(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  id: string,
): Promise<boolean> {
  return withTransaction(deps.dataSource, async (em) => {
    const room = await lockOwnRoom(em, id, userId);
    if (!room.establishedAt) throw new DomainError("SHOWROOM_NOT_ESTABLISHED");
    if (!(await deleteEstablishedShowroom(em, room.id, userId))) throw new DomainError("SHOWROOM_NOT_FOUND");
    return true;
  });
}
