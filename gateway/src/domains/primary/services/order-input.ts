import { INVOICE_TYPES, isCarrierCode, type InvoiceType } from "@vitrine/schema";
import { DomainError } from "../../../shared/domain-error.js";

export interface InvoiceInput {
  type: InvoiceType;
  /** Mobile-barcode carrier, required when type is CARRIER. */
  carrierCode?: string | null;
}

export interface PurchaserInput {
  name: string;
  email: string;
  phone?: string | null;
}

export interface CheckedInvoice {
  type: InvoiceType;
  carrierCode: string | null;
}

/** Invoice type electronic, or mobile carrier with a "/"+7 code ('incorrect phone carrier format', 2030). */
export function checkInvoice(invoice: InvoiceInput): CheckedInvoice {
  if (!(INVOICE_TYPES as readonly string[]).includes(invoice.type)) {
    throw new DomainError("DATA_ERROR", { field: "invoice.type" });
  }
  if (invoice.type === "ELECTRONIC") return { type: "ELECTRONIC", carrierCode: null };
  const code = (invoice.carrierCode ?? "").trim().toUpperCase();
  if (!isCarrierCode(code)) throw new DomainError("INVALID_CARRIER_CODE");
  return { type: "CARRIER", carrierCode: code };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{6,15}$/;

/** Who pays, as stored with the order (the invoice goes to them). */
export function checkPurchaser(purchaser: PurchaserInput): Required<PurchaserInput> {
  const name = purchaser.name.trim();
  const email = purchaser.email.trim().toLowerCase();
  const phone = (purchaser.phone ?? "").replace(/[\s-]/g, "");
  if (!name || name.length > 60) throw new DomainError("DATA_ERROR", { field: "purchaser.name" });
  if (!EMAIL.test(email) || email.length > 254)
    throw new DomainError("DATA_ERROR", { field: "purchaser.email" });
  if (phone && !PHONE.test(phone)) throw new DomainError("DATA_ERROR", { field: "purchaser.phone" });
  return { name, email, phone: phone || null } as Required<PurchaserInput>;
}

/** A client-chosen key that makes a retried purchase return the first order. */
export function checkIdempotencyKey(key: string): string {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw new DomainError("DATA_ERROR", { field: "idempotencyKey" });
  return key;
}
