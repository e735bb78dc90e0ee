import { NOTICE_EMAIL_DEFAULTS, NOTICE_KINDS, isNoticeKind, type NoticeKind } from "@vitrine/schema";
import type { DataSource, EntityManager } from "typeorm";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { cancelPendingEmail } from "../repo/notice.repo.js";
import { findEmailChoices, upsertEmailChoice } from "../repo/preference.repo.js";

export interface NoticePreferenceView {
  kind: NoticeKind;
  email: boolean;
}

type Db = Pick<EntityManager, "query">;

/** Whether the member wants `kind` by e-mail: their choice, else the kind's default. */
export async function wantsEmail(db: Db, userId: string, kind: string): Promise<boolean> {
  if (!isNoticeKind(kind)) return false;
  return (await findEmailChoices(db, userId)).get(kind) ?? NOTICE_EMAIL_DEFAULTS[kind];
}

/** Every kind with the member's e-mail choice (in-app notices are always on). */
export async function noticePreferences(db: Db, userId: string): Promise<NoticePreferenceView[]> {
  const choices = await findEmailChoices(db, userId);
  return NOTICE_KINDS.map((kind) => ({ kind, email: choices.get(kind) ?? NOTICE_EMAIL_DEFAULTS[kind] }));
}

/** Turns one kind's e-mail on or off; off also drops that kind's notices still waiting for a digest. */
export async function setNoticePreference(
  dataSource: DataSource,
  userId: string,
  kind: string,
  email: boolean,
): Promise<NoticePreferenceView[]> {
  if (!isNoticeKind(kind))
    throw new DomainError("DATA_ERROR", { field: "kind", reason: "validation.invalid" });
  await withTransaction(dataSource, async (em) => {
    await upsertEmailChoice(em, userId, kind, email);
    if (!email) await cancelPendingEmail(em, userId, kind);
  });
  return noticePreferences(dataSource.manager, userId);
}
