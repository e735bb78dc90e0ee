import { showroomTakedownRule, showroomTemplateRule, type ShowroomTemplateInput } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { escapeHtml } from "../../../shared/html.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findUserBriefById } from "../../accounts/index.js";
import { queueMail } from "../../mail/index.js";
import { findShowroom, takeShowroomDown } from "../repo/showroom.repo.js";
import {
  findTemplate,
  insertTemplate,
  setTemplateRetired,
  updateTemplate,
  type TemplateRow,
} from "../repo/template.repo.js";
import { takedownMail } from "./takedown-mail.templates.js";
import { showroomFor } from "./showroom-query.service.js";
import type { ShowroomView } from "./showroom-view.js";

type Deps = Pick<AppDeps, "dataSource" | "logger">;

const templateNameTaken = (error: unknown) =>
  duplicateKeyOf(error) === "uq_showroom_template_name"
    ? new DomainError("DATA_ERROR", { field: "name", reason: "showrooms.validation.templateNameTaken" })
    : error;

/** Staff: a new room type (name, columns, slot count = NFT max limit). */
export async function createTemplate(deps: Deps, input: ShowroomTemplateInput): Promise<TemplateRow> {
  const t = parseInput(showroomTemplateRule, input);
  const id = await insertTemplate(deps.dataSource.manager, t).catch((e: unknown) => {
    throw templateNameTaken(e);
  });
  return (await findTemplate(deps.dataSource.manager, id))!;
}

/** Staff: edits a room type; rooms already built keep the layout they were created with. */
export async function editTemplate(
  deps: Deps,
  id: string,
  input: ShowroomTemplateInput,
): Promise<TemplateRow> {
  assertRowId("id", id);
  const t = parseInput(showroomTemplateRule, input);
  const changed = await updateTemplate(deps.dataSource.manager, id, t).catch((e: unknown) => {
    throw templateNameTaken(e);
  });
  // The update matches by id alone: nothing matched is an unknown template (R4).
  if (!changed) throw new DomainError("NOT_FOUND");
  return (await findTemplate(deps.dataSource.manager, id))!;
}

/** Staff: retires a room type (no new rooms on it) or offers it again. */
export async function retireTemplate(deps: Deps, id: string, retired: boolean): Promise<TemplateRow> {
  assertRowId("id", id);
  if (!(await setTemplateRetired(deps.dataSource.manager, id, retired))) throw new DomainError("NOT_FOUND");
  return (await findTemplate(deps.dataSource.manager, id))!;
}

/**
 * Staff take a published room down with a reason: one conditional update from PUBLISHED (a second
 * take-down or a room the owner made private in between is 2110), and the owner's mail in their
 * language through the outbox in the same transaction.
 */
export async function takeDownShowroom(
  deps: Deps,
  staffId: string,
  id: string,
  reason: unknown,
): Promise<ShowroomView> {
  assertRowId("id", id);
  const why = parseInput(showroomTakedownRule, reason);
  const ownerId = await withTransaction(deps.dataSource, async (em) => {
    const room = await findShowroom(em, id, true);
    if (!room || !(await takeShowroomDown(em, id, staffId, why))) throw new DomainError("SHOWROOM_NOT_FOUND");
    const owner = await findUserBriefById(em, room.userId);
    if (owner && owner.status === "active") {
      const mail = takedownMail(owner.locale, room.name, why);
      await queueMail(em, {
        to: owner.email,
        subject: mail.subject,
        text: mail.text,
        html: `<p>${escapeHtml(mail.text).replace(/\n/g, "<br>")}</p>`,
      });
    }
    return room.userId;
  });
  deps.logger.info({ showroomId: id, staffId }, "showroom taken down");
  return showroomFor(deps, id, ownerId);
}
