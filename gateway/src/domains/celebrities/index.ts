// The public surface of the celebrities domain (the celebrity index board): workers, seeds and tests
// import from here, never from its services/ or repo/ folders (lint: vitrine/domain-boundaries).
export {};
export { likeCelebrity, LIKES_PER_ACCOUNT, LIKES_PER_IP, type LikeResult } from "./services/like.service.js";
export { celebrityBoard, type Board, type BoardEntry } from "./services/board.service.js";
export { closeEndedPeriods, type ClosedPeriod } from "./services/close-periods.service.js";
export { rebuildBoard } from "./services/rebuild.service.js";
export { celebrityProfile, type CelebrityProfile } from "./services/profile.service.js";
export {
  createCelebrity,
  editCelebrity,
  setCelebrityActive,
  staffCelebrities,
} from "./services/manage.service.js";
export { boardKey } from "./services/board-cache.js";
export { taipeiDay, periodStartOf, shiftPeriod, periodsOfDay } from "./services/periods.js";
// Demo seed (gateway/src/seed/seed-celebrities.ts).
export { findCelebrityIdByName } from "./repo/celebrity.repo.js";
export { insertSeedLikes, recountTotalsFrom } from "./repo/seed.repo.js";
export { closePeriod } from "./services/close-periods.service.js";
