import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { lockPackageProductSupply } from "../../primary/index.js";
import { findPackagesOfOrder, insertUserPackage, lastSerialOf } from "../repo/user-package.repo.js";

export interface IssuePackagesInput {
  productId: string;
  userId: string;
  quantity: number;
  /** The primary order number (primary_order.order_no): the idempotency key of the issue. */
  orderNo: string;
}

const ORDER_NO = /^[A-Za-z0-9_-]{1,20}$/;

/**
 * Gives a buyer `quantity` unopened packages of a PACKAGE product, with the next serials, and returns
 * their ids (in serial order). Called by the primary purchase inside its transaction, after it has
 * decremented primary_product.remaining — the product row is therefore locked until commit; the
 * `FOR UPDATE` below takes the same lock (a no-op for that caller) so any other caller is serialised
 * too. Serials are MAX(serial)+1…; the UNIQUE (product_id, serial) key stays the guard.
 *
 * Idempotent by order number: packages already issued for `orderNo` are returned as they are (the same
 * product, user and quantity; anything else under the same order number is 2016).
 */
export async function issuePackages(em: EntityManager, input: IssuePackagesInput): Promise<string[]> {
  const { productId, userId, quantity, orderNo } = input;
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new DomainError("DATA_ERROR", { field: "quantity" });
  if (!ORDER_NO.test(orderNo)) throw new DomainError("DATA_ERROR", { field: "orderNo" });

  const product = await lockPackageProductSupply(em, productId);
  if (!product) throw new DomainError("NOT_FOUND");

  // Under the lock, packages committed by a twin call for this order are visible (READ COMMITTED).
  const prior = await findPackagesOfOrder(em, orderNo);
  if (prior.length > 0) {
    const same =
      prior.length === quantity &&
      prior.every((p) => String(p.product_id) === String(productId) && String(p.user_id) === String(userId));
    if (!same) throw new DomainError("IDEMPOTENCY_KEY_REUSED", { orderNo });
    return prior.map((p) => String(p.id));
  }

  const first = (await lastSerialOf(em, productId)) + 1;
  if (first + quantity - 1 > Number(product.total_supply)) throw new DomainError("SOLD_OUT");

  // A duplicate serial (uq_package_serial) can only come from a caller issuing without the product
  // lock: the insert fails and the caller's transaction rolls back rather than share a serial.
  const ids: string[] = [];
  for (let serial = first; serial < first + quantity; serial++) {
    ids.push(await insertUserPackage(em, { productId, userId, orderNo, serial }));
  }
  return ids;
}
