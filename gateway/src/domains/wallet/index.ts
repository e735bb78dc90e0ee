// The public surface of the wallet domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { resendApprovedWithdrawals } from "./sweeps/services/resend-approved-withdrawals.service.js";
export { sumUnitsInCardWithdrawals } from "./repo/card-units-withdrawn.repo.js";
