import { storeBuyRule, type Locale, type StoreBuyInput } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { requestHash, runIdempotent } from "../../../shared/idempotency.js";
import { parseInput } from "../../../shared/parse-input.js";
import { mintUnits } from "../../holdings/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { lockStoreItem, takeStoreStock } from "../repo/item.repo.js";
import {
  countMemberUnits,
  findStoreOrderByRequest,
  findStoreOrders,
  insertStoreOrder,
  type StoreOrderRow,
} from "../repo/order.repo.js";
import { saveAddressIn } from "./addresses.service.js";
import { isOnSale, toOrderViews, type StoreOrderView } from "./store-view.js";

type Buy = z.output<typeof storeBuyRule>;

const hashOf = (itemId: string, quantity: number) => requestHash(["jpower-store-buy", itemId, quantity]);

/**
 * Buys a store item with Jpower, in one transaction: the item must be on sale (2140); the stock is
 * taken by a conditional update (SOLD_OUT 1016 when not enough is left — that update also locks the
 * item row, so the member's count below cannot move); the per-member limit (2141); the Jpower moves
 * from the member's available balance to the store's account through the ledger (1104 when short);
 * a digital item's units are minted at once (within the card's total issue: SOLD_OUT otherwise) and
 * the order is DELIVERED; a physical one needs the receiver and waits for staff as PAID. Any refusal
 * rolls all of it back. Idempotent by the client's request id: the same id answers the first order,
 * the same id for another item or quantity is 2016.
 */
export async function buyStoreItem(
  deps: Pick<AppDeps, "dataSource">,
  userId: string,
  rawInput: StoreBuyInput,
  language: Locale,
): Promise<StoreOrderView> {
  const input = parseInput(storeBuyRule, rawInput);
  const em = deps.dataSource.manager;
  const answer = async (row: StoreOrderRow) => (await toOrderViews(em, [row], language))[0]!;
  const find = async () => {
    const row = await findStoreOrderByRequest(em, userId, input.requestId);
    return row ? { requestHash: hashOf(String(row.item_id), Number(row.quantity)), result: row } : null;
  };
  const row = await runIdempotent(hashOf(input.itemId, input.quantity), find, () =>
    withTransaction(deps.dataSource, (tx) => buyInTransaction(tx, userId, input)),
  );
  return answer(row);
}

async function buyInTransaction(em: EntityManager, userId: string, input: Buy): Promise<StoreOrderRow> {
  const item = await lockStoreItem(em, input.itemId);
  if (!item) throw new DomainError("NOT_FOUND");
  if (!isOnSale(item, new Date())) throw new DomainError("STORE_ITEM_NOT_ON_SALE");
  const physical = item.kind === "PHYSICAL";
  if (physical && !input.receiver) throw new DomainError("DATA_ERROR", { field: "receiver" });

  if (!(await takeStoreStock(em, input.itemId, input.quantity))) throw new DomainError("SOLD_OUT");
  const limit = Number(item.per_member_limit);
  if ((await countMemberUnits(em, input.itemId, userId)) + input.quantity > limit) {
    throw new DomainError("STORE_LIMIT_REACHED", { limit });
  }

  const total = BigInt(item.price) * BigInt(input.quantity);
  const orderId = await insertStoreOrder(em, {
    userId,
    itemId: input.itemId,
    quantity: input.quantity,
    total,
    status: physical ? "PAID" : "DELIVERED",
    requestId: input.requestId,
    receiver: physical ? input.receiver! : null,
  });
  await postLedgerTransaction(em, {
    kind: "jpower-store-buy",
    currency: "JPOWER",
    legs: [
      { account: { userId }, bucket: "available", amount: -total },
      { account: { system: SYSTEM_ACCOUNTS.JPOWER_STORE }, bucket: "available", amount: total },
    ],
    idempotencyKey: `jpower-store-buy:${userId}:${input.requestId}`,
    reference: { type: "jpower_store_order", id: orderId },
    actorUserId: userId,
  });
  if (!physical) {
    try {
      await mintUnits(em, String(item.card_id), userId, input.quantity);
    } catch (error) {
      if (error instanceof DomainError && error.errorName === "INSUFFICIENT_QUANTITY") {
        throw new DomainError("SOLD_OUT");
      }
      throw error;
    }
  }
  if (physical && input.saveAddress) await saveAddressIn(em, userId, input.receiver!);
  return (await findStoreOrders(em, [orderId]))[0]!;
}
