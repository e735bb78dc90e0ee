import { z } from "zod";
import { emailRule } from "@vitrine/schema";

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/** Contact form: name required, e-mail by the shared rule, message 10–2000 characters. Messages are locale keys. */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(CONTACT_NAME_MAX, { message: "validation.nameTooLong" }),
  email: emailRule,
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN, { message: "validation.messageTooShort" })
    .max(CONTACT_MESSAGE_MAX, { message: "validation.messageTooLong" }),
});

export type ContactFormValues = z.input<typeof contactFormSchema>;

/** Values passed to every validation message (unused placeholders are ignored). */
export const VALIDATION_VALUES = {
  min: CONTACT_MESSAGE_MIN,
  max: CONTACT_MESSAGE_MAX,
  nameMax: CONTACT_NAME_MAX,
};
