import { z } from "zod";
import {
  LOCALES,
  MISSION_EVENTS,
  MISSION_KINDS,
  MISSION_LIMITS,
  MISSION_PERIODS,
  type Locale,
  type MissionEvent,
  type MissionKind,
  type MissionPeriod,
} from "@vitrine/schema";
import { perLocale, perLocaleOf } from "../../../shared/forms/localeTexts";

export interface MissionFormValues {
  number: number | string;
  kind: MissionKind;
  period: MissionPeriod;
  reward: number | string;
  event: MissionEvent;
  target: number | string;
  publisherId: string;
  seriesId: string;
  titles: Record<Locale, string>;
  descriptions: Record<Locale, string>;
}

export function emptyMissionForm(issuer = false): MissionFormValues {
  return {
    number: "",
    kind: issuer ? "ISSUER" : "BEGINNER",
    period: "NONE",
    reward: 10,
    event: "verify-email",
    target: 1,
    publisherId: "",
    seriesId: "",
    titles: perLocale(),
    descriptions: perLocale(),
  };
}

export interface EditedMission {
  id: string;
  version: number;
  number: number;
  kind: string;
  period: string;
  reward: number;
  event: string;
  target: number;
  publisherId?: string | null;
  seriesId?: string | null;
  texts: { language: string; title: string; description: string }[];
}

const pick = <T extends string>(list: readonly T[], value: string, fallback: T): T =>
  (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The form of an existing mission (staff edit). */
export function missionFormOf(m: EditedMission): MissionFormValues {
  return {
    number: m.number,
    kind: pick(MISSION_KINDS, m.kind, "OTHER"),
    period: pick(MISSION_PERIODS, m.period, "NONE"),
    reward: m.reward,
    event: pick(MISSION_EVENTS, m.event, "register"),
    target: m.target,
    publisherId: m.publisherId ?? "",
    seriesId: m.seriesId ?? "",
    titles: perLocaleOf(m.texts, "title"),
    descriptions: perLocaleOf(m.texts, "description"),
  };
}

const whole = (max: number, min = 1) =>
  z.coerce
    .number({ message: "validation.wholeNumber" })
    .int({ message: "validation.wholeNumber" })
    .min(min, { message: "validation.wholeNumber" })
    .max(max, { message: "validation.wholeNumber" });
const title = z.string().trim().max(MISSION_LIMITS.title, { message: "validation.invalid" });
const id = z.string().regex(/^(\d{1,10})?$/, { message: "validation.id" });

/** The staff form's checks (the gateway checks them again with missionRule). */
export const missionFormSchema = z
  .object({
    number: whole(MISSION_LIMITS.number),
    reward: whole(MISSION_LIMITS.reward),
    target: whole(MISSION_LIMITS.target),
    publisherId: id,
    seriesId: id,
    titles: z.object({ tw: title.min(1, { message: "validation.required" }) }).catchall(title),
    descriptions: z.record(
      z.string(),
      z.string().max(MISSION_LIMITS.description, { message: "validation.invalid" }),
    ),
  })
  .loose()
  .refine((v) => (v.kind === "PERIODIC") === (v.period !== "NONE"), {
    path: ["period"],
    message: "staff.missions.periodRule",
  })
  .refine((v) => (v.kind === "ISSUER") === (v.publisherId !== ""), {
    path: ["publisherId"],
    message: "staff.missions.publisherRule",
  })
  .refine((v) => (v.event === "holding-changed") === (v.seriesId !== ""), {
    path: ["seriesId"],
    message: "staff.missions.seriesRule",
  });

/** The API input: a text for each language with a title. */
export function toMissionInput(v: MissionFormValues) {
  return {
    number: Number(v.number),
    kind: v.kind,
    period: v.period,
    reward: Number(v.reward),
    event: v.event,
    target: Number(v.target),
    publisherId: v.publisherId.trim() || null,
    seriesId: v.seriesId.trim() || null,
    texts: LOCALES.filter((l) => v.titles[l].trim()).map((l) => ({
      language: l,
      title: v.titles[l].trim(),
      description: v.descriptions[l].trim(),
    })),
  };
}
