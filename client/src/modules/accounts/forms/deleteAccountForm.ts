import { z } from "zod";
import { deletionConfirmationRule, emailCodeRule } from "@vitrine/schema";

/** Spec §5: the deletion confirmation must match the account (its e-mail), plus the mailed code. */
export function deleteAccountFormSchema(accountEmail: string) {
  return z.object({
    email: deletionConfirmationRule(accountEmail),
    code: emailCodeRule,
  });
}

export type DeleteAccountFormValues = { email: string; code: string };
