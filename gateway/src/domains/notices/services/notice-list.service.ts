import { NOTICE_PAGE_SIZE, type Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { findBroadcastsByIds } from "../repo/broadcast.repo.js";
import {
  countUnread,
  findNotice,
  findNoticesPage,
  markAllRead,
  markRead,
  type NoticeRow,
} from "../repo/notice.repo.js";
import { toNoticeView, type NoticeView } from "./notice-view.js";

type Db = Pick<EntityManager, "query">;

/** Notices rendered in `locale`, with the broadcasts announcements need read in one query. */
export async function renderNotices(db: Db, rows: NoticeRow[], locale: Locale): Promise<NoticeView[]> {
  const broadcastIds = [...new Set(rows.flatMap((r) => (r.broadcastId ? [r.broadcastId] : [])))];
  const broadcasts = await findBroadcastsByIds(db, broadcastIds);
  return rows.map((r) => toNoticeView(r, locale, broadcasts));
}

/** The member's notices, newest first, 20 a page; `unreadOnly` keeps the unread ones. */
export async function listNotices(
  db: Db,
  userId: string,
  locale: Locale,
  unreadOnly: boolean,
  page: number | null | undefined,
): Promise<Page<NoticeView>> {
  const window = pageWindow(page, NOTICE_PAGE_SIZE);
  const { rows, total } = await findNoticesPage(db, userId, unreadOnly, window.offset, window.limit);
  return toPage(await renderNotices(db, rows, locale), total, window);
}

export const unreadNoticeCount = (db: Db, userId: string) => countUnread(db, userId);

/** One of the member's own notices; 2080 for anyone else's or an unknown id. */
export async function noticeOf(db: Db, userId: string, id: string, locale: Locale): Promise<NoticeView> {
  if (!/^\d{1,19}$/.test(id)) throw new DomainError("NOTICE_NOT_FOUND");
  const row = await findNotice(db, userId, id);
  if (!row) throw new DomainError("NOTICE_NOT_FOUND");
  return (await renderNotices(db, [row], locale))[0]!;
}

/** Marks the member's own notice read (reading it twice changes nothing); answers it. */
export async function markNoticeRead(
  db: Db,
  userId: string,
  id: string,
  locale: Locale,
): Promise<NoticeView> {
  if (!/^\d{1,19}$/.test(id)) throw new DomainError("NOTICE_NOT_FOUND");
  await markRead(db, userId, id);
  return noticeOf(db, userId, id, locale);
}

/** Every unread notice of the member read; answers how many changed. */
export const markAllNoticesRead = (db: Db, userId: string) => markAllRead(db, userId);
