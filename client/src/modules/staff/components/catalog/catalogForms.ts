import { CARD_LIMITS, IMAGE_MAX_BYTES, MAX_LENGTH } from "@vitrine/schema";
import { z } from "zod";
import type { CreateCardInput, UpdateReleaseInput } from "../../../../gql/graphql";
import { intOrNull, isoOrNull } from "./fields";

/*
 * The staff catalogue's forms (@mantine/form with these zod rules): a new card, a new release and an
 * edit of a release. Values are the inputs' strings; the rules' messages are locale keys. The gateway
 * checks the same limits again (schema/src/rules/staff-catalog.ts).
 */

const required = z.string().trim().min(1, { message: "validation.required" });
const whole = required
  .regex(/^\d{1,10}$/, { message: "validation.wholeNumber" })
  .refine((v) => Number(v) > 0, { message: "validation.outOfRange" });
const optionalWhole = z
  .string()
  .trim()
  .refine((v) => v === "" || (/^\d{1,10}$/.test(v) && Number(v) > 0), { message: "validation.wholeNumber" });
const optionalText = (max: number) => z.string().trim().max(max, { message: "validation.tooLong" });

export const cardFormSchema = z.object({
  name: required.max(CARD_LIMITS.name, { message: "validation.tooLong" }),
  artistId: required,
  publisherId: required,
  seriesId: z.string(),
  chainId: required,
  workNumber: optionalText(CARD_LIMITS.workNumber),
  edition: optionalText(CARD_LIMITS.edition),
  size: optionalText(CARD_LIMITS.size),
  creationYear: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{4}$/.test(v) && Number(v) >= CARD_LIMITS.minYear), {
      message: "validation.outOfRange",
    }),
  totalIssued: whole,
  releaseAt: required,
});
export type CardFormValues = z.infer<typeof cardFormSchema>;

export const emptyCardForm = (): CardFormValues => ({
  name: "",
  artistId: "",
  publisherId: "",
  seriesId: "",
  chainId: "",
  workNumber: "",
  edition: "",
  size: "",
  creationYear: String(new Date().getFullYear()),
  totalIssued: "",
  releaseAt: "",
});

export function toCardInput(v: CardFormValues): CreateCardInput {
  return {
    name: v.name.trim(),
    artistId: v.artistId,
    publisherId: v.publisherId,
    seriesId: v.seriesId || null,
    chainId: v.chainId,
    workNumber: v.workNumber.trim() || null,
    edition: v.edition.trim() || null,
    size: v.size.trim() || null,
    creationYear: intOrNull(v.creationYear),
    totalIssued: Number(v.totalIssued),
    releaseAt: isoOrNull(v.releaseAt)!,
  };
}

/** The artwork file as the browser reports it: a JPEG, PNG or WebP under 5,000,000 bytes. */
export const artworkFileSchema = z.object({
  type: z.enum(["image/jpeg", "image/png", "image/webp"], { message: "error.IMAGE_TYPE_NOT_ALLOWED" }),
  size: z.number().lt(IMAGE_MAX_BYTES, { message: "error.IMAGE_TOO_LARGE" }),
});

/** The sale terms both the new-release and the edit dialogs hold. */
const termsShape = {
  priceTwd: whole,
  discountPriceTwd: optionalWhole,
  priceJpoint: optionalWhole,
  totalSupply: whole,
  maxPerOrder: optionalWhole,
  releaseAt: required,
  saleEndsAt: z.string(),
};
const discountBelowPrice = (v: { priceTwd: string; discountPriceTwd: string }) =>
  v.discountPriceTwd.trim() === "" || Number(v.discountPriceTwd) < Number(v.priceTwd);
const endsAfterRelease = (v: { releaseAt: string; saleEndsAt: string }) =>
  v.saleEndsAt === "" || v.releaseAt === "" || new Date(v.saleEndsAt) > new Date(v.releaseAt);

export const termsSchema = z
  .object(termsShape)
  .refine(discountBelowPrice, { message: "validation.outOfRange", path: ["discountPriceTwd"] })
  .refine(endsAfterRelease, { message: "validation.outOfRange", path: ["saleEndsAt"] });
export type TermsValues = z.infer<typeof termsSchema>;

export const releaseFormSchema = z
  .object({
    ...termsShape,
    cardId: required,
    name: required.max(MAX_LENGTH.productName, { message: "validation.tooLong" }),
    description: z.string(),
  })
  .refine(discountBelowPrice, { message: "validation.outOfRange", path: ["discountPriceTwd"] })
  .refine(endsAfterRelease, { message: "validation.outOfRange", path: ["saleEndsAt"] });
export type ReleaseFormValues = z.infer<typeof releaseFormSchema>;

export const emptyReleaseForm = (cardId = "", name = ""): ReleaseFormValues => ({
  cardId,
  name,
  description: "",
  priceTwd: "",
  discountPriceTwd: "",
  priceJpoint: "",
  totalSupply: "",
  maxPerOrder: "",
  releaseAt: "",
  saleEndsAt: "",
});

export function toTermsInput(v: TermsValues): Omit<UpdateReleaseInput, "id"> {
  return {
    priceTwd: Number(v.priceTwd),
    discountPriceTwd: intOrNull(v.discountPriceTwd),
    priceJpoint: intOrNull(v.priceJpoint),
    totalSupply: Number(v.totalSupply),
    maxPerOrder: intOrNull(v.maxPerOrder),
    releaseAt: isoOrNull(v.releaseAt)!,
    saleEndsAt: isoOrNull(v.saleEndsAt),
  };
}

/** An ISO instant as a `datetime-local` value in the staff member's own clock. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
