/**
 * Missions and Jpower (issue 16 item 1; docs/MISSIONS.md): one set of models for the gateway's input
 * parsing and the client's staff form; the lengths fit the columns of migration 1795581000000.
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../locales.js";

export const MISSION_KINDS = ["BEGINNER", "ISSUER", "PERIODIC", "OTHER"] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

/** NONE for missions done once; DAILY resets at 00:00 GMT+8, WEEKLY at Monday 00:00 GMT+8. */
export const MISSION_PERIODS = ["NONE", "DAILY", "WEEKLY"] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

export const MISSION_STATUSES = ["UNDONE", "DONE", "CLAIMED"] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

/** The domain events that advance missions (recordMissionEvent in the gateway's missions domain). */
export const MISSION_EVENTS = [
  "register",
  "verify-email",
  "two-factor-on",
  "kyc-approved",
  "first-jpoint-topup",
  "first-purchase",
  "open-package",
  "first-listing",
  "first-bid",
  "auction-won",
  "code-redeemed",
  "daily-login",
  "holding-changed",
  "quiz-answered",
] as const;
export type MissionEvent = (typeof MISSION_EVENTS)[number];

export const MISSION_LIMITS = {
  /** mission_text.title VARCHAR(120). */
  title: 120,
  /** mission_text.description VARCHAR(1000). */
  description: 1000,
  /** Mission numbers shown to members. */
  number: 999_999,
  /** A reward at most this many Jpower. */
  reward: 1_000_000,
  /** A rule's target count. */
  target: 10_000,
} as const;

const idText = z.string().regex(/^\d{1,10}$/);

export const missionTextRule = z.object({
  language: z.enum(LOCALES),
  title: z.string().trim().min(1).max(MISSION_LIMITS.title),
  description: z.string().trim().max(MISSION_LIMITS.description),
});
export type MissionTextInput = z.infer<typeof missionTextRule>;

/** A mission as staff or an issuer save it (the default language's title is required). */
export const missionRule = z
  .object({
    number: z.number().int().min(1).max(MISSION_LIMITS.number),
    kind: z.enum(MISSION_KINDS),
    period: z.enum(MISSION_PERIODS),
    reward: z.number().int().min(1).max(MISSION_LIMITS.reward),
    publisherId: idText.nullable(),
    event: z.enum(MISSION_EVENTS),
    target: z.number().int().min(1).max(MISSION_LIMITS.target),
    seriesId: idText.nullable(),
    startsAt: z.date().nullable(),
    endsAt: z.date().nullable(),
    texts: z.array(missionTextRule).min(1).max(LOCALES.length),
  })
  .refine((v) => new Set(v.texts.map((t) => t.language)).size === v.texts.length, {
    path: ["texts"],
    message: "one text per language",
  })
  .refine((v) => v.texts.some((t) => t.language === DEFAULT_LOCALE), {
    path: ["texts"],
    message: "the default language's title is required",
  })
  .refine((v) => (v.kind === "PERIODIC") === (v.period !== "NONE"), {
    path: ["period"],
    message: "periodic missions, and only they, reset daily or weekly",
  })
  .refine((v) => (v.kind === "ISSUER") === (v.publisherId !== null), {
    path: ["publisherId"],
    message: "issuer missions, and only they, name a publisher",
  })
  .refine((v) => (v.event === "holding-changed") === (v.seriesId !== null), {
    path: ["seriesId"],
    message: "holding missions name the series to hold",
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.startsAt < v.endsAt, {
    path: ["endsAt"],
    message: "the window ends after it starts",
  });
export type MissionInput = z.infer<typeof missionRule>;

/**
 * Lifetime Jpower at which each level after the first begins (level 1 from 0): level = 1 + how many
 * thresholds the member's lifetime Jpower reached. The gateway's JPOWER_LEVEL_THRESHOLDS overrides it.
 */
export const JPOWER_LEVEL_THRESHOLDS_DEFAULT = [100, 500, 2000, 5000, 10000] as const;

/** JPOWER_LEVEL_THRESHOLDS: whole numbers, comma-separated, strictly ascending, above 0. */
export const jpowerThresholdsRule = z
  .string()
  .transform((list) => list.split(",").map((item) => Number(item.trim())))
  .refine((nums) => nums.length >= 1 && nums.length <= 50, { message: "must list 1 to 50 thresholds" })
  .refine((nums) => nums.every((n, i) => Number.isSafeInteger(n) && n > 0 && (i === 0 || n > nums[i - 1]!)), {
    message: "must be whole numbers above 0, comma-separated, strictly ascending",
  });
