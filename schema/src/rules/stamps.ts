/**
 * The stamp-collection activity (issue 16; docs/STAMPS.md): campaigns with texts per language, stamps
 * earned by actions, a window and a prize drawn among the members who completed every stamp. One set of
 * models for the gateway's input parsing and the client's staff form.
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../locales.js";

/** Winners drawn when a campaign does not say otherwise (spec §9: 200 prize winners). */
export const DEFAULT_CAMPAIGN_WINNERS = 200;
export const MAX_CAMPAIGN_WINNERS = 100_000;
export const MAX_CAMPAIGN_STAMPS = 20;

/** What earns a stamp: a venue QR scanned, a purchase from a release, a quiz passed, a code redeemed. */
export const STAMP_ACTIONS = ["VENUE_QR", "PURCHASE", "QUIZ", "REDEEM"] as const;
export type StampAction = (typeof STAMP_ACTIONS)[number];

export const CAMPAIGN_LIMITS = {
  title: 120,
  description: 4000,
  prize: 500,
  stampName: 60,
  stampHint: 300,
} as const;

const rowId = z.string().regex(/^[1-9]\d{0,18}$/, { message: "validation.id" });
const oneEach = <T extends { language: string }>(texts: T[]) =>
  new Set(texts.map((t) => t.language)).size === texts.length &&
  texts.some((t) => t.language === DEFAULT_LOCALE);

export const campaignTextRule = z.object({
  language: z.enum(LOCALES),
  title: z.string().trim().min(1, { message: "validation.required" }).max(CAMPAIGN_LIMITS.title),
  description: z.string().trim().max(CAMPAIGN_LIMITS.description),
  prize: z.string().trim().max(CAMPAIGN_LIMITS.prize),
});

export const stampTextRule = z.object({
  language: z.enum(LOCALES),
  name: z.string().trim().min(1, { message: "validation.required" }).max(CAMPAIGN_LIMITS.stampName),
  hint: z.string().trim().max(CAMPAIGN_LIMITS.stampHint),
});

export const stampRule = z
  .object({
    /** An existing stamp of the campaign (edit), or none (a new stamp). */
    id: rowId.nullish(),
    action: z.enum(STAMP_ACTIONS),
    /** The release product (PURCHASE), quiz (QUIZ) or redemption event (REDEEM); none for VENUE_QR. */
    refId: rowId.nullish(),
    texts: z
      .array(stampTextRule)
      .min(1)
      .max(LOCALES.length)
      .refine(oneEach, { message: "validation.locale" }),
  })
  .refine((s) => (s.action === "VENUE_QR") === !s.refId, { path: ["refId"], message: "validation.id" });

/** A campaign as staff create or edit it. Dates are ISO instants (shown in GMT+8). */
export const campaignRule = z
  .object({
    texts: z
      .array(campaignTextRule)
      .min(1)
      .max(LOCALES.length)
      .refine(oneEach, { message: "validation.locale" }),
    startsAt: z.coerce.date(),
    endsAt: z.coerce.date(),
    winnersCount: z.number().int().min(1).max(MAX_CAMPAIGN_WINNERS).default(DEFAULT_CAMPAIGN_WINNERS),
    stamps: z.array(stampRule).min(1).max(MAX_CAMPAIGN_STAMPS),
  })
  .refine((c) => c.endsAt.getTime() > c.startsAt.getTime(), {
    path: ["endsAt"],
    message: "staff.stamps.endsAfterStart",
  });
export type CampaignInput = z.input<typeof campaignRule>;
export type CampaignParsed = z.output<typeof campaignRule>;
