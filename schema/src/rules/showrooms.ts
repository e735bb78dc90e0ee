import { z } from "zod";
import { MAX_LENGTH } from "../limits.js";

/**
 * Showrooms (spec §3 Showroom, §4, §5; issue 17): the member's rooms unlocked by the Jallery purchase.
 * One model for the gateway's input parsing and the client's forms; lengths fit the showroom columns
 * (migration 1795579000000). The cover's pixel size and byte limit are SHOWROOM_COVER in images.ts.
 */
export const SHOWROOM_LIMITS = {
  /** Rooms one member may own with Jallery. */
  roomsPerMember: 3,
  /** The most slots any template may have (a template's own slot count is its NFT max limit). */
  slotsPerRoom: 24,
  name: 40,
  description: MAX_LENGTH.description,
  templateName: 60,
  takedownReason: MAX_LENGTH.reason,
  /** Template grid: columns of the slot layout. */
  minColumns: 1,
  maxColumns: 6,
} as const;

/** Published rooms are public; private ones are seen by their owner only; TAKEN_DOWN by staff. */
export const SHOWROOM_STATUSES = ["DRAFT", "PUBLISHED", "PRIVATE", "TAKEN_DOWN"] as const;
export type ShowroomStatus = (typeof SHOWROOM_STATUSES)[number];

/** What the owner may choose when establishing or editing a room. */
export const SHOWROOM_VISIBILITIES = ["PUBLISHED", "PRIVATE"] as const;
export type ShowroomVisibility = (typeof SHOWROOM_VISIBILITIES)[number];

/** The primary product name of the Jallery feature (kind FEATURE); the seed creates it once. */
export const JALLERY_PRODUCT_NAME = "Jallery";

/** A cover key returned by the upload route (POST /showrooms/covers). */
export const showroomCoverKeyRule = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}\.(jpg|webp)$/, { message: "validation.id" });

const required = (max: number) =>
  z.string().trim().min(1, { message: "validation.required" }).max(max, { message: "validation.tooLong" });

export const showroomCreateRule = z.object({
  name: required(SHOWROOM_LIMITS.name),
  templateId: z.string().regex(/^\d{1,10}$/, { message: "validation.id" }),
});
export type ShowroomCreateInput = z.input<typeof showroomCreateRule>;

/** Everything that may change after creation; the name and the room type are not here (spec §4). */
export const showroomUpdateRule = z.object({
  description: z.string().trim().max(SHOWROOM_LIMITS.description, { message: "validation.tooLong" }),
  coverKey: showroomCoverKeyRule.nullable(),
  status: z.enum(SHOWROOM_VISIBILITIES, { message: "validation.required" }),
});
export type ShowroomUpdateInput = z.input<typeof showroomUpdateRule>;

/** The slots as the editor saves them: slot index → card id (a card may fill several slots if held). */
export const showroomSlotsRule = z
  .array(
    z.object({
      slotIndex: z
        .number()
        .int()
        .min(0)
        .max(SHOWROOM_LIMITS.slotsPerRoom - 1),
      cardId: z.string().regex(/^\d{1,10}$/, { message: "validation.id" }),
    }),
  )
  .max(SHOWROOM_LIMITS.slotsPerRoom)
  .refine((slots) => new Set(slots.map((s) => s.slotIndex)).size === slots.length, {
    message: "showrooms.validation.slotTwice",
  });

export const showroomTemplateRule = z.object({
  name: required(SHOWROOM_LIMITS.templateName),
  columns: z.number().int().min(SHOWROOM_LIMITS.minColumns).max(SHOWROOM_LIMITS.maxColumns),
  slotCount: z.number().int().min(1).max(SHOWROOM_LIMITS.slotsPerRoom),
});
export type ShowroomTemplateInput = z.input<typeof showroomTemplateRule>;

export const showroomTakedownRule = required(SHOWROOM_LIMITS.takedownReason);
