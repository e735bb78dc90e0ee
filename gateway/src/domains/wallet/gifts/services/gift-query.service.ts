import type { AppDeps } from "../../../../app-deps.js";
import { CARD_GIFT_SELECT, toCardGiftView, type CardGiftRow, type CardGiftView } from "./gift-view.js";

export const GIFT_PAGE_SIZE = 20;

/** Gifts the member gave or received, newest first. */
export async function myGiftPage(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  page: number,
): Promise<{ items: CardGiftView[]; total: number }> {
  const [count] = (await deps.dataSource.query(
    `SELECT COUNT(*) AS n FROM card_gift WHERE from_user_id = ? OR to_user_id = ?`,
    [userId, userId],
  )) as { n: string }[];
  const rows = (await deps.dataSource.query(
    `${CARD_GIFT_SELECT} WHERE g.from_user_id = ? OR g.to_user_id = ? ORDER BY g.id DESC LIMIT ? OFFSET ?`,
    [userId, userId, GIFT_PAGE_SIZE, (page - 1) * GIFT_PAGE_SIZE],
  )) as CardGiftRow[];
  return { items: rows.map((row) => toCardGiftView(row, userId)), total: Number(count?.n ?? 0) };
}
