import { businessApplicationRule, type BusinessApplicationInput } from "@vitrine/schema";

/** The form validates with the gateway's own rule (schema/src/rules/business.ts). */
export const businessFormSchema = businessApplicationRule;

/** Form values: the rule's input, with the consent box unticked at first. */
export type BusinessFormValues = Omit<BusinessApplicationInput, "consent" | "category" | "expectedVolume"> & {
  consent: boolean;
  category: string;
  expectedVolume: string;
};

export const emptyBusinessForm = (email = ""): BusinessFormValues => ({
  companyName: "",
  registrationNumber: "",
  contactName: "",
  contactEmail: email,
  phone: "",
  website: "",
  category: "",
  description: "",
  expectedVolume: "",
  attachmentKeys: [],
  consent: false,
});
