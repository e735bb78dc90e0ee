import type { BusinessApplicationState } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findUserBriefsByIds } from "../../accounts/index.js";
import { findPublishers } from "../../catalog/index.js";
import type { ApplicationRow } from "../repo/application.repo.js";
import { findAttachmentsOf } from "../repo/attachment.repo.js";

type Db = Pick<EntityManager, "query">;

export const attachmentUrl = (key: string) => `/business/attachments/${key}`;

export interface AttachmentView {
  key: string;
  name: string;
  mime: string;
  bytes: number;
  url: string;
}

/** An application as its applicant sees it. */
export interface ApplicationView {
  id: string;
  state: BusinessApplicationState;
  companyName: string;
  registrationNumber: string | null;
  contactName: string;
  contactEmail: string;
  phone: string;
  website: string | null;
  category: string;
  description: string;
  expectedVolume: string;
  publisher: { id: string; name: string } | null;
  rejectReason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  attachments: AttachmentView[];
}

/** What staff see besides: who applied and who decided. */
export interface StaffApplicationView extends ApplicationView {
  applicant: { id: string; email: string; nickname: string };
  decidedByName: string | null;
}

/** Views of some rows, with their attachments and publishers read in one batch each. */
export async function applicationViews(db: Db, rows: ApplicationRow[]): Promise<ApplicationView[]> {
  const files = await findAttachmentsOf(
    db,
    rows.map((r) => r.id),
  );
  const publishers = rows.some((r) => r.publisherId)
    ? new Map((await findPublishers(db)).map((p) => [String(p.id), p.name]))
    : new Map<string, string>();
  return rows.map((r) => ({
    id: r.id,
    state: r.state,
    companyName: r.companyName,
    registrationNumber: r.registrationNumber,
    contactName: r.contactName,
    contactEmail: r.contactEmail,
    phone: r.phone,
    website: r.website,
    category: r.category,
    description: r.description,
    expectedVolume: r.expectedVolume,
    publisher: r.publisherId ? { id: r.publisherId, name: publishers.get(r.publisherId) ?? "" } : null,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    attachments: files
      .filter((f) => f.applicationId === r.id)
      .map((f) => ({
        key: f.key,
        name: f.originalName,
        mime: f.mime,
        bytes: f.bytes,
        url: attachmentUrl(f.key),
      })),
  }));
}

/** Staff views: the applicant's and the decider's account read in one batch. */
export async function staffApplicationViews(db: Db, rows: ApplicationRow[]): Promise<StaffApplicationView[]> {
  const views = await applicationViews(db, rows);
  const users = await findUserBriefsByIds(db, [
    ...rows.map((r) => r.userId),
    ...rows.flatMap((r) => (r.decidedBy ? [r.decidedBy] : [])),
  ]);
  return views.map((v, i) => {
    const row = rows[i]!;
    const applicant = users.get(row.userId);
    return {
      ...v,
      applicant: { id: row.userId, email: applicant?.email ?? "", nickname: applicant?.nickname ?? "" },
      decidedByName: row.decidedBy ? (users.get(row.decidedBy)?.nickname ?? "") : null,
    };
  });
}
