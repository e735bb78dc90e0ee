import type { AppDeps } from "../../../../app-deps.js";
import { pageWindow, toPage, type Page } from "../../../../shared/paging.js";
import { listGiftRowsOf } from "../repo/card-gift.repo.js";
import { toCardGiftView, withNames, type CardGiftView } from "./gift-view.js";

export const GIFT_PAGE_SIZE = 20;

/** Gifts the member gave or received, newest first. */
export async function myGiftPage(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  page: number | null | undefined,
): Promise<Page<CardGiftView>> {
  const window = pageWindow(page, GIFT_PAGE_SIZE);
  const { rows, total } = await listGiftRowsOf(deps.dataSource, userId, window);
  const named = await withNames(deps.dataSource.manager, rows);
  return toPage(
    named.map((row) => toCardGiftView(row, userId)),
    total,
    window,
  );
}
