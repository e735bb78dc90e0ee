import { z } from "zod";
import { emailRule, looksLikeAddress } from "@vitrine/schema";
import { stepUpCodeRule } from "./stepUp";

/** Units to move: a whole number from 1 to what is held and not listed. */
function unitsRule(max: number) {
  return z.coerce
    .number({ message: "wallet.card.unitsRange" })
    .int({ message: "wallet.card.unitsRange" })
    .min(1, { message: "wallet.card.unitsRange" })
    .max(Math.max(1, max), { message: "wallet.card.unitsRange" });
}

/**
 * Card withdrawal: an EVM address of 42 characters ('Wrong wallet address'), units, the fee's
 * currency, and the fresh step-up code.
 */
export function cardWithdrawalFormSchema(maxUnits: number) {
  return z.object({
    address: z
      .string()
      .trim()
      .min(1, { message: "validation.required" })
      .refine((v) => looksLikeAddress("EVM", v), { message: "error.WRONG_WALLET_ADDRESS" }),
    units: unitsRule(maxUnits),
    feeCurrency: z.enum(["JPOINT", "USDT"]),
    code: stepUpCodeRule,
  });
}

/** Gift: the receiver's e-mail (format checked, lower-cased), units and the fresh step-up code. */
export function giftFormSchema(maxUnits: number) {
  return z.object({ receiverEmail: emailRule, units: unitsRule(maxUnits), code: stepUpCodeRule });
}
