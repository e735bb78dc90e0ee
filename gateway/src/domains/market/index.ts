// The public surface of the market domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { expireOverdueListings } from "./services/expire-listings.service.js";
export { settleOverdueAuctions } from "./services/settle-auction.service.js";
