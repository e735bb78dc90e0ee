// The public surface of the primary domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { expireOverdueOrders } from "./services/expire-order.service.js";
export { reconcileProcessingOrders } from "./services/reconcile-orders.service.js";
