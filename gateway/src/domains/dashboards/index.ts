// The public surface of the dashboards domain: other domains, workers and the HTTP routes import from here,
// never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export { rollupDashboards, rollupDashboardDays, computeDashboardDays } from "./services/rollup.service.js";
export { readDashboard } from "./services/dashboard.service.js";
export { gmt8Day, addDays } from "./services/gmt8-days.js";
