import type { MissionEvent, MissionKind, MissionPeriod, MissionStatus } from "@vitrine/schema";

/** Message ids of mission kinds, periods, states and events: literals, so the message-id test sees them. */
export const KIND_MESSAGES: Record<MissionKind, string> = {
  BEGINNER: "missions.kind.BEGINNER",
  ISSUER: "missions.kind.ISSUER",
  PERIODIC: "missions.kind.PERIODIC",
  OTHER: "missions.kind.OTHER",
};

export const PERIOD_MESSAGES: Record<MissionPeriod, string> = {
  NONE: "missions.period.NONE",
  DAILY: "missions.period.DAILY",
  WEEKLY: "missions.period.WEEKLY",
};

export const STATUS_MESSAGES: Record<MissionStatus, string> = {
  UNDONE: "missions.status.UNDONE",
  DONE: "missions.status.DONE",
  CLAIMED: "missions.status.CLAIMED",
};

export const EVENT_MESSAGES: Record<MissionEvent, string> = {
  register: "missions.event.register",
  "verify-email": "missions.event.verifyEmail",
  "two-factor-on": "missions.event.twoFactorOn",
  "kyc-approved": "missions.event.kycApproved",
  "first-jpoint-topup": "missions.event.firstJpointTopup",
  "first-purchase": "missions.event.firstPurchase",
  "open-package": "missions.event.openPackage",
  "first-listing": "missions.event.firstListing",
  "first-bid": "missions.event.firstBid",
  "auction-won": "missions.event.auctionWon",
  "code-redeemed": "missions.event.codeRedeemed",
  "daily-login": "missions.event.dailyLogin",
  "holding-changed": "missions.event.holdingChanged",
  "quiz-answered": "missions.event.quizAnswered",
};

/** A message id for a value the client may not know (a newer server): null shows the value itself. */
export function messageOf<K extends string>(map: Record<K, string>, value: string): string | null {
  return (map as Record<string, string>)[value] ?? null;
}
