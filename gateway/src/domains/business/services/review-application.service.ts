import {
  BUSINESS_APPLICATION_STATES,
  businessRejectReasonRule,
  type BusinessApplicationState,
} from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { escapeHtml } from "../../../shared/html.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findUserBriefById } from "../../accounts/index.js";
import { findPublishers } from "../../catalog/index.js";
import { queueMail } from "../../mail/index.js";
import { grantIssuerRole } from "../../redemption/index.js";
import { decideApplication, findApplication, findApplicationsByState } from "../repo/application.repo.js";
import { applicationDecisionMail, type ApplicationDecision } from "./application-mail.templates.js";
import { staffApplicationViews, type StaffApplicationView } from "./application-view.js";

export const APPLICATION_QUEUE_PAGE_SIZE = 20;

/** Staff queue: applications in one state, 20 a page (waiting: oldest first). */
export async function applicationQueue(
  deps: Pick<AppDeps, "dataSource">,
  state: BusinessApplicationState,
  page: number | null | undefined,
): Promise<Page<StaffApplicationView>> {
  if (!BUSINESS_APPLICATION_STATES.includes(state)) throw new DomainError("DATA_ERROR", { field: "state" });
  const window = pageWindow(page, APPLICATION_QUEUE_PAGE_SIZE);
  const em = deps.dataSource.manager;
  const { rows, total } = await findApplicationsByState(em, state, window.limit, window.offset);
  return toPage(await staffApplicationViews(em, rows), total, window);
}

/** One application for staff, with its attachments (2091 when there is none). */
export async function staffApplication(
  deps: Pick<AppDeps, "dataSource">,
  id: string,
): Promise<StaffApplicationView> {
  assertRowId("id", id);
  const em = deps.dataSource.manager;
  const row = await findApplication(em, id);
  if (!row) throw new DomainError("BUSINESS_APPLICATION_NOT_FOUND");
  return (await staffApplicationViews(em, [row]))[0]!;
}

/**
 * Decides a waiting application once: the conditional update from SUBMITTED lets one decision win
 * (a second one is 2092); nobody decides their own application (2056, repeated in the UPDATE and a
 * CHECK). Approving grants the applicant the issuer role for the publisher (redemption domain) in the
 * same transaction; either way the applicant is mailed in their language through the outbox mail.
 */
async function decide(
  deps: Pick<AppDeps, "dataSource" | "logger">,
  staffId: string,
  id: string,
  decision:
    { approve: true; publisherId: string; publisherName: string } | { approve: false; reason: string },
): Promise<StaffApplicationView> {
  await withTransaction(deps.dataSource, async (tx: EntityManager) => {
    const row = await findApplication(tx, id);
    if (!row) throw new DomainError("BUSINESS_APPLICATION_NOT_FOUND");
    if (row.userId === String(staffId)) throw new DomainError("SELF_REVIEW_FORBIDDEN");
    const changed = await decideApplication(
      tx,
      id,
      decision.approve
        ? { staffId, approve: true, publisherId: decision.publisherId }
        : { staffId, approve: false, reason: decision.reason },
    );
    if (changed !== 1) throw new DomainError("BUSINESS_APPLICATION_DECIDED", { state: row.state });
    if (decision.approve) {
      await grantIssuerRole(tx, {
        userId: row.userId,
        publisherId: decision.publisherId,
        grantedBy: staffId,
      });
    }
    const member = await findUserBriefById(tx, row.userId);
    const content: ApplicationDecision = decision.approve
      ? { approved: true, company: row.companyName, publisher: decision.publisherName }
      : { approved: false, company: row.companyName, reason: decision.reason };
    const mail = applicationDecisionMail(member?.locale ?? row.locale, content);
    await queueMail(tx, {
      to: member?.email ?? row.contactEmail,
      subject: mail.subject,
      text: mail.text,
      html: `<p>${escapeHtml(mail.text).replace(/\n/g, "<br>")}</p>`,
    });
  });
  deps.logger.info(
    { issuerApplicationId: id, staffId, approve: decision.approve },
    "issuer application decided",
  );
  return staffApplication(deps, id);
}

/** Approves a waiting application for an existing publisher (NOT_FOUND naming publisherId otherwise). */
export async function approveApplication(
  deps: Pick<AppDeps, "dataSource" | "logger">,
  staffId: string,
  id: string,
  publisherId: string,
): Promise<StaffApplicationView> {
  assertRowId("id", id);
  assertRowId("publisherId", publisherId);
  const publisher = (await findPublishers(deps.dataSource.manager)).find((p) => String(p.id) === publisherId);
  if (!publisher) throw new DomainError("NOT_FOUND", { field: "publisherId" });
  return decide(deps, staffId, id, { approve: true, publisherId, publisherName: publisher.name });
}

/** Rejects a waiting application with a reason the applicant reads (required, at most 255). */
export async function rejectApplication(
  deps: Pick<AppDeps, "dataSource" | "logger">,
  staffId: string,
  id: string,
  reason: unknown,
): Promise<StaffApplicationView> {
  assertRowId("id", id);
  const why = parseInput(businessRejectReasonRule, reason);
  return decide(deps, staffId, id, { approve: false, reason: why });
}

/** Publishers staff may choose when approving (id and name). */
export async function applicationPublishers(
  deps: Pick<AppDeps, "dataSource">,
): Promise<{ id: string; name: string }[]> {
  return (await findPublishers(deps.dataSource.manager)).map((p) => ({ id: String(p.id), name: p.name }));
}
