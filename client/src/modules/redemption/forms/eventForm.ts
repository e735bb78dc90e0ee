import { z } from "zod";
import { LOCALES, type Locale } from "@vitrine/schema";
import { perLocale } from "../../../shared/forms/localeTexts";
import type { RedeemEventInput, RedeemRewardKind } from "../graphql/types";

export const REWARD_KINDS: readonly RedeemRewardKind[] = [
  "CARD_UNITS",
  "CARD_CHOICE",
  "JPOINT",
  "PHYSICAL_GIFT",
];

export interface EventFormValues {
  names: Record<Locale, string>;
  descriptions: Record<Locale, string>;
  giftNames: Record<Locale, string>;
  publisherId: string | null;
  startsAt: string;
  endsAt: string;
  rewardKind: RedeemRewardKind;
  cardIds: string;
  unitsPerRedemption: number;
  jpointAmount: string;
  stock: number;
  perAccountLimit: number;
  allowDuplicates: boolean;
  packName: string;
}

export function emptyEventForm(): EventFormValues {
  return {
    names: perLocale(),
    descriptions: perLocale(),
    giftNames: perLocale(),
    publisherId: null,
    startsAt: "",
    endsAt: "",
    rewardKind: "CARD_UNITS",
    cardIds: "",
    unitsPerRedemption: 1,
    jpointAmount: "",
    stock: 100,
    perAccountLimit: 1,
    allowDuplicates: true,
    packName: "",
  };
}

const cardIdList = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The staff form's checks; the gateway checks them again. */
export const eventFormSchema = z
  .object({
    names: z.object({ tw: z.string().trim().min(1, { message: "validation.required" }) }).loose(),
    startsAt: z.string().min(1, { message: "validation.required" }),
    endsAt: z.string().min(1, { message: "validation.required" }),
    rewardKind: z.enum(["CARD_UNITS", "CARD_CHOICE", "JPOINT", "PHYSICAL_GIFT"]),
    cardIds: z.string(),
    jpointAmount: z.string(),
    giftNames: z.object({ tw: z.string() }).loose(),
    unitsPerRedemption: z.number().int().min(1, { message: "validation.outOfRange" }),
    stock: z.number().int().min(1, { message: "validation.outOfRange" }),
    perAccountLimit: z.number().int().min(1, { message: "validation.outOfRange" }),
  })
  .loose()
  .refine((v) => Date.parse(v.endsAt) > Date.parse(v.startsAt), {
    message: "redeem.staff.endBeforeStart",
    path: ["endsAt"],
  })
  .refine(
    (v) =>
      (v.rewardKind !== "CARD_UNITS" || cardIdList(v.cardIds).length === 1) &&
      (v.rewardKind !== "CARD_CHOICE" || cardIdList(v.cardIds).length >= 2),
    { message: "redeem.staff.cardsNeeded", path: ["cardIds"] },
  )
  .refine((v) => v.rewardKind !== "JPOINT" || /^[1-9]\d*$/.test(v.jpointAmount.trim()), {
    message: "validation.wholeNumber",
    path: ["jpointAmount"],
  })
  .refine((v) => v.rewardKind !== "PHYSICAL_GIFT" || v.giftNames.tw.trim().length > 0, {
    message: "validation.required",
    path: ["giftNames.tw"],
  });

/** The form's values as the createRedeemEvent input (a text per language that has a name; tw always). */
export function toEventInput(v: EventFormValues): RedeemEventInput {
  const cards = v.rewardKind === "CARD_UNITS" || v.rewardKind === "CARD_CHOICE";
  const gift = v.rewardKind === "PHYSICAL_GIFT";
  return {
    texts: LOCALES.filter((l) => l === "tw" || v.names[l].trim()).map((l) => ({
      locale: l,
      name: v.names[l].trim(),
      description: v.descriptions[l].trim(),
      giftName: gift ? v.giftNames[l].trim() || null : null,
    })),
    publisherId: v.publisherId || null,
    startsAt: new Date(v.startsAt).toISOString(),
    endsAt: new Date(v.endsAt).toISOString(),
    rewardKind: v.rewardKind,
    cardIds: cards ? cardIdList(v.cardIds) : [],
    unitsPerRedemption: v.unitsPerRedemption,
    jpointAmount: v.rewardKind === "JPOINT" ? v.jpointAmount.trim() : null,
    stock: v.stock,
    perAccountLimit: v.perAccountLimit,
    allowDuplicates: v.allowDuplicates,
    packName: v.packName.trim() || null,
  };
}
