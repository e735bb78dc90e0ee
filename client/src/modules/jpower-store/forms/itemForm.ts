import { LOCALES, STORE_LIMITS, type Locale, type StoreItemKind } from "@vitrine/schema";
import { z } from "zod";
import { perLocale, perLocaleOf } from "../../../shared/forms/localeTexts";

export interface StoreItemFormValues {
  kind: StoreItemKind;
  cardId: string;
  price: string;
  stock: string;
  perMemberLimit: string;
  imageUrl: string;
  /** datetime-local values (the browser's time), "" for none. */
  startsAt: string;
  endsAt: string;
  active: boolean;
  names: Record<Locale, string>;
  descriptions: Record<Locale, string>;
}

export function emptyItemForm(): StoreItemFormValues {
  return {
    kind: "PHYSICAL",
    cardId: "",
    price: "",
    stock: "",
    perMemberLimit: "1",
    imageUrl: "",
    startsAt: "",
    endsAt: "",
    active: true,
    names: perLocale(),
    descriptions: perLocale(),
  };
}

const local = (iso: string | null | undefined) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** The form of an existing item (staff edit). */
export function itemFormOf(i: {
  kind: StoreItemKind;
  cardId?: string | null;
  price: string;
  stock: number;
  perMemberLimit: number;
  imageUrl: string;
  startsAt?: string | null;
  endsAt?: string | null;
  active: boolean;
  texts: { language: string; name: string; description: string }[];
}): StoreItemFormValues {
  return {
    kind: i.kind,
    cardId: i.cardId ?? "",
    price: i.price,
    stock: String(i.stock),
    perMemberLimit: String(i.perMemberLimit),
    imageUrl: i.imageUrl,
    startsAt: local(i.startsAt),
    endsAt: local(i.endsAt),
    active: i.active,
    names: perLocaleOf(i.texts, "name"),
    descriptions: perLocaleOf(i.texts, "description"),
  };
}

const name = z.string().trim().max(STORE_LIMITS.name, { message: "validation.tooLong" });
const whole = (max: number, min: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, { message: "validation.wholeNumber" })
    .refine((v) => Number(v) >= min && Number(v) <= max, { message: "validation.outOfRange" });

/** The staff form's checks (the gateway checks them again with storeItemRule). */
export const itemFormSchema = z
  .object({
    kind: z.enum(["PHYSICAL", "DIGITAL"]),
    cardId: z.string().regex(/^(\d{1,10})?$/, { message: "validation.id" }),
    price: whole(STORE_LIMITS.price, 1),
    stock: whole(STORE_LIMITS.stock, 0),
    perMemberLimit: whole(STORE_LIMITS.perMemberLimit, 1),
    imageUrl: z.string().max(STORE_LIMITS.imageUrl, { message: "validation.tooLong" }),
    names: z.object({ tw: name.min(1, { message: "validation.required" }) }).catchall(name),
  })
  .loose()
  .refine((v) => v.kind === "PHYSICAL" || v.cardId !== "", {
    path: ["cardId"],
    message: "validation.required",
  });

/** The API input: a text for each language with a name. */
export function toItemInput(v: StoreItemFormValues) {
  return {
    kind: v.kind,
    cardId: v.kind === "DIGITAL" ? v.cardId.trim() || null : null,
    price: v.price.trim(),
    stock: Number(v.stock),
    perMemberLimit: Number(v.perMemberLimit),
    imageUrl: v.imageUrl.trim(),
    startsAt: v.startsAt ? new Date(v.startsAt).toISOString() : null,
    endsAt: v.endsAt ? new Date(v.endsAt).toISOString() : null,
    active: v.active,
    texts: LOCALES.filter((l) => v.names[l].trim()).map((l) => ({
      language: l,
      name: v.names[l].trim(),
      description: v.descriptions[l].trim(),
    })),
  };
}
