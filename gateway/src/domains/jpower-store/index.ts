// The public surface of the Jpower store domain: workers, seeds and tests import from here, never from
// its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export {
  storeFront,
  storeItem,
  staffStoreItems,
  createStoreItem,
  editStoreItem,
} from "./services/items.service.js";
export { buyStoreItem } from "./services/buy.service.js";
export { myStoreOrders, myStoreOrder, staffStoreOrders } from "./services/orders.service.js";
export { shipStoreOrder, deliverStoreOrder, cancelStoreOrder } from "./services/fulfil.service.js";
export { myStoreAddresses, saveStoreAddress, removeStoreAddress } from "./services/addresses.service.js";
export type { StoreItemView, StaffStoreItemView, StoreOrderView } from "./services/store-view.js";
// Demo seed (gateway/src/seed/seed-jpower-store.ts).
export { findStoreItemIdByName } from "./repo/item.repo.js";
// Staff audit log (audit-targets.ts).
export { storeItemAuditState, storeOrderAuditState } from "./repo/audit-state.repo.js";
