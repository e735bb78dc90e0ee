import { z } from "zod";
import {
  CAMPAIGN_LIMITS,
  DEFAULT_CAMPAIGN_WINNERS,
  LOCALES,
  MAX_CAMPAIGN_STAMPS,
  MAX_CAMPAIGN_WINNERS,
  type Locale,
  type StampAction,
} from "@vitrine/schema";

type PerLocale = Record<Locale, string>;
const perLocale = (pick: (l: Locale) => string = () => "") =>
  Object.fromEntries(LOCALES.map((l) => [l, pick(l)])) as PerLocale;

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

const GMT8_MS = 8 * 3600_000;
/** An instant as GMT+8 wall time for the form. */
export function toGmt8Input(value: Date | string): string {
  return new Date(new Date(value).getTime() + GMT8_MS).toISOString().slice(0, 16).replace("T", " ");
}
/** The form's GMT+8 wall time as an ISO instant. */
export function fromGmt8Input(value: string): string {
  return new Date(`${value.trim().replace(" ", "T")}:00+08:00`).toISOString();
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
  const text = (l: Locale) => c.texts.find((t) => t.language === l);
  return {
    titles: perLocale((l) => text(l)?.title ?? ""),
    descriptions: perLocale((l) => text(l)?.description ?? ""),
    prizes: perLocale((l) => text(l)?.prize ?? ""),
    startsAt: toGmt8Input(c.startsAt),
    endsAt: toGmt8Input(c.endsAt),
    winnersCount: c.winnersCount,
    stamps: c.stamps.map((s) => {
      const texts = c.stampTexts.find((x) => x.stampId === s.id)?.texts ?? [];
      const st = (l: Locale) => texts.find((t) => t.language === l);
      return {
        id: s.id,
        action: s.action as StampAction,
        refId: s.refId ?? "",
        names: perLocale((l) => st(l)?.name ?? ""),
        hints: perLocale((l) => st(l)?.hint ?? ""),
      };
    }),
  };
}

const wallTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, { message: "validation.format" });
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
