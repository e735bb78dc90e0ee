/**
 * Staff catalogue rules: a new card (the console's "New card" dialog and the gateway's createCard) and
 * its artwork upload. Messages are locale keys.
 */
import { z } from "zod";

/** Column sizes of the card table (migrations/1795340000000-foundation.ts). */
export const CARD_LIMITS = {
  name: 160,
  workNumber: 64,
  edition: 64,
  size: 64,
  minYear: 1000,
  maxYear: 9999,
  maxTotalIssued: 4_294_967_295,
} as const;

/** Card artwork: JPEG, PNG or WebP under 5,000,000 bytes (spec §9 "Images 5 MB"), sniffed from the bytes. */
export const CARD_ARTWORK_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

const id = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, { message: "validation.required" });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: "validation.tooLong" })
    .nullish()
    .transform((v) => (v ? v : null));

export const newCardRule = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(CARD_LIMITS.name, { message: "validation.tooLong" }),
  artistId: id,
  publisherId: id,
  seriesId: id.nullish().transform((v) => v ?? null),
  chainId: id,
  workNumber: optionalText(CARD_LIMITS.workNumber),
  edition: optionalText(CARD_LIMITS.edition),
  size: optionalText(CARD_LIMITS.size),
  creationYear: z
    .number({ message: "validation.outOfRange" })
    .int({ message: "validation.outOfRange" })
    .min(CARD_LIMITS.minYear, { message: "validation.outOfRange" })
    .max(CARD_LIMITS.maxYear, { message: "validation.outOfRange" })
    .nullish()
    .transform((v) => v ?? null),
  totalIssued: z
    .number({ message: "validation.required" })
    .int({ message: "validation.outOfRange" })
    .min(1, { message: "validation.outOfRange" })
    .max(CARD_LIMITS.maxTotalIssued, { message: "validation.outOfRange" }),
  releaseAt: z.coerce.date({ message: "validation.required" }),
});
export type NewCardInput = z.input<typeof newCardRule>;
export type NewCard = z.output<typeof newCardRule>;
