import { CARD_LIMITS, IMAGE_MAX_BYTES, MAX_LENGTH } from "@vitrine/schema";
import { z } from "zod";
import type {
  CreateCardInput,
  CreatePackageProductInput,
  UpdatePackageProductInput,
  UpdateReleaseInput,
} from "../../../../gql/graphql";
import { intOrNull, isoOrNull } from "./fields";

/*
 * The staff catalogue's forms (@mantine/form with these zod rules): a new card, a new release, an
 * edit of a release, a new card package and an edit of a package's terms. Values are the inputs' strings; the rules' messages are locale keys. The gateway
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

/** Rarity names as the gateway takes them (upper-cased on the way out). */
const RARITY = /^[A-Z][A-Z0-9_]{0,15}$/;

/** One weighted card of a package's pool; `key` only keeps each row's inputs apart. */
const poolEntrySchema = z.object({
  key: z.string(),
  cardId: required,
  rarity: required.refine((v) => RARITY.test(v.trim().toUpperCase()), {
    message: "staff.packages.rarityFormat",
  }),
  weight: whole,
});
export type PoolEntryValues = z.infer<typeof poolEntrySchema>;

let poolKeys = 0;
export const newPoolEntry = (): PoolEntryValues => ({
  key: `pool-${++poolKeys}`,
  cardId: "",
  rarity: "COMMON",
  weight: "",
});

const openNotBeforeRelease = (v: { releaseAt: string; openAt: string }) =>
  v.releaseAt === "" || v.openAt === "" || new Date(v.openAt) >= new Date(v.releaseAt);

export const packageFormSchema = z
  .object({
    name: required.max(MAX_LENGTH.productName, { message: "validation.tooLong" }),
    description: z.string(),
    priceTwd: whole,
    priceJpoint: optionalWhole,
    totalSupply: whole,
    cardsPerPackage: whole.refine((v) => Number(v) <= 20, { message: "validation.outOfRange" }),
    releaseAt: required,
    openAt: required,
    pool: z.array(poolEntrySchema).min(1, { message: "validation.required" }),
  })
  .refine(openNotBeforeRelease, { message: "validation.outOfRange", path: ["openAt"] })
  .superRefine((v, ctx) => {
    // A card appears once in a pool: the later rows naming it are marked.
    const seen = new Set<string>();
    v.pool.forEach((entry, i) => {
      if (entry.cardId && seen.has(entry.cardId)) {
        ctx.addIssue({
          code: "custom",
          message: "staff.packages.poolDuplicate",
          path: ["pool", i, "cardId"],
        });
      }
      seen.add(entry.cardId);
    });
  });
export type PackageFormValues = z.infer<typeof packageFormSchema>;

export const emptyPackageForm = (): PackageFormValues => ({
  name: "",
  description: "",
  priceTwd: "",
  priceJpoint: "",
  totalSupply: "",
  cardsPerPackage: "",
  releaseAt: "",
  openAt: "",
  pool: [newPoolEntry()],
});

export function toPackageInput(v: PackageFormValues): CreatePackageProductInput {
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    priceTwd: v.priceTwd.trim(),
    priceJpoint: v.priceJpoint.trim() || null,
    totalSupply: Number(v.totalSupply),
    cardsPerPackage: Number(v.cardsPerPackage),
    releaseAt: isoOrNull(v.releaseAt)!,
    openAt: isoOrNull(v.openAt)!,
    pool: v.pool.map((e) => ({
      cardId: e.cardId,
      rarity: e.rarity.trim().toUpperCase(),
      weight: Number(e.weight),
    })),
  };
}

/** The chance per slot of a pool entry as members see it (weight / total weight), two decimals. */
export function poolPercent(pool: readonly { weight: string }[], weight: string): string {
  const total = pool.reduce((sum, e) => sum + (Number(e.weight) || 0), 0);
  return total > 0 ? ((100 * (Number(weight) || 0)) / total).toFixed(2) : "0.00";
}

/** A package's sale terms (its contents are committed by the published seed hash and not editable). */
export const packageTermsSchema = z
  .object({
    priceTwd: whole,
    priceJpoint: optionalWhole,
    totalSupply: whole,
    maxPerOrder: optionalWhole,
    releaseAt: required,
    openAt: required,
    saleEndsAt: z.string(),
  })
  .refine(openNotBeforeRelease, { message: "validation.outOfRange", path: ["openAt"] })
  .refine(endsAfterRelease, { message: "validation.outOfRange", path: ["saleEndsAt"] });
export type PackageTermsValues = z.infer<typeof packageTermsSchema>;

export function toPackageTermsInput(v: PackageTermsValues): Omit<UpdatePackageProductInput, "id"> {
  return {
    priceTwd: v.priceTwd.trim(),
    priceJpoint: v.priceJpoint.trim() || null,
    totalSupply: Number(v.totalSupply),
    maxPerOrder: intOrNull(v.maxPerOrder),
    releaseAt: isoOrNull(v.releaseAt)!,
    openAt: isoOrNull(v.openAt)!,
    saleEndsAt: isoOrNull(v.saleEndsAt),
  };
}
