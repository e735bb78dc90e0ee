import { z } from "zod";
import { TW_MOBILE } from "@vitrine/schema";

export interface ShipmentValues {
  name: string;
  phone: string;
  address: string;
}

/** Where a physical gift goes (spec §5: the phone is a Taiwan mobile, 09 and 8 digits). */
export const shipmentFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(50, { message: "validation.nameTooLong" }),
  phone: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .regex(TW_MOBILE, { message: "validation.phone" }),
  address: z
    .string()
    .trim()
    .min(5, { message: "redeem.shipment.addressShort" })
    .max(200, { message: "validation.tooLong" }),
});

/** The code field: letters and digits once spaces and dashes are dropped. */
export const codeFormSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/[\s-]+/g, "").toUpperCase())
    .pipe(
      z
        .string()
        .min(1, { message: "validation.required" })
        .regex(/^[0-9A-Z]{4,64}$/, { message: "redeem.code.invalid" }),
    ),
});
