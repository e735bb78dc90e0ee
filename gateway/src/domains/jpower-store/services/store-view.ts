import { DEFAULT_LOCALE, type Locale, type StoreItemKind, type StoreOrderStatus } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { findStoreItems, findStoreItemTexts, type StoreItemRow } from "../repo/item.repo.js";
import type { StoreOrderRow } from "../repo/order.repo.js";

type Db = Pick<EntityManager, "query">;

/** A store item as a member sees it: texts in their language (tw when there is none in it). */
export interface StoreItemView {
  id: string;
  kind: StoreItemKind;
  cardId: string | null;
  /** Jpower, whole points as a decimal string. */
  price: string;
  stock: number;
  sold: number;
  perMemberLimit: number;
  imageUrl: string;
  startsAt: Date | null;
  endsAt: Date | null;
  active: boolean;
  /** Active and inside its window now (stock aside). */
  onSale: boolean;
  version: number;
  name: string;
  description: string;
}

export interface StoreItemText {
  language: Locale;
  name: string;
  description: string;
}

export interface StaffStoreItemView extends StoreItemView {
  texts: StoreItemText[];
}

export function isOnSale(row: StoreItemRow, now: Date): boolean {
  return (
    Number(row.active) === 1 &&
    (!row.starts_at || row.starts_at.getTime() <= now.getTime()) &&
    (!row.ends_at || row.ends_at.getTime() > now.getTime())
  );
}

/** Views of the given item rows, in their order, with every language's texts. */
export async function toItemViews(
  db: Db,
  rows: StoreItemRow[],
  language: Locale,
  now = new Date(),
): Promise<StaffStoreItemView[]> {
  const texts = await findStoreItemTexts(
    db,
    rows.map((r) => String(r.id)),
  );
  return rows.map((r) => {
    const own = texts.filter((t) => t.item_id === r.id);
    const text = own.find((t) => t.language === language) ?? own.find((t) => t.language === DEFAULT_LOCALE);
    return {
      id: String(r.id),
      kind: r.kind,
      cardId: r.card_id === null ? null : String(r.card_id),
      price: String(r.price),
      stock: Number(r.stock),
      sold: Number(r.sold),
      perMemberLimit: Number(r.per_member_limit),
      imageUrl: r.image_url,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      active: Number(r.active) === 1,
      onSale: isOnSale(r, now),
      version: Number(r.version),
      name: text?.name ?? "",
      description: text?.description ?? "",
      texts: own.map((t) => ({ language: t.language, name: t.name, description: t.description })),
    };
  });
}

/** A store order: the item it bought, the receiver (physical items) and the shipment. */
export interface StoreOrderView {
  id: string;
  userId: string;
  itemId: string;
  itemName: string;
  itemKind: StoreItemKind;
  imageUrl: string;
  quantity: number;
  total: string;
  status: StoreOrderStatus;
  receiver: { name: string; phone: string; address: string } | null;
  carrier: string | null;
  trackingNumber: string | null;
  createdAt: Date;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
}

export async function toOrderViews(
  db: Db,
  rows: StoreOrderRow[],
  language: Locale,
): Promise<StoreOrderView[]> {
  const itemIds = [...new Set(rows.map((r) => String(r.item_id)))];
  const items = new Map(
    (await toItemViews(db, await findStoreItems(db, itemIds), language)).map((i) => [i.id, i]),
  );
  return rows.map((r) => {
    const item = items.get(String(r.item_id));
    return {
      id: String(r.id),
      userId: String(r.user_id),
      itemId: String(r.item_id),
      itemName: item?.name ?? "",
      itemKind: item?.kind ?? "PHYSICAL",
      imageUrl: item?.imageUrl ?? "",
      quantity: Number(r.quantity),
      total: String(r.total),
      status: r.status,
      receiver:
        r.receiver_name !== null
          ? { name: r.receiver_name, phone: r.receiver_phone ?? "", address: r.receiver_address ?? "" }
          : null,
      carrier: r.carrier,
      trackingNumber: r.tracking_number,
      createdAt: r.created_at,
      shippedAt: r.shipped_at,
      deliveredAt: r.delivered_at,
      cancelledAt: r.cancelled_at,
    };
  });
}
