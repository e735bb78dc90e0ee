/**
 * The celebrity index board (issue 17): staff-edited celebrities with a name and bio per language, and
 * the board's periods. One set of models for the gateway's input parsing and the client's staff form;
 * the lengths fit the columns of migration 1795580000000.
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../locales.js";

export const CELEBRITY_KINDS = ["STAR", "ARTIST"] as const;
export type CelebrityKind = (typeof CELEBRITY_KINDS)[number];

/** Board periods, all in GMT+8: the calendar day, the week from Monday, the calendar month. */
export const CELEBRITY_PERIODS = ["DAY", "WEEK", "MONTH"] as const;
export type CelebrityPeriod = (typeof CELEBRITY_PERIODS)[number];

export const CELEBRITY_LIMITS = {
  /** celebrity_text.name VARCHAR(80). */
  name: 80,
  /** celebrity_text.bio VARCHAR(2000). */
  bio: 2000,
} as const;

/** A period's start as the API carries it: a GMT+8 calendar date. */
export const celebrityPeriodStartRule = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const celebrityTextRule = z.object({
  language: z.enum(LOCALES),
  name: z.string().trim().min(1).max(CELEBRITY_LIMITS.name),
  bio: z.string().trim().max(CELEBRITY_LIMITS.bio),
});
export type CelebrityTextInput = z.infer<typeof celebrityTextRule>;

/** A celebrity as staff create or edit it: the default language's name is required, others optional. */
export const celebrityRule = z
  .object({
    kind: z.enum(CELEBRITY_KINDS),
    artistId: z
      .string()
      .regex(/^\d{1,10}$/)
      .nullable(),
    texts: z.array(celebrityTextRule).min(1).max(LOCALES.length),
  })
  .refine((v) => new Set(v.texts.map((t) => t.language)).size === v.texts.length, {
    path: ["texts"],
    message: "one text per language",
  })
  .refine((v) => v.texts.some((t) => t.language === DEFAULT_LOCALE), {
    path: ["texts"],
    message: "the default language's name is required",
  });
export type CelebrityInput = z.infer<typeof celebrityRule>;
