import type { StoreItemKind, StoreOrderStatus } from "@vitrine/schema";

/** The message id of each order status (an explicit map: message ids are never built from templates). */
export const ORDER_STATUS_LABEL: Record<StoreOrderStatus, string> = {
  PAID: "store.status.PAID",
  SHIPPED: "store.status.SHIPPED",
  DELIVERED: "store.status.DELIVERED",
  CANCELLED: "store.status.CANCELLED",
};

export const ORDER_STATUS_COLOR: Record<StoreOrderStatus, string> = {
  PAID: "yellow",
  SHIPPED: "blue",
  DELIVERED: "teal",
  CANCELLED: "gray",
};

/** The message id of each item kind. */
export const ITEM_KIND_LABEL: Record<StoreItemKind, string> = {
  PHYSICAL: "store.kind.PHYSICAL",
  DIGITAL: "store.kind.DIGITAL",
};
