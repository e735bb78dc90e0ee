// The public surface of the missions domain (missions and Jpower, issue 16): other domains, workers,
// seeds and tests import from here, never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export type { MissionEvent } from "@vitrine/schema";
// Domain events: call inside the transaction of the change (accounts, kyc, primary, market, quiz…).
export {
  recordMissionEvent,
  missionEventJobId,
  type MissionEventInput,
} from "./services/record-event.service.js";
// Workers (workers/src/processors/missions).
export { advanceMissions, type AdvanceResult } from "./services/advance.service.js";
export { resetPeriodicMissions, type ResetResult } from "./services/reset.service.js";
export { periodKeyOf, nextResetAt, taipeiDay } from "./services/periods.js";
