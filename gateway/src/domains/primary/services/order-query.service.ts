import type { EntityManager } from "typeorm";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { findLatePaidOrderRows, findUserOrderRows } from "../repo/order-view.repo.js";
import { toOrderView, type OrderView } from "./order-view.js";

export const ORDER_PAGE_SIZE = 20;

/**
 * A person's primary orders, newest first, 20 a page: everything (purchase history), only Jpoint
 * top-ups (`user_deposit_j_point_orders`) or only products.
 */
export async function listUserOrders(
  em: EntityManager,
  userId: string,
  filter: { kind?: "JPOINT" | "PRODUCT" | null; page?: number | null },
): Promise<Page<OrderView>> {
  const window = pageWindow(filter.page, ORDER_PAGE_SIZE);
  const { rows, total } = await findUserOrderRows(em, userId, filter.kind ?? null, window);
  return toPage(rows.map(toOrderView), total, window);
}

/** Staff: orders paid after their hold ended, newest first (to check the item or Jpoint they got). */
export async function listLatePaidOrders(em: EntityManager, limit = 100): Promise<OrderView[]> {
  const rows = await findLatePaidOrderRows(em, Math.min(limit, 500));
  return rows.map(toOrderView);
}
