import { z } from "zod";
import { PARTNER_LIMITS, PARTNER_SCOPES, partnerUrlRule, type PartnerScope } from "@vitrine/schema";

export interface PartnerFormValues {
  name: string;
  scopes: PartnerScope[];
  callbackUrl: string;
  publisherId: string;
}

export function emptyPartnerForm(): PartnerFormValues {
  return { name: "", scopes: ["members:read"], callbackUrl: "", publisherId: "" };
}

/** The form of an existing partner (staff edit). */
export function partnerFormOf(p: {
  name: string;
  scopes: readonly string[];
  callbackUrl: string;
  publisherId?: string | null;
}): PartnerFormValues {
  return {
    name: p.name,
    scopes: PARTNER_SCOPES.filter((s) => p.scopes.includes(s)),
    callbackUrl: p.callbackUrl,
    publisherId: p.publisherId ?? "",
  };
}

/** The staff form's checks (the gateway checks them again with partnerRule). */
export const partnerFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(PARTNER_LIMITS.name, { message: "validation.tooLong" }),
  scopes: z.array(z.enum(PARTNER_SCOPES)),
  callbackUrl: partnerUrlRule,
  publisherId: z
    .string()
    .trim()
    .regex(/^([1-9]\d{0,9})?$/, { message: "validation.id" }),
});

export function toPartnerInput(v: PartnerFormValues) {
  return {
    name: v.name.trim(),
    scopes: [...v.scopes],
    callbackUrl: v.callbackUrl.trim(),
    publisherId: v.publisherId.trim() || null,
  };
}
