import { MAX_LENGTH } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
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

const MAX_NUMBER = 9_999_999_999; // spec §5 number limit

function wholePositive(value: number | null | undefined, field: string): void {
  if (value === null || value === undefined) return;
  if (!Number.isSafeInteger(value) || value <= 0 || value > MAX_NUMBER)
    throw new DomainError("DATA_ERROR", { field });
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
  if (!/^\d{1,10}$/.test(input.cardId)) throw new DomainError("NOT_FOUND");

  const id = await withTransaction(deps.dataSource, async (em) => {
    const [card] = (await em.query(`SELECT total_issued FROM card WHERE id = ? FOR UPDATE`, [
      input.cardId,
    ])) as {
      total_issued: number;
    }[];
    if (!card) throw new DomainError("NOT_FOUND");
    const [{ held }] = (await em.query(
      // Units in card withdrawals that have not failed still exist (outside card_holding).
      `SELECT (SELECT COALESCE(SUM(amount), 0) FROM card_holding WHERE card_id = ?)
            + (SELECT COALESCE(SUM(units), 0) FROM card_withdrawal WHERE card_id = ? AND status <> 'FAILED') AS held`,
      [input.cardId, input.cardId],
    )) as [{ held: string }];
    const [{ promised }] = (await em.query(
      `SELECT COALESCE(SUM(remaining), 0) AS promised FROM primary_product WHERE card_id = ?`,
      [input.cardId],
    )) as [{ promised: string }];
    // Units taken by orders still awaiting payment are in neither count yet.
    const [{ pending }] = (await em.query(
      `SELECT COALESCE(SUM(o.quantity), 0) AS pending FROM primary_order o
         JOIN primary_product p ON p.id = o.product_id WHERE p.card_id = ? AND o.state = 'PROCESSING'`,
      [input.cardId],
    )) as [{ pending: string }];
    const mintable = Number(card.total_issued) - Number(held) - Number(promised) - Number(pending);
    if (input.totalSupply > mintable) throw new DomainError("INSUFFICIENT_QUANTITY", { mintable });
    const result = (await em.query(
      `INSERT INTO primary_product (kind, name, description, card_id, price_twd, discount_price_twd, price_jpoint,
          total_supply, remaining, max_per_order, release_at, sale_ends_at)
       VALUES ('RELEASE', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        name,
        input.description ?? "",
        input.cardId,
        input.priceTwd,
        input.discountPriceTwd ?? null,
        input.priceJpoint ?? null,
        input.totalSupply,
        input.totalSupply,
        input.maxPerOrder ?? 10,
        input.releaseAt,
        input.saleEndsAt ?? null,
      ],
    )) as { insertId: number | string };
    return String(result.insertId);
  });
  return (await getProduct(deps.dataSource.manager, id))!;
}
