import { EARLY_BIRD_JPOINT_FLOOR, EARLY_BIRD_SECONDS } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { userBalance } from "../../ledger/index.js";
import {
  decrementRemaining,
  incrementRemaining,
  lockProductRow,
  type ProductRow,
} from "../repo/product.repo.js";

export type { ProductRow };

export type PayWith = "JPOINT" | "CHANNEL";

/** What one unit costs paid this way: the discount price when there is one; Jpoint may be unset. */
export function unitPrice(product: ProductRow, payWith: PayWith): bigint | null {
  if (payWith === "JPOINT") return product.price_jpoint === null ? null : BigInt(product.price_jpoint);
  return BigInt(product.discount_price_twd ?? product.price_twd);
}

/** The product row, locked for the rest of the transaction (stock changes serialise on it). */
export async function lockProduct(em: EntityManager, productId: string): Promise<ProductRow> {
  const row = await lockProductRow(em, assertRowId("productId", productId));
  if (!row) throw new DomainError("NOT_FOUND");
  return row;
}

/**
 * Refuses a purchase the product does not allow now: not purchasable (1044), outside its sale window
 * (2032) — except the early-bird hour before release, open to Jpoint buyers holding at least 150
 * Jpoint (620 when they hold less) — sold out (1016) or fewer left than asked (607).
 */
export async function assertPurchasable(
  em: EntityManager,
  product: ProductRow,
  input: { userId: string; quantity: number; payWith: PayWith },
  now = new Date(),
): Promise<void> {
  if (!product.purchasable) throw new DomainError("ITEM_NOT_PURCHASABLE");
  if (!Number.isInteger(input.quantity) || input.quantity < 1 || input.quantity > product.max_per_order) {
    throw new DomainError("DATA_ERROR", { field: "quantity", max: product.max_per_order });
  }
  if (product.sale_ends_at && product.sale_ends_at.getTime() <= now.getTime()) {
    throw new DomainError("SALE_NOT_OPEN", { saleEndsAt: product.sale_ends_at.toISOString() });
  }
  const releaseAt = product.release_at.getTime();
  if (releaseAt > now.getTime()) {
    const earlyBird = releaseAt - EARLY_BIRD_SECONDS * 1000 <= now.getTime();
    if (!earlyBird || input.payWith !== "JPOINT") {
      throw new DomainError("SALE_NOT_OPEN", { releaseAt: product.release_at.toISOString() });
    }
    const jpoint = await userBalance(em, input.userId, "JPOINT");
    if (jpoint.available < BigInt(EARLY_BIRD_JPOINT_FLOOR)) {
      throw new DomainError("JPOINT_BELOW_MINIMUM", { floor: EARLY_BIRD_JPOINT_FLOOR });
    }
  }
  if (product.remaining <= 0) throw new DomainError("SOLD_OUT");
  if (product.remaining < input.quantity) {
    throw new DomainError("INSUFFICIENT_QUANTITY", { remaining: product.remaining });
  }
}

/**
 * Takes units off the shelf by a conditional update (never below zero, whoever races); the caller
 * has locked the row and checked, so a refusal here is a bug guard that still answers honestly.
 */
export async function takeStock(em: EntityManager, productId: string, quantity: number): Promise<void> {
  if (!(await decrementRemaining(em, productId, quantity))) throw new DomainError("INSUFFICIENT_QUANTITY");
}

/** Puts units back (an order that timed out or failed). */
export async function returnStock(em: EntityManager, productId: string, quantity: number): Promise<void> {
  await incrementRemaining(em, productId, quantity);
}
