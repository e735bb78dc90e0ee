import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findPublishedShowrooms, findShowroom, findShowroomsOfOwner } from "../repo/showroom.repo.js";
import { findTemplates, type TemplateRow } from "../repo/template.repo.js";
import { showroomViews, type ShowroomView } from "./showroom-view.js";

export const GALLERY_PAGE_SIZE = 12;

/**
 * One room: published rooms for anyone; any other state only for its owner — to everyone else a
 * private, draft or taken-down room does not exist (2110, the page answers 404).
 */
export async function showroomFor(
  deps: Pick<AppDeps, "dataSource">,
  id: string,
  viewerId: string | null,
): Promise<ShowroomView> {
  assertRowId("id", id);
  const em = deps.dataSource.manager;
  const row = await findShowroom(em, id);
  if (!row || (row.status !== "PUBLISHED" && row.userId !== String(viewerId))) {
    throw new DomainError("SHOWROOM_NOT_FOUND");
  }
  return (await showroomViews(em, [row], viewerId))[0]!;
}

/** The viewer's own rooms, oldest first, with their slots (the management page). */
export async function myShowrooms(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
): Promise<ShowroomView[]> {
  const em = deps.dataSource.manager;
  return showroomViews(em, await findShowroomsOfOwner(em, userId), userId);
}

/** The gallery: published rooms, newest or most liked first, 12 a page (no slots: covers only). */
export async function showroomGallery(
  deps: Pick<AppDeps, "dataSource">,
  order: "NEWEST" | "MOST_LIKED",
  page: number | null | undefined,
  viewerId: string | null,
): Promise<Page<ShowroomView>> {
  const window = pageWindow(page, GALLERY_PAGE_SIZE);
  const em = deps.dataSource.manager;
  const { rows, total } = await findPublishedShowrooms(em, order, window.limit, window.offset);
  return toPage(await showroomViews(em, rows, viewerId, false), total, window);
}

/** Room types: the ones members may choose, or all of them for staff. */
export async function showroomTemplates(
  deps: Pick<AppDeps, "dataSource">,
  includeRetired: boolean,
): Promise<TemplateRow[]> {
  return findTemplates(deps.dataSource.manager, includeRetired);
}
