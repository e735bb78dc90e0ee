// The public surface of the market domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { expireOverdueListings } from "./services/expire-listings.service.js";
export { settleAuction, settleOverdueAuctions } from "./services/settle-auction.service.js";
export { settleAuctionBatch, type BatchSettlement } from "./services/settle-auction-batch.service.js";
export type { AuctionOutcome } from "./services/settle-auction-moves.js";
export { createListing } from "./services/create-listing.service.js";
export { countSellerListings } from "./repo/listings.repo.js";
export type { CreateListingInput, ListingKind, ListingView } from "./services/views.js";
// The card page (catalog domain, issue 14) reads a card's market tabs through these.
export { findCardOpenListingRows, findCardPricePoints } from "./repo/market-reads.repo.js";
export { countCardTrades, findCardBidRows, findCardTradeRowsPage } from "./repo/card-page-reads.repo.js";
export { toListing, toPublicUserFromRow, toTrade, usdt } from "./services/listing-view.js";
export type { TradeView } from "./services/views.js";
export { marketTradesByDay, auctionsEndingSoon } from "./repo/daily-totals.repo.js";
// Listing moderation in the staff console (issue 18) takes a listing down through the cancel path.
export { takeDownListingInTransaction, type TakenDownListing } from "./services/cancel-listing.service.js";
export { listOpenListingsForStaff, type StaffListingView } from "./services/staff-listings.service.js";
export { myTrades } from "./services/my-lists-query.service.js";
