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
// GraphQL services (also used by tests and seeds).
export { claimMission, memberMissions, claimKey, type MissionGroup } from "./services/member.service.js";
export { myJpower, jpowerLevel, type JpowerView } from "./services/jpower.service.js";
export {
  adminMissions,
  saveMission,
  setMissionActive,
  type AdminMissionView,
  type MissionEditor,
} from "./services/admin.service.js";
export type { MissionView } from "./services/mission-view.js";
// The staff audit log (gateway/src/domains/audit).
export { missionAuditState } from "./repo/mission.repo.js";
// Demo seed (gateway/src/seed/seed-missions.ts).
export { findMissionIdByNumber } from "./repo/mission.repo.js";
