// The public surface of the accounts domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { anonymiseOverdueAccounts } from "./services/account-deletion.service.js";
export { purgeIdleSessions } from "./services/session.service.js";
