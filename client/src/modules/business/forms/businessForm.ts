import {
  BUSINESS_CATEGORIES,
  BUSINESS_VOLUMES,
  businessApplicationRule,
  type BusinessApplicationInput,
} from "@vitrine/schema";

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

/** Message keys of the options (business.category.* / business.volume.*). */
export const categoryLabel = (code: string) => `business.category.${code}`;
export const volumeLabel = (code: string) => `business.volume.${code}`;
export { BUSINESS_CATEGORIES, BUSINESS_VOLUMES };
