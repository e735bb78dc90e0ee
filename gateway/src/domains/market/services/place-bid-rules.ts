import { MAX_NUMBER, Money } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { findFrozenPostingByKey } from "../../ledger/index.js";
import { findBidRefusalFacts } from "../repo/bids.repo.js";

/**
 * A bid amount: whole USDT like every marketplace price (spec §5: no decimals, at most MAX_NUMBER).
 * Returns micro-USDT. Whether it is high enough is the listing's business (1031), not input syntax.
 */
export function parseBidAmount(text: string): bigint {
  const trimmed = typeof text === "string" ? text.trim() : "";
  if (!/^\d{1,10}$/.test(trimmed) || BigInt(trimmed) < 1n || BigInt(trimmed) > BigInt(MAX_NUMBER)) {
    throw new DomainError("DATA_ERROR", { field: "amount", reason: "validation.wholePrice" });
  }
  return Money.parse("USDT", trimmed).minor;
}

/** The client's idempotency key, scoped to the bidder so two users can never collide. */
export function bidLedgerKey(bidderId: string, idempotencyKey: string): string {
  const key = typeof idempotencyKey === "string" ? idempotencyKey.trim() : "";
  if (key.length < 1 || key.length > 80) {
    throw new DomainError("DATA_ERROR", { field: "idempotencyKey" });
  }
  return `bid:${bidderId}:${key}`;
}

/**
 * Whether this bid was already placed under the same key: true for the same listing and amount (the
 * caller answers as the first time), 2016 for other parameters, false when the key is new. The key
 * lives on the bid's freeze in the ledger, whose unique index makes it a database fact.
 */
export async function bidAlreadyPlaced(
  em: EntityManager,
  ledgerKey: string,
  listingId: string,
  amount: bigint,
): Promise<boolean> {
  const prior = await findFrozenPostingByKey(em, ledgerKey);
  if (!prior) return false;
  if (prior.referenceId === listingId && prior.amount === amount) return true;
  throw new DomainError("IDEMPOTENCY_KEY_REUSED");
}

/**
 * Why a bid's conditional update changed nothing, read after the fact: 404 no such listing, 1019 not
 * an auction or not started yet, 1021 the seller's own, 2006 closed or past its end, else 1031 too low
 * (with the amount a bid must now exceed).
 */
export async function bidRefusal(
  em: EntityManager,
  listingId: string,
  bidderId: string,
): Promise<DomainError> {
  const row = await findBidRefusalFacts(em, listingId);
  if (!row) return new DomainError("NOT_FOUND");
  if (row.type !== "auction") return new DomainError("CARD_NOT_FOR_SALE");
  if (String(row.sellerId) === String(bidderId)) return new DomainError("CANNOT_BUY_OWN_CARD");
  if (row.status !== "open" || !Number(row.running)) return new DomainError("BID_CLOSED");
  if (!Number(row.started)) return new DomainError("CARD_NOT_FOR_SALE");
  return new DomainError("BID_TOO_LOW", {
    minimumNextBid: Money.ofMinor("USDT", BigInt(row.floor)).toDecimal(),
  });
}
