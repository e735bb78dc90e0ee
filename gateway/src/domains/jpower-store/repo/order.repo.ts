import type { StoreOrderStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";

/** SQL of jpower_store_order (the only code naming it). */

export interface StoreOrderRow {
  id: string;
  user_id: string;
  item_id: number;
  quantity: number;
  total: string;
  status: StoreOrderStatus;
  request_id: string;
  receiver_name: string | null;
  receiver_phone: string | null;
  receiver_address: string | null;
  carrier: string | null;
  tracking_number: string | null;
  created_at: Date;
  shipped_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
}

type Db = Pick<EntityManager, "query">;

const COLUMNS = `id, user_id, item_id, quantity, total, status, request_id, receiver_name, receiver_phone,
  receiver_address, carrier, tracking_number, created_at, shipped_at, delivered_at, cancelled_at`;

export interface NewStoreOrder {
  userId: string;
  itemId: string;
  quantity: number;
  total: bigint;
  status: StoreOrderStatus;
  requestId: string;
  receiver: { name: string; phone: string; address: string } | null;
}

/** Inserts the order; a second one with the member's same request id fails on uq_jpower_store_order_request. */
export async function insertStoreOrder(em: EntityManager, o: NewStoreOrder): Promise<string> {
  const delivered = o.status === "DELIVERED" ? new Date() : null;
  const result = (await em.query(
    `INSERT INTO jpower_store_order (user_id, item_id, quantity, total, status, request_id, receiver_name,
       receiver_phone, receiver_address, delivered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      o.userId,
      o.itemId,
      o.quantity,
      o.total.toString(),
      o.status,
      o.requestId,
      o.receiver?.name ?? null,
      o.receiver?.phone ?? null,
      o.receiver?.address ?? null,
      delivered,
    ],
  )) as { insertId: number | string };
  return String(result.insertId);
}

export async function findStoreOrderByRequest(
  db: Db,
  userId: string,
  requestId: string,
): Promise<StoreOrderRow | undefined> {
  const [row] = (await db.query(
    `SELECT ${COLUMNS} FROM jpower_store_order WHERE user_id = ? AND request_id = ?`,
    [userId, requestId],
  )) as StoreOrderRow[];
  return row;
}

export async function findStoreOrders(db: Db, ids: readonly string[]): Promise<StoreOrderRow[]> {
  if (ids.length === 0) return [];
  return (await db.query(`SELECT ${COLUMNS} FROM jpower_store_order WHERE id IN (?) ORDER BY id DESC`, [
    ids,
  ])) as StoreOrderRow[];
}

/** Units of an item the member bought and did not cancel (read while the item row is locked). */
export async function countMemberUnits(em: EntityManager, itemId: string, userId: string): Promise<number> {
  const [row] = (await em.query(
    `SELECT COALESCE(SUM(quantity), 0) AS n FROM jpower_store_order
     WHERE item_id = ? AND user_id = ? AND status <> 'CANCELLED'`,
    [itemId, userId],
  )) as { n: string | number }[];
  return Number(row?.n ?? 0);
}

/** One page of orders: a member's own (userId), or all, optionally of one status; newest first. */
export async function listStoreOrders(
  db: Db,
  filter: { userId?: string; status?: StoreOrderStatus | null },
  offset: number,
  limit: number,
): Promise<{ rows: StoreOrderRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.userId) {
    where.push("user_id = ?");
    params.push(filter.userId);
  }
  if (filter.status) {
    where.push("status = ?");
    params.push(filter.status);
  }
  const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
  const rows = (await db.query(
    `SELECT ${COLUMNS} FROM jpower_store_order ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`,
    [...params, limit, offset],
  )) as StoreOrderRow[];
  const [count] = (await db.query(`SELECT COUNT(*) AS n FROM jpower_store_order ${clause}`, params)) as {
    n: string | number;
  }[];
  return { rows, total: Number(count?.n ?? 0) };
}

/** PAID → SHIPPED with the carrier and tracking number; false when the order is not PAID. */
export async function markStoreOrderShipped(
  em: EntityManager,
  id: string,
  carrier: string,
  trackingNumber: string,
): Promise<boolean> {
  const result = (await em.query(
    `UPDATE jpower_store_order SET status = 'SHIPPED', carrier = ?, tracking_number = ?,
       shipped_at = CURRENT_TIMESTAMP(3) WHERE id = ? AND status = 'PAID'`,
    [carrier, trackingNumber, id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** SHIPPED → DELIVERED; false when the order is not SHIPPED. */
export async function markStoreOrderDelivered(em: EntityManager, id: string): Promise<boolean> {
  const result = (await em.query(
    `UPDATE jpower_store_order SET status = 'DELIVERED', delivered_at = CURRENT_TIMESTAMP(3)
     WHERE id = ? AND status = 'SHIPPED'`,
    [id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}

/** PAID → CANCELLED; false when the order is not PAID (so a cancel happens once). */
export async function markStoreOrderCancelled(em: EntityManager, id: string): Promise<boolean> {
  const result = (await em.query(
    `UPDATE jpower_store_order SET status = 'CANCELLED', cancelled_at = CURRENT_TIMESTAMP(3)
     WHERE id = ? AND status = 'PAID'`,
    [id],
  )) as { affectedRows: number };
  return result.affectedRows === 1;
}
