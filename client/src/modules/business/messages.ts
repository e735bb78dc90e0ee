import type { BusinessApplicationState, BusinessCategory, BusinessVolume } from "@vitrine/schema";

/** Message ids of the business module's codes, spelled out so every id is a literal (messageIds.test). */
export const STATE_MESSAGE: Record<BusinessApplicationState, string> = {
  SUBMITTED: "business.state.SUBMITTED",
  APPROVED: "business.state.APPROVED",
  REJECTED: "business.state.REJECTED",
};

export const CATEGORY_MESSAGE: Record<BusinessCategory, string> = {
  ART: "business.category.ART",
  TRADING_CARDS: "business.category.TRADING_CARDS",
  COLLECTIBLES: "business.category.COLLECTIBLES",
  ENTERTAINMENT: "business.category.ENTERTAINMENT",
  SPORTS: "business.category.SPORTS",
  OTHER: "business.category.OTHER",
};

export const VOLUME_MESSAGE: Record<BusinessVolume, string> = {
  UP_TO_1K: "business.volume.UP_TO_1K",
  UP_TO_10K: "business.volume.UP_TO_10K",
  UP_TO_100K: "business.volume.UP_TO_100K",
  OVER_100K: "business.volume.OVER_100K",
};

/** The form's field labels (also the staff card's). */
export const FIELD_LABEL = {
  companyName: "business.form.companyName",
  registrationNumber: "business.form.registrationNumber",
  contactName: "business.form.contactName",
  contactEmail: "business.form.contactEmail",
  phone: "business.form.phone",
  website: "business.form.website",
  category: "business.form.category",
  expectedVolume: "business.form.expectedVolume",
  description: "business.form.description",
  consent: "business.form.consent",
} as const;
export type FieldName = keyof typeof FIELD_LABEL;

/** A code the gateway sent that this client does not know yet is shown as it is. */
export const labelOf = (messages: Record<string, string>, code: string): string | undefined =>
  Object.hasOwn(messages, code) ? messages[code] : undefined;
