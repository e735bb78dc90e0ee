/**
 * The Jpower store (issue 16 item 2): items bought with Jpower, the receiver of a physical item (spec
 * §3 Receiver info, §5 phone rule and required fields), and the staff's item and shipment inputs. One
 * set of models for the gateway's input parsing and the client's forms; the lengths fit the columns of
 * migration 1795582000000.
 */
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../locales.js";
import { TW_MOBILE } from "./phone.js";

export const STORE_ITEM_KINDS = ["PHYSICAL", "DIGITAL"] as const;
export type StoreItemKind = (typeof STORE_ITEM_KINDS)[number];

/** PAID (waiting for staff: "processing") → SHIPPED → DELIVERED; PAID → CANCELLED. Digital: DELIVERED at once. */
export const STORE_ORDER_STATUSES = ["PAID", "SHIPPED", "DELIVERED", "CANCELLED"] as const;
export type StoreOrderStatus = (typeof STORE_ORDER_STATUSES)[number];

export const STORE_LIMITS = {
  name: 80,
  description: 1000,
  imageUrl: 500,
  /** Spec §9: number limit 9999999999. */
  price: 9_999_999_999,
  stock: 1_000_000,
  perMemberLimit: 100,
  /** Units in one purchase. */
  quantity: 10,
  receiverName: 100,
  address: 255,
  carrier: 60,
  trackingNumber: 60,
  /** Saved receiver addresses per member. */
  savedAddresses: 10,
} as const;

const required = (max: number) =>
  z.string().trim().min(1, { message: "validation.required" }).max(max, { message: "validation.tooLong" });

/** Spec §5: a mobile number is 09 followed by 8 digits ('incorrect phone format'). */
export const storePhoneRule = z
  .string()
  .trim()
  .min(1, { message: "validation.required" })
  .regex(TW_MOBILE, { message: "validation.phone" });

/** Spec §3 Receiver info: name, phone, address — all required (spec §5 'Please enter information'). */
export const storeReceiverRule = z.object({
  name: required(STORE_LIMITS.receiverName),
  phone: storePhoneRule,
  address: required(STORE_LIMITS.address),
});
export type StoreReceiverInput = z.infer<typeof storeReceiverRule>;

/** The client's request id: the same id twice is one order. */
export const storeRequestIdRule = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "validation.format" });

const rowId = z.string().regex(/^[1-9]\d{0,18}$/, { message: "validation.id" });

export const storeBuyRule = z.object({
  itemId: rowId,
  quantity: z.number().int().min(1).max(STORE_LIMITS.quantity).default(1),
  receiver: storeReceiverRule.nullish(),
  /** Also keep the receiver in the member's address book. */
  saveAddress: z.boolean().default(false),
  requestId: storeRequestIdRule,
});
export type StoreBuyInput = z.input<typeof storeBuyRule>;

export const storeItemTextRule = z.object({
  language: z.enum(LOCALES),
  name: required(STORE_LIMITS.name),
  description: z.string().trim().max(STORE_LIMITS.description, { message: "validation.tooLong" }),
});

/** A store item as staff create or edit it: tw's name is required; a digital item names its card. */
export const storeItemRule = z
  .object({
    kind: z.enum(STORE_ITEM_KINDS),
    cardId: rowId.nullable(),
    price: z.string().regex(/^[1-9]\d{0,9}$/, { message: "validation.wholeNumber" }),
    stock: z.number().int().min(0).max(STORE_LIMITS.stock),
    perMemberLimit: z.number().int().min(1).max(STORE_LIMITS.perMemberLimit),
    imageUrl: z.string().trim().max(STORE_LIMITS.imageUrl, { message: "validation.tooLong" }),
    startsAt: z.date().nullable(),
    endsAt: z.date().nullable(),
    active: z.boolean(),
    texts: z.array(storeItemTextRule).min(1).max(LOCALES.length),
  })
  .refine((v) => new Set(v.texts.map((t) => t.language)).size === v.texts.length, {
    path: ["texts"],
    message: "validation.invalid",
  })
  .refine((v) => v.texts.some((t) => t.language === DEFAULT_LOCALE), {
    path: ["texts"],
    message: "validation.required",
  })
  .refine((v) => (v.kind === "DIGITAL") === (v.cardId !== null), {
    path: ["cardId"],
    message: "validation.required",
  })
  .refine((v) => !v.startsAt || !v.endsAt || v.endsAt > v.startsAt, {
    path: ["endsAt"],
    message: "validation.invalid",
  })
  .refine((v) => Number(v.price) <= STORE_LIMITS.price, { path: ["price"], message: "validation.tooLarge" });
export type StoreItemInput = z.infer<typeof storeItemRule>;

/** Staff mark an order shipped: the carrier and its tracking number. */
export const storeShipmentRule = z.object({
  carrier: required(STORE_LIMITS.carrier),
  trackingNumber: required(STORE_LIMITS.trackingNumber),
});
export type StoreShipmentInput = z.infer<typeof storeShipmentRule>;
