// The public surface of the ledger domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export { systemBalance, userBalance } from "./services/balances.service.js";
export { postLedgerTransaction } from "./services/post-ledger-transaction.service.js";
export { postLedgerTransactions } from "./services/post-ledger-batch.service.js";
export {
  openMemberAccounts,
  openSystemAccounts,
  SYSTEM_ACCOUNT_SHARDS,
  SYSTEM_ACCOUNTS,
} from "./services/ledger-accounts.js";
export { lockUserAvailable } from "./repo/ledger-account.repo.js";
export { findFrozenPostingByKey } from "./repo/frozen-posting.repo.js";
export { holdsAnyBalance } from "./repo/balance-lookup.repo.js";
export { adminCreditRequestAuditState } from "./repo/audit-state.repo.js";
export { checkLedger, type LedgerViolation } from "./services/check-ledger.service.js";
export { type LedgerCheckOptions } from "./services/check-ledger.service.js";
export { sumMemberBalances } from "./repo/liabilities.repo.js";
