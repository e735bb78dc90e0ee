import { boundedText } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { z } from "zod";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { mayUseStaffOperation, type StaffFacts } from "../../audit/index.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { findLatePaidOrderRows, findUserOrderRows } from "../repo/order-view.repo.js";
import { loadOrderView, toOrderView, type OrderView } from "./order-view.js";

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

/**
 * One order by its public number as `viewer` may see it (order_completed_info): their own, or any for
 * support staff, who handle late payments. Someone else's order is personal data: it answers exactly
 * like an order number that does not exist, 404 NOT_FOUND (docs/ERRORS.md, R5), never null.
 */
export async function viewerOrder(
  em: EntityManager,
  viewer: StaffFacts & { id: string | number },
  orderNo: string,
): Promise<OrderView> {
  parseInput(z.object({ orderId: boundedText("orderId") }), { orderId: orderNo });
  const order = await loadOrderView(em, { orderNo });
  if (!order || (order.userId !== String(viewer.id) && !mayUseStaffOperation(viewer, "latePaidOrders")))
    throw new DomainError("NOT_FOUND");
  return order;
}
