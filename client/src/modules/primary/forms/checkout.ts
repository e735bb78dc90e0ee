import { z } from "zod";
import {
  carrierCodeRule,
  emailRule,
  jpointPurchaseAmountRule,
  JPOINT_PURCHASE_MAX_TWD,
  JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD,
  type InvoiceType,
} from "@vitrine/schema";
import type { InvoiceInput, PurchaserInput } from "../../../gql/graphql";
import { forwardIssues } from "../../../shared/forms/schemaAt";

/** What a payment through a provider needs: the way, the invoice and who pays. */
export interface ChannelValues {
  paymentWay: string;
  invoiceType: InvoiceType;
  carrierCode: string;
  purchaserName: string;
  purchaserEmail: string;
  purchaserPhone: string;
}

export type ChannelErrors = Partial<Record<keyof ChannelValues, string>>;

/** As the gateway checks them (order-input): a name up to 60 characters, a phone of 6–15 digits. */
export const PURCHASER_NAME_MAX = 60;
const PHONE = /^\+?[0-9]{6,15}$/;
const phoneDigits = (value: string) => value.replace(/[\s-]/g, "");

export function initialChannelValues(
  prefill: { name?: string; email?: string; phone?: string } = {},
): ChannelValues {
  return {
    paymentWay: "",
    invoiceType: "ELECTRONIC",
    carrierCode: "",
    purchaserName: prefill.name ?? "",
    purchaserEmail: prefill.email ?? "",
    purchaserPhone: prefill.phone ?? "",
  };
}

/** The carrier code as typed: upper-cased and trimmed, as the rule (and the invoice service) expects. */
export const normalizeCarrier = (value: string) => value.trim().toUpperCase();

const purchaserNameRule = z
  .string()
  .trim()
  .min(1, { message: "validation.required" })
  .max(PURCHASER_NAME_MAX, { message: "primary.checkout.nameTooLong" });
const purchaserPhoneRule = z
  .string()
  .transform(phoneDigits)
  .refine((phone) => !phone || PHONE.test(phone), { message: "primary.checkout.phoneInvalid" });

/** Checks the channel fields of `values` with the shared rules the gateway applies. */
function checkChannel(values: ChannelValues, ctx: z.RefinementCtx) {
  if (!values.paymentWay) {
    ctx.addIssue({ code: "custom", path: ["paymentWay"], message: "primary.checkout.paymentWayRequired" });
  }
  if (values.invoiceType === "CARRIER") {
    forwardIssues(ctx, carrierCodeRule.safeParse(values.carrierCode), ["carrierCode"]);
  }
  forwardIssues(ctx, purchaserNameRule.safeParse(values.purchaserName), ["purchaserName"]);
  forwardIssues(ctx, emailRule.safeParse(values.purchaserEmail), ["purchaserEmail"]);
  forwardIssues(ctx, purchaserPhoneRule.safeParse(values.purchaserPhone), ["purchaserPhone"]);
}

/** The payment-channel form (a way, the invoice, who pays), for @mantine/form's schemaResolver. */
export const channelFormSchema = z.custom<ChannelValues>().superRefine(checkChannel);

/** The Jpoint purchase form: an amount over NT$100 (whole, within the cap) and the channel fields. */
export const jpointFormSchema = z.custom<ChannelValues & { amount: string }>().superRefine((values, ctx) => {
  checkChannel(values, ctx);
  forwardIssues(ctx, jpointPurchaseAmountRule.safeParse(values.amount), ["amount"]);
});

export function toInvoiceInput(values: ChannelValues): InvoiceInput {
  return values.invoiceType === "CARRIER"
    ? { type: "CARRIER", carrierCode: normalizeCarrier(values.carrierCode) }
    : { type: "ELECTRONIC" };
}

export function toPurchaserInput(values: ChannelValues): PurchaserInput {
  const phone = phoneDigits(values.purchaserPhone);
  return {
    name: values.purchaserName.trim(),
    email: values.purchaserEmail.trim().toLowerCase(),
    ...(phone ? { phone } : {}),
  };
}

export const JPOINT_LIMITS = { min: JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD, max: JPOINT_PURCHASE_MAX_TWD };
export const QUICK_JPOINT_AMOUNTS = [300, 500, 1000, 3000] as const;

/** One key per purchase attempt (8–64 of A-Z a-z 0-9 _ -): a retried request returns the first order. */
export const newIdempotencyKey = () => crypto.randomUUID();
