import { z } from "zod";
import {
  CAMPAIGN_LIMITS,
  DEFAULT_CAMPAIGN_WINNERS,
  LOCALES,
  MAX_CAMPAIGN_STAMPS,
  MAX_CAMPAIGN_WINNERS,
  type StampAction,
} from "@vitrine/schema";

import {
  fromGmt8Input,
  gmt8WallTime,
  perLocale,
  perLocaleOf,
  toGmt8Input,
  type PerLocale,
} from "../../../shared/forms/localeTexts";

export interface StampFormValues {
  id: string | null;
  action: StampAction;
  refId: string;
  names: PerLocale;
  hints: PerLocale;
}

export interface CampaignFormValues {
  titles: PerLocale;
  descriptions: PerLocale;
  prizes: PerLocale;
  /** GMT+8 wall time, "YYYY-MM-DD HH:mm". */
  startsAt: string;
  endsAt: string;
  winnersCount: number;
  stamps: StampFormValues[];
}

export const emptyStamp = (): StampFormValues => ({
  id: null,
  action: "VENUE_QR",
  refId: "",
  names: perLocale(),
  hints: perLocale(),
});

export function emptyCampaignForm(now = new Date()): CampaignFormValues {
  return {
    titles: perLocale(),
    descriptions: perLocale(),
    prizes: perLocale(),
    startsAt: toGmt8Input(now),
    endsAt: toGmt8Input(new Date(now.getTime() + 30 * 86_400_000)),
    winnersCount: DEFAULT_CAMPAIGN_WINNERS,
    stamps: [emptyStamp()],
  };
}

interface StaffCampaign {
  startsAt: string;
  endsAt: string;
  winnersCount: number;
  texts: { language: string; title: string; description: string; prize: string }[];
  stamps: { id: string; action: string; refId?: string | null }[];
  stampTexts: { stampId: string; texts: { language: string; name: string; hint: string }[] }[];
}

export function campaignFormOf(c: StaffCampaign): CampaignFormValues {
  return {
    titles: perLocaleOf(c.texts, "title"),
    descriptions: perLocaleOf(c.texts, "description"),
    prizes: perLocaleOf(c.texts, "prize"),
    startsAt: toGmt8Input(c.startsAt),
    endsAt: toGmt8Input(c.endsAt),
    winnersCount: c.winnersCount,
    stamps: c.stamps.map((s) => {
      const texts = c.stampTexts.find((x) => x.stampId === s.id)?.texts ?? [];
      return {
        id: s.id,
        action: s.action as StampAction,
        refId: s.refId ?? "",
        names: perLocaleOf(texts, "name"),
        hints: perLocaleOf(texts, "hint"),
      };
    }),
  };
}

const wallTime = gmt8WallTime;
const title = z.string().trim().max(CAMPAIGN_LIMITS.title, { message: "validation.tooLong" });
const stampName = z.string().trim().max(CAMPAIGN_LIMITS.stampName, { message: "validation.tooLong" });

/** The staff form's checks (the gateway checks them again with campaignRule). */
export const campaignFormSchema = z
  .object({
    titles: z.object({ tw: title.min(1, { message: "validation.required" }) }).catchall(title),
    startsAt: wallTime,
    endsAt: wallTime,
    winnersCount: z
      .number({ message: "validation.required" })
      .int({ message: "validation.invalid" })
      .min(1, { message: "validation.invalid" })
      .max(MAX_CAMPAIGN_WINNERS, { message: "validation.invalid" }),
    stamps: z
      .array(
        z
          .object({
            action: z.string(),
            refId: z.string().regex(/^(\d{1,19})?$/, { message: "validation.id" }),
            names: z.object({ tw: stampName.min(1, { message: "validation.required" }) }).catchall(stampName),
          })
          .loose()
          .refine((s) => s.action === "VENUE_QR" || s.refId.trim() !== "", {
            path: ["refId"],
            message: "validation.required",
          }),
      )
      .min(1)
      .max(MAX_CAMPAIGN_STAMPS),
  })
  .loose()
  .refine((v) => !wallTime.safeParse(v.endsAt).success || v.endsAt > v.startsAt, {
    path: ["endsAt"],
    message: "staff.stamps.endsAfterStart",
  });

export function toCampaignInput(v: CampaignFormValues) {
  return {
    texts: LOCALES.filter((l) => v.titles[l].trim()).map((l) => ({
      language: l,
      title: v.titles[l].trim(),
      description: v.descriptions[l].trim(),
      prize: v.prizes[l].trim(),
    })),
    startsAt: fromGmt8Input(v.startsAt),
    endsAt: fromGmt8Input(v.endsAt),
    winnersCount: v.winnersCount,
    stamps: v.stamps.map((s) => ({
      id: s.id,
      action: s.action,
      refId: s.action === "VENUE_QR" ? null : s.refId.trim() || null,
      texts: LOCALES.filter((l) => s.names[l].trim()).map((l) => ({
        language: l,
        name: s.names[l].trim(),
        hint: s.hints[l].trim(),
      })),
    })),
  };
}
