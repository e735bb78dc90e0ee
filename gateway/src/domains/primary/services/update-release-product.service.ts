import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { withTransaction } from "../../../infra/transaction.js";
import { lockCardsTotalIssued } from "../../catalog/index.js";
import { sumUnitsHeld } from "../../holdings/index.js";
import { sumUnitsInCardWithdrawals } from "../../wallet/index.js";
import { sumPendingQuantityOfCard } from "../repo/order.repo.js";
import {
  lockProductRow,
  productWasSold,
  sumRemainingOfCard,
  updateUntouchedRelease,
} from "../repo/product.repo.js";
import { assertReleaseTerms, type ReleaseTerms } from "./create-release-product.service.js";
import { getProduct, type ProductView } from "./product-query.service.js";

export interface UpdateReleaseInput extends ReleaseTerms {
  id: string;
}

/**
 * Staff: changes a single release's schedule, prices, supply and per-order limit while nothing of it
 * was sold or reserved (2203 RELEASE_NOT_EDITABLE after the first order, even one that later expired:
 * a buyer saw those terms). The new supply, like a new release's, fits what the card can still mint
 * (607). The product row is locked, so a purchase and an edit never interleave.
 */
export async function updateReleaseProduct(deps: AppDeps, input: UpdateReleaseInput): Promise<ProductView> {
  const id = assertRowId("id", input.id);
  assertReleaseTerms(input);
  await withTransaction(deps.dataSource, async (em) => {
    const product = await lockProductRow(em, id);
    if (!product) throw new DomainError("NOT_FOUND");
    if (product.kind !== "RELEASE" || product.card_id === null) throw new DomainError("RELEASE_NOT_EDITABLE");
    if (await productWasSold(em, id)) throw new DomainError("RELEASE_NOT_EDITABLE");
    const cardId = product.card_id;
    const totalIssued = (await lockCardsTotalIssued(em, [cardId])).get(cardId) ?? 0;
    const held =
      ((await sumUnitsHeld(em, [cardId])).get(cardId) ?? 0) +
      ((await sumUnitsInCardWithdrawals(em, [cardId])).get(cardId) ?? 0);
    // Other releases' shelves; this one's whole stock is being replaced.
    const promised = (await sumRemainingOfCard(em, cardId)) - product.remaining;
    const pending = await sumPendingQuantityOfCard(em, cardId);
    const mintable = totalIssued - held - promised - pending;
    if (input.totalSupply > mintable) throw new DomainError("INSUFFICIENT_QUANTITY", { mintable });
    const done = await updateUntouchedRelease(em, id, {
      priceTwd: input.priceTwd,
      discountPriceTwd: input.discountPriceTwd ?? null,
      priceJpoint: input.priceJpoint ?? null,
      totalSupply: input.totalSupply,
      maxPerOrder: input.maxPerOrder ?? 10,
      releaseAt: input.releaseAt,
      saleEndsAt: input.saleEndsAt ?? null,
    });
    if (!done) throw new DomainError("RELEASE_NOT_EDITABLE");
  });
  return getProduct(deps.dataSource.manager, id);
}
