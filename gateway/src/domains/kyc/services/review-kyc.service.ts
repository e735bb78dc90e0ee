import type { KycStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { withTransaction } from "../../../infra/transaction.js";
import { recordMissionEvent } from "../../missions/index.js";
import { escapeHtml } from "../../../shared/html.js";
import { findUserBriefById, findUserBriefsByIds } from "../../accounts/index.js";
import { queueMail } from "../../mail/index.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import {
  decideSubmission,
  findSubmissionOwner,
  findSubmissionRow,
  findSubmissionRowsByStatus,
} from "../repo/kyc-submission.repo.js";
import { kycIdBox } from "./kyc-id-box.js";
import { kycReviewMail } from "./kyc-messages.templates.js";
import { imageUrlsOf, type KycImageUrls, type KycSubmissionRow } from "./kyc-views.js";
import { notifyAfterCommit } from "../../notices/index.js";

type Db = Pick<EntityManager, "query">;

export const KYC_QUEUE_PAGE_SIZE = 20;
/** Failure reasons are shown to the member and mailed: one short paragraph. */
export const KYC_FAILURE_REASON_MAX = 255;

/** A submission as staff see it: with the member and the decrypted ID number. */
export interface KycReviewView {
  id: string;
  status: Exclude<KycStatus, "NOT_SUBMITTED">;
  member: { id: string; email: string; nickname: string };
  submittedAt: Date;
  reviewedAt: Date | null;
  failureReason: string | null;
  nationality: string;
  firstName: string;
  lastName: string;
  birthday: string;
  idNumber: string;
  idNumberHint: string;
  phoneCountry: string;
  phone: string;
  address: string;
  purpose: string;
  images: KycImageUrls;
}

type ReviewRow = KycSubmissionRow & { email: string; nickname: string };

/** Submission rows with their members' e-mail and nickname (read in one batch). */
async function withMembers(db: Db, rows: KycSubmissionRow[]): Promise<ReviewRow[]> {
  const users = await findUserBriefsByIds(
    db,
    rows.map((r) => String(r.userId)),
  );
  return rows.map((r) => {
    const user = users.get(String(r.userId));
    return { ...r, email: user?.email ?? "", nickname: user?.nickname ?? "" };
  });
}

function toReviewView(deps: Pick<AppDeps, "config">, row: ReviewRow): KycReviewView {
  return {
    id: String(row.id),
    status: row.status,
    member: { id: String(row.userId), email: row.email, nickname: row.nickname },
    submittedAt: row.createdAt,
    reviewedAt: row.reviewedAt,
    failureReason: row.failureReason,
    nationality: row.nationality,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    idNumber: kycIdBox(deps.config).open(row.idNumberSealed),
    idNumberHint: row.idNumberHint,
    phoneCountry: row.phoneCountry,
    phone: row.phone,
    address: row.address,
    purpose: row.purpose,
    images: imageUrlsOf(row),
  };
}

/**
 * Staff queue: submissions in one state, 20 a page. Under review: oldest first (first come, first
 * served); reviewed ones: most recently reviewed first.
 */
export async function kycQueue(
  deps: Pick<AppDeps, "config" | "dataSource">,
  status: KycStatus,
  page: number | null | undefined,
): Promise<Page<KycReviewView>> {
  const window = pageWindow(page, KYC_QUEUE_PAGE_SIZE);
  // No submission is ever NOT_SUBMITTED: that queue is empty by definition.
  if (status === "NOT_SUBMITTED") return toPage([], 0, window);
  const db = deps.dataSource.manager;
  const { rows, total } = await findSubmissionRowsByStatus(db, status, window.limit, window.offset);
  return toPage(
    (await withMembers(db, rows)).map((r) => toReviewView(deps, r)),
    total,
    window,
  );
}

async function reviewRow(em: EntityManager, id: string): Promise<ReviewRow | null> {
  const row = await findSubmissionRow(em, id);
  return row ? (await withMembers(em, [row]))[0]! : null;
}

/**
 * Approves or fails a submission under review (a reason is required to fail: 400). A conditional
 * update from REVIEW, so two staff members deciding at once cannot both win (the loser gets 1001);
 * `pending_user_id` is cleared so the member may resubmit after a failure. The member is told by
 * mail through the outbox, in their language, in the same transaction.
 */
export async function reviewKyc(
  deps: AppDeps,
  staffId: string,
  id: string,
  approve: boolean,
  reason: string | null | undefined,
): Promise<KycReviewView> {
  assertRowId("id", id);
  const why = reason?.trim() ?? "";
  if (!approve && !why)
    throw new DomainError("DATA_ERROR", { field: "reason", reason: "validation.required" });
  if (why.length > KYC_FAILURE_REASON_MAX) {
    throw new DomainError("DATA_ERROR", { field: "reason", reason: "validation.tooLong" });
  }
  const view = await withTransaction(deps.dataSource, async (em) => {
    // Separation of duties: nobody decides their own KYC (2056); the UPDATE repeats the condition.
    const owner = await findSubmissionOwner(em, id);
    if (owner !== undefined && String(owner) === String(staffId))
      throw new DomainError("SELF_REVIEW_FORBIDDEN");
    const changed = await decideSubmission(em, id, staffId, approve, approve ? null : why);
    const row = await reviewRow(em, id);
    if (!row) throw new DomainError("NOT_FOUND");
    // Already decided (by someone else, or earlier): nothing changes.
    if (changed !== 1) throw new DomainError("INVALID_DATA", { status: row.status });
    const member = await findUserBriefById(em, String(row.userId));
    await notifyAfterCommit(em, {
      userId: String(row.userId),
      kind: approve ? "KYC_APPROVED" : "KYC_FAILED",
      key: id,
      params: { submissionId: id },
    });
    const kyc = { userId: String(row.userId), key: `kyc.${id}` };
    if (approve) await recordMissionEvent(em, { ...kyc, event: "kyc-approved" });
    const mail = kycReviewMail(
      member?.locale,
      approve ? { approved: true } : { approved: false, reason: why },
    );
    await queueMail(em, {
      to: row.email,
      subject: mail.subject,
      text: mail.text,
      html: `<p>${escapeHtml(mail.text).replace(/\n/g, "<br>")}</p>`,
    });
    return toReviewView(deps, row);
  });
  deps.logger.info({ kycSubmissionId: id, staffId, approve }, "KYC submission reviewed");
  return view;
}
