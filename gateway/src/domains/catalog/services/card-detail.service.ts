import type { DataSource } from "typeorm";
import { DomainError } from "../../../shared/domain-error.js";
import { assertRowId } from "../../../shared/row-id.js";
import { countCardOwners, holdingOf, sumUnitsHeld } from "../../holdings/index.js";
import {
  findCardBidRows,
  findCardOpenListingRows,
  findCardPricePoints,
  toListing,
  toPublicUserFromRow,
  usdt,
} from "../../market/index.js";
import { sumUnitsInCardWithdrawals } from "../../wallet/index.js";
import { findCardRowById } from "../repo/catalog.repo.js";
import { viewerLikesCard } from "./card-likes.service.js";
import { toCardView } from "./card-view.js";
import type { CardDetailView } from "./card-detail-view.js";

/** Rows of each list on the page (spec §9 page size). */
export const CARD_PAGE_LIST_SIZE = 20;
/** Trade prices drawn in the chart: the most recent ones, oldest first. */
export const CARD_PAGE_PRICE_POINTS = 100;

/**
 * One card's page (spec §2 cardDetail), listed or not: the card, how many members own it, the units
 * still to be issued, likes, its cheapest open listings, the latest bids on its auctions, its recent
 * trade prices, and for a signed-in viewer their own units. 404 for an unknown card. Trades are paged
 * by `cardTradeHistory` (card-trade-history.service.ts).
 */
export async function getCardDetail(
  dataSource: DataSource,
  rawCardId: string,
  viewerId: string | null,
  now = new Date(),
): Promise<CardDetailView> {
  const cardId = assertRowId("id", rawCardId);
  const row = await findCardRowById(dataSource, cardId);
  if (!row) throw new DomainError("NOT_FOUND");
  const card = toCardView(row);
  const em = dataSource.manager;
  const held = (await sumUnitsHeld(em, [cardId])).get(cardId) ?? 0;
  const withdrawn = (await sumUnitsInCardWithdrawals(em, [cardId])).get(cardId) ?? 0;
  const listings = await findCardOpenListingRows(dataSource, cardId, now, CARD_PAGE_LIST_SIZE);
  const bids = await findCardBidRows(dataSource, cardId, CARD_PAGE_LIST_SIZE);
  const prices = await findCardPricePoints(dataSource, cardId, CARD_PAGE_PRICE_POINTS);
  return {
    card,
    ownersCount: await countCardOwners(em, cardId),
    remaining: Math.max(0, card.totalIssued - held - withdrawn),
    likedByViewer: await viewerLikesCard(dataSource, cardId, viewerId),
    viewerUnits: viewerId === null ? null : await viewerUnits(dataSource, card, viewerId),
    openListings: listings.map((listing) => {
      const view = toListing(listing, viewerId, now);
      return {
        id: view.id,
        type: view.type,
        state: view.state,
        seller: view.seller,
        remaining: view.remaining,
        price: (view.type === "AUCTION" ? (view.highestBid ?? view.startPrice) : view.unitPrice) ?? "0",
        endsAt: view.endsAt,
        isMine: view.isMine,
      };
    }),
    bids: bids.map((bid) => ({
      id: String(bid.id),
      listingId: String(bid.listing_id),
      amount: usdt(bid.amount)!,
      bidder: toPublicUserFromRow(bid, "bidder_"),
      createdAt: new Date(bid.created_at),
    })),
    pricePoints: prices
      .reverse()
      .map((point) => ({ at: new Date(point.created_at), unitPrice: usdt(point.unit_price)! })),
  };
}

/** The viewer's units: held, on open listings, and how many may be withdrawn or gifted now. */
async function viewerUnits(
  dataSource: DataSource,
  card: { id: string; withdrawable: boolean; giftable: boolean; sellable: boolean },
  viewerId: string,
) {
  const { amount, listed } = await holdingOf(dataSource.manager, card.id, viewerId);
  const free = Math.max(0, amount - listed);
  return {
    held: amount,
    listed,
    withdrawable: card.withdrawable ? free : 0,
    giftable: card.giftable ? free : 0,
    sellable: card.sellable ? free : 0,
  };
}
