import type { EntityManager } from "typeorm";
import { ORDER_VIEW_COLUMNS, ORDER_VIEW_FROM, toOrderView, type OrderView } from "./order-view.js";
import { pageNumber } from "../../../shared/paging.js";

export const ORDER_PAGE_SIZE = 20;

/**
 * A person's primary orders, newest first, 20 a page: everything (purchase history), only Jpoint
 * top-ups (`user_deposit_j_point_orders`) or only products.
 */
export async function listUserOrders(
  em: EntityManager,
  userId: string,
  filter: { kind?: "JPOINT" | "PRODUCT" | null; page?: number },
): Promise<{ items: OrderView[]; total: number; page: number }> {
  const page = pageNumber(filter.page);
  const kind = filter.kind ?? null;
  const rows = (await em.query(
    `SELECT ${ORDER_VIEW_COLUMNS} FROM ${ORDER_VIEW_FROM}
      WHERE o.user_id = ? AND (? IS NULL OR o.kind = ?)
      ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    [userId, kind, kind, ORDER_PAGE_SIZE, (page - 1) * ORDER_PAGE_SIZE],
  )) as Record<string, unknown>[];
  const [count] = (await em.query(
    `SELECT COUNT(*) AS n FROM primary_order o WHERE o.user_id = ? AND (? IS NULL OR o.kind = ?)`,
    [userId, kind, kind],
  )) as { n: string }[];
  return { items: rows.map(toOrderView), total: Number(count!.n), page };
}

/** Staff: orders paid after their hold ended, newest first (to check the item or Jpoint they got). */
export async function listLatePaidOrders(em: EntityManager, limit = 100): Promise<OrderView[]> {
  const rows = (await em.query(
    `SELECT ${ORDER_VIEW_COLUMNS} FROM ${ORDER_VIEW_FROM} WHERE o.paid_late = 1 ORDER BY o.paid_at DESC LIMIT ?`,
    [Math.min(limit, 500)],
  )) as Record<string, unknown>[];
  return rows.map(toOrderView);
}
