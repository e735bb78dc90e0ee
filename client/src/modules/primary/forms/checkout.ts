import {
  emailRule,
  isCarrierCode,
  isValidJpointPurchase,
  JPOINT_PURCHASE_MAX_TWD,
  JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD,
  type InvoiceType,
} from "@vitrine/schema";
import type { InvoiceInput, PurchaserInput } from "../../../gql/graphql";

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

/** Message ids per invalid field (empty when valid), with the shared rules the gateway applies. */
export function validateChannel(values: ChannelValues): ChannelErrors {
  const errors: ChannelErrors = {};
  if (!values.paymentWay) errors.paymentWay = "primary.checkout.paymentWayRequired";
  if (values.invoiceType === "CARRIER" && !isCarrierCode(normalizeCarrier(values.carrierCode))) {
    errors.carrierCode = "primary.checkout.carrierInvalid";
  }
  const name = values.purchaserName.trim();
  if (!name) errors.purchaserName = "validation.required";
  else if (name.length > PURCHASER_NAME_MAX) errors.purchaserName = "primary.checkout.nameTooLong";
  const email = emailRule.safeParse(values.purchaserEmail);
  if (!email.success) errors.purchaserEmail = email.error.issues[0]?.message ?? "validation.email";
  const phone = phoneDigits(values.purchaserPhone);
  if (phone && !PHONE.test(phone)) {
    errors.purchaserPhone = "primary.checkout.phoneInvalid";
  }
  return errors;
}

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

/** The amount field of the Jpoint form: digits only, a whole NT$ over 100 (and within the cap). */
export function jpointAmountError(value: string): string | undefined {
  if (!value.trim()) return "validation.required";
  if (!/^\d+$/.test(value.trim())) return "primary.jpoint.amountWhole";
  const amount = Number(value);
  if (amount <= JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD) return "primary.jpoint.amountTooLow";
  if (!isValidJpointPurchase(amount)) return "primary.jpoint.amountTooHigh";
  return undefined;
}

export const JPOINT_LIMITS = { min: JPOINT_PURCHASE_MIN_EXCLUSIVE_TWD, max: JPOINT_PURCHASE_MAX_TWD };
export const QUICK_JPOINT_AMOUNTS = [300, 500, 1000, 3000] as const;

/** One key per purchase attempt (8–64 of A-Z a-z 0-9 _ -): a retried request returns the first order. */
export const newIdempotencyKey = () => crypto.randomUUID();
