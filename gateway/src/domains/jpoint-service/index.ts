/**
 * The Jpoint service's end and pauses. Other domains import the guard from here:
 * `await assertJpointServiceOpen(em, "topup")` before a Jpoint purchase and
 * `await assertJpointServiceOpen(em, "use")` before spending Jpoint (2026 ended, 2027 paused).
 */
export {
  assertJpointServiceOpen,
  jpointServiceEnded,
  jpointServiceStatus,
  type JpointAction,
  type JpointServiceStatusView,
  type Queryable,
} from "./services/jpoint-service-status.service.js";
export { payDueJpointRefunds } from "./services/jpoint-refund.service.js";
export { jpointServicePauseAuditState } from "./repo/audit-state.repo.js";
