import type { Locale, StoreOrderStatus } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findStoreOrders, listStoreOrders } from "../repo/order.repo.js";
import { toOrderViews, type StoreOrderView } from "./store-view.js";

type Deps = Pick<AppDeps, "dataSource">;

/** The member's own store orders, newest first, 20 a page (spec §9 order list page size). */
export async function myStoreOrders(
  deps: Deps,
  userId: string,
  page: number | null | undefined,
  language: Locale,
): Promise<Page<StoreOrderView>> {
  const window = pageWindow(page);
  const em = deps.dataSource.manager;
  const { rows, total } = await listStoreOrders(em, { userId }, window.offset, window.limit);
  return toPage(await toOrderViews(em, rows, language), total, window);
}

/** One of the member's own orders (someone else's answers as an unknown one: 404). */
export async function myStoreOrder(
  deps: Deps,
  userId: string,
  rawId: string,
  language: Locale,
): Promise<StoreOrderView> {
  const id = assertRowId("id", rawId);
  const em = deps.dataSource.manager;
  const [row] = await findStoreOrders(em, [id]);
  if (!row || String(row.user_id) !== userId) throw new DomainError("NOT_FOUND");
  return (await toOrderViews(em, [row], language))[0]!;
}

/** Staff: every order, optionally of one status (PAID is the queue to ship), newest first. */
export async function staffStoreOrders(
  deps: Deps,
  status: StoreOrderStatus | null,
  page: number | null | undefined,
  language: Locale,
): Promise<Page<StoreOrderView>> {
  const window = pageWindow(page);
  const em = deps.dataSource.manager;
  const { rows, total } = await listStoreOrders(em, { status }, window.offset, window.limit);
  return toPage(await toOrderViews(em, rows, language), total, window);
}
