import { MAX_LENGTH, MAX_NUMBER } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { withTransaction } from "../../../infra/transaction.js";
import { lockCardsTotalIssued } from "../../catalog/index.js";
import { sumUnitsHeld } from "../../holdings/index.js";
import { sumUnitsInCardWithdrawals } from "../../wallet/index.js";
import { sumPendingQuantityOfCard } from "../repo/order.repo.js";
import { insertReleaseProduct, sumRemainingOfCard } from "../repo/product.repo.js";
import { getProduct, type ProductView } from "./product-query.service.js";

export interface CreateReleaseInput {
  cardId: string;
  name: string;
  description?: string | null;
  priceTwd: number;
  discountPriceTwd?: number | null;
  priceJpoint?: number | null;
  totalSupply: number;
  maxPerOrder?: number | null;
  releaseAt: Date;
  saleEndsAt?: Date | null;
}

/** A release's terms, as created or edited. */
export type ReleaseTerms = Pick<
  CreateReleaseInput,
  "priceTwd" | "discountPriceTwd" | "priceJpoint" | "totalSupply" | "maxPerOrder" | "releaseAt" | "saleEndsAt"
>;

function wholePositive(value: number | null | undefined, field: string): void {
  if (value === null || value === undefined) return;
  if (!Number.isSafeInteger(value) || value <= 0 || value > MAX_NUMBER)
    throw new DomainError("DATA_ERROR", { field });
}

/**
 * The checks a release's terms pass when created or edited: whole positive amounts, a discount below
 * the price and a sale end after the release (DATA_ERROR naming the field otherwise).
 */
export function assertReleaseTerms(input: ReleaseTerms): void {
  wholePositive(input.priceTwd, "priceTwd");
  wholePositive(input.discountPriceTwd, "discountPriceTwd");
  wholePositive(input.priceJpoint, "priceJpoint");
  wholePositive(input.totalSupply, "totalSupply");
  wholePositive(input.maxPerOrder, "maxPerOrder");
  if (input.discountPriceTwd && input.discountPriceTwd >= input.priceTwd) {
    throw new DomainError("DATA_ERROR", { field: "discountPriceTwd" });
  }
  if (input.saleEndsAt && input.saleEndsAt.getTime() <= input.releaseAt.getTime()) {
    throw new DomainError("DATA_ERROR", { field: "saleEndsAt" });
  }
}

/**
 * Staff: puts a card on primary sale. The supply can never exceed what the card still has to mint
 * (its total issue minus units already held and other releases' supply), so every unit sold can be
 * delivered (607 otherwise).
 */
export async function createReleaseProduct(deps: AppDeps, input: CreateReleaseInput): Promise<ProductView> {
  const name = input.name.trim();
  if (!name || name.length > MAX_LENGTH.productName) throw new DomainError("DATA_ERROR", { field: "name" });
  // Refused, not cut to the column (issue 20): staff see their text was too long.
  if ((input.description ?? "").length > MAX_LENGTH.description) {
    throw new DomainError("DATA_ERROR", { field: "description", reason: "validation.tooLong" });
  }
  assertReleaseTerms(input);
  const cardId = assertRowId("cardId", input.cardId);

  const id = await withTransaction(deps.dataSource, async (em) => {
    const totalIssued = (await lockCardsTotalIssued(em, [cardId])).get(cardId);
    if (totalIssued === undefined) throw new DomainError("NOT_FOUND");
    // Units in card withdrawals that have not failed still exist (outside card_holding).
    const held =
      ((await sumUnitsHeld(em, [cardId])).get(cardId) ?? 0) +
      ((await sumUnitsInCardWithdrawals(em, [cardId])).get(cardId) ?? 0);
    const promised = await sumRemainingOfCard(em, cardId);
    // Units taken by orders still awaiting payment are in neither count yet.
    const pending = await sumPendingQuantityOfCard(em, cardId);
    const mintable = totalIssued - held - promised - pending;
    if (input.totalSupply > mintable) throw new DomainError("INSUFFICIENT_QUANTITY", { mintable });
    return insertReleaseProduct(em, {
      name,
      description: input.description ?? "",
      cardId: cardId,
      priceTwd: input.priceTwd,
      discountPriceTwd: input.discountPriceTwd ?? null,
      priceJpoint: input.priceJpoint ?? null,
      totalSupply: input.totalSupply,
      remaining: input.totalSupply,
      maxPerOrder: input.maxPerOrder ?? 10,
      releaseAt: input.releaseAt,
      saleEndsAt: input.saleEndsAt ?? null,
    });
  });
  return getProduct(deps.dataSource.manager, id);
}
