import { STORE_LIMITS, storeReceiverRule, type StoreReceiverInput } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import {
  countStoreAddresses,
  deleteStoreAddress,
  insertStoreAddress,
  listStoreAddresses,
  lockMemberAddresses,
  type StoreAddressRow,
} from "../repo/address.repo.js";

type Deps = Pick<AppDeps, "dataSource">;

export type StoreAddressView = StoreAddressRow;

/** The member's saved receivers, newest first. */
export async function myStoreAddresses(deps: Deps, userId: string): Promise<StoreAddressView[]> {
  return (await listStoreAddresses(deps.dataSource.manager, userId)).map((r) => ({ ...r, id: String(r.id) }));
}

/** Saves a receiver inside the caller's transaction; a full book (STORE_LIMITS.savedAddresses) is 2144. */
export async function saveAddressIn(em: EntityManager, userId: string, r: StoreReceiverInput): Promise<void> {
  await lockMemberAddresses(em, userId);
  const known = (await listStoreAddresses(em, userId)).some(
    (a) => a.name === r.name && a.phone === r.phone && a.address === r.address,
  );
  if (known) return;
  if ((await countStoreAddresses(em, userId)) >= STORE_LIMITS.savedAddresses) {
    throw new DomainError("STORE_ADDRESS_LIMIT", { max: STORE_LIMITS.savedAddresses });
  }
  await insertStoreAddress(em, userId, r);
}

export async function saveStoreAddress(
  deps: Deps,
  userId: string,
  rawInput: unknown,
): Promise<StoreAddressView[]> {
  const input = parseInput(storeReceiverRule, rawInput);
  await withTransaction(deps.dataSource, (em) => saveAddressIn(em, userId, input));
  return myStoreAddresses(deps, userId);
}

/** Removes one of the member's own addresses (someone else's or an unknown one: 404). */
export async function removeStoreAddress(
  deps: Deps,
  userId: string,
  rawId: string,
): Promise<StoreAddressView[]> {
  const id = assertRowId("id", rawId);
  const removed = await withTransaction(deps.dataSource, (em) => deleteStoreAddress(em, userId, id));
  if (!removed) throw new DomainError("NOT_FOUND");
  return myStoreAddresses(deps, userId);
}
